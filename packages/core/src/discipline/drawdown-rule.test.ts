import { describe, expect, it } from 'vitest';
import { bankrollFigures } from '../analytics/edge/bankroll.ts';
import { drawdownRuleState } from './drawdown-rule.ts';

const stop20 = { thresholdPercent: 20, action: 'STOP' } as const;

describe('drawdownRuleState', () => {
  it('is crossed at the threshold exactly and not a cent before', () => {
    // Peak 1,000 €: 20 % is 200 €, so 800.00 € crosses and 800.01 € does not.
    expect(drawdownRuleState(stop20, 80_000, 100_000)).toEqual({
      fallCents: 20_000,
      fallRatio: 0.2,
      crossed: true,
    });
    expect(drawdownRuleState(stop20, 80_001, 100_000).crossed).toBe(false);
    // 12.5 % of 1,000 € = 125 €: 875 € crosses, 875.01 € does not (two-decimal thresholds).
    const rule = { thresholdPercent: 12.5, action: 'STOP' } as const;
    expect(drawdownRuleState(rule, 87_500, 100_000).crossed).toBe(true);
    expect(drawdownRuleState(rule, 87_501, 100_000).crossed).toBe(false);
  });

  it('is never crossed without a rule, at or above the peak, or from a peak of 0', () => {
    expect(drawdownRuleState(null, 10_000, 100_000).crossed).toBe(false);
    expect(drawdownRuleState(stop20, 100_000, 100_000)).toEqual({
      fallCents: 0,
      fallRatio: 0,
      crossed: false,
    });
    expect(drawdownRuleState(stop20, -500, 0)).toEqual({
      fallCents: 500,
      fallRatio: null,
      crossed: false,
    });
  });

  it("reads bankrollFigures' peak: deposits move it with the balance", () => {
    // Start 1,000 €; a bet +200 € sets the peak at 1,200 €; a bet −300 € leaves 900 €:
    // 300 ÷ 1,200 = 25 % down. A 100 € deposit makes 1,000 € and moves the peak to 1,300 €:
    // still 300 € down, now 300 ÷ 1,300 = 23.08 %, so a 24 % rule is no longer crossed.
    const report = bankrollFigures(
      [
        { kind: 'bet', at: '2026-11-01T10:00:00Z', stakeCents: 10_000, netCents: 20_000 },
        { kind: 'bet', at: '2026-11-02T10:00:00Z', stakeCents: 30_000, netCents: -30_000 },
      ],
      { startingBalanceCents: 100_000 },
    );
    expect([report.currentBalanceCents, report.currentPeakCents]).toEqual([90_000, 120_000]);
    const rule = { thresholdPercent: 24, action: 'STOP' } as const;
    expect(drawdownRuleState(rule, 90_000, 120_000).crossed).toBe(true);
    const topped = bankrollFigures(
      [
        { kind: 'bet', at: '2026-11-01T10:00:00Z', stakeCents: 10_000, netCents: 20_000 },
        { kind: 'bet', at: '2026-11-02T10:00:00Z', stakeCents: 30_000, netCents: -30_000 },
        { kind: 'deposit', at: '2026-11-03T10:00:00Z', amountCents: 10_000 },
      ],
      { startingBalanceCents: 100_000 },
    );
    expect([topped.currentBalanceCents, topped.currentPeakCents]).toEqual([100_000, 130_000]);
    const state = drawdownRuleState(rule, 100_000, 130_000);
    expect(state.fallRatio).toBeCloseTo(300 / 1300, 12);
    expect(state.crossed).toBe(false);
  });
});
