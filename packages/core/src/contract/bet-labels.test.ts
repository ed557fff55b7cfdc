import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  newBankrollMovementRequestSchema,
  newBankrollRequestSchema,
  updateBankrollRequestSchema,
} from './bankrolls.ts';
import { editTagsRequestSchema } from './bet-labels.ts';
import { newBetRequestSchema } from './history.ts';
import { updateProfileRequestSchema } from './profile.ts';

/** The first failed rule of each path as path → message key. */
function problemsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) problems[issue.path.join('.')] ??= issue.message;
  return problems;
}

const bet = {
  placedDate: '2025-03-01T12:00:00Z',
  originalOdds_decimal: 2,
  status: 'WON',
  stake: 10,
};

describe('bet labels in the new-bet payload', () => {
  it('leaves absent labels absent (an edit keeps them) and turns "" into null (clears)', () => {
    const absent = newBetRequestSchema.parse(bet);
    expect([absent.bookmaker, absent.tipster, absent.tags, absent.closingOdds]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(absent.bankrollId).toBeUndefined();
    const cleared = newBetRequestSchema.parse({ ...bet, bookmaker: '  ', tipster: null });
    expect([cleared.bookmaker, cleared.tipster]).toEqual([null, null]);
  });

  it('trims labels and tags, and keeps each tag once whatever its case (first spelling)', () => {
    const parsed = newBetRequestSchema.parse({
      ...bet,
      bookmaker: ' Bet365 ',
      tipster: 'Ana ',
      tags: [' Value', 'live', 'value ', 'LIVE', 'Tennis'],
      closingOdds: 1.95,
      bankrollId: 7,
    });
    expect(parsed).toMatchObject({
      bookmaker: 'Bet365',
      tipster: 'Ana',
      tags: ['Value', 'live', 'Tennis'],
      closingOdds: 1.95,
      bankrollId: 7,
    });
  });

  it('names each broken rule with its key', () => {
    expect(
      problemsOf(newBetRequestSchema, {
        ...bet,
        bookmaker: 'b'.repeat(101),
        tipster: 5,
        tags: ['ok', ' ', 't'.repeat(41)],
        closingOdds: 0.5,
        bankrollId: 1.5,
      }),
    ).toEqual({
      bookmaker: 'tooLong',
      tipster: 'invalidText',
      'tags.1': 'tagEmpty',
      'tags.2': 'tagTooLong',
      closingOdds: 'oddsTooLow',
      bankrollId: 'invalidBankroll',
    });
    expect(problemsOf(newBetRequestSchema, { ...bet, closingOdds: 1.555 })).toEqual({
      closingOdds: 'oddsTwoDecimals',
    });
  });

  it('takes 20 distinct tags, refuses 21, and counts repeats once', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `t${i}`);
    expect(editTagsRequestSchema.parse({ tags: twenty }).tags).toHaveLength(20);
    // 20 distinct + "T0" again (a repeat of "t0" by case): still 20.
    expect(editTagsRequestSchema.parse({ tags: [...twenty, 'T0'] }).tags).toHaveLength(20);
    expect(problemsOf(editTagsRequestSchema, { tags: [...twenty, 't20'] })).toEqual({
      tags: 'tooManyTags',
    });
    expect(problemsOf(editTagsRequestSchema, { tags: 'value' })).toEqual({ tags: 'invalidTags' });
    expect(editTagsRequestSchema.parse({ tags: [] }).tags).toEqual([]);
  });
});

describe('bankroll payloads', () => {
  it('takes a name and a starting balance in euros with 2 decimals', () => {
    expect(newBankrollRequestSchema.parse({ name: ' Tennis ', startingBalance: 250.5 })).toEqual({
      name: 'Tennis',
      startingBalance: 250.5,
    });
    expect(problemsOf(newBankrollRequestSchema, { name: ' ', startingBalance: -1 })).toEqual({
      name: 'required',
      startingBalance: 'amountNegative',
    });
    expect(
      problemsOf(updateBankrollRequestSchema, { name: 'n'.repeat(61), startingBalance: 1.005 }),
    ).toEqual({ name: 'tooLong', startingBalance: 'amountTwoDecimals' });
  });

  it('takes a dated deposit or withdrawal above 0', () => {
    expect(
      newBankrollMovementRequestSchema.parse({
        kind: 'DEPOSIT',
        amount: 100,
        date: '2025-01-02T00:00:00Z',
      }),
    ).toEqual({ kind: 'DEPOSIT', amount: 100, date: '2025-01-02T00:00:00Z' });
    expect(
      problemsOf(newBankrollMovementRequestSchema, { kind: 'BONUS', amount: 0, date: 'soon' }),
    ).toEqual({ kind: 'invalidMovementKind', amount: 'amountMustBePositive', date: 'invalidDate' });
  });
});

describe('unit size in the profile', () => {
  const profile = { first_name: 'Lucia', last_name: 'Fernandez', country: null, state: null };
  it('is euros above 0 with 2 decimals; null clears it; absent keeps it', () => {
    expect(updateProfileRequestSchema.parse({ ...profile, unit_size: 12.5 }).unit_size).toBe(12.5);
    expect(updateProfileRequestSchema.parse({ ...profile, unit_size: null }).unit_size).toBeNull();
    expect(updateProfileRequestSchema.parse(profile).unit_size).toBeUndefined();
    expect(problemsOf(updateProfileRequestSchema, { ...profile, unit_size: 0 })).toEqual({
      unit_size: 'unitSizeMustBePositive',
    });
    expect(problemsOf(updateProfileRequestSchema, { ...profile, unit_size: 1.234 })).toEqual({
      unit_size: 'unitSizeTwoDecimals',
    });
    expect(problemsOf(updateProfileRequestSchema, { ...profile, unit_size: '10' })).toEqual({
      unit_size: 'invalidUnitSize',
    });
  });
});
