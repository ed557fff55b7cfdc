import { describe, expect, it } from 'vitest';
import {
  BET_VIEW_FIELDS,
  BET_WRITTEN_COLUMNS,
  SELECTION_VIEW_FIELDS,
  SELECTION_WRITTEN_COLUMNS,
  type ViewField,
} from './bet-view-fields.ts';
import { betViewFromRow } from './bet-view-rows.ts';
import { betViewSchema, selectionViewSchema } from './history.ts';

/** A row whose every place holds its own number: 1000 + i at place i, times its scale. */
const numberedRow = (fields: readonly ViewField<string>[]) =>
  fields.map((f, i) => (1000 + i) * (f.scale ?? 1));

describe('the bet view field table', () => {
  it('names every field of BetView and SelectionView once, and nothing else', () => {
    const betKeys = BET_VIEW_FIELDS.map((f) => f.key);
    expect(new Set(betKeys).size).toBe(betKeys.length);
    expect([...betKeys, 'Selections'].sort()).toEqual(Object.keys(betViewSchema.shape).sort());
    expect(SELECTION_VIEW_FIELDS.map((f) => f.key).sort()).toEqual(
      Object.keys(selectionViewSchema.shape).sort(),
    );
  });

  it('gives the scale of every scaled field and only of those', () => {
    for (const field of [...BET_VIEW_FIELDS, ...SELECTION_VIEW_FIELDS])
      expect('scale' in field, field.key).toBe(field.kind === 'scaled');
  });

  it('decodes each place of a row into the field the table puts there', () => {
    // Place 7 is Odds (thousandths): (1000 + 7) × 1000 in the row is 1007 in the view.
    const row: unknown[] = numberedRow(BET_VIEW_FIELDS);
    row.push([numberedRow(SELECTION_VIEW_FIELDS)]);
    const view = betViewFromRow(row) as unknown as Record<string, unknown>;
    expect(Object.keys(view)).toEqual([...BET_VIEW_FIELDS.map((f) => f.key), 'Selections']);
    BET_VIEW_FIELDS.forEach((f, i) => expect(view[f.key], f.key).toBe(1000 + i));
    const [leg] = view.Selections as Record<string, unknown>[];
    expect(Object.keys(leg ?? {})).toEqual(SELECTION_VIEW_FIELDS.map((f) => f.key));
    SELECTION_VIEW_FIELDS.forEach((f, i) => expect(leg?.[f.key], f.key).toBe(1000 + i));
  });

  it('writes from a record the shown columns but the id and what the user sets, and the kept ones', () => {
    expect(BET_WRITTEN_COLUMNS).toEqual([
      'source_bet_id',
      'placed_at',
      'settled_at',
      'sport_id',
      'competition_id',
      'event_description',
      'odds_milli',
      'status',
      'stake_cents',
      'return_cents',
      'net_return_cents',
      'bet_type',
      'bookmaker',
      'source',
      'side',
      'liability_cents',
      'gross_profit_cents',
      'commission_cents',
      'closing_odds_milli',
      'expected_value_ratio',
      'tags',
      'tipster',
      'order_type',
      'price_reduced',
      'handicap',
      'each_way_divisor',
      'free_bet',
      'currency',
      'user_id',
      'raw',
      'created_at',
      'source_as_of',
      'price_requested_milli',
      'places_paid',
    ]);
    expect(SELECTION_WRITTEN_COLUMNS).toEqual([
      'position',
      'name',
      'odds_milli',
      'event_name',
      'market_name',
      'sport_id',
      'competition_id',
      'result',
    ]);
  });
});
