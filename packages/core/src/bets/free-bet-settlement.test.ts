import { describe, expect, it } from 'vitest';
import { newBetRequestSchema } from '../contract/history.ts';
import { manualBetToRecord, type NewBetInput } from './manual-bet.ts';
import { type SettleInput, type SettleStatus, settledMoney } from './settle-bet.ts';
import { freeBetReturnCents } from './settlement.ts';

/*
 * Free bets (issue 33): none of the user's money is at risk, so a loss costs 0 and a win pays
 * the profit only. What comes back is all profit: return = net. Values worked out by hand.
 */

describe('freeBetReturnCents: what a free bet pays', () => {
  it.each([
    // status, stake cents, odds milli → paid cents
    ['WON', 1000, 3000, 2000], // 10.00 × (3.00 − 1) = 20.00, not the 30.00 a cash bet returns
    ['WON', 1005, 1350, 352], // 10.05 × 0.35 = 3.5175 → 3.52 (a cash bet's 13.57 − 10.05)
    ['LOST', 1000, 3000, 0], // it cost nothing
    ['VOID', 1000, 3000, 0], // no money back: the stake was never the user's
    ['HALF_WON', 1000, 2500, 750], // half wins at 2.50: 5.00 × 1.50 = 7.50; the other half void
    ['HALF_WON', 1005, 1350, 176], // cash 10.05 × 2.35 / 2 = 11.80875 → 11.81; − 10.05 = 1.76
    ['HALF_LOST', 1000, 2500, 0], // half lost (costs nothing), half void (nothing back)
    ['PENDING', 1000, 2500, 0], // nothing yet
  ] as const)('%s %i c at %i → %i c', (status, stake, odds, paid) => {
    expect(freeBetReturnCents(status, stake, odds)).toBe(paid);
  });

  it('pays a cash-out amount whole, and needs it, as it needs odds for a win', () => {
    expect(freeBetReturnCents('CASHED_OUT', 1000, 3000, 420)).toBe(420);
    expect(freeBetReturnCents('CASHED_OUT', 1000, 3000)).toBeNull();
    expect(freeBetReturnCents('WON', 1000, null)).toBeNull();
    expect(freeBetReturnCents('PLACED', 1000, 3000)).toBeNull();
  });
});

/** A €10.00 free back bet at 3.00. */
const freeBack = (status: SettleStatus, cashOutCents: number | null = null): SettleInput => ({
  status,
  stakeCents: 1000,
  oddsMilli: 3000,
  side: 'BACK',
  liabilityCents: null,
  cashOutCents,
  freeBet: true,
});

describe('settledMoney of a free bet settled by hand: return = net', () => {
  it.each<[SettleStatus, number | null, number]>([
    ['WON', null, 2000], // 10 × 2 = 20.00
    ['LOST', null, 0],
    ['VOID', null, 0],
    ['HALF_WON', null, 1000], // 5 × 2 = 10.00
    ['HALF_LOST', null, 0],
    ['CASHED_OUT', 650, 650], // the amount, all profit (a cash bet would net 6.50 − 10 = −3.50)
  ])('%s → %i c', (status, cashOut, paid) => {
    expect(settledMoney(freeBack(status, cashOut))).toEqual({
      returnCents: paid,
      netReturnCents: paid,
    });
  });

  it('settles a lay flagged free as a lay (exchanges have no free bets)', () => {
    // liability 10 × 2 = 20.00; the lay lost: −20.00, nothing back
    expect(settledMoney({ ...freeBack('LOST'), side: 'LAY' })).toEqual({
      returnCents: 0,
      netReturnCents: -2000,
    });
  });
});

const request = (overrides: Partial<NewBetInput>): NewBetInput =>
  newBetRequestSchema.parse({
    placedDate: '2025-03-01T12:00:00+01:00',
    originalOdds_decimal: 4,
    status: 'WON',
    stake: 5,
    ...overrides,
  });

describe('a free bet added by hand', () => {
  it.each([
    // status → return cents, net cents: 5.00 at 4.00 won pays 5 × 3 = 15.00
    ['WON', 1500, 1500],
    ['LOST', 0, 0],
    ['PENDING', 0, 0],
  ] as const)('%s → return %i, net %i', (status, ret, net) => {
    const record = manualBetToRecord(request({ status, freeBet: true }), 'FREEBET001');
    expect(record).toMatchObject({
      freeBet: true,
      stakeCents: 500,
      returnCents: ret,
      netReturnCents: net,
    });
  });

  it('is a cash bet when the form says nothing', () => {
    // 5.00 at 4.00 won: 20.00 back, net 15.00; lost: −5.00
    expect(manualBetToRecord(request({}), 'CASH000001')).toMatchObject({
      freeBet: false,
      returnCents: 2000,
      netReturnCents: 1500,
    });
    expect(manualBetToRecord(request({ status: 'LOST' }), 'CASH000002')).toMatchObject({
      freeBet: false,
      netReturnCents: -500,
    });
  });
});
