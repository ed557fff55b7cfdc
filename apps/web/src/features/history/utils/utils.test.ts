import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { bet, COMPETITIONS, selection } from '../test/history-api';
import { competitionOptions } from './competition-options';
import {
  betFormValuesOf,
  blankSelection,
  checkBetForm,
  emptyBetValues,
  withSelectionAdded,
  withSelectionRemoved,
} from './new-bet';
import { localDay, parseTypedDay, placedDateIso } from './placed-date';
import { rewriteUploadMessage, uploadSuccessText } from './upload-message';

describe('placed date', () => {
  it('reads the day and time on the local clock; an empty time is the start of the day', () => {
    expect(placedDateIso('2025-03-09', '12:00')).toBe(new Date(2025, 2, 9, 12, 0).toISOString());
    expect(placedDateIso('2025-03-09', '')).toBe(new Date(2025, 2, 9, 0, 0).toISOString());
    expect(placedDateIso('2025-02-31', '12:00')).toBeNull();
    expect(placedDateIso('2025-03-09', '25:00')).toBeNull();
    expect(placedDateIso('', '12:00')).toBeNull();
  });

  it.each([
    ['01/02/2025', '2025-02-01'],
    ['1/2/2025', '2025-02-01'],
    ['2025-02-01', '2025-02-01'],
    ['31/02/2025', null],
    ['01/02/25', null],
    ['soon', null],
  ])('parses a typed filter day %s', (typed, day) => {
    expect(parseTypedDay(typed)).toBe(day);
  });

  it('names local days', () => {
    expect(localDay(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});

describe('upload message', () => {
  it('rewrites the Spanish server message (docs/product.md §8) and keeps others', () => {
    expect(rewriteUploadMessage('Insertadas 5 nuevas apuestas y 7 selecciones')).toBe(
      'Inserted 5 new bets and 7 selections.',
    );
    expect(rewriteUploadMessage('5 nuevas apuestas y 0 selecciones.')).toBe(
      'Inserted 5 new bets and 0 selections.',
    );
    expect(rewriteUploadMessage('Nothing new: 4 bets were already there.')).toBe(
      'Nothing new: 4 bets were already there.',
    );
  });

  it('says Upload successful! when the server says nothing, in the interface language', async () => {
    expect(uploadSuccessText(i18n.t, 'en', '')).toBe('Upload successful!');
    expect(uploadSuccessText(i18n.t, 'en', 'Inserted 3 new bets and 4 selections.')).toBe(
      'Inserted 3 new bets and 4 selections.',
    );
    await i18n.changeLanguage('es');
    expect(uploadSuccessText(i18n.t, 'es', '')).toBe('¡Subida completada!');
    expect(uploadSuccessText(i18n.t, 'es', '3 nuevas apuestas y 4 selecciones')).toBe(
      'Se han insertado 3 apuestas nuevas y 4 selecciones.',
    );
  });

  it('says one bet and one selection in the singular, and groups the digits in the locale', async () => {
    await i18n.changeLanguage('en');
    expect(uploadSuccessText(i18n.t, 'en', 'Inserted 1 new bets and 1 selections.')).toBe(
      'Inserted 1 new bet and 1 selection.',
    );
    expect(uploadSuccessText(i18n.t, 'en', 'Inserted 1858 new bets and 2011 selections.')).toBe(
      'Inserted 1,858 new bets and 2,011 selections.',
    );
    await i18n.changeLanguage('es');
    expect(uploadSuccessText(i18n.t, 'es', 'Inserted 1 new bet and 1 selection.')).toBe(
      'Se ha insertado 1 apuesta nueva y 1 selección.',
    );
    expect(uploadSuccessText(i18n.t, 'es', 'Inserted 1858 new bets and 2011 selections.')).toBe(
      'Se han insertado 1.858 apuestas nuevas y 2.011 selecciones.',
    );
    await i18n.changeLanguage('en');
  });
});

describe('bet form check', () => {
  it('sends no selections for the one blank row, and names the row of a bad selection', () => {
    const values = { ...emptyBetValues(new Date(2025, 5, 1)), stake: 10, odds: 2 };
    const ok = checkBetForm(values, 'a@b.c', 'ABCDEFGHIJ');
    expect(ok.ok && ok.request.selections).toEqual([]);

    const withRows = {
      ...values,
      selections: [blankSelection(), { ...blankSelection(), odds: 1 }],
    };
    // The blank first row is skipped, so the payload's selection 0 is the form's row 1.
    expect(checkBetForm(withRows, 'a@b.c', 'ABCDEFGHIJ')).toEqual({
      ok: false,
      errors: { 'selections.1.name': 'required', 'selections.1.odds': 'oddsTooLow' },
    });
  });
});

describe('a single asks its odds and event once (issue 32)', () => {
  const single = {
    ...emptyBetValues(new Date(2025, 5, 1)),
    stake: 10,
    odds: 1.85,
    eventDescription: 'Alcaraz v Sinner',
    selections: [{ ...blankSelection(), name: 'Alcaraz', market: 'Match Odds' }],
  };
  const requestOf = (check: ReturnType<typeof checkBetForm>) => {
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    return check.request;
  };

  it("sends the bet's odds and event as its one selection's", () => {
    expect(requestOf(checkBetForm(single, 'a@b.c', 'ABCDEFGHIJ')).selections).toEqual([
      {
        SelectionName: 'Alcaraz',
        Odds: 1.85,
        EventName: 'Alcaraz v Sinner',
        MarketName: 'Match Odds',
      },
    ]);
    // A name and market left blank: no selection, though the bet has odds and an event.
    const blankRow = { ...single, selections: [blankSelection()] };
    expect(requestOf(checkBetForm(blankRow, 'a@b.c', 'ABCDEFGHIJ')).selections).toEqual([]);
  });

  it("shows a single's selection odds complaint under the bet's odds", () => {
    const low = { ...single, odds: 1 };
    expect(checkBetForm(low, 'a@b.c', 'ABCDEFGHIJ')).toEqual({
      ok: false,
      // Both the bet's odds and selection 0's (the same 1) are too low: one error, on 'odds'.
      errors: { odds: 'oddsTooLow' },
    });
  });

  it("becomes a double whose first leg keeps the single's odds and event, and back", () => {
    const double = withSelectionAdded(single);
    expect(double.selections).toHaveLength(2);
    expect(double.selections[0]).toMatchObject({
      name: 'Alcaraz',
      odds: 1.85,
      event: 'Alcaraz v Sinner',
      market: 'Match Odds',
    });
    const legs = {
      ...double,
      odds: 3.7, // 1.85 × 2
      eventDescription: '',
      selections: [
        double.selections[0]!,
        { ...double.selections[1]!, name: 'Sinner', odds: 2, event: 'Sinner v Zverev' },
      ],
    };
    // A double's legs keep their own odds and events.
    expect(requestOf(checkBetForm(legs, 'a@b.c', 'ABCDEFGHIJ')).selections).toEqual([
      {
        SelectionName: 'Alcaraz',
        Odds: 1.85,
        EventName: 'Alcaraz v Sinner',
        MarketName: 'Match Odds',
      },
      { SelectionName: 'Sinner', Odds: 2, EventName: 'Sinner v Zverev', MarketName: null },
    ]);
    // Back to a single on the second leg: the bet keeps its odds 3.7, and its empty event
    // takes the leg's.
    const back = withSelectionRemoved(legs, 0);
    expect(back).toMatchObject({ odds: 3.7, eventDescription: 'Sinner v Zverev' });
    expect(requestOf(checkBetForm(back, 'a@b.c', 'ABCDEFGHIJ')).selections).toEqual([
      { SelectionName: 'Sinner', Odds: 3.7, EventName: 'Sinner v Zverev', MarketName: null },
    ]);
  });
});

describe('bet form values of a stored bet (edit)', () => {
  const stored = bet({
    Id: 7,
    // 18:30:45 UTC: seconds the form cannot show.
    PlacedDate: '2025-03-10T18:30:45.000Z',
    Sport: 'Unknown',
    Competition: 'LaLiga',
    Odds: null,
    Status: 'CASHED_OUT',
    Stake: 12.5,
    Selections: [selection({ SelectionName: 'Betis', Odds: null, EventName: null })],
  });

  it('reads the day and time on the local clock, Unknown as empty and null as blank', () => {
    const placed = new Date(stored.PlacedDate);
    const time = `${String(placed.getHours()).padStart(2, '0')}:${String(placed.getMinutes()).padStart(2, '0')}`;
    expect(betFormValuesOf(stored)).toMatchObject({
      sport: '',
      competition: 'LaLiga',
      day: localDay(placed),
      time,
      stake: 12.5,
      odds: '',
      status: 'CASHED_OUT',
      eventDescription: '',
      selections: [{ name: 'Betis', odds: '', event: '', market: 'Match Odds' }],
    });
    expect(betFormValuesOf({ ...stored, Selections: [] }).selections).toHaveLength(1);
  });

  it('sends the bet’s own instant while the day and time are untouched, and no id or e-mail', () => {
    const values = { ...betFormValuesOf(stored), odds: 2, status: 'WON' };
    const requestOf = (check: ReturnType<typeof checkBetForm>) => {
      if (!check.ok) throw new Error(JSON.stringify(check.errors));
      return check.request;
    };
    const kept = requestOf(checkBetForm(values, undefined, undefined));
    expect(kept.placedDate).toBe('2025-03-10T18:30:45.000Z');
    expect(kept.betId).toBeUndefined();
    expect(kept.user_email).toBeUndefined();

    const moved = requestOf(checkBetForm({ ...values, time: '09:15' }, undefined, undefined));
    const day = localDay(new Date(stored.PlacedDate));
    expect(moved.placedDate).toBe(placedDateIso(day, '09:15'));
  });

  it('asks for WON or LOST when the stored status is another', () => {
    const values = { ...betFormValuesOf(stored), odds: 2 };
    expect(checkBetForm(values, undefined, undefined)).toEqual({
      ok: false,
      errors: { status: 'invalidStatus' },
    });
  });
});

describe('competition options', () => {
  it('follows the chosen sport’s ids, one row per name, every competition without a sport', () => {
    const all = [
      ...COMPETITIONS,
      { competition_id: 40, competition_name: 'Friendlies', sport_id: null },
      // Another sport's spelling of the same competition: one row.
      { competition_id: 13, competition_name: 'Laliga', sport_id: 9 },
    ];
    expect(competitionOptions(all, []).map((o) => o.label)).toEqual([
      'LaLiga',
      'Premier League',
      'Serie A',
      'ATP Madrid',
      'NBA',
      'Friendlies',
    ]);
    expect(competitionOptions(all, [1, 9])).toEqual([
      { value: '10', label: 'LaLiga' },
      { value: '11', label: 'Premier League' },
      { value: '12', label: 'Serie A' },
      { value: '40', label: 'Friendlies' },
    ]);
  });
});
