import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../bets/bet-record.ts';
import { BETFAIR_JSON_FORMATS } from './betfair-json.ts';
import { CSV_IMPORT_FORMATS } from './csv.ts';
import { parseBetHistory } from './parse-import.ts';

const refusal = (text: string): ImportFormatError => {
  try {
    parseBetHistory(text);
  } catch (err) {
    if (err instanceof ImportFormatError) return err;
    throw err;
  }
  throw new Error('accepted');
};

describe('parseBetHistory: JSON or CSV by the first character', () => {
  it.each([
    ['{"bets":[]}', 'betfair-sportsbook'],
    [' \n\t{"clearedOrders":[]}', 'betfair-exchange-api-rest'], // white space first
    ['\uFEFF{"bets":[],"tableSize":0}', 'betfair-exchange-web'], // a byte-order mark first
    [
      'bet_id,status,odds,amount,profit,time_placed_iso\np1,SETTLED_WIN,2,10,10,2025-01-05T18:00:00Z',
      'pikkit-csv',
    ],
  ])('%j → %s', (text, format) => {
    expect(parseBetHistory(text).format).toBe(format);
  });

  it('a text starting with [ is JSON: its refusal is the JSON importer’s', () => {
    const err = refusal('[]');
    expect(err.message).toMatch(/found an empty list/);
    expect(err.tried).toEqual([...BETFAIR_JSON_FORMATS]);
  });

  it('a text that is no CSV format says JSON was tried too, and lists all nine formats', () => {
    const err = refusal('hello,world\n1,2');
    expect(err.message).toMatch(
      /has none of their columns\. It is not JSON either \(a Betfair history starts with \{ or \[\)\.$/,
    );
    expect(err.where).toBe('row 1');
    expect(err.tried).toEqual([
      'betfair-sportsbook',
      'betfair-exchange-web',
      'betfair-exchange-api-rest',
      'betfair-exchange-api-jsonrpc',
      'stakelab-csv',
      'bet-analytix-csv',
      'pikkit-csv',
      'betfair-site-pnl-csv',
      'betfair-site-settled-csv',
    ]);
  });

  it('a bad row of a recognised CSV format is that format’s problem, not a refusal', () => {
    const parsed = parseBetHistory(
      'bet_id,status,odds,amount,profit,time_placed_iso\np1,SETTLED_WIN,2,-10,1,x',
    );
    expect(parsed.format).toBe('pikkit-csv');
    expect(parsed.problems).toMatchObject([
      { severity: 'unreadable', row: 2, field: 'amount', code: 'import.amountNegative' },
    ]);
    expect(CSV_IMPORT_FORMATS).toEqual([
      'stakelab-csv',
      'bet-analytix-csv',
      'pikkit-csv',
      'betfair-site-pnl-csv',
      'betfair-site-settled-csv',
    ]);
  });
});
