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
  const days = new LocalDays(timeZone);
  const byBookmaker = new Map<string | null, TaxBookmakerTotals>();
  const totals = emptyTotals();
  const evidence: { row: TaxEvidenceRow; at: string }[] = [];
  const unconverted: { row: TaxEvidenceRow; at: string }[] = [];
  let openBets = 0;
  // Each local day's year, asked once per day rather than once per bet.
  const yearOfDay = new Map<number, number>();
  const inYear = (day: number): boolean => {
    let dayYear = yearOfDay.get(day);
    if (dayYear === undefined) yearOfDay.set(day, (dayYear = civilOf(day).year));
    return dayYear === year;
  };

  for (const bet of bets) {
    if (isOpenStatus(bet.Status)) {
      const placed = days.ofText(bet.PlacedDate);
      if (!Number.isNaN(placed) && inYear(placed)) openBets += 1;
      continue;
    }
    const at = bet.SettledDate ?? bet.PlacedDate;
    const localDay = days.ofText(at);
    if (Number.isNaN(localDay) || !inYear(localDay)) continue;
    const day = dayKeyOf(localDay);
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
      unconverted.push({ row, at });
      continue;
    }
    evidence.push({ row, at });
    let group = byBookmaker.get(bookmaker);
    if (!group) byBookmaker.set(bookmaker, (group = { bookmaker, ...emptyTotals() }));
    add(group, netEurCents);
    add(totals, netEurCents);
  }

  const byTime = (
    a: { row: TaxEvidenceRow; at: string },
    b: { row: TaxEvidenceRow; at: string },
  ): number => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.row.id - b.row.id);
  return {
    year,
    timeZone,
    currency: 'EUR',
    bookmakers: [...byBookmaker.values()].sort((a, b) =>
      compareBookmakers(a.bookmaker, b.bookmaker),
    ),
    totals,
    evidence: evidence.sort(byTime).map((e) => e.row),
    unconverted: unconverted.sort(byTime).map((e) => e.row),
    openBets,
  };
}
