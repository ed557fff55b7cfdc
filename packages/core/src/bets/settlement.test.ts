import { describe, expect, it } from 'vitest';
import type { BetStatus } from './bet-record.ts';
import { backBetNetCents, betTypeForLegCount, settledReturnCents } from './settlement.ts';

describe('settledReturnCents: what a back bet returns when the source does not say', () => {
  it.each<[BetStatus, number, number | null, number | null]>([
    // status, stake cents, odds thousandths → return cents
    ['WON', 1000, 2190, 2190], // 10 × 2.19
    ['WON', 1005, 1333, 1340], // 10.05 × 1.333 = 13.39665 → 13.40
    ['WON', 1000, null, null], // no odds: cannot be worked out
    ['LOST', 1000, 2190, 0],
    ['PENDING', 1000, 2190, 0], // nothing came back yet
    ['VOID', 1000, 2190, 1000], // the stake back
    ['HALF_WON', 1000, 1900, 1450], // 5 × 1.90 + 5 = 14.50
    ['HALF_WON', 1001, 1900, 1451], // 10.01 × 2.90 / 2 = 14.5145 → 14.51
    ['HALF_WON', 1000, null, null],
    ['HALF_LOST', 1000, 1900, 500], // half the stake back
    ['HALF_LOST', 1001, 1900, 501], // 10.01 / 2 = 5.005 → 5.01 (half away from zero)
    ['CASHED_OUT', 1000, 2190, null], // only the source knows the cash-out amount
    ['PLACED', 1000, 2190, null], // an each-way place pays a fraction the source knows
  ])('%s, stake %i at %s → %s', (status, stakeCents, oddsMilli, expected) => {
    expect(settledReturnCents(status, stakeCents, oddsMilli)).toBe(expected);
  });
});

describe('backBetNetCents: return − stake, 0 while pending', () => {
  it.each<[BetStatus, number, number, number]>([
    // status, stake, return → net (cents)
    ['WON', 1000, 2190, 1190],
    ['LOST', 1000, 0, -1000],
    ['CASHED_OUT', 1000, 750, -250],
    ['PENDING', 1000, 0, 0], // not −10 until it settles
  ])('%s, stake %i, return %i → %i', (status, stakeCents, returnCents, net) => {
    expect(backBetNetCents(status, stakeCents, returnCents)).toBe(net);
  });
});

describe('betTypeForLegCount', () => {
  it.each([
    [0, 'SGL'], // no selections entered: a single
    [1, 'SGL'],
    [2, 'DBL'],
    [3, 'TBL'],
    [4, 'ACC4'],
    [12, 'ACC12'],
  ])('%i legs → %s', (legs, code) => {
    expect(betTypeForLegCount(legs)).toBe(code);
  });
});
