import { isOpenStatus } from '../bets/at-risk.ts';
import type { BetRecord } from '../bets/bet-record.ts';

/**
 * What a re-import does to a bet the user already has (same id or alias): compare the stored
 * version with the incoming one, field by field, and decide. Pure: the server loads both
 * versions, calls reconcileBet, and writes what it says in the import's transaction.
 *
 * Fields come in two kinds:
 * - the bet itself (settlement, money, odds, legs): a difference is an update, counted and
 *   shown ("updated 21 bets: 10 won, 11 lost");
 * - the source's notes (closing odds, expected value, tags, names, order details): sources
 *   recompute them between exports (Pikkit's closing line moves on settled bets), so they are
 *   refreshed quietly with the source's version and do not count as an update.
 * Either way an accepted bet takes the incoming version whole, so importing A then B leaves
 * exactly what importing B alone leaves, for the bets B contains.
 */

/** A bet's content as stored and compared: everything but its ids, source and raw record. */
export type BetSnapshot = Omit<BetRecord, 'source' | 'sourceBetId' | 'aliases' | 'raw'>;

export type ChangeValue = string | number | boolean | null;

/**
 * One field that differs, named and valued as the API shows bets (BetView): money in euros,
 * odds as decimals, instants as ISO text; legs as `Selections[i].Result` (i from 0).
 */
export interface FieldChange {
  field: string;
  old: ChangeValue;
  new: ChangeValue;
}

/** The changes between two versions, split by kind (see above). */
export interface BetDiff {
  /** Settlement, money, odds and legs. */
  bet: FieldChange[];
  /** The source's notes. */
  notes: FieldChange[];
}

export interface StoredBetState {
  bet: BetSnapshot;
  /** When the user last edited the bet by hand, or null. */
  editedAt: string | null;
  /** importAsOf of the export the stored version came from (null: entered by hand). */
  asOf: string | null;
}

export interface IncomingBetState {
  bet: BetSnapshot;
  /** importAsOf of the export being imported. */
  asOf: string | null;
}

export type Reconciliation =
  /** Nothing differs. */
  | { kind: 'unchanged' }
  /** Only the source's notes differ (bet not edited by hand): rewritten, not counted. */
  | { kind: 'refresh'; changes: FieldChange[]; clearsEdit: boolean }
  /**
   * The bet changed: rewritten with the source's version. `clearsEdit`: it had been edited
   * by hand and the user chose the source's version, so it is no longer a hand-edited bet.
   */
  | { kind: 'update'; changes: FieldChange[]; clearsEdit: boolean }
  /** The incoming version is older than the stored one: nothing changes. */
  | { kind: 'older'; changes: FieldChange[] }
  /** The user edited the bet by hand and the source has it otherwise: the user's is kept. */
  | { kind: 'conflict'; changes: FieldChange[] };

export interface ReconcileOptions {
  /** The user chose the source's version of this bet over their own hand edit. */
  preferSource: boolean;
}

const euros = (cents: number | null): number | null => (cents === null ? null : cents / 100);
const decimalOdds = (milli: number | null): number | null => (milli === null ? null : milli / 1000);
const instantMs = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

interface FieldRule<T> {
  field: string;
  ofBet: boolean;
  /** The value as the API shows it. */
  show: (item: T) => ChangeValue;
  /** What is compared, when the shown value is not exact enough (instants, lists). */
  key?: (item: T) => unknown;
}

const BET_FIELDS: readonly FieldRule<BetSnapshot>[] = [
  { field: 'Status', ofBet: true, show: (b) => b.status },
  {
    field: 'SettledDate',
    ofBet: true,
    show: (b) => b.settledAt,
    key: (b) => instantMs(b.settledAt),
  },
  { field: 'Stake', ofBet: true, show: (b) => euros(b.stakeCents) },
  { field: 'ActualReturn', ofBet: true, show: (b) => euros(b.returnCents) },
  { field: 'NetReturn', ofBet: true, show: (b) => euros(b.netReturnCents) },
  { field: 'GrossProfit', ofBet: true, show: (b) => euros(b.grossProfitCents) },
  { field: 'Commission', ofBet: true, show: (b) => euros(b.commissionCents) },
  { field: 'Liability', ofBet: true, show: (b) => euros(b.liabilityCents) },
  { field: 'Odds', ofBet: true, show: (b) => decimalOdds(b.oddsMilli) },
  // Whether the stake was the user's money changes what the bet cost: an update, not a note.
  { field: 'FreeBet', ofBet: true, show: (b) => b.freeBet },
  // The money's unit: a file that now says R$ where the bet was stored in euros changes it.
  { field: 'Currency', ofBet: true, show: (b) => b.currency },
  {
    field: 'PlacedDate',
    ofBet: false,
    show: (b) => b.placedAt,
    key: (b) => instantMs(b.placedAt),
  },
  { field: 'Sport', ofBet: false, show: (b) => b.sport },
  { field: 'Competition', ofBet: false, show: (b) => b.competition },
  { field: 'EventDescription', ofBet: false, show: (b) => b.eventDescription },
  { field: 'BetType', ofBet: false, show: (b) => b.betType },
  { field: 'Bookmaker', ofBet: false, show: (b) => b.bookmaker },
  { field: 'Tipster', ofBet: false, show: (b) => b.tipster },
  { field: 'Side', ofBet: false, show: (b) => b.side },
  { field: 'ClosingOdds', ofBet: false, show: (b) => decimalOdds(b.closingOddsMilli) },
  { field: 'ExpectedValue', ofBet: false, show: (b) => b.expectedValueRatio },
  {
    field: 'Tags',
    ofBet: false,
    show: (b) => (b.tags.length === 0 ? null : b.tags.join(', ')),
    key: (b) => JSON.stringify(b.tags),
  },
  { field: 'OrderType', ofBet: false, show: (b) => b.details?.orderType ?? null },
  {
    field: 'PriceRequested',
    ofBet: false,
    show: (b) => decimalOdds(b.details?.priceRequestedMilli ?? null),
  },
  { field: 'PriceReduced', ofBet: false, show: (b) => b.details?.priceReduced ?? null },
  { field: 'Handicap', ofBet: false, show: (b) => b.details?.handicap ?? null },
  { field: 'EachWayDivisor', ofBet: false, show: (b) => b.details?.eachWayDivisor ?? null },
  { field: 'PlacesPaid', ofBet: false, show: (b) => b.details?.placesPaid ?? null },
];

/** A leg with the sport and competition it is stored under (its own, else the bet's). */
interface Leg {
  name: string;
  oddsMilli: number | null;
  eventName: string | null;
  marketName: string | null;
  sport: string | null;
  competition: string | null;
  result: string | null;
}

const LEG_FIELDS: readonly FieldRule<Leg>[] = [
  { field: 'SelectionName', ofBet: true, show: (s) => s.name },
  { field: 'Odds', ofBet: true, show: (s) => decimalOdds(s.oddsMilli) },
  { field: 'Result', ofBet: true, show: (s) => s.result },
  { field: 'EventName', ofBet: false, show: (s) => s.eventName },
  { field: 'MarketName', ofBet: false, show: (s) => s.marketName },
  { field: 'Sport', ofBet: false, show: (s) => s.sport },
  { field: 'Competition', ofBet: false, show: (s) => s.competition },
];

/**
 * Every field name a diff can list (a leg's as `Selections[i].<name>`), for the web to give
 * each a label in the interface language.
 */
export const DIFF_FIELD_NAMES: readonly string[] = [
  ...new Set([...BET_FIELDS, ...LEG_FIELDS].map((rule) => rule.field)),
  'Selections',
];

const legsOf = (bet: BetSnapshot): Leg[] =>
  bet.selections.map((s) => ({
    ...s,
    sport: s.sport ?? bet.sport,
    competition: s.competition ?? bet.competition,
  }));

function compareFields<T>(
  rules: readonly FieldRule<T>[],
  old: T,
  incoming: T,
  prefix: string,
  into: BetDiff,
): void {
  for (const rule of rules) {
    const key = rule.key ?? rule.show;
    if (Object.is(key(old), key(incoming))) continue;
    const change = { field: prefix + rule.field, old: rule.show(old), new: rule.show(incoming) };
    (rule.ofBet ? into.bet : into.notes).push(change);
  }
}

/** Every field that differs between the stored and the incoming version of a bet. */
export function diffBets(stored: BetSnapshot, incoming: BetSnapshot): BetDiff {
  const diff: BetDiff = { bet: [], notes: [] };
  compareFields(BET_FIELDS, stored, incoming, '', diff);
  const oldLegs = legsOf(stored);
  const newLegs = legsOf(incoming);
  if (oldLegs.length !== newLegs.length) {
    diff.bet.push({ field: 'Selections', old: oldLegs.length, new: newLegs.length });
  }
  for (let i = 0; i < Math.min(oldLegs.length, newLegs.length); i += 1) {
    const [oldLeg, newLeg] = [oldLegs[i], newLegs[i]];
    if (oldLeg && newLeg) compareFields(LEG_FIELDS, oldLeg, newLeg, `Selections[${i}].`, diff);
  }
  return diff;
}

/**
 * Whether the incoming version is older than the stored one. A settlement is newer than an
 * open bet (a settled bet never turns open again); between two settlements from sources the
 * later settledAt is newer. When the bets themselves cannot tell (both open, same or unknown
 * settlement time, a settlement entered by hand), the exports' as-of times do: an export that
 * predates the one the stored version came from is older.
 */
export function isOlderVersion(stored: StoredBetState, incoming: IncomingBetState): boolean {
  const storedOpen = isOpenStatus(stored.bet.status);
  const incomingOpen = isOpenStatus(incoming.bet.status);
  if (storedOpen !== incomingOpen) return incomingOpen;
  // A hand settlement's time is when the user entered it, not when the event settled: it says
  // nothing about which version is newer, so only the exports' times compare then.
  if (!storedOpen && stored.editedAt === null) {
    const storedAt = instantMs(stored.bet.settledAt);
    const incomingAt = instantMs(incoming.bet.settledAt);
    if (storedAt !== null && incomingAt !== null && storedAt !== incomingAt) {
      return incomingAt < storedAt;
    }
    if (storedAt === null && incomingAt !== null) return false;
  }
  const storedAsOf = instantMs(stored.asOf);
  const incomingAsOf = instantMs(incoming.asOf);
  return storedAsOf !== null && incomingAsOf !== null && incomingAsOf < storedAsOf;
}

/**
 * The decision for one bet the user already has: unchanged, refresh (notes only), update,
 * older (nothing changes), or conflict (edited by hand and different in any field: the user's
 * version is kept unless the user chose the source's). An older version never wins, and is
 * not a conflict either.
 */
export function reconcileBet(
  stored: StoredBetState,
  incoming: IncomingBetState,
  options: ReconcileOptions,
): Reconciliation {
  const diff = diffBets(stored.bet, incoming.bet);
  const changes = [...diff.bet, ...diff.notes];
  if (changes.length === 0) return { kind: 'unchanged' };
  if (isOlderVersion(stored, incoming)) return { kind: 'older', changes };
  // A hand edit may have touched notes too (the form edits the event and the sport).
  const isEdited = stored.editedAt !== null;
  if (isEdited && !options.preferSource) return { kind: 'conflict', changes };
  if (diff.bet.length === 0) return { kind: 'refresh', changes, clearsEdit: isEdited };
  return { kind: 'update', changes, clearsEdit: isEdited };
}

/**
 * An export's as-of time: the latest instant it mentions (placed or settled), ISO UTC; null
 * when it has no bets. A later export of the same account mentions later instants.
 */
export function importAsOf(
  bets: readonly Pick<BetRecord, 'placedAt' | 'settledAt'>[],
): string | null {
  let latest: number | null = null;
  for (const bet of bets) {
    for (const at of [bet.placedAt, bet.settledAt]) {
      const ms = instantMs(at);
      if (ms !== null && !Number.isNaN(ms) && (latest === null || ms > latest)) latest = ms;
    }
  }
  return latest === null ? null : new Date(latest).toISOString();
}
