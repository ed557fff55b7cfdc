import { describe, expect, it } from 'vitest';
import { parseCsvImport } from './csv.ts';

/*
 * Bet-Analytix's Freebet column (0 or 1, as its Live, Cashout and Eachway columns; the team's
 * export in shared/fixtures/import/ok writes "0"): a 1 is a free bet, which pays its profit only.
 */
const HEADER =
  '"Date";"Type";"Sport";"Label";"Odds";"Stake";"State";"Bookmaker";"Tipster";"Category";"Competition";"BetType";"Closing";"EstimatedProbability";"Commission";"Bonus";"Live";"Freebet";"Cashout";"Eachway";"Comment"';
const row = (
  date: string,
  odds: string,
  stake: string,
  state: string,
  freebet: string,
  cashout = '0',
) =>
  `"${date}";"Simple";"Football";"Betis - Sevilla : Betis";"${odds}";"${stake}";"${state}";"Bet365";"";"";"LaLiga";"Match result";"";"";"0";"0";"0";"${freebet}";"${cashout}";"0";""`;

describe('Bet-Analytix free bets', () => {
  it('reads Freebet 1 as a free bet: won pays the profit, lost costs nothing', () => {
    const parsed = parseCsvImport(
      [
        HEADER,
        row('2025-02-03 18:30', '3,5', '10', 'W', '1'), // 10 × (3.5 − 1) = 25.00, all profit
        row('2025-02-04 18:30', '2,2', '5', 'L', '1'), // 0
        row('2025-02-05 18:30', '1,9', '10', 'HW', '1'), // 5 × 0.9 = 4.50
        row('2025-02-06 18:30', '2', '8', 'C', '1', '3,5'), // cashed out 3.50, all profit
        row('2025-02-07 18:30', '3,5', '10', 'W', '0'), // cash: 35.00 back, +25.00
        row('2025-02-08 18:30', '2,2', '5', 'L', '0'), // cash: −5.00
      ].join('\n'),
    );
    expect(parsed.format).toBe('bet-analytix-csv');
    expect(parsed.problems).toEqual([]);
    expect(
      parsed.bets.map((b) => [b.freeBet, b.status, b.stakeCents, b.returnCents, b.netReturnCents]),
    ).toEqual([
      [true, 'WON', 1000, 2500, 2500],
      [true, 'LOST', 500, 0, 0],
      [true, 'HALF_WON', 1000, 450, 450],
      [true, 'CASHED_OUT', 800, 350, 350],
      [false, 'WON', 1000, 3500, 2500],
      [false, 'LOST', 500, 0, -500],
    ]);
  });
});
