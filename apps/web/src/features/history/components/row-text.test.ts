import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { rowText } from './row-text';

/** A t over two texts, interpolating {{date}} as i18next does. */
function fakeT() {
  const texts: Record<string, string> = {
    'history.table.edit': 'Edit',
    'history.table.editBet': 'Edit the bet placed on {{date}}',
  };
  return vi.fn((key: string, values?: { date?: string }) =>
    (texts[key] ?? key).replace('{{date}}', values?.date ?? '{{date}}'),
  );
}

describe('rowText (the labels of a list of bets)', () => {
  it('translates each label once for the whole list', () => {
    const t = fakeT();
    const text = rowText(t as unknown as TFunction, 'en');
    expect([text.label('history.table.edit'), text.label('history.table.edit')]).toEqual([
      'Edit',
      'Edit',
    ]);
    expect(t).toHaveBeenCalledTimes(1);
    expect(text.language).toBe('en');
  });

  it('fills each row’s date into a template translated once, whatever the date holds', () => {
    const t = fakeT();
    const text = rowText(t as unknown as TFunction, 'en');
    expect(text.dated('history.table.editBet', '10/03/2025, 18:00')).toBe(
      'Edit the bet placed on 10/03/2025, 18:00',
    );
    // A replacement pattern in the value is text, not a pattern.
    expect(text.dated('history.table.editBet', '$& $1')).toBe('Edit the bet placed on $& $1');
    expect(t).toHaveBeenCalledTimes(1);
  });
});
