import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../bets/bet-record.ts';
import { parseCsvImport, SheetNeedsMapping } from './csv.ts';
import { parseBetHistory } from './parse-import.ts';
import type { SheetMapping } from './sheet-mapping.ts';

/* A bettor's own sheet, written here: American odds, a free-bet column, no bet ids. */
const SHEET = [
  'Date,Book,Event,Odds,Stake,Result,Free Bet',
  '2026-01-03 18:00,DraftKings,Lakers v Celtics,+150,10.00,Win,',
  '2026-01-04 19:00,FanDuel,Knicks v Heat,-110,11.00,Loss,',
  '2026-01-05 20:00,FanDuel,Bulls v Nets,+200,5.00,Win,Yes',
  '2026-01-06 20:00,DraftKings,Suns v Jazz,-120,6.00,Loss,Yes',
  '2026-01-07 20:00,DraftKings,Suns v Jazz,+100,4.00,Push,',
  '2026-01-07 20:00,DraftKings,Suns v Jazz,+100,4.00,Push,',
].join('\n');

const MAPPING: SheetMapping = {
  columns: {
    placedDate: 'Date',
    stake: 'Stake',
    odds: 'Odds',
    status: 'Result',
    freeBet: 'Free Bet',
    bookmaker: 'Book',
    description: 'Event',
  },
  oddsFormat: 'american',
};

function needsMapping(text: string): SheetNeedsMapping {
  try {
    parseBetHistory(text);
  } catch (err) {
    if (err instanceof SheetNeedsMapping) return err;
    throw err;
  }
  throw new Error('expected a refusal asking for a mapping');
}

describe('a spreadsheet read with a column mapping', () => {
  it('is refused without one, with a first guess of every column', () => {
    const err = needsMapping(SHEET);
    expect(err.code).toBe('import.unknownFormat');
    expect(err.guess.columns.map((c) => [c.header, c.role])).toEqual([
      ['Date', 'placedDate'],
      ['Book', 'bookmaker'],
      ['Event', 'description'],
      ['Odds', 'odds'],
      ['Stake', 'stake'],
      ['Result', 'status'],
      ['Free Bet', 'freeBet'],
    ]);
    expect(err.guess.columns[3]?.samples).toEqual(['+150', '-110', '+200']);
    expect(err.guess.oddsFormat).toBe('american');
    expect(err.guess.statusWords).toEqual([
      { word: 'Win', status: 'WON' },
      { word: 'Loss', status: 'LOST' },
      { word: 'Push', status: 'VOID' },
    ]);
    // The guess is a mapping already: the same as the one written above.
    expect(err.guess.mapping).toEqual(MAPPING);
    expect(err.signature).toBe('date|book|event|odds|stake|result|free bet');
  });

  it('reads American odds, results and free bets as their owner meant', () => {
    const parsed = parseCsvImport(SHEET, { csvMapping: MAPPING });
    expect(parsed.format).toBe('mapped-csv');
    expect(parsed.problems).toEqual([]);
    expect(
      parsed.bets.map((b) => [
        b.status,
        b.oddsMilli,
        b.stakeCents,
        b.returnCents,
        b.netReturnCents,
      ]),
    ).toEqual([
      ['WON', 2500, 1000, 2500, 1500], // +150: 10 × 2.5 = 25 back, +15
      ['LOST', 1909, 1100, 0, -1100], // −110: 1 + 100/110 = 1.909
      ['WON', 3000, 500, 1000, 1000], // free bet at +200: the 10 profit only, not the stake
      ['LOST', 1833, 600, 0, 0], // free bet lost: costs nothing (1 + 100/120 = 1.833)
      ['VOID', 2000, 400, 400, 0],
      ['VOID', 2000, 400, 400, 0],
    ]);
    // 15 − 11 + 10 + 0 = +14.00; counted as cash it would be 15 − 11 + 10 − 6 = +8.00.
    expect(parsed.bets.reduce((sum, b) => sum + b.netReturnCents, 0)).toBe(1400);
    // The record says which were free, so totals can leave their stakes out of cash staked.
    expect(parsed.bets.map((b) => b.freeBet)).toEqual([false, false, true, true, false, false]);
    expect(parsed.bets[0]).toMatchObject({
      source: 'spreadsheet',
      placedAt: '2026-01-03T18:00:00.000Z',
      bookmaker: 'DraftKings',
      eventDescription: 'Lakers v Celtics',
    });
  });

  it('names rows without ids by their content: the same sheet gives the same ids, twins differ', () => {
    const ids = parseCsvImport(SHEET, { csvMapping: MAPPING }).bets.map((b) => b.sourceBetId);
    expect(new Set(ids).size).toBe(6);
    expect(ids[5]).toBe(`${ids[4]}-2`);
    expect(parseCsvImport(SHEET, { csvMapping: MAPPING }).bets.map((b) => b.sourceBetId)).toEqual(
      ids,
    );
    // Another stake on the first row is another bet.
    const changed = SHEET.replace('+150,10.00', '+150,12.00');
    expect(parseCsvImport(changed, { csvMapping: MAPPING }).bets[0]?.sourceBetId).not.toBe(ids[0]);
  });

  it('takes the profit column where there is one, and maps result words it is told', () => {
    const text = ['Fecha;Importe;Cuota;Res;Beneficio', '03/01/2026;10,00;2,50;G;15,00'].join('\n');
    const mapping: SheetMapping = {
      columns: {
        placedDate: 'Fecha',
        stake: 'Importe',
        odds: 'Cuota',
        status: 'Res',
        netReturn: 'Beneficio',
      },
      statusValues: { G: 'WON', P: 'LOST' },
    };
    // "03/01/2026" is no ISO date: the row is named, the sheet is not refused whole.
    const parsed = parseCsvImport(text, { csvMapping: mapping });
    expect(parsed.problems.map((p) => [p.code, p.field])).toEqual([['import.notADate', 'Fecha']]);
    const iso = text.replace('03/01/2026', '2026-01-03');
    expect(parseCsvImport(iso, { csvMapping: mapping }).bets).toMatchObject([
      { status: 'WON', oddsMilli: 2500, stakeCents: 1000, netReturnCents: 1500, returnCents: 2500 },
    ]);
  });

  it('refuses a mapping that names a column the file lacks', () => {
    const mapping = { ...MAPPING, columns: { ...MAPPING.columns, stake: 'Amount' } };
    expect(() => parseCsvImport(SHEET, { csvMapping: mapping })).toThrow(ImportFormatError);
    expect(() => parseCsvImport(SHEET, { csvMapping: mapping })).toThrow(/"Amount"/);
  });
});
