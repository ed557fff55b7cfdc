import { describe, expect, it } from 'vitest';
import { detectImportKind } from './detect-kind.ts';

describe('detectImportKind', () => {
  it('tells JSON by its first bracket, after blank space and a byte-order mark', () => {
    expect(detectImportKind('{"bets":[]}')).toBe('json');
    expect(detectImportKind('  \n[{"betId":"1"}]')).toBe('json');
    expect(detectImportKind('\uFEFF{"jsonrpc":"2.0"}')).toBe('json');
  });

  it('tells a copied cURL command, bash or Windows form', () => {
    expect(detectImportKind("curl 'https://myactivity.betfair.com/activity/sportsbook'")).toBe(
      'curl',
    );
    expect(detectImportKind('\n  CURL -X POST https://example.com')).toBe('curl');
    expect(detectImportKind('curl ^"https://myactivity.betfair.es/^" ^\n  -H ^"a: b^"')).toBe(
      'curl',
    );
    expect(detectImportKind('curl.exe "https://example.com"')).toBe('curl');
    // A word that only starts like curl is not the command.
    expect(detectImportKind('curling,stake\n1,2')).toBe('csv');
  });

  it('tells a CSV by a delimiter in its first line: comma, semicolon or tab', () => {
    expect(detectImportKind('bet_id,status,profit\n1,won,5')).toBe('csv');
    expect(detectImportKind('Date;Label;Stake\n01/02/2026;A;10')).toBe('csv');
    expect(detectImportKind('Date\tStake\n2026-01-02\t10')).toBe('csv');
  });

  it('tells a CSV that starts with a byte-order mark (a spreadsheet saved as UTF-8)', () => {
    expect(detectImportKind('\uFEFFMercado;Selección;Apostado\nA;B;10')).toBe('csv');
  });

  it('reads a comma inside a quoted header cell as text, not a delimiter', () => {
    expect(detectImportKind('"Stake, in euros"\n10')).toBeNull();
    expect(detectImportKind('"Stake, in euros",Odds\n10,2')).toBe('csv');
  });

  it('gives null for text that is none of them', () => {
    expect(detectImportKind('')).toBeNull();
    expect(detectImportKind('   \n  ')).toBeNull();
    expect(detectImportKind('hello world')).toBeNull();
    expect(detectImportKind('"just a string"')).toBeNull();
    expect(detectImportKind('<!DOCTYPE html>\n<html lang="en">')).toBeNull();
    // A comma only on a later line: the first line is no header.
    expect(detectImportKind('My bets\nstake,odds')).toBeNull();
  });
});
