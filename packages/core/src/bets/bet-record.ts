/**
 * The normalised bet every importer and the manual form produce, before storage. Money in
 * integer cents, odds in integer thousandths of decimal odds (2.5 → 2500), instants as ISO UTC.
 */

export const BET_STATUSES = [
  'WON',
  'LOST',
  'VOID',
  'CASHED_OUT',
  'HALF_WON',
  'HALF_LOST',
  'PLACED',
  'PENDING',
] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** Statuses the manual form offers (docs/product.md §4). */
export const MANUAL_BET_STATUSES = ['WON', 'LOST'] as const satisfies readonly BetStatus[];

export const BET_SOURCES = [
  'manual',
  'betfair-sportsbook',
  'betfair-exchange-web',
  'betfair-exchange-api',
  'bet-analytix',
  'pikkit',
  'stakelab-csv',
] as const;
export type BetSource = (typeof BET_SOURCES)[number];

export type BetSide = 'BACK' | 'LAY';

export interface SelectionRecord {
  name: string;
  oddsMilli: number | null;
  eventName: string | null;
  marketName: string | null;
  sport: string | null;
  competition: string | null;
  /** The leg's own result when the source gives one (WON, LOST, VOID, …). */
  result: string | null;
}

export interface BetRecord {
  source: BetSource;
  /** The bet's id in its source; unique per owner. */
  sourceBetId: string;
  /** Other ids the source uses for the same bet (a sportsbook receipt id, …). */
  aliases: string[];
  placedAt: string;
  settledAt: string | null;
  sport: string | null;
  competition: string | null;
  eventDescription: string | null;
  oddsMilli: number | null;
  stakeCents: number;
  /** What came back (stake included); 0 for a lost bet. */
  returnCents: number;
  /** returnCents − stakeCents for a back bet; the profit for exchange bets. */
  netReturnCents: number;
  status: BetStatus;
  /** The source's bet type code or label (SGL, DBL, Sencilla, 2/3, …). */
  betType: string | null;
  bookmaker: string | null;
  side: BetSide | null;
  liabilityCents: number | null;
  selections: SelectionRecord[];
  /** The source record as it came, so a better mapping can be re-applied later. */
  raw: unknown;
}

export const IMPORT_FORMATS = [
  'betfair-sportsbook',
  'betfair-exchange-web',
  'betfair-exchange-api-rest',
  'betfair-exchange-api-jsonrpc',
  'bet-analytix-csv',
  'pikkit-csv',
  'stakelab-csv',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The input is not a readable bet history: says where and why, and which formats were tried. */
export class ImportFormatError extends Error {
  override name = 'ImportFormatError';
  constructor(
    message: string,
    /** Where in the input, e.g. "bets[3].stake" or "row 12". */
    readonly where?: string,
    readonly tried: readonly string[] = [],
  ) {
    super(message);
  }
}

export interface ParsedImport {
  format: ImportFormat;
  bets: BetRecord[];
}
