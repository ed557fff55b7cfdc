import {
  completeSiteDownload,
  importAsOfFor,
  isOpenStatus,
  reconcileBet,
  type BetRecord,
  type ImportProblem,
  type ParsedImport,
  type Reconciliation,
} from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { yieldToEventLoop } from '../db/yield.ts';
import { recordBetAudit, type BetAudit } from '../repositories/bet-audit-log.ts';
import { insertFreshBets } from '../repositories/bet-inserts.ts';
import { rewriteBet } from '../repositories/bet-writes.ts';
import { bumpBetsVersion } from '../repositories/bets-version.ts';
import { chunks } from '../repositories/chunks.ts';
import { createCatalogueResolver, loadCatalogueNames } from '../repositories/catalogue.ts';
import { insertImport } from '../repositories/imports.ts';
import { loadStoredBets, snapshotOf, type StoredBet } from '../repositories/stored-bets.ts';
import { notifyBetsSettledByImport } from '../notifications/import-hook.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What the user chose for this import (the upload request's optional fields). */
export interface ImportChoices {
  /** Answer what the import would do; write nothing. */
  dryRun: boolean;
  /** Import the readable records and keep the unreadable ones aside instead of refusing. */
  setAsideUnreadable: boolean;
  /** BetIds of hand-edited bets whose source version the user chose over their own. */
  preferSource: ReadonlySet<string>;
  /** The user's bankroll every new bet goes to; absent: see services/import-bankrolls.ts. */
  bankrollId?: number;
  /** The currency of bets whose file says none (core resolveCurrencies); absent: see there. */
  currency?: string;
}

/** An incoming record for a bet the user already has, and what to do with it. */
export interface MatchedBet {
  record: BetRecord;
  stored: StoredBet;
  decision: Reconciliation;
  /** The record's ids the history does not know yet (an alias the source added). */
  newIds: string[];
}

/** Everything an import would do, worked out before anything is written. */
export interface ImportPlan {
  format: string;
  /** The export's as-of time (core importAsOf). */
  asOf: string | null;
  /** Bets the user does not have yet. */
  fresh: BetRecord[];
  /** Bets the user has, each with its decision. */
  matched: MatchedBet[];
  /** Records that repeat a bet already earlier in the same import. */
  repeated: number;
  warnings: ImportProblem[];
  unreadable: ImportProblem[];
  morePages: boolean;
}

const idsOf = (bet: BetRecord) => [...new Set([bet.sourceBetId, ...bet.aliases])];

/** Bets rewritten between two turns of the event loop (see yieldToEventLoop). */
const YIELD_EVERY_BETS = 100;

/** Ids per lookup: well under both databases' bound-parameter limits. */
const IDS_PER_QUERY = 500;

/**
 * Plans an import for one user: which bets are new, which the user has (by any id or alias)
 * and what reconcileBet decides for each. Reads only, so a preview (dry run) and the import
 * itself run exactly this, the import then applying the plan in the same transaction.
 */
export async function planImport(
  db: Db,
  userId: number,
  parsed: ParsedImport,
  choices: ImportChoices,
): Promise<ImportPlan> {
  const asOf = importAsOfFor(parsed);
  const owners = new Map<string, number>();
  for (const part of chunks([...new Set(parsed.bets.flatMap(idsOf))], IDS_PER_QUERY)) {
    const rows = await db
      .selectFrom('bet_source_ids')
      .select(['source_id', 'bet_id'])
      .where('user_id', '=', userId)
      .where('source_id', 'in', part)
      .execute();
    for (const row of rows) owners.set(row.source_id, row.bet_id);
    await yieldToEventLoop();
  }

  const fresh: BetRecord[] = [];
  const toMatch: Array<{ record: BetRecord; betId: number; newIds: string[] }> = [];
  const seenIds = new Set<string>();
  const matchedBetIds = new Set<number>();
  let repeated = 0;
  for (const record of parsed.bets) {
    const ids = idsOf(record);
    if (ids.some((id) => seenIds.has(id))) {
      repeated += 1;
      continue;
    }
    ids.forEach((id) => seenIds.add(id));
    const betId = ids.map((id) => owners.get(id)).find((id) => id !== undefined);
    if (betId === undefined) {
      fresh.push(record);
    } else if (matchedBetIds.has(betId)) {
      // Two records whose different ids are aliases of one stored bet.
      repeated += 1;
    } else {
      matchedBetIds.add(betId);
      toMatch.push({ record, betId, newIds: ids.filter((id) => !owners.has(id)) });
    }
  }

  const names = await loadCatalogueNames(db, userId);
  const stored = await loadStoredBets(
    db,
    userId,
    toMatch.map((m) => m.betId),
    names,
  );
  const matched: MatchedBet[] = [];
  for (const [index, { record: incoming, betId, newIds }] of toMatch.entries()) {
    const bet = stored.get(betId);
    if (!bet) throw new Error(`bet ${betId} has an id of this user but is not theirs`);
    // Tags the user set by hand stay whatever the source says (docs/decisions/016): the
    // source's version is compared, and written, with the user's tags.
    const whole = completeSiteDownload(parsed.format, bet.state.bet, incoming);
    const record = bet.tagsEditedAt === null ? whole : { ...whole, tags: bet.state.bet.tags };
    const preferSource = [bet.sourceBetId, ...idsOf(record)].some((id) =>
      choices.preferSource.has(id),
    );
    const decision = reconcileBet(
      bet.state,
      { bet: snapshotOf(record, names), asOf },
      { preferSource },
    );
    matched.push({ record, stored: bet, decision, newIds });
    // A re-import compares every bet of the file: yield now and then so a large file does not
    // hold the event loop for the whole comparison.
    if (index % YIELD_EVERY_BETS === YIELD_EVERY_BETS - 1) await yieldToEventLoop();
  }

  return {
    format: parsed.format,
    asOf,
    fresh,
    matched,
    repeated,
    warnings: parsed.problems.filter((p) => p.severity === 'warning'),
    unreadable: parsed.problems.filter((p) => p.severity === 'unreadable'),
    morePages: parsed.morePages,
  };
}

/** The plan's counts, as the answer and the imports row give them. */
export function planCounts(plan: ImportPlan) {
  const count = (...kinds: Reconciliation['kind'][]) =>
    plan.matched.filter((m) => kinds.includes(m.decision.kind)).length;
  // After the import: the source's status where it is taken, else the one kept.
  const statuses = [
    ...plan.fresh.map((bet) => bet.status),
    ...plan.matched.map(({ record, stored, decision }) =>
      decision.kind === 'update' || decision.kind === 'refresh'
        ? record.status
        : stored.state.bet.status,
    ),
  ];
  return {
    open: statuses.filter(isOpenStatus).length,
    inserted: plan.fresh.length,
    updated: count('update'),
    // Refreshed notes and older versions leave the bet itself as it was.
    unchanged: count('unchanged', 'refresh', 'older'),
    conflicts: count('conflict'),
  };
}

const isLater = (at: string | null, than: string | null) =>
  at !== null && (than === null || Date.parse(at) > Date.parse(than));

/**
 * Writes a plan: the import's row (with the records set aside when the user chose that), the
 * new bets, the updated and refreshed ones with every change recorded against the import,
 * aliases the source added, and the newest export each bet was seen in. Call inside the
 * transaction that planned it, or (a staged import) one that checked the user's bets version
 * is still the one the plan read. Returns the import's id.
 */
export async function applyImportPlan(
  trx: Transaction<Database>,
  userId: number,
  plan: ImportPlan,
  choices: ImportChoices,
  now: Date,
  /** Writes the plan's new bets; a staged import copies them from its staging instead. */
  writeFresh: () => Promise<unknown> = () =>
    insertFreshBets(trx, userId, plan.fresh, now, plan.asOf),
): Promise<number> {
  const setAside = choices.setAsideUnreadable
    ? plan.unreadable.map(({ row, field, code, message, source }) => ({
        row,
        field,
        code,
        message,
        source,
      }))
    : [];
  const { open: _open, ...counts } = planCounts(plan);
  const importId = await insertImport(trx, userId, plan.format, counts, setAside, now);
  await writeFresh();

  const catalogue = await createCatalogueResolver(trx, userId);
  const changed: BetAudit[] = [];
  const seenInNewerExport: number[] = [];
  const rewrites = plan.matched.some(
    ({ decision }) => decision.kind === 'update' || decision.kind === 'refresh',
  );
  const changeSeq = rewrites ? await bumpBetsVersion(trx, userId) : 0;
  for (const { record, stored, decision } of plan.matched) {
    if (decision.kind === 'update' || decision.kind === 'refresh') {
      const asOf = isLater(plan.asOf, stored.state.asOf) ? plan.asOf : stored.state.asOf;
      const withSelections = decision.changes.some((c) => c.field.startsWith('Selections'));
      const reason = { kind: 'import', asOf, clearsEdit: decision.clearsEdit } as const;
      await rewriteBet(
        trx,
        catalogue,
        userId,
        stored.id,
        record,
        now,
        reason,
        changeSeq,
        withSelections,
      );
      changed.push({ betId: stored.id, changes: decision.changes });
      if (changed.length % YIELD_EVERY_BETS === 0) await yieldToEventLoop();
    } else if (decision.kind === 'unchanged' && isLater(plan.asOf, stored.state.asOf)) {
      seenInNewerExport.push(stored.id);
    }
  }
  // Not a change of the bet (no version bump): what tells a later, older export that it is.
  for (const ids of chunks(seenInNewerExport, IDS_PER_QUERY)) {
    await trx
      .updateTable('bets')
      .set({ source_as_of: plan.asOf })
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
  }
  const aliasRows = plan.matched.flatMap(({ stored, newIds }) =>
    newIds.map((id) => ({ user_id: userId, source_id: id, bet_id: stored.id })),
  );
  for (const rows of chunks(aliasRows))
    await trx.insertInto('bet_source_ids').values(rows).execute();

  await recordBetAudit(trx, userId, importId, changed, now);
  await notifyBetsSettledByImport(trx, userId, plan, now);
  return importId;
}
