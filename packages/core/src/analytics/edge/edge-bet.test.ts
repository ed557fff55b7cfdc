import { describe, expect, it } from 'vitest';
import { view } from '../../history/bet-view.test-support.ts';
import { edgeBetOf, oddsMilliOf, resultKindOf } from './edge-bet.ts';

describe('bets as the edge statistics read them', () => {
  it('a back bet: cents, thousandths, upper-cased status, settled date', () => {
    const bet = view(10.1, 11.11, 'won', '2025-01-01T12:00:00.000Z', {
      Odds: 2.1,
      ClosingOdds: 2.005,
      SettledDate: '2025-01-02T12:00:00.000Z',
    });
    expect(edgeBetOf(bet)).toEqual({
      status: 'WON',
      side: 'BACK',
      stakeCents: 1010,
      liabilityCents: null,
      atRiskCents: 1010,
      freeBet: false,
      netCents: 1111,
      oddsMilli: 2100,
      closingOddsMilli: 2005,
      fairCloseProbability: null,
      placedDate: '2025-01-01T12:00:00.000Z',
      settledDate: '2025-01-02T12:00:00.000Z',
    });
  });

  it('a free bet puts nothing of the user’s at risk; its net is the profit only', () => {
    // A 10 € free bet won at 3.00 pays 20 € profit (the stake does not come back).
    const bet = edgeBetOf(view(10, 20, 'WON', undefined, { Odds: 3, FreeBet: true }));
    expect(bet).toMatchObject({ freeBet: true, stakeCents: 1000, atRiskCents: 0, netCents: 2000 });
  });

  it('a lay: its liability, recorded or stake × (odds − 1)', () => {
    const recorded = edgeBetOf(
      view(10, 10, 'WON', undefined, { Side: 'LAY', Odds: 4, Liability: 30 }),
    );
    expect(recorded).toMatchObject({ side: 'LAY', liabilityCents: 3000, atRiskCents: 3000 });
    // 10 € at 3.50: 10 × 2.5 = 25 €; at risk stays the stake when none is recorded
    // (docs/decisions/005-lay-bets-at-risk.md)
    const worked = edgeBetOf(
      view(10, 10, 'WON', undefined, { Side: 'LAY', Odds: 3.5, Liability: null }),
    );
    expect(worked).toMatchObject({ liabilityCents: 2500, atRiskCents: 1000 });
    const unknown = edgeBetOf(
      view(10, 10, 'WON', undefined, { Side: 'LAY', Odds: null, Liability: null }),
    );
    expect(unknown.liabilityCents).toBeNull();
  });

  it.each([
    [2.5, 2500],
    [1.01, 1010],
    [1.005, null], // below 1.01
    [1, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('odds %d → %d thousandths', (odds, milli) => {
    expect(oddsMilliOf(odds)).toBe(milli);
  });

  it.each([
    ['WON', 'full'],
    ['lost', 'full'],
    ['HALF_WON', 'half'],
    ['HALF_LOST', 'half'],
    ['VOID', 'void'],
    ['PENDING', 'open'],
    ['CASHED_OUT', 'other'],
    ['PLACED', 'other'],
  ])('%s counts as %s', (status, kind) => {
    expect(resultKindOf(status)).toBe(kind);
  });
});
