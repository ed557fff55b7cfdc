import { describe, expect, it } from 'vitest';
import { view } from '../history/bet-view.test-support.ts';
import { summarizeHistory } from '../history/summary.ts';
import { analyzeBets } from './analyze-bets.ts';
import { formatCount, formatHeadline, formatRoi, formatShare } from './format.ts';
import { headlineFigures, roundedRatio } from './headline.ts';

/**
 * Seven bets:
 *   WON 10 net +9.50 · LOST 20 net −20 · VOID 5 net 0 · CASHED_OUT 8 net −3
 *   lay WON stake 10, liability 15, net +10 · PENDING 30 · lost 2 net −2
 * Settled: 6 bets; staked 10 + 20 + 5 + 8 + 15 (the lay's liability) + 2 = 60.00;
 * net 9.50 − 20 + 0 − 3 + 10 − 2 = −5.50; ROI −5.50 / 60 = −0.091666… → −0.0917.
 * won 2, lost 2 ('lost' read upper-cased), void 1; win rate 2 / (2 + 2) = 0.5;
 * % WON 2 / 6 settled = 0.333… → 0.33. Open: 1 bet, 30.00 at stake. Bets: 7.
 */
const BETS = [
  view(10, 9.5, 'WON'),
  view(20, -20, 'LOST'),
  view(5, 0, 'VOID'),
  view(8, -3, 'CASHED_OUT'),
  view(10, 10, 'WON', undefined, { Side: 'LAY', Liability: 15 }),
  view(30, 0, 'PENDING'),
  view(2, -2, 'lost'),
];

const EXPECTED = {
  currency: 'EUR',
  // view() bets carry no Currency: euros, as the spec's clients send them.
  currencies: [
    {
      currency: 'EUR',
      bets: 7,
      settled: 6,
      stakedCents: 6000,
      netCents: -550,
      roiRatio: -0.0917,
      open: { bets: 1, stakedCents: 3000 },
      freeBets: { bets: 0, stakeCents: 0, netCents: 0 },
    },
  ],
  bets: 7,
  settled: 6,
  stakedCents: 6000,
  netCents: -550,
  roiRatio: -0.0917,
  won: 2,
  lost: 2,
  void: 1,
  winRatio: 0.5,
  wonRatio: 0.33,
  open: { bets: 1, stakedCents: 3000 },
  freeBets: { bets: 0, stakeCents: 0, netCents: 0 },
};

describe('headline figures (issue 32: one computation for every screen)', () => {
  it('adds up a set of bets by hand', () => {
    expect(headlineFigures(BETS)).toEqual(EXPECTED);
  });

  it('is what the History summary and the dashboards report both give', () => {
    expect(summarizeHistory(BETS)).toEqual(EXPECTED);
    expect(analyzeBets(BETS, { timeZone: 'UTC' }).headline).toEqual(EXPECTED);
    // The dashboards' euros are the same numbers.
    expect(analyzeBets(BETS, { timeZone: 'UTC' }).overall).toMatchObject({
      bets: 6,
      staked: 60,
      netProfit: -5.5,
      roiRatio: -0.0917,
      winRatio: 0.5,
    });
  });

  it('rounds each ratio once, halves away from zero, never to −0', () => {
    // 1 / 8 = 0.125 → 0.13 (2 decimals); −1 / 8 → −0.13; 2 / 3 = 0.6666… → 0.667 (3)
    expect(roundedRatio(1, 8, 2)).toBe(0.13);
    expect(roundedRatio(-1, 8, 2)).toBe(-0.13);
    expect(roundedRatio(2, 3, 3)).toBe(0.667);
    // −1 / 100,000 → −0.00001 → 0 at 4 decimals, not −0; 0 over 0 is 0
    expect(Object.is(roundedRatio(-1, 100_000, 4), 0)).toBe(true);
    expect(roundedRatio(5, 0, 4)).toBe(0);
    // half cents (the luck test's half stakes): 1.5 / 4.5 = 0.3333… → 0.3333
    expect(roundedRatio(1.5, 4.5, 4)).toBe(0.3333);
  });
});

describe('headline texts: the same rounding and sign on every screen', () => {
  it('formats the figures above in English and Spanish', () => {
    // ROI −0.0917 → "-9.17%" (2 decimals, signed); win rate 0.5 → "50.0%"; % WON 0.33 → "33%"
    expect(formatHeadline(EXPECTED, 'en-GB')).toEqual({
      bets: '7',
      settled: '6',
      staked: '€60.00',
      net: '-€5.50',
      roi: '-9.17%',
      winRate: '50.0%',
      wonShare: '33%',
      won: '2',
      lost: '2',
      void: '1',
      openBets: '1',
      openStaked: '€30.00',
      freeBetNet: '€0.00',
      freeBetStaked: '€0.00',
    });
    expect(formatHeadline(EXPECTED, 'es-ES')).toMatchObject({
      staked: '60,00\u00a0€',
      net: '-5,50\u00a0€',
      roi: '-9,17\u00a0%',
      winRate: '50,0\u00a0%',
    });
  });

  it('signs the ROI with 2 decimals, never a sign on zero', () => {
    // 0.0658 → "+6.58%" (History said "+6.58%", Overall "6.6%" before issue 32)
    expect(formatRoi(0.0658, 'en-GB')).toBe('+6.58%');
    expect(formatRoi(0, 'en-GB')).toBe('0.00%');
    expect(formatRoi(-0.0222, 'es-ES')).toBe('-2,22\u00a0%');
  });

  it('groups counts in both languages, 4 digits included', () => {
    expect(formatCount(1188, 'en-GB')).toBe('1,188');
    expect(formatCount(1188, 'es-ES')).toBe('1.188');
  });

  it('formats a share with 1 decimal: the pie slice and its legend say the same', () => {
    // 7 of 200 = 0.035 → "3.5%" (recharts' own slice label said "4%"); 0 of 0 → "0.0%"
    expect(formatShare(7, 200, 'en-GB')).toBe('3.5%');
    expect(formatShare(7, 200, 'es-ES')).toBe('3,5\u00a0%');
    expect(formatShare(0, 0, 'en-GB')).toBe('0.0%');
    // 1 of 3 = 0.3333… → "33.3%"
    expect(formatShare(1, 3, 'en-GB')).toBe('33.3%');
  });
});

/**
 * Issue 33: a history in euros and dollars. Worked by hand:
 *   EUR: WON 10 net +9.50 · LOST 20 net −20 · PENDING 5
 *        settled 2, staked 10 + 20 = 30.00, net 9.50 − 20 = −10.50, ROI −10.50 / 30 = −0.35;
 *        open 1 bet, 5.00 at stake.
 *   USD: WON 40 net +36 · LOST 25 net −25 · lay WON stake 10, liability 15, net +10
 *        settled 3, staked 40 + 25 + 15 = 80.00, net 36 − 25 + 10 = +21.00,
 *        ROI 21 / 80 = 0.2625; nothing open.
 * 3 bets each: a tie, so by code (EUR, USD). Counts over both: 6 bets, 5 settled, won 3,
 * lost 2; win rate 3 / 5 = 0.6, % WON 3 / 5 = 0.6. No money figure over both: the set's
 * own are 0 and its currency null.
 */
describe('headline figures of bets in two currencies (issue 33)', () => {
  const usd = { Currency: 'USD' };
  const MIXED = [
    view(10, 9.5, 'WON', undefined, { Currency: 'EUR' }),
    view(40, 36, 'WON', undefined, usd),
    view(20, -20, 'LOST', undefined, { Currency: 'EUR' }),
    view(25, -25, 'LOST', undefined, usd),
    view(5, 0, 'PENDING', undefined, { Currency: 'EUR' }),
    view(10, 10, 'WON', undefined, { ...usd, Side: 'LAY', Liability: 15 }),
  ];

  it('gives each currency its own figures and never adds them', () => {
    const figures = headlineFigures(MIXED);
    expect(figures.currencies).toEqual([
      {
        currency: 'EUR',
        bets: 3,
        settled: 2,
        stakedCents: 3000,
        netCents: -1050,
        roiRatio: -0.35,
        open: { bets: 1, stakedCents: 500 },
        freeBets: { bets: 0, stakeCents: 0, netCents: 0 },
      },
      {
        currency: 'USD',
        bets: 3,
        settled: 3,
        stakedCents: 8000,
        netCents: 2100,
        roiRatio: 0.2625,
        open: { bets: 0, stakedCents: 0 },
        freeBets: { bets: 0, stakeCents: 0, netCents: 0 },
      },
    ]);
    expect(figures).toMatchObject({
      currency: null,
      bets: 6,
      settled: 5,
      stakedCents: 0,
      netCents: 0,
      roiRatio: 0,
      won: 3,
      lost: 2,
      winRatio: 0.6,
      wonRatio: 0.6,
      open: { bets: 1, stakedCents: 0 },
    });
    // The dashboards' single pass gives the same.
    expect(analyzeBets(MIXED, { timeZone: 'UTC' }).headline).toEqual(figures);
  });

  it("keeps each currency's free bets apart, never adding their profit across currencies", () => {
    // A free EUR bet WON 5.00 at 3.00 pays 5 × 2 = +10.00; a free USD bet WON 4.00 at 2.50
    // pays 4 × 1.5 = +6.00. Neither stake is cash staked.
    const figures = headlineFigures([
      ...MIXED,
      view(5, 10, 'WON', undefined, { Currency: 'EUR', FreeBet: true, Odds: 3 }),
      view(4, 6, 'WON', undefined, { ...usd, FreeBet: true, Odds: 2.5 }),
    ]);
    expect(figures.currencies.map((c) => [c.currency, c.stakedCents, c.freeBets])).toEqual([
      ['EUR', 3000, { bets: 1, stakeCents: 500, netCents: 1000 }],
      ['USD', 8000, { bets: 1, stakeCents: 400, netCents: 600 }],
    ]);
    // The set's own free-bet money is 0, as its other money figures: no sum across currencies.
    expect(figures.freeBets).toEqual({ bets: 2, stakeCents: 0, netCents: 0 });
    expect(formatHeadline(figures, 'en-GB').freeBetNet).toBe('+€10.00 · +US$6.00');
  });

  it('shows each currency in its own money, joined, in both languages', () => {
    const figures = headlineFigures(MIXED);
    expect(formatHeadline(figures, 'en-GB')).toMatchObject({
      staked: '€30.00 · US$80.00',
      net: '-€10.50 · +US$21.00',
      roi: '-35.00% EUR · +26.25% USD',
      openStaked: '€5.00',
    });
    expect(formatHeadline(figures, 'es-ES')).toMatchObject({
      staked: '30,00\u00a0€ · 80,00\u00a0US$',
      net: '-10,50\u00a0€ · +21,00\u00a0US$',
    });
  });

  it('shows a set in one other currency in that currency', () => {
    const figures = headlineFigures(MIXED.filter((b) => b.Currency === 'USD'));
    expect(figures).toMatchObject({ currency: 'USD', stakedCents: 8000, netCents: 2100 });
    expect(formatHeadline(figures, 'en-GB')).toMatchObject({
      staked: 'US$80.00',
      net: '+US$21.00',
      roi: '+26.25%',
    });
  });
});
