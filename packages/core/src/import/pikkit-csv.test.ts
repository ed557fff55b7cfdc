import { describe, expect, it } from 'vitest';
import { parseCsvImport } from './csv.ts';
import { pikkitLegPlaces } from './pikkit-sports.ts';

const HEADER =
  'bet_id,sportsbook,type,status,odds,closing_line,ev,amount,profit,time_placed,time_settled,time_placed_iso,time_settled_iso,bet_info,tags,sports,leagues';

/** One Pikkit row with these cells changed (the others: a settled 10.00 win at 2.00). */
function pikkitRow(cells: Partial<Record<string, string>> = {}): string {
  const base: Record<string, string> = {
    bet_id: 'pk-1',
    sportsbook: 'Novig',
    type: 'straight',
    status: 'SETTLED_WIN',
    odds: '2.00',
    closing_line: '',
    ev: '',
    amount: '10',
    profit: '10.00',
    time_placed: '',
    time_settled: '',
    time_placed_iso: '2025-12-28T00:03:28.502Z',
    time_settled_iso: '2025-12-28T02:00:00.000Z',
    bet_info: 'Over 23.5 Anton Forsberg SAVES Anaheim Ducks @ Los Angeles Kings',
    tags: '',
    sports: 'Ice Hockey',
    leagues: 'NHL',
    ...cells,
  };
  return HEADER.split(',')
    .map((name) => {
      const value = base[name] ?? '';
      return /[",]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
    })
    .join(',');
}

const parse = (...rows: string[]) => parseCsvImport([HEADER, ...rows].join('\n'));
const onlyBet = (cells: Partial<Record<string, string>>) => {
  const parsed = parse(pikkitRow(cells));
  expect(parsed.problems.filter((p) => p.severity === 'unreadable')).toEqual([]);
  const [bet] = parsed.bets;
  if (!bet) throw new Error('no bet');
  return bet;
};

describe('Pikkit statuses', () => {
  it.each([
    // status, amount, profit → status, return, net, settled
    ['SETTLED_WIN', '24.22', '30.69', 'WON', 5491, 3069, true], // 24.22 + 30.69 = 54.91
    ['SETTLED_LOSS', '16.9965', '-17.00', 'LOST', 0, -1700, true], // stake 17.00, all lost
    ['SETTLED_VOID', '10', '0.00', 'VOID', 1000, 0, true], // the stake back
    ['SETTLED_PUSH', '30', '0.00', 'VOID', 3000, 0, true],
    ['SETTLED_CASH_OUT', '20', '-5.70', 'CASHED_OUT', 1430, -570, true], // 20 − 5.70 back
    ['PLACED', '21.696', '0.00', 'PENDING', 0, 0, false], // open: nothing back yet, not a loss
  ])('%s (amount %s, profit %s) → %s, return %i, net %i', (status, amount, profit, ...want) => {
    const [expected, returnCents, netCents, settled] = want;
    const bet = onlyBet({ status, amount, profit });
    expect([bet.status, bet.returnCents, bet.netReturnCents, bet.settledAt !== null]).toEqual([
      expected,
      returnCents,
      netCents,
      settled,
    ]);
  });

  it('an open bet has no settle time even if one is written', () => {
    expect(onlyBet({ status: 'PLACED', profit: '0.00' }).settledAt).toBeNull();
  });

  it('a push with a profit beside it: net 0, and a warning says the profit was ignored', () => {
    const parsed = parse(pikkitRow({ status: 'SETTLED_PUSH', profit: '2.50' }));
    expect(parsed.bets[0]).toMatchObject({ status: 'VOID', netReturnCents: 0, returnCents: 1000 });
    expect(parsed.problems).toMatchObject([
      {
        severity: 'warning',
        code: 'import.profitOfVoidBet',
        row: 2,
        field: 'profit',
        // A number, which the web writes in the reader's language ("2,50" in Spanish).
        params: { status: 'VOID', profit: 2.5 },
        message: 'Row 2: a VOID bet returns its stake, so its profit 2.5 was taken as 0',
      },
    ]);
  });
});

describe('Pikkit fields', () => {
  it('bookmaker, closing odds (decimal or American), expected value as a ratio, tags', () => {
    expect(
      onlyBet({ closing_line: '2.20', ev: '0.0305', tags: 'model | late steam' }),
    ).toMatchObject({
      bookmaker: 'Novig',
      closingOddsMilli: 2200,
      expectedValueRatio: 0.0305, // +3.05 %: Pikkit writes a ratio, not a percent
      tags: ['model', 'late steam'],
    });
    // −125 → 1 + 100/125 = 1.8
    expect(onlyBet({ closing_line: '-125' }).closingOddsMilli).toBe(1800);
  });

  it('a closing line or ev that does not read is dropped with a warning, the bet kept', () => {
    const parsed = parse(pikkitRow({ closing_line: 'n/a', ev: '3%' }));
    expect(parsed.bets[0]).toMatchObject({ closingOddsMilli: null, expectedValueRatio: null });
    expect(parsed.problems.map((p) => [p.code, p.field])).toEqual([
      ['import.fieldDropped', 'closing_line'],
      ['import.fieldDropped', 'ev'],
    ]);
  });

  it('three-decimal amounts are decimals, rounded once to the cent', () => {
    const parsed = parse(
      pikkitRow({ bet_id: 'a', amount: '21.696', profit: '-21.70', status: 'SETTLED_LOSS' }),
      pikkitRow({ bet_id: 'b', amount: '4.54274', profit: '6.00' }),
      pikkitRow({ bet_id: 'c', amount: '0.0091', profit: '-0.01', status: 'SETTLED_LOSS' }),
    );
    // 21.696 → 21.70; 4.54274 → 4.54; 0.0091 → 0.01: total 26.25, not 21,696 + …
    expect(parsed.bets.map((b) => b.stakeCents)).toEqual([2170, 454, 1]);
  });
});

describe('Pikkit parlays: each leg its sport and league', () => {
  it.each<[string[], string, string, (string | null)[], (string | null)[], string | null]>([
    // One sport listed: every leg has it.
    [
      ['A Points', 'B Rebounds'],
      'Basketball',
      'NBA',
      ['Basketball', 'Basketball'],
      ['NBA', 'NBA'],
      'NBA',
    ],
    // As many entries as legs: in order.
    [
      ['A Rebounds', 'B Shots On Goal'],
      'Basketball | Ice Hockey',
      'NBA | NHL',
      ['Basketball', 'Ice Hockey'],
      ['NBA', 'NHL'],
      null,
    ],
    // Fewer: market words tell Basketball and Ice Hockey; "Points" alone tells nothing, and
    // with both sports already on a leg, nothing is left over for it: unknown.
    [
      [
        "De'Aaron Fox Rebs+Asts SAS vs. NOP",
        'Nick Schmaltz Points UTA vs. LA',
        'Marcus Johansson Shots On Goal MIN vs. SEA',
      ],
      'Basketball | Ice Hockey',
      'NBA | NHL',
      ['Basketball', null, 'Ice Hockey'],
      ['NBA', null, 'NHL'],
      null,
    ],
    // The one leg without words takes the one sport no leg has yet.
    [
      [
        'Brice Sensabaugh points Utah Jazz @ Brooklyn Nets',
        'Kyle Filipowski rebounds Utah Jazz',
        'Ladd McConkey receiving-yards',
      ],
      'Basketball | American Football',
      'NBA | NFL',
      [null, 'Basketball', 'American Football'],
      [null, 'NBA', 'NFL'],
      null,
    ],
    [
      [
        'Jordan Love Pass Completions GB vs. CHI',
        'Tua Tagovailoa Pass Completions',
        'VJ Edgecombe points PHI vs. MIL',
      ],
      'American Football | Basketball',
      'NFL | NBA',
      ['American Football', 'American Football', 'Basketball'], // the last by elimination
      ['NFL', 'NFL', 'NBA'],
      null,
    ],
    // Two basketball leagues: a basketball leg's league cannot be told.
    [
      [
        'Graham Ike Rebounds GONZ vs. ORE',
        'Julian Champagnie Pts+Rebs+Asts SAS vs. WAS',
        'Nick Schmaltz Shots On Goal',
        'Cooper Flagg Blocks DAL vs. GS',
      ],
      'Basketball | Ice Hockey',
      'NCAAM | NBA | NHL',
      ['Basketball', 'Basketball', 'Ice Hockey', 'Basketball'],
      [null, null, 'NHL', null],
      null,
    ],
    // "Saves" is both a hockey and a soccer word: with both listed it tells nothing.
    [
      ['X Goalie Saves', 'Y Shots On Target', 'Z Shots On Goal'],
      'Soccer | Ice Hockey',
      'English Premier League | NHL',
      [null, 'Soccer', 'Ice Hockey'],
      [null, 'English Premier League', 'NHL'],
      null,
    ],
  ])('%j in %s', (legs, sports, leagues, legSports, legLeagues, betLeague) => {
    const split = (text: string) => text.split('|').map((s) => s.trim());
    const places = pikkitLegPlaces(legs, split(sports), split(leagues));
    expect(places.legs.map((l) => l.sport)).toEqual(legSports);
    expect(places.legs.map((l) => l.competition)).toEqual(legLeagues);
    // The bet's sport is the list's first, never unknown when the list names one.
    expect(places.sport).toBe(split(sports)[0]);
    expect(places.competition).toBe(betLeague);
  });

  it('through the importer: the selections carry their own sport', () => {
    const bet = onlyBet({
      type: 'parlay',
      bet_info: 'A Rebounds | B Shots On Goal | C Rebounds',
      sports: 'Basketball | Ice Hockey',
      leagues: 'NBA | NHL',
    });
    expect(bet.sport).toBe('Basketball');
    expect(bet.selections.map((s) => [s.sport, s.competition])).toEqual([
      ['Basketball', 'NBA'],
      ['Ice Hockey', 'NHL'],
      ['Basketball', 'NBA'],
    ]);
  });
});
