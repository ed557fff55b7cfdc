import { describe, expect, it } from 'vitest';
import type { BetRecord } from '../bets/bet-record.ts';
import { refuseOutOfBounds } from './amount-bounds.ts';
import { parseBetfairJson } from './betfair-json.ts';
import { sportsbookBet } from './betfair-json.test-support.ts';
import { parseCsvImport } from './csv.ts';
import type { RecordReader } from './record-reader.ts';

/** A Sportsbook page of these bets, read: its bets' ids and its problems' rows and codes. */
function read(...bets: Record<string, unknown>[]) {
  const parsed = parseBetfairJson(JSON.stringify({ bets }));
  return {
    ids: parsed.bets.map((bet) => bet.sourceBetId),
    problems: parsed.problems.map(({ severity, row, code, params }) => ({
      severity,
      row,
      code,
      params,
    })),
  };
}

const leg = (i: number) => ({ selectionName: `Leg ${i}`, odds: { decimal: 1.5 } });

describe('imported bets are held to the add-bet form’s bounds', () => {
  it('a stake up to €10,000,000 is read; one cent more sets the record aside', () => {
    // Won at 2.00: 10,000,000 € back 20,000,000 € (hand-worked), within every bound.
    const atMost = sportsbookBet({
      betId: 'O/1/1',
      stake: '10000000.00',
      returnCash: '20000000.00',
      originalOdds: { decimal: 2 },
    });
    const over = sportsbookBet({
      betId: 'O/1/2',
      stake: '10000000.01',
      returnCash: '20000000.02',
      originalOdds: { decimal: 2 },
    });
    expect(read(atMost, over)).toEqual({
      ids: ['O/1/1'],
      problems: [
        {
          severity: 'unreadable',
          row: 2,
          code: 'import.amountOutOfRange',
          params: { row: 2, field: 'stake', value: 10000000.01, max: 10000000 },
        },
      ],
    });
  });

  it('the stake an attacker sent (2^53 cents) is set aside, not stored', () => {
    const huge = sportsbookBet({ stake: '90071992547409.91', returnCash: '0', result: 'LOST' });
    expect(read(huge).problems).toEqual([
      expect.objectContaining({ severity: 'unreadable', code: 'import.amountOutOfRange' }),
    ]);
  });

  it('odds up to 10,000 are read; 10,000.01 set the record aside', () => {
    // 1 € at 10,000 returns 10,000 €; at 10,000.01, 10,000.01 €.
    const atMost = sportsbookBet({
      betId: 'O/2/1',
      stake: '1',
      returnCash: '10000',
      originalOdds: { decimal: 10_000 },
    });
    const over = sportsbookBet({
      betId: 'O/2/2',
      stake: '1',
      returnCash: '10000.01',
      originalOdds: { decimal: 10_000.01 },
    });
    const { ids, problems } = read(atMost, over);
    expect(ids).toEqual(['O/2/1']);
    expect(problems).toEqual([
      {
        severity: 'unreadable',
        row: 2,
        code: 'import.amountOutOfRange',
        params: { row: 2, field: 'odds', value: 10000.01, max: 10000 },
      },
    ]);
  });

  it('a return beyond what the largest stake wins at the largest odds is set aside', () => {
    // 10,000,000 € × 10,000 = 100,000,000,000 €: one cent more is no bet's return.
    const over = sportsbookBet({ stake: '10', returnCash: '100000000000.01', originalOdds: null });
    expect(read(over).problems).toEqual([
      expect.objectContaining({
        code: 'import.amountOutOfRange',
        params: expect.objectContaining({ max: 100000000000 }) as unknown,
      }),
    ]);
  });

  it('a bet of 50 legs is read; 51 (or 20,000) set the record aside', () => {
    const legs = (count: number) => Array.from({ length: count }, (_, i) => leg(i));
    const { ids, problems } = read(
      sportsbookBet({ betId: 'O/3/1', betType: 'ACC50', legs: legs(50) }),
      sportsbookBet({ betId: 'O/3/2', betType: 'ACC51', legs: legs(51) }),
    );
    expect(ids).toEqual(['O/3/1']);
    expect(problems).toEqual([
      {
        severity: 'unreadable',
        row: 2,
        code: 'import.tooManyLegs',
        params: { row: 2, count: 51, max: 50 },
      },
    ]);
    const huge = parseBetfairJson(
      JSON.stringify({ bets: [sportsbookBet({ legs: legs(20_000) })] }),
    );
    expect(huge.problems).toMatchObject([
      { code: 'import.tooManyLegs', params: { count: 20_000 } },
    ]);
    // Its text (~900 KB) is kept to its first 64 KB for the set-aside CSV, saying how long it was.
    const source = huge.problems[0]?.source ?? '';
    const whole = JSON.stringify(sportsbookBet({ legs: legs(20_000) }));
    expect(source).toBe(`${whole.slice(0, 65_536)}… (${whole.length} characters in all)`);
  });

  it('holds CSV imports to the same bounds (StakeLab CSV)', () => {
    const header =
      'BetId,Source,PlacedDate,SettledDate,Sport,Competition,EventDescription,Odds,Status,Stake,ActualReturn,NetReturn,BetType,Bookmaker,Side,Liability,Selections';
    const row = (id: string, odds: string, stake: string, ret: string, net: string) =>
      `${id},manual,2026-03-01T12:00:00.000Z,2026-03-01T14:00:00.000Z,Football,LaLiga,Betis v Sevilla,${odds},WON,${stake},${ret},${net},,,,,[]`;
    const parsed = parseCsvImport(
      [
        header,
        row('OK1', '2', '10000000.00', '20000000.00', '10000000.00'),
        row('BIG', '2', '10000000.01', '20000000.02', '10000000.01'),
        row('ODD', '10000.5', '1.00', '10000.50', '9999.50'),
      ].join('\n'),
    );
    expect(parsed.bets.map((bet) => bet.sourceBetId)).toEqual(['OK1']);
    expect(parsed.problems.map(({ row: r, code, params }) => [r, code, params['field']])).toEqual([
      [3, 'import.amountOutOfRange', 'stake'],
      [4, 'import.amountOutOfRange', 'odds'],
    ]);
  });
});

describe('refuseOutOfBounds names the field beyond its bound', () => {
  /** The largest amount of a bet, worked by hand: €10,000,000 at odds 10,000 = 10^13 cents. */
  const MAX_AMOUNT_CENTS = 10_000_000_000_000;
  const inBounds = {
    stakeCents: 1000,
    oddsMilli: 2000,
    closingOddsMilli: null,
    returnCents: 2000,
    netReturnCents: 1000,
    liabilityCents: null,
    grossProfitCents: null,
    commissionCents: null,
    selections: [{ oddsMilli: 1500 }, { oddsMilli: 1400 }],
  };
  /** The field refused for this bet, or null when it is within every bound. */
  const refusedField = (changes: Record<string, unknown>): string | null => {
    const reader = {
      refuse: (_code: string, field: string | null) => {
        throw new Error(`refused:${field}`);
      },
    } as unknown as RecordReader;
    try {
      refuseOutOfBounds({ ...inBounds, ...changes } as unknown as BetRecord, reader);
      return null;
    } catch (err) {
      return (err as Error).message.replace('refused:', '');
    }
  };

  it('passes a bet within every bound, up to the largest amount itself', () => {
    expect(refusedField({})).toBeNull();
    expect(refusedField({ returnCents: MAX_AMOUNT_CENTS })).toBeNull();
    expect(refusedField({ netReturnCents: -MAX_AMOUNT_CENTS })).toBeNull();
  });

  it.each([
    ['closing odds', { closingOddsMilli: 10_000_001 }],
    ['selections[1].odds', { selections: [{ oddsMilli: 1500 }, { oddsMilli: 10_000_001 }] }],
    ['return', { returnCents: MAX_AMOUNT_CENTS + 1 }],
    ['net return', { netReturnCents: -(MAX_AMOUNT_CENTS + 1) }],
    ['liability', { liabilityCents: MAX_AMOUNT_CENTS + 1 }],
    ['gross profit', { grossProfitCents: MAX_AMOUNT_CENTS + 1 }],
    ['commission', { commissionCents: MAX_AMOUNT_CENTS + 1 }],
  ])('refuses %s beyond its bound', (field, changes) => {
    expect(refusedField(changes)).toBe(field);
  });
});
