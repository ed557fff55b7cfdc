import { isOpenStatus } from '../bets/at-risk.ts';
import type { BetView, SelectionView } from '../contract/history.ts';
import { amountCents } from '../money/cents.ts';
import { DEFAULT_CURRENCY } from '../money/currency.ts';
import type { EuroRates } from '../money/fx-rates.ts';
import { civilOf, dayKeyOf } from '../time/day-numbers.ts';
import { LocalDays } from '../time/local-days.ts';

/**
 * The tax year (issue 37 part 7): a calendar year's settled bets per bookmaker, in euros, with
 * the bets as evidence. Spain's IRPF year is the calendar year and its law looks at each
 * operator, so the figures are per bookmaker; a bet with no bookmaker goes under "Unknown"
 * (`bookmaker: null`, named in the reader's language by whoever shows it).
 *
 * - A bet belongs to the year its settle day falls in, in the user's time zone (a bet settled
 *   at 23:30 UTC on 31 December is a bet of 1 January in Madrid). A settled bet with no settle
 *   date counts on its placed day, as the converted dashboards do.
 * - Its net is converted at the ECB rate of that same day (EuroRates: the nearest earlier
 *   working day's when the ECB published none), rounded once. The local day, not the UTC one,
 *   so the evidence's date and the rate it names are of one day.
 * - A winning is a positive net, a loss a negative one (counted as a positive amount), per bet;
 *   a bet that nets 0 (a void, a lost free bet) is neither.
 * - Free bets: their net is the profit a won one paid; a lost one cost nothing, so it is 0,
 *   never a loss, even if a source wrote its stake as lost.
 * - A bet of a currency with no rate by its day is not converted and not added: it is listed
 *   in `unconverted`, apart, so no figure silently mixes currencies.
 * - Open bets placed in the year are not in any figure; `openBets` counts them.
 */

/** One bet of the evidence list. */
export interface TaxEvidenceRow {
  /** BetView.Id. */
  id: number;
  /** The bet's id in its source (BetView.BetId). */
  betId: string;
  /** The settle day in the user's time zone, YYYY-MM-DD. */
  day: string;
  /** null: the bet names no bookmaker ("Unknown"). */
  bookmaker: string | null;
  /** The event, else the first leg's event or selection; null when none is known. */
  event: string | null;
  status: string;
  freeBet: boolean;
  currency: string;
  stakeCents: number;
  odds: number | null;
  /** The net counted here, in the bet's currency (a free bet's: its profit, never below 0). */
  netCents: number;
  /** Units of the currency per euro × 10⁶ on `day` (1,000,000 for euros); null: no rate. */
  perEuroMicros: number | null;
  /** The net in euro cents; null when there is no rate (the row is then in `unconverted`). */
  netEurCents: number | null;
}

/** Winnings, losses and net in euro cents over a set of converted bets. */
export interface TaxTotals {
  /** Converted settled bets. */
  bets: number;
  /** The sum of the positive nets. */
  winningsCents: number;
  /** The sum of the negative nets, as a positive amount. */
  lossesCents: number;
  /** winnings − losses. */
  netCents: number;
}

export interface TaxBookmakerTotals extends TaxTotals {
  /** null: "Unknown" (bets that name no bookmaker). */
  bookmaker: string | null;
}

export interface TaxYearReport {
  year: number;
  timeZone: string;
  /** Always euros: the currency of the report. */
  currency: 'EUR';
  /** By bookmaker name (case-insensitive), "Unknown" last. */
  bookmakers: TaxBookmakerTotals[];
  totals: TaxTotals;
  /** The converted settled bets, by settle instant (then id). */
  evidence: TaxEvidenceRow[];
  /** Settled bets of the year with no rate for their currency by their day: in no figure. */
  unconverted: TaxEvidenceRow[];
  /** Open bets placed in the year: in no figure. */
  openBets: number;
}

/** What the report reads of a bet: BetView's fields (a whole BetView fits). */
export type TaxBet = Pick<
  BetView,
  | 'Id'
  | 'BetId'
  | 'PlacedDate'
  | 'SettledDate'
  | 'EventDescription'
  | 'Odds'
  | 'Status'
  | 'Stake'
  | 'NetReturn'
  | 'Bookmaker'
> &
  Partial<Pick<BetView, 'FreeBet' | 'Currency'>> & {
    Selections?: readonly Pick<SelectionView, 'SelectionName' | 'EventName'>[];
  };

const emptyTotals = (): TaxTotals => ({ bets: 0, winningsCents: 0, lossesCents: 0, netCents: 0 });

function add(totals: TaxTotals, eurCents: number): void {
  totals.bets += 1;
  if (eurCents > 0) totals.winningsCents += eurCents;
  else if (eurCents < 0) totals.lossesCents -= eurCents;
  totals.netCents += eurCents;
}

function eventOf(bet: TaxBet): string | null {
  const text = bet.EventDescription?.trim();
  if (text) return text;
  const leg = bet.Selections?.[0];
  return leg?.EventName?.trim() || leg?.SelectionName.trim() || null;
}

/** Orders names as a reader looks them up: case-insensitively, "Unknown" (null) last. */
function compareBookmakers(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const byFolded = a.toLowerCase().localeCompare(b.toLowerCase(), 'en');
  return byFolded !== 0 ? byFolded : a < b ? -1 : a > b ? 1 : 0;
}

/** A row and the settle instant it is ordered by (ISO text compares as time). */
interface Dated {
  row: TaxEvidenceRow;
  at: string;
}

const byTime = (a: Dated, b: Dated): number =>
  a.at < b.at ? -1 : a.at > b.at ? 1 : a.row.id - b.row.id;

/**
 * The tax year, added up a part of the bets at a time (a server reads a year of 100,000 bets in
 * pages and adds each page as it comes, so no one step holds the event loop for long), then
 * `report()`. Each bet is converted with the rates given with its part: they must hold its
 * currency's rates (a part's currencies can be looked up before it is added).
 */
export class TaxYearTally {
  readonly #days: LocalDays;
  readonly #byBookmaker = new Map<string | null, TaxBookmakerTotals>();
  readonly #totals = emptyTotals();
  readonly #evidence: Dated[] = [];
  readonly #unconverted: Dated[] = [];
  #openBets = 0;
  /** Each local day's year and key, worked out once per day rather than once per bet. */
  readonly #yearOfDay = new Map<number, number>();
  readonly #keyOfDay = new Map<number, string>();

  /** `timeZone`: an IANA name; an unknown one throws RangeError. */
  constructor(
    readonly year: number,
    readonly timeZone: string,
  ) {
    this.#days = new LocalDays(timeZone);
  }

  #inYear(day: number): boolean {
    let dayYear = this.#yearOfDay.get(day);
    if (dayYear === undefined) this.#yearOfDay.set(day, (dayYear = civilOf(day).year));
    return dayYear === this.year;
  }

  #keyOf(day: number): string {
    let key = this.#keyOfDay.get(day);
    if (key === undefined) this.#keyOfDay.set(day, (key = dayKeyOf(day)));
    return key;
  }

  /** Adds the bets of the year among `bets` (others are skipped). */
  add(bets: readonly TaxBet[], rates: EuroRates): void {
    for (const bet of bets) this.#addOne(bet, rates);
  }

  #addOne(bet: TaxBet, rates: EuroRates): void {
    if (isOpenStatus(bet.Status)) {
      const placed = this.#days.ofText(bet.PlacedDate);
      if (!Number.isNaN(placed) && this.#inYear(placed)) this.#openBets += 1;
      return;
    }
    const at = bet.SettledDate ?? bet.PlacedDate;
    const localDay = this.#days.ofText(at);
    if (Number.isNaN(localDay) || !this.#inYear(localDay)) return;
    const day = this.#keyOf(localDay);
    const currency = bet.Currency ?? DEFAULT_CURRENCY;
    const net = amountCents(bet.NetReturn, `bet ${bet.Id} NetReturn`);
    const netCents = bet.FreeBet === true ? Math.max(0, net) : net;
    const perEuroMicros = rates.perEuroOn(currency, day);
    const netEurCents =
      perEuroMicros === null ? null : rates.convertCents(netCents, currency, 'EUR', day);
    const bookmaker = bet.Bookmaker?.trim() || null;
    const row: TaxEvidenceRow = {
      id: bet.Id,
      betId: bet.BetId,
      day,
      bookmaker,
      event: eventOf(bet),
      status: bet.Status,
      freeBet: bet.FreeBet === true,
      currency,
      stakeCents: amountCents(bet.Stake, `bet ${bet.Id} Stake`),
      odds: bet.Odds,
      netCents: netCents === 0 ? 0 : netCents,
      perEuroMicros,
      netEurCents,
    };
    if (netEurCents === null) {
      this.#unconverted.push({ row, at });
      return;
    }
    this.#evidence.push({ row, at });
    let group = this.#byBookmaker.get(bookmaker);
    if (!group) this.#byBookmaker.set(bookmaker, (group = { bookmaker, ...emptyTotals() }));
    add(group, netEurCents);
    add(this.#totals, netEurCents);
  }

  report(): TaxYearReport {
    return {
      year: this.year,
      timeZone: this.timeZone,
      currency: 'EUR',
      bookmakers: [...this.#byBookmaker.values()]
        .map((b) => ({ ...b }))
        .sort((a, b) => compareBookmakers(a.bookmaker, b.bookmaker)),
      totals: { ...this.#totals },
      evidence: this.#evidence.sort(byTime).map((e) => e.row),
      unconverted: this.#unconverted.sort(byTime).map((e) => e.row),
      openBets: this.#openBets,
    };
  }
}

/**
 * The tax year `year` of `bets` (any of the user's bets: those of other years are skipped) in
 * `timeZone` (an IANA name; an unknown one throws RangeError), converted with `rates`.
 */
export function taxYearReport(
  bets: readonly TaxBet[],
  year: number,
  rates: EuroRates,
  timeZone: string,
): TaxYearReport {
  const tally = new TaxYearTally(year, timeZone);
  tally.add(bets, rates);
  return tally.report();
}
