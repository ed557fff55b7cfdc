import { describe, expect, it } from 'vitest';
import type { Bankroll, BankrollMovement } from '../../contract/bankrolls.ts';
import { view } from '../../history/bet-view.test-support.ts';
import { bankrollSummaries } from './bankroll-summaries.ts';

const bankrolls: Bankroll[] = [
  { id: 1, name: 'Main', startingBalance: 100, createdAt: '2025-01-01T00:00:00Z', isDefault: true },
  {
    id: 2,
    name: 'Tennis',
    startingBalance: 50,
    createdAt: '2025-01-01T00:00:00Z',
    isDefault: false,
  },
];
const movements: BankrollMovement[] = [
  { id: 1, bankrollId: 2, kind: 'WITHDRAWAL', amount: 10, date: '2025-01-03T10:00:00.000Z' },
  { id: 2, bankrollId: 1, kind: 'DEPOSIT', amount: 20, date: '2025-01-01T10:00:00.000Z' },
];
const bets = [
  // Main (no bankroll): +10 € on 10 € on 2 January
  view(10, 10, 'WON', '2025-01-02T12:00:00.000Z', { BankrollId: null }),
  // Tennis: −5 € on 5 € on 2 January
  view(5, -5, 'LOST', '2025-01-02T12:00:00.000Z', { BankrollId: 2 }),
  // a bankroll no longer listed (99): Main's. Madrid (UTC+1): 3 January 00:30
  view(10, -10, 'LOST', '2025-01-02T23:30:00.000Z', { BankrollId: 99 }),
  // open: moves nothing yet
  view(30, 0, 'PENDING', '2025-01-02T12:00:00.000Z'),
];

describe('bankroll summaries', () => {
  const [main, tennis] = bankrollSummaries(bets, bankrolls, movements, {
    timeZone: 'Europe/Madrid',
    unitCents: 500,
  });

  it('the default bankroll takes the bets without one, or with one not listed', () => {
    // 100 € + 20 (1 Jan) = 120; +10 (2 Jan) = 130; −10 (3 Jan, Madrid) = 120
    expect(main?.daily).toEqual([
      { day: '2025-01-01', balanceCents: 12_000 },
      { day: '2025-01-02', balanceCents: 13_000 },
      { day: '2025-01-03', balanceCents: 12_000 },
    ]);
    expect(main?.figures).toMatchObject({
      currentBalanceCents: 12_000,
      depositsCents: 2000,
      betNetCents: 0, // +10 − 10
      settledBets: 2,
      turnoverCents: 2000,
      // peak 130 €, down 10: 10 ÷ 130
      maxDrawdown: { amountCents: 1000, ratioOfPeak: 1000 / 13_000 },
      longestLosingRun: { bets: 1, netCents: -1000 },
      // 120 € in units of 5 €: 24
      units: { unitCents: 500, currentBalance: 24, turnover: 4 },
    });
  });

  it('another bankroll has its own bets and movements, a day closing on its last balance', () => {
    // 50 € − 5 (2 Jan) = 45; −10 withdrawn (3 Jan) = 35
    expect(tennis?.daily).toEqual([
      { day: '2025-01-02', balanceCents: 4500 },
      { day: '2025-01-03', balanceCents: 3500 },
    ]);
    expect(tennis?.figures).toMatchObject({
      currentBalanceCents: 3500,
      withdrawalsCents: 1000,
      turnoverCents: 500,
      // 5 € below the 50 € start (the withdrawal moves the peak with the balance): 5 ÷ 50
      maxDrawdown: { amountCents: 500, ratioOfPeak: 0.1 },
    });
  });
});

describe('a bankroll counts in one currency', () => {
  const inDollars = (stake: number, net: number, status: 'WON' | 'LOST', settled: string) =>
    view(stake, net, status, settled, { BankrollId: null, Currency: 'USD' });
  const mixed = [
    inDollars(10, 8, 'WON', '2025-01-02T12:00:00.000Z'),
    inDollars(20, -20, 'LOST', '2025-01-03T12:00:00.000Z'),
    // one bet in euros, fewer than the dollars: counted apart, never added to dollars
    view(5, 5, 'WON', '2025-01-02T12:00:00.000Z', { BankrollId: null, Currency: 'EUR' }),
  ];
  const only = [bankrolls[0]!];

  it('takes the currency most of its bets are in and leaves the others out, counted', () => {
    const [main] = bankrollSummaries(mixed, only, [], { timeZone: 'UTC' });
    expect(main?.currency).toBe('USD');
    expect(main?.otherCurrencies).toEqual([{ currency: 'EUR', bets: 1 }]);
    // 100 (starting balance, read in dollars) + 8 − 20 = 88; the euro bet's +5 is not in it
    expect(main?.figures).toMatchObject({
      currentBalanceCents: 8800,
      betNetCents: -1200,
      settledBets: 2,
      turnoverCents: 3000,
    });
  });

  it('a bankroll without bets is in the default currency; a tie goes to it', () => {
    const [empty] = bankrollSummaries([], only, [], { timeZone: 'UTC', defaultCurrency: 'GBP' });
    expect(empty?.currency).toBe('GBP');
    expect(empty?.otherCurrencies).toEqual([]);
    const tie = [mixed[0]!, mixed[2]!];
    expect(bankrollSummaries(tie, only, [], { timeZone: 'UTC' })[0]?.currency).toBe('EUR');
    expect(
      bankrollSummaries(tie, only, [], { timeZone: 'UTC', defaultCurrency: 'GBP' })[0]?.currency,
    ).toBe('EUR'); // neither is the default: A–Z
  });
});
