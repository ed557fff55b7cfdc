import { DIFF_FIELD_NAMES } from '@stakelab/core';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en';
import { es } from '../../../i18n/es';
import { i18n } from '../../../lib/i18n';
import { changeText, fieldLabel } from './field-change';

afterEach(() => i18n.changeLanguage('en'));

describe('re-import changes', () => {
  it.each([
    ['en', en.history.upload.fields],
    ['es', es.history.upload.fields],
  ] as const)(
    'names every field a diff can list in the interface language (%s)',
    async (language, labels) => {
      await i18n.changeLanguage(language);
      for (const field of DIFF_FIELD_NAMES) {
        const label = (labels as Record<string, string | undefined>)[field];
        expect(label, field).toBeDefined();
        expect(fieldLabel(i18n.t, field)).toBe(label);
      }
    },
  );

  it('shows a label, not the raw name: "ClosingOdds: — → 2.02" reads "Closing odds: — → 2.02"', async () => {
    const change = { field: 'ClosingOdds', old: null, new: 2.02 };
    expect(changeText(i18n.t, 'en', change)).toBe('Closing odds: — → 2.02');
    expect(
      changeText(i18n.t, 'en', {
        field: 'Selections[0].MarketName',
        old: 'Match Odds',
        new: 'Winner',
      }),
    ).toBe('Selection 1: Market: Match Odds → Winner');
    await i18n.changeLanguage('es');
    expect(changeText(i18n.t, 'es', change)).toBe('Cuota de cierre: — → 2,02');
    expect(changeText(i18n.t, 'es', { field: 'Bookmaker', old: 'Bet365', new: 'Betfair' })).toBe(
      'Casa de apuestas: Bet365 → Betfair',
    );
  });
});
