import {
  diffBets,
  eurosToCents,
  isExchangeSource,
  manualBetToRecord,
  settledMoney,
  withHandCommission,
  type BetSnapshot,
  type FieldChange,
  type NewBetInput,
} from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { BetView, settleBetRequestSchema } from '@stakelab/core';
import type { Database } from '../db/schema.ts';
import { recordBetAudit } from '../repositories/bet-audit-log.ts';
import { listBetViews } from '../repositories/bet-views.ts';
import { replaceBet, writeSettlement } from '../repositories/bet-writes.ts';
import { bumpBetsVersion } from '../repositories/bets-version.ts';
import { loadCatalogueNames } from '../repositories/catalogue.ts';
import { loadStoredBets, snapshotOf, type StoredBet } from '../repositories/stored-bets.ts';
import { bankrollOfForm, writeBetPlacement } from './bets-by-hand.ts';

/*
 * Hand edits: the form's PUT and settling an open bet. Both mark the bet as edited by hand
 * (edited_at), so a re-import reports a conflict instead of overwriting the user's version,
 * and both record what they changed in bet_audit_log (without an import).
 */

export type SettleBetInput = z.output<typeof settleBetRequestSchema>;

/**
 * ok: the bet as it was committed, read inside the write's transaction (read after it, a
 * connection lost in between made a saved edit answer "nothing was saved").
 */
export type EditOutcome =
  | { ok: true; bet: BetView }
  | { ok: false; reason: 'not-found' | 'cannot-settle' | 'unknown-bankroll' | 'out-of-range' };

/**
 * The bet form's bounds (core newBetRequestSchema: a stake up to €10,000,000, odds up to
 * 10,000). An imported bet past them is not settled by hand: its winnings could pass what the
 * database keeps exactly, and the bet would no longer read back.
 */
export const MAX_STAKE_CENTS = 10_000_000 * 100;
export const MAX_ODDS_MILLI = 10_000 * 1000;

/** The bet just written, read back in its transaction. */
export async function writtenBet(trx: Transaction<Database>, userId: number, betId: number) {
  const [bet] = await listBetViews(trx, userId, betId);
  if (!bet) throw new Error(`bet ${betId} is missing right after it was written`);
  return bet;
}

type Db = Kysely<Database> | Transaction<Database>;

async function loadOne(db: Db, userId: number, betId: number) {
  const names = await loadCatalogueNames(db, userId);
  const stored = (await loadStoredBets(db, userId, [betId], names)).get(betId) ?? null;
  return { names, stored };
}

/** The form's value where it sent one, else the bet's (an edit without the field keeps it). */
const sentOr = <T>(sent: T | undefined, kept: T): T => (sent === undefined ? kept : sent);

/**
 * The settle date after an edit: PENDING has none; a settled bet keeps its own; an open bet the
 * edit settles settles now (as the settle route without a date); a settled bet that never had
 * one (added by hand before settle dates were kept) takes the form's rule, its placed date.
 */
function editedSettledAt(
  status: NewBetInput['status'],
  before: BetSnapshot,
  formSettledAt: string | null,
  now: Date,
): string | null {
  if (status === 'PENDING') return null;
  if (before.settledAt !== null) return before.settledAt;
  return before.status === 'PENDING' ? now.toISOString() : formSettledAt;
}

/**
 * Replaces one of the user's bets with what the edit form sent. The bet keeps its ids and
 * source, the source's notes the form does not show (expected value, order details), and the
 * labels the form left out (bookmaker, tipster, tags, closing odds, bankroll: absent keeps, null
 * clears, docs/product.md §5); a settled bet keeps its settlement time. Tags sent here count as
 * set by hand too, so even taking the source's version later keeps them (docs/decisions/016).
 */
export async function editBetByHand(
  db: Kysely<Database>,
  userId: number,
  betId: number,
  form: NewBetInput,
  now: Date,
): Promise<EditOutcome> {
  return db.transaction().execute(async (trx) => {
    const { names, stored } = await loadOne(trx, userId, betId);
    if (!stored) return { ok: false, reason: 'not-found' } as const;
    const bankroll = await bankrollOfForm(trx, userId, form.bankrollId);
    if (bankroll.unknown) return { ok: false, reason: 'unknown-bankroll' } as const;
    const before = stored.state.bet;
    // Absent keeps whether the bet was free; the money is worked out with it.
    const typed = manualBetToRecord(
      { ...form, freeBet: sentOr(form.freeBet, before.freeBet) },
      stored.sourceBetId,
    );
    const record = {
      ...typed,
      bookmaker: sentOr(form.bookmaker, before.bookmaker),
      tipster: sentOr(form.tipster, before.tipster),
      tags: sentOr(form.tags, before.tags),
      closingOddsMilli:
        form.closingOdds === undefined ? before.closingOddsMilli : typed.closingOddsMilli,
      expectedValueRatio: before.expectedValueRatio,
      details: before.details,
      currency: form.currency ?? before.currency,
      settledAt: editedSettledAt(form.status, before, typed.settledAt, now),
    };
    await replaceBet(trx, userId, betId, record, now, { kind: 'hand' });
    const bankrollChange = await writeBetPlacement(trx, userId, betId, {
      bankrollId: bankroll.id,
      tagsSetByHand: form.tags !== undefined,
      now,
    });
    const changes = diffBets(before, snapshotOf(record, names));
    await recordBetAudit(
      trx,
      userId,
      null,
      [{ betId, changes: [...changes.bet, ...changes.notes, ...bankrollChange] }],
      now,
    );
    return { ok: true, bet: await writtenBet(trx, userId, betId) } as const;
  });
}

/** The bet after settling it: core's money rules; a single's only leg settles with it. */
export function settledVersion(
  stored: StoredBet,
  input: SettleBetInput,
  commissionRatio: number | null,
  now: Date,
): BetSnapshot | null {
  const before = stored.state.bet;
  const money = settledMoney({
    status: input.status,
    stakeCents: before.stakeCents,
    oddsMilli: before.oddsMilli,
    side: before.side,
    liabilityCents: before.liabilityCents,
    cashOutCents: input.cashOut === undefined ? null : eurosToCents(input.cashOut, 'cashOut'),
    freeBet: before.freeBet,
  });
  if (money === null) return null;
  return {
    ...before,
    status: input.status,
    settledAt: new Date(input.settledDate ?? now).toISOString(),
    ...withHandCommission(money, commissionRatio),
    selections:
      before.selections.length === 1
        ? before.selections.map((leg) => ({ ...leg, result: input.status }))
        : before.selections,
  };
}

/** The user's exchange commission rate when the bet is an exchange bet, else null. */
async function exchangeRatioOf(db: Db, userId: number, betId: number): Promise<number | null> {
  const row = await db
    .selectFrom('bets')
    .innerJoin('users', 'users.id', 'bets.user_id')
    .select(['bets.source', 'users.exchange_commission_ratio'])
    .where('bets.id', '=', betId)
    .where('bets.user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && isExchangeSource(row.source) ? row.exchange_commission_ratio : null;
}

/** What a settle from the feed adds to the hand settle, in the same transaction. */
export interface SettleOptions {
  /** A line of the bet's audit log beside the changes (a settlement from the feed says so). */
  auditNote?: FieldChange;
  /** Written with the settlement (the suggestion's decision). */
  after?: (trx: Transaction<Database>) => Promise<void>;
}

/**
 * Settles one of the user's bets by hand (an open bet, or a correction): won stake × odds,
 * lost 0, void the stake, half won / half lost, cashed out the amount given; a lay by its
 * liability (see core settledMoney). 'cannot-settle': a win without odds.
 */
export async function settleBetByHand(
  db: Kysely<Database>,
  userId: number,
  betId: number,
  input: SettleBetInput,
  now: Date,
  options: SettleOptions = {},
): Promise<EditOutcome> {
  return db.transaction().execute(async (trx) => {
    const { stored } = await loadOne(trx, userId, betId);
    if (!stored) return { ok: false, reason: 'not-found' } as const;
    const { stakeCents, oddsMilli } = stored.state.bet;
    if (stakeCents > MAX_STAKE_CENTS || (oddsMilli ?? 0) > MAX_ODDS_MILLI) {
      return { ok: false, reason: 'out-of-range' } as const;
    }
    const after = settledVersion(stored, input, await exchangeRatioOf(trx, userId, betId), now);
    if (after === null) return { ok: false, reason: 'cannot-settle' } as const;
    await writeSettlement(trx, userId, betId, after, now, await bumpBetsVersion(trx, userId));
    const changes = diffBets(stored.state.bet, after);
    const notes = options.auditNote ? [options.auditNote] : [];
    await recordBetAudit(trx, userId, null, [{ betId, changes: [...changes.bet, ...notes] }], now);
    await options.after?.(trx);
    return { ok: true, bet: await writtenBet(trx, userId, betId) } as const;
  });
}
