/**
 * A small tax year worked out by hand (issue 37 part 7, "Must show"), shared by core's test of
 * taxYearReport and the server's tests of GET /api/history/tax-report, which store these bets
 * and load these rates. Year 2026 in Europe/Madrid (UTC+1 in winter, UTC+2 from 29 March).
 */

/** The ECB CSV: two USD rates (units per euro), no BRL rate at all. */
export const TAX_YEAR_RATES_CSV = ['Date,USD,', '2026-06-05,1.1000,', '2026-03-02,1.2500,'].join(
  '\n',
);

export interface TaxYearBet {
  key: string;
  bookmaker: string | null;
  currency: string;
  stakeCents: number;
  oddsMilli: number;
  status: 'WON' | 'LOST' | 'VOID' | 'PENDING';
  /** The stored net: a free bet's is its profit (0 when lost), as issue 33 settles them. */
  netCents: number;
  freeBet: boolean;
  placedAt: string;
  settledAt: string | null;
  event: string;
}

const bet = (b: TaxYearBet): TaxYearBet => b;

/*
 * Each bet, its Madrid settle day, the rate of that day and its net in euros:
 *
 * A  Bet365   EUR 10.00 at 2.50 WON   +15.00 €   2026-02-10 21:00            +15.00 €
 * B  Bet365   EUR 20.00 at 1.80 LOST  −20.00 €   2026-04-01 20:00            −20.00 €
 * C  Pinnacle USD 50.00 at 2.00 WON   +50.00 $   2026-03-02 22:00  1.2500    50 ÷ 1.25 = +40.00 €
 * D  Pinnacle USD 30.00 at 2.10 LOST  −30.00 $   2026-06-06 (a Saturday: Friday 5 June's rate)
 *                                                                   1.1000    30 ÷ 1.1 = 27.2727…
 *                                                                             → −27.27 €
 * E  Bet365   EUR 10.00 free at 3.00 WON  +20.00 € (the profit only: 10 × (3 − 1))  +20.00 €
 * F  Bet365   EUR 10.00 free at 4.00 LOST  0.00 € (it cost nothing: not a loss)      0.00 €
 * G  Pinnacle USD 25.00 at 1.90 VOID     0.00 $   2026-06-08  1.1000 (5 June's)       0.00 €
 * H  Bet365   EUR 15.00 PENDING, placed 2026-07-01: open, in no figure, counted.
 * I  (none)   EUR 8.00 at 2.00 WON   +8.00 €   settled 2025-12-31 23:30 UTC = 2026-01-01 00:30
 *                                               in Madrid: a bet of 2026, "Unknown"   +8.00 €
 * J  Bet365   EUR 5.00 at 2.00 WON   +5.00 €   settled 2026-12-31 23:30 UTC = 2027-01-01 in
 *                                               Madrid: not a bet of 2026.
 * K  Pinnacle BRL 100.00 at 2.00 WON +100.00 R$  2026-05-20: no BRL rate: unconverted, apart.
 *
 * Bet365:   winnings 15.00 + 20.00 = 35.00; losses 20.00; net 15.00; 4 bets (A B E F)
 * Pinnacle: winnings 40.00; losses 27.27; net 12.73; 3 bets (C D G)
 * Unknown:  winnings 8.00; losses 0; net 8.00; 1 bet (I)
 * Totals:   winnings 83.00; losses 47.27; net 35.73; 8 bets; 1 open (H); 1 unconverted (K)
 */
export const TAX_YEAR_BETS: readonly TaxYearBet[] = [
  bet({
    key: 'A',
    bookmaker: 'Bet365',
    currency: 'EUR',
    stakeCents: 1000,
    oddsMilli: 2500,
    status: 'WON',
    netCents: 1500,
    freeBet: false,
    placedAt: '2026-02-10T18:00:00.000Z',
    settledAt: '2026-02-10T20:00:00.000Z',
    event: 'Real Betis v Sevilla',
  }),
  bet({
    key: 'B',
    bookmaker: 'Bet365',
    currency: 'EUR',
    stakeCents: 2000,
    oddsMilli: 1800,
    status: 'LOST',
    netCents: -2000,
    freeBet: false,
    placedAt: '2026-04-01T16:00:00.000Z',
    settledAt: '2026-04-01T18:00:00.000Z',
    event: 'Atlético de Madrid v Girona',
  }),
  bet({
    key: 'C',
    bookmaker: 'Pinnacle',
    currency: 'USD',
    stakeCents: 5000,
    oddsMilli: 2000,
    status: 'WON',
    netCents: 5000,
    freeBet: false,
    placedAt: '2026-03-02T18:00:00.000Z',
    settledAt: '2026-03-02T21:00:00.000Z',
    event: 'Celtics v Knicks',
  }),
  bet({
    key: 'D',
    bookmaker: 'Pinnacle',
    currency: 'USD',
    stakeCents: 3000,
    oddsMilli: 2100,
    status: 'LOST',
    netCents: -3000,
    freeBet: false,
    placedAt: '2026-06-06T08:00:00.000Z',
    settledAt: '2026-06-06T10:00:00.000Z',
    event: 'Yankees v Red Sox',
  }),
  bet({
    key: 'E',
    bookmaker: 'Bet365',
    currency: 'EUR',
    stakeCents: 1000,
    oddsMilli: 3000,
    status: 'WON',
    netCents: 2000,
    freeBet: true,
    placedAt: '2026-05-01T15:00:00.000Z',
    settledAt: '2026-05-01T17:00:00.000Z',
    event: 'Valencia v Villarreal',
  }),
  bet({
    key: 'F',
    bookmaker: 'Bet365',
    currency: 'EUR',
    stakeCents: 1000,
    oddsMilli: 4000,
    status: 'LOST',
    netCents: 0,
    freeBet: true,
    placedAt: '2026-05-02T15:00:00.000Z',
    settledAt: '2026-05-02T17:00:00.000Z',
    event: 'Osasuna v Mallorca',
  }),
  bet({
    key: 'G',
    bookmaker: 'Pinnacle',
    currency: 'USD',
    stakeCents: 2500,
    oddsMilli: 1900,
    status: 'VOID',
    netCents: 0,
    freeBet: false,
    placedAt: '2026-06-08T15:00:00.000Z',
    settledAt: '2026-06-08T17:00:00.000Z',
    event: 'Nadal v Alcaraz',
  }),
  bet({
    key: 'H',
    bookmaker: 'Bet365',
    currency: 'EUR',
    stakeCents: 1500,
    oddsMilli: 2200,
    status: 'PENDING',
    netCents: 0,
    freeBet: false,
    placedAt: '2026-07-01T10:00:00.000Z',
    settledAt: null,
    event: 'Spain v Portugal',
  }),
  bet({
    key: 'I',
    bookmaker: null,
    currency: 'EUR',
    stakeCents: 800,
    oddsMilli: 2000,
    status: 'WON',
    netCents: 800,
    freeBet: false,
    placedAt: '2025-12-31T20:00:00.000Z',
    settledAt: '2025-12-31T23:30:00.000Z',
    event: 'Nochevieja special',
  }),
  bet({
    key: 'J',
    bookmaker: 'Bet365',
    currency: 'EUR',
    stakeCents: 500,
    oddsMilli: 2000,
    status: 'WON',
    netCents: 500,
    freeBet: false,
    placedAt: '2026-12-31T20:00:00.000Z',
    settledAt: '2026-12-31T23:30:00.000Z',
    event: 'New Year special',
  }),
  bet({
    key: 'K',
    bookmaker: 'Pinnacle',
    currency: 'BRL',
    stakeCents: 10000,
    oddsMilli: 2000,
    status: 'WON',
    netCents: 10000,
    freeBet: false,
    placedAt: '2026-05-20T18:00:00.000Z',
    settledAt: '2026-05-20T20:00:00.000Z',
    event: 'Flamengo v Palmeiras',
  }),
];

/** The figures above, euro cents. */
export const TAX_YEAR_EXPECTED = {
  bookmakers: [
    { bookmaker: 'Bet365', bets: 4, winningsCents: 3500, lossesCents: 2000, netCents: 1500 },
    { bookmaker: 'Pinnacle', bets: 3, winningsCents: 4000, lossesCents: 2727, netCents: 1273 },
    { bookmaker: null, bets: 1, winningsCents: 800, lossesCents: 0, netCents: 800 },
  ],
  totals: { bets: 8, winningsCents: 8300, lossesCents: 4727, netCents: 3573 },
  /** The evidence in settle order: I (1 Jan), A, C, B, E, F, D, G. */
  evidenceOrder: ['I', 'A', 'C', 'B', 'E', 'F', 'D', 'G'],
  openBets: 1,
  unconverted: ['K'],
};
