import { SHEET_ROLES, type UploadResponse } from '@stakelab/core';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en';
import { es } from '../../../i18n/es';
import { IGNORE, initialMapperState, mappingOf, withRole } from './sheet-mapper';

/** A needsMapping answer as the server sends it for a sheet of five columns. */
const ANSWER: UploadResponse = {
  success: false,
  message: 'Not a bet history this importer knows',
  inserted: 0,
  skipped: 0,
  selections: 0,
  needsMapping: true,
  columns: [
    { header: 'Date', samples: ['2026-03-01 18:00'], guessedRole: 'placedDate' },
    { header: 'Odds', samples: ['+150'], guessedRole: 'odds' },
    { header: 'Risked', samples: ['10.00'] },
    { header: 'Result', samples: ['W', 'Push'], guessedRole: 'status' },
    { header: 'Free bet', samples: ['FB'], guessedRole: 'freeBet' },
  ],
  guess: {
    columns: { placedDate: 'Date', odds: 'Odds', status: 'Result', freeBet: 'Free bet' },
    oddsFormat: 'american',
    statusValues: { Push: 'VOID' },
    unknownStatusWords: ['W'],
  },
  signature: 'date|odds|risked|result|free bet',
  savedMapping: null,
};

describe('the column mapper’s form', () => {
  it('starts from the guess: unguessed columns ignored, unknown words without a status', () => {
    expect(initialMapperState(ANSWER)).toEqual({
      roles: {
        Date: 'placedDate',
        Odds: 'odds',
        Risked: IGNORE,
        Result: 'status',
        'Free bet': 'freeBet',
      },
      oddsFormat: 'american',
      statusValues: { Push: 'VOID', W: '' },
      freeBetValues: '',
      name: '',
    });
  });

  it('needs a date and a stake, then sends what was chosen', () => {
    const state = initialMapperState(ANSWER);
    expect(mappingOf(state)).toEqual({ ok: false, missing: ['stake'] });
    const chosen = {
      ...withRole(state, 'Risked', 'stake'),
      statusValues: { Push: 'VOID' as const, W: 'WON' as const },
      freeBetValues: ' FB , free ,',
      name: '  My US books ',
    };
    expect(mappingOf(chosen)).toEqual({
      ok: true,
      mapping: {
        columns: {
          placedDate: 'Date',
          odds: 'Odds',
          stake: 'Risked',
          status: 'Result',
          freeBet: 'Free bet',
        },
        oddsFormat: 'american',
        statusValues: { Push: 'VOID', W: 'WON' },
        freeBetValues: ['FB', 'free'],
        name: 'My US books',
      },
    });
  });

  it('gives each role to one column: the one that had it goes back to ignore', () => {
    const state = withRole(initialMapperState(ANSWER), 'Risked', 'odds');
    expect(state.roles).toMatchObject({ Odds: IGNORE, Risked: 'odds' });
  });

  it('prefills the saved mapping when all its columns are in the sheet, else the guess', () => {
    const mapping = {
      columns: { placedDate: 'Date', stake: 'Risked', status: 'Result' },
      oddsFormat: 'decimal' as const,
      statusValues: { W: 'WON' as const },
      name: 'Mine',
    };
    const saved = {
      id: 1,
      name: 'Mine',
      signature: ANSWER.signature ?? '',
      mapping,
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
    };
    expect(initialMapperState({ ...ANSWER, savedMapping: saved })).toMatchObject({
      roles: { Date: 'placedDate', Risked: 'stake', Odds: IGNORE, 'Free bet': IGNORE },
      oddsFormat: 'decimal',
      statusValues: { Push: 'VOID', W: 'WON' },
      name: 'Mine',
    });
    const elsewhere = {
      ...saved,
      mapping: { ...mapping, columns: { ...mapping.columns, stake: 'Amount' } },
    };
    expect(initialMapperState({ ...ANSWER, savedMapping: elsewhere }).roles['Risked']).toBe(IGNORE);
  });

  it.each([
    ['en', en.history.upload.mapper.roles],
    ['es', es.history.upload.mapper.roles],
  ] as const)('names every role and "ignore" (%s)', (_language, roles) => {
    for (const role of [IGNORE, ...SHEET_ROLES]) {
      expect((roles as Record<string, string | undefined>)[role], role).toBeTruthy();
    }
  });
});
