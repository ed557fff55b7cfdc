import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGE_CODES, IMPORT_MESSAGES, importMessage } from './problem-codes.ts';

describe('import message keys', () => {
  it('are dotted keys under import., each with English wording', () => {
    for (const code of IMPORT_MESSAGE_CODES) {
      expect(code).toMatch(/^import\.[a-z][A-Za-z]+$/);
      expect(IMPORT_MESSAGES[code].length).toBeGreaterThan(10);
    }
    expect(new Set(IMPORT_MESSAGE_CODES).size).toBe(IMPORT_MESSAGE_CODES.length);
  });

  it('record problems name their row first', () => {
    const recordCodes = IMPORT_MESSAGE_CODES.filter((code) =>
      IMPORT_MESSAGES[code].includes('{{row}}'),
    );
    for (const code of recordCodes) expect(IMPORT_MESSAGES[code]).toMatch(/^Row \{\{row\}\}: /);
  });

  it.each([
    [
      'import.oddsBelowMinimum',
      { row: 1047, odds: '0.84', min: '1.01' },
      'Row 1047: the odds 0.84 are below 1.01; the bet was kept without odds',
    ],
    [
      'import.notADate',
      { row: 3, field: 'Date', value: '"2025-02-31"' },
      'Row 3: Date "2025-02-31" is not a date',
    ],
    [
      'import.tooManyBets',
      { max: 50000 },
      'The history has more than 50000 bets: narrow the date range',
    ],
    // A parameter not given shows as written rather than vanishing.
    ['import.notANumber', { row: 2 }, 'Row 2: {{field}} {{value}} is not a number'],
  ] as const)('%s fills its parameters', (code, params, text) => {
    expect(importMessage(code, params)).toBe(text);
  });
});
