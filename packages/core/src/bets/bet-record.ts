import {
  importMessage,
  type ImportMessageCode,
  type ImportMessageParams,
} from '../import/problem-codes.ts';
import type { SheetMapping } from '../import/sheet-mapping.ts';

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

/** Statuses the manual form offers (docs/product.md §4), plus PENDING: an open bet settled later. */
export const MANUAL_BET_STATUSES = [
  'WON',
  'LOST',
  'PENDING',
] as const satisfies readonly BetStatus[];

export const BET_SOURCES = [
  'manual',
  'betfair-sportsbook',
  'betfair-exchange-web',
  'betfair-exchange-api',
  'bet-analytix',
  'pikkit',
  'stakelab-csv',
  'spreadsheet',
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
  /**
   * The live feed's event and outcome the leg is on (issue 36), picked in the add-bet form; at
   * the event's kick-off the leg gets its closing line from the feed. Absent or null: none.
   */
  feedLink?: FeedLink | null;
}

/** A selection's link to an event of the live feed: its RowId and the outcome's slot. */
export interface FeedLink {
  eventId: string;
  outcome: '1' | 'X' | '2';
}

/** Order details beyond the money, kept as fields where the source gives them. */
export interface BetDetails {
  /** LIMIT, MARKET_ON_CLOSE, LIMIT_ON_CLOSE (the last two are Betfair SP orders). */
  orderType: string | null;
  /** The odds asked for, in thousandths (may differ from the matched odds). */
  priceRequestedMilli: number | null;
  /** True when the price was reduced (a Rule 4 deduction on a horse race). */
  priceReduced: boolean | null;
  /** The handicap line of the selection (0 when the market has none). */
  handicap: number | null;
  /** Each-way terms: the odds divisor of the place part (4 = 1/4 odds) and places paid. */
  eachWayDivisor: number | null;
  placesPaid: number | null;
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
  /**
   * Exchange bets: profit before commission and the commission taken, in cents, so both can be
   * shown; netReturnCents is after commission. Null where the source has no commission.
   */
  grossProfitCents: number | null;
  commissionCents: number | null;
  /** The closing odds of the selection when the source gives them (Pikkit closing_line). */
  closingOddsMilli: number | null;
  /** Expected value as the source states it, as a ratio (0.054 = +5.4 %). */
  expectedValueRatio: number | null;
  /** The source's own labels for the bet (Pikkit tags), or the user's (the form). */
  tags: string[];
  /** Who tipped the bet (Bet-Analytix `Tipster`, the form); null: nobody named. */
  tipster: string | null;
  /** Order details some sources give (Betfair SP, reduced price, handicap, each-way terms). */
  details: BetDetails | null;
  /**
   * A free bet (a bookmaker's token): none of the user's money was at risk, so a loss costs 0
   * and a win pays the profit only; stakeCents is the token's value. Totals leave its stake out
   * of the cash staked (analytics/headline.ts).
   */
  freeBet: boolean;
  /**
   * The currency of every amount of the bet, an ISO 4217 code (money/currency.ts). Null: the
   * source does not say; the import then gives it the upload's choice, the format's own
   * currency or the owner's default (resolveCurrencies), so a stored bet always has one.
   */
  currency: string | null;
  selections: SelectionRecord[];
  /** The source record as it came, so a better mapping can be re-applied later. */
  raw: unknown;
}

/**
 * The fields a source without commission, closing odds, tags, tipster or order details leaves
 * empty.
 */
export function noBetExtras(): Pick<
  BetRecord,
  | 'grossProfitCents'
  | 'commissionCents'
  | 'closingOddsMilli'
  | 'expectedValueRatio'
  | 'tags'
  | 'tipster'
  | 'details'
  | 'freeBet'
  | 'currency'
> {
  return {
    grossProfitCents: null,
    commissionCents: null,
    closingOddsMilli: null,
    expectedValueRatio: null,
    tags: [],
    tipster: null,
    details: null,
    freeBet: false,
    currency: null,
  };
}

export const IMPORT_FORMATS = [
  'betfair-sportsbook',
  'betfair-exchange-web',
  'betfair-exchange-api-rest',
  'betfair-exchange-api-jsonrpc',
  'bet-analytix-csv',
  'pikkit-csv',
  'stakelab-csv',
  'betfair-site-pnl-csv',
  'betfair-site-settled-csv',
  'mapped-csv',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * The input is not a readable bet history: says where and why, and which formats were tried.
 * `code` and `params` are the message key the web translates (import/problem-codes.ts); the
 * `message` is the English for logs and API clients. Thrown for the whole text (not JSON, no
 * known format, cut off); inside an importer, a field reader's error about one record becomes
 * an ImportProblem of that record instead.
 */
export class ImportFormatError extends Error {
  override name = 'ImportFormatError';
  constructor(
    message: string,
    /** Where in the input, e.g. "bets[3].stake" or "row 12". */
    readonly where?: string,
    readonly tried: readonly string[] = [],
    readonly code: ImportProblemCode = 'import.unreadableInput',
    readonly params: ImportMessageParams = {},
  ) {
    super(message);
  }

  /** A refusal whose English message is the key's own wording (problem-codes.ts). */
  static of(
    code: ImportProblemCode,
    params: ImportMessageParams = {},
    where?: string,
    tried: readonly string[] = [],
  ): ImportFormatError {
    return new ImportFormatError(importMessage(code, params), where, tried, code, params);
  }
}

/**
 * Something an importer noticed in one record. `code` is a message key the web translates
 * (en, es) with `params`; `message` is the same in plain English for logs and API clients.
 * - 'warning': a field was implausible while the bet itself is known; the bet imports with
 *   that field empty (odds 0.84 with a known stake and profit).
 * - 'unreadable': the record cannot be read as a bet (no stake, unreadable date); the import is
 *   refused unless the user chooses to set such rows aside, and then they are listed.
 */
export interface ImportProblem {
  severity: 'warning' | 'unreadable';
  /** 1-based position of the record: the CSV line or the JSON record's index + 1. */
  row: number;
  /** The source's field name ("odds", "bets[3].stake"), or null for the whole record. */
  field: string | null;
  code: ImportProblemCode;
  params: Record<string, string | number>;
  message: string;
  /** The record as it came (a CSV line, a JSON record): what the set-aside list shows. */
  source: string;
}

/** Message keys of import problems and refusals, listed in import/problem-codes.ts. */
export type ImportProblemCode = ImportMessageCode;

export interface ParsedImport {
  format: ImportFormat;
  bets: BetRecord[];
  /** Warnings and unreadable records, in source order. */
  problems: ImportProblem[];
  /** The pasted page says more pages exist (Betfair `moreAvailable: true`). */
  morePages: boolean;
  /** A sheet read with a column mapping: its header's signature, to save the mapping under. */
  sheetSignature?: string;
  /**
   * The currency the format's amounts are in when its rows do not say (Pikkit: US dollars, the
   * currency of the American sportsbooks it tracks); absent: the format does not tell.
   */
  currency?: string;
}

/** What an importer may need beyond the text. */
export interface ImportOptions {
  /**
   * The user's exchange commission rate as a ratio (0.05 = 5 %), applied per market on net
   * winnings where the data carries no commission. Null or 0: none.
   */
  exchangeCommissionRatio?: number | null;
  /** How to read a spreadsheet no known format fits (the column mapper's answer). */
  csvMapping?: SheetMapping | null;
}

/**
 * Every bet of an import with its currency, first found of: the bet's own (the file said so),
 * the upload's `chosen` currency, the format's (ParsedImport.currency), the owner's default.
 */
export function resolveCurrencies(
  parsed: ParsedImport,
  chosen: string | null | undefined,
  ownerDefault: string,
): ParsedImport {
  const fallback = chosen ?? parsed.currency ?? ownerDefault;
  if (parsed.bets.every((bet) => bet.currency !== null)) return parsed;
  return {
    ...parsed,
    bets: parsed.bets.map((bet) => (bet.currency === null ? { ...bet, currency: fallback } : bet)),
  };
}
