import { describe, expect, it } from 'vitest';
import { suggestStake, type StakeInputs } from './staking-plan.ts';

const inputs = (over: Partial<StakeInputs> = {}): StakeInputs => ({
  balanceCents: 100_000,
  peakCents: 100_000,
  unitCents: null,
  odds: null,
  probability: null,
  ...over,
});

const noCross = { fallCents: 0, fallRatio: 0, crossed: false };

describe('suggestStake', () => {
  it('fixed: the stake, whatever the balance', () => {
    expect(suggestStake({ kind: 'FIXED', stake: 10 }, null, inputs())).toEqual({
      kind: 'stake',
      stakeCents: 1000,
      drawdown: noCross,
    });
  });

  it('units: 2.5 units of 4 € = 10 €; none without a unit size', () => {
    const plan = { kind: 'UNITS', units: 2.5 } as const;
    expect(suggestStake(plan, null, inputs({ unitCents: 400 }))).toMatchObject({
      stakeCents: 1000,
    });
    expect(suggestStake(plan, null, inputs())).toEqual({ kind: 'missing', missing: 'unit' });
  });

  it('percent: 2.5 % of 1,234.56 € = 30.864 € → 30.86 €', () => {
    const result = suggestStake(
      { kind: 'PERCENT', percent: 2.5 },
      null,
      inputs({ balanceCents: 123_456, peakCents: 123_456 }),
    );
    expect(result).toMatchObject({ kind: 'stake', stakeCents: 3086 });
  });

  it('¼ Kelly at 2.50 with p 0.45 on 1,000 €: 1/48 × 1,000 € = 20.833… → 20.83 €', () => {
    const plan = { kind: 'KELLY', fraction: 0.25, maxPercent: 5 } as const;
    expect(suggestStake(plan, null, inputs({ odds: 2.5, probability: 0.45 }))).toMatchObject({
      kind: 'stake',
      stakeCents: 2083,
    });
    // Capped at 1 %: 10.00 €.
    expect(
      suggestStake({ ...plan, maxPercent: 1 }, null, inputs({ odds: 2.5, probability: 0.45 })),
    ).toMatchObject({ stakeCents: 1000 });
  });

  it('Kelly reads the fair closing probability when the user gives none', () => {
    // Full Kelly at 3.00 with a fair p of 0.40: f* = 0.1 → 100 € of 1,000 €, under a 20 % cap.
    const plan = { kind: 'KELLY', fraction: 1, maxPercent: 20 } as const;
    expect(
      suggestStake(plan, null, inputs({ odds: 3, fairClosingProbability: 0.4 })),
    ).toMatchObject({ stakeCents: 10_000 });
    // The user's own probability wins over it: p 0.5 → (2 × 0.5 − 0.5) ÷ 2 = 0.25 → cap 20 %.
    expect(
      suggestStake(plan, null, inputs({ odds: 3, probability: 0.5, fairClosingProbability: 0.4 })),
    ).toMatchObject({ stakeCents: 20_000 });
  });

  it('Kelly: no edge is no bet; missing odds or probability say so', () => {
    const plan = { kind: 'KELLY', fraction: 0.25, maxPercent: 5 } as const;
    expect(suggestStake(plan, null, inputs({ odds: 1.8, probability: 0.5 }))).toEqual({
      kind: 'noEdge',
    });
    expect(suggestStake(plan, null, inputs({ probability: 0.5 }))).toEqual({
      kind: 'missing',
      missing: 'odds',
    });
    expect(suggestStake(plan, null, inputs({ odds: 2 }))).toEqual({
      kind: 'missing',
      missing: 'probability',
    });
  });

  it('the drawdown rule cuts or stops the stake once crossed', () => {
    // Peak 1,000 €, balance 800 €: 20 % down, a 20 % rule is crossed.
    const down = inputs({ balanceCents: 80_000, peakCents: 100_000 });
    const plan = { kind: 'PERCENT', percent: 2 } as const;
    // 2 % of 800 € = 16 €, cut by 0.5 → 8 €.
    expect(
      suggestStake(plan, { thresholdPercent: 20, action: 'CUT', cutFactor: 0.5 }, down),
    ).toEqual({
      kind: 'stake',
      stakeCents: 800,
      drawdown: { fallCents: 20_000, fallRatio: 0.2, crossed: true },
    });
    expect(suggestStake(plan, { thresholdPercent: 20, action: 'STOP' }, down)).toMatchObject({
      kind: 'stopped',
    });
    // A 25 % rule is not crossed at 20 %: 16 € as planned.
    expect(suggestStake(plan, { thresholdPercent: 25, action: 'STOP' }, down)).toMatchObject({
      kind: 'stake',
      stakeCents: 1600,
    });
  });
});

describe('suggestStake: what a plan cannot work with', () => {
  it('asks for a unit size when it is 0 (no stake of 0 €)', () => {
    const plan = { kind: 'UNITS', units: 2 } as const;
    expect(suggestStake(plan, null, inputs({ unitCents: 0 }))).toEqual({
      kind: 'missing',
      missing: 'unit',
    });
    // 1 cent is a unit size: 2 units are 2 cents.
    expect(suggestStake(plan, null, inputs({ unitCents: 1 }))).toMatchObject({ stakeCents: 2 });
  });

  it('asks for a probability Kelly cannot read (1.2, or odds of 1.00), never stakes 0 €', () => {
    const plan = { kind: 'KELLY', fraction: 0.25, maxPercent: 5 } as const;
    expect(suggestStake(plan, null, inputs({ odds: 2, probability: 1.2 }))).toEqual({
      kind: 'missing',
      missing: 'probability',
    });
    expect(suggestStake(plan, null, inputs({ odds: 1, probability: 0.5 }))).toEqual({
      kind: 'missing',
      missing: 'probability',
    });
  });
});
