import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportFormatError } from './bet-record.ts';
import { newBetRequestSchema } from '../contract/history.ts';
import { manualBetToRecord, type NewBetInput } from './manual-bet.ts';

const request = (overrides: Partial<NewBetInput> = {}): NewBetInput =>
  newBetRequestSchema.parse({
    placedDate: '2025-03-01T12:00:00+01:00',
    sportName: 'Fútbol',
    competitionName: 'LaLiga',
    originalOdds_decimal: 2,
    status: 'WON',
    eventDescription: 'Real Madrid v Getafe',
    stake: 10,
    ...overrides,
  });

describe('manual bets (docs/product.md §4): return = stake × odds for WON, 0 for LOST', () => {
  it.each([
    // stake, odds, status → return cents, net cents
    [10, 2, 'WON', 2000, 1000], // 10 × 2 = 20.00
    [10.05, 1.35, 'WON', 1357, 352], // 10.05 × 1.35 = 13.5675 → 13.57 (half away from zero)
    [3.33, 1.5, 'WON', 500, 167], // 3.33 × 1.5 = 4.995 → 5.00
    [0.01, 1.01, 'WON', 1, 0], // 0.0101 → 0.01
    [0.1, 1.15, 'WON', 12, 2], // 0.115 → 0.12 (floats would say 0.11499…)
    [25, 3.29, 'LOST', 0, -2500], // a lost bet's net is −stake
    // 10,000,000 € × 10,000 = 100,000,000,000 € = 10^13 cents (the form's largest values), exact
    [10_000_000, 10_000, 'WON', 10_000_000_000_000, 9_999_000_000_000],
  ] as const)('%f at %f %s → return %i, net %i', (stake, odds, status, ret, net) => {
    const record = manualBetToRecord(
      request({ stake, originalOdds_decimal: odds, status }),
      'ABC123XYZ0',
    );
    expect(record.stakeCents).toBe(Math.round(stake * 100));
    expect(record.returnCents).toBe(ret);
    expect(record.netReturnCents).toBe(net);
  });

  it.each([
    // The form asks no settle date: a bet entered settled settles when placed; an open one not.
    ['WON', '2025-03-01T11:00:00.000Z'],
    ['LOST', '2025-03-01T11:00:00.000Z'],
    ['PENDING', null],
  ] as const)('a bet entered %s has the settle date %s', (status, settledAt) => {
    expect(manualBetToRecord(request({ status }), 'ABC123XYZ0').settledAt).toBe(settledAt);
  });

  it('carries the labels typed on the form, and none when absent', () => {
    const labelled = manualBetToRecord(
      request({
        bookmaker: 'Bet365',
        tipster: 'Ana',
        tags: ['value', 'Value', 'live'],
        closingOdds: 1.87,
      }),
      'ABC123XYZ0',
    );
    expect(labelled).toMatchObject({
      bookmaker: 'Bet365',
      tipster: 'Ana',
      tags: ['value', 'live'], // "Value" repeats "value" (case-insensitive)
      closingOddsMilli: 1870,
    });
    expect(manualBetToRecord(request(), 'ABC123XYZ0')).toMatchObject({
      bookmaker: null,
      tipster: null,
      tags: [],
      closingOddsMilli: null,
    });
  });

  it('maps the rest of the form', () => {
    const record = manualBetToRecord(
      request({
        competitionName: '  ',
        selections: [
          {
            SelectionName: 'Real Madrid',
            Odds: 1.45,
            EventName: 'Real Madrid v Getafe',
            MarketName: null,
          },
          { SelectionName: 'Over 2.5', Odds: null, EventName: '', MarketName: 'Goals' },
        ],
      }),
      'ABC123XYZ0',
    );
    expect(record).toMatchObject({
      source: 'manual',
      sourceBetId: 'ABC123XYZ0',
      aliases: [],
      placedAt: '2025-03-01T11:00:00.000Z', // 12:00 at +01:00
      settledAt: '2025-03-01T11:00:00.000Z', // entered as WON: settled when placed
      sport: 'Fútbol',
      competition: null, // blank → null (the server shows "Unknown")
      eventDescription: 'Real Madrid v Getafe',
      oddsMilli: 2000,
      status: 'WON',
      betType: 'DBL', // two selections
      side: null,
      liabilityCents: null,
    });
    expect(record.selections).toEqual([
      {
        name: 'Real Madrid',
        oddsMilli: 1450,
        eventName: 'Real Madrid v Getafe',
        marketName: null,
        sport: 'Fútbol',
        competition: null,
        result: null,
      },
      {
        name: 'Over 2.5',
        oddsMilli: null,
        eventName: null,
        marketName: 'Goals',
        sport: 'Fútbol',
        competition: null,
        result: null,
      },
    ]);
  });

  it('properties: LOST nets −stake; WON returns at least the stake, net = return − stake', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }), // stake in cents, up to 10,000,000 €
        fc.integer({ min: 101, max: 1_000_000 }), // odds in hundredths: 1.01 … 10,000
        fc.constantFrom('WON' as const, 'LOST' as const),
        (stakeCents, oddsHundredths, status) => {
          const record = manualBetToRecord(
            request({
              stake: stakeCents / 100,
              originalOdds_decimal: oddsHundredths / 100,
              status,
            }),
            'ABC123XYZ0',
          );
          expect(record.stakeCents).toBe(stakeCents);
          expect(record.netReturnCents).toBe(record.returnCents - record.stakeCents);
          if (status === 'LOST') expect(record.netReturnCents).toBe(-stakeCents);
          // exact: stake × odds = stakeCents × oddsHundredths / 100, halves away from zero
          else
            expect(record.returnCents).toBe(Math.floor((stakeCents * oddsHundredths + 50) / 100));
        },
      ),
    );
  });
});

/** A payload as the type allows it, not as the schema would clean it. */
const raw = (overrides: Partial<NewBetInput> = {}): NewBetInput => ({
  // The labels' output keeps "absent" (undefined) apart from "cleared" (null).
  bookmaker: undefined,
  tipster: undefined,
  placedDate: '2025-03-01T12:00:00Z',
  originalOdds_decimal: 2,
  status: 'WON',
  selections: [],
  stake: 10,
  ...overrides,
});

describe('manual bets without the schema in front', () => {
  it('trims texts, and reads blank or missing ones as none', () => {
    const record = manualBetToRecord(
      raw({
        sportName: '  Fútbol ',
        competitionName: undefined,
        eventDescription: ' \t',
        selections: [
          {
            SelectionName: 'Real Madrid',
            Odds: undefined,
            EventName: ' RM v GET ',
            MarketName: undefined,
          },
        ],
      }),
      'ABC123XYZ0',
    );
    // A single: its blank event description is its one selection's event (issue 32).
    expect(record).toMatchObject({
      sport: 'Fútbol',
      competition: null,
      eventDescription: 'RM v GET',
    });
    expect(record.selections).toEqual([
      {
        name: 'Real Madrid',
        oddsMilli: 2000, // none given: a single's selection has the bet's odds, 2
        eventName: 'RM v GET',
        marketName: null,
        sport: 'Fútbol',
        competition: null,
        result: null,
      },
    ]);
  });

  it("a single's one selection and the bet share odds and event; a multiple's legs do not", () => {
    const single = manualBetToRecord(
      raw({
        originalOdds_decimal: 1.85,
        eventDescription: 'Alcaraz v Sinner',
        selections: [{ SelectionName: 'Alcaraz', Odds: null, EventName: null, MarketName: null }],
      }),
      'ABC123XYZ0',
    );
    expect(single.selections[0]).toMatchObject({ oddsMilli: 1850, eventName: 'Alcaraz v Sinner' });

    const double = manualBetToRecord(
      raw({
        originalOdds_decimal: 3,
        eventDescription: 'Saturday double',
        selections: [
          { SelectionName: 'A', Odds: null, EventName: null, MarketName: null },
          { SelectionName: 'B', Odds: 1.5, EventName: 'C v D', MarketName: null },
        ],
      }),
      'ABC123XYZ0',
    );
    expect(double.eventDescription).toBe('Saturday double');
    expect(double.selections.map((leg) => [leg.oddsMilli, leg.eventName])).toEqual([
      [null, null],
      [1500, 'C v D'],
    ]);
  });

  it.each<[Partial<NewBetInput>, string]>([
    [{ stake: Number.NaN }, 'stake'],
    [{ originalOdds_decimal: 1.001 }, 'originalOdds_decimal'],
    [{ placedDate: 'tomorrow' }, 'placedDate'],
    [
      {
        selections: [
          { SelectionName: 'A', Odds: 1.5 },
          { SelectionName: 'B', Odds: 0.5 },
        ],
      },
      'selections[1].Odds',
    ],
  ])('names the field of a value out of range: %o → %s', (overrides, where) => {
    expect(() => manualBetToRecord(raw(overrides), 'ABC123XYZ0')).toThrow(
      expect.objectContaining({ where }),
    );
    expect(() => manualBetToRecord(raw(overrides), 'ABC123XYZ0')).toThrow(ImportFormatError);
  });
});
