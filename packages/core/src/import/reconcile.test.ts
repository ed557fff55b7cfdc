import { describe, expect, it } from 'vitest';
import { type BetRecord, noBetExtras } from '../bets/bet-record.ts';
import {
  type BetSnapshot,
  diffBets,
  importAsOf,
  type IncomingBetState,
  reconcileBet,
  type StoredBetState,
} from './reconcile.ts';

/** An open €10 single at 2.50 placed on 1 March, as a Pikkit export has it before the match. */
function openBet(overrides: Partial<BetSnapshot> = {}): BetSnapshot {
  return {
    placedAt: '2026-03-01T18:00:00.000Z',
    settledAt: null,
    sport: 'Football',
    competition: 'LaLiga',
    eventDescription: 'Real Betis v Sevilla',
    oddsMilli: 2500,
    stakeCents: 1000,
    returnCents: 0,
    netReturnCents: 0,
    status: 'PENDING',
    betType: 'straight',
    bookmaker: 'Novig',
    side: null,
    liabilityCents: null,
    ...noBetExtras(),
    selections: [
      {
        name: 'Real Betis',
        oddsMilli: 2500,
        eventName: null,
        marketName: null,
        sport: null,
        competition: null,
        result: 'PENDING',
      },
    ],
    ...overrides,
  };
}

/** The same bet won: returns 10 × 2.50 = 25.00, net 25.00 − 10.00 = 15.00. */
const wonBet = (overrides: Partial<BetSnapshot> = {}) =>
  openBet({
    status: 'WON',
    settledAt: '2026-03-01T20:00:00.000Z',
    returnCents: 2500,
    netReturnCents: 1500,
    selections: [{ ...openBet().selections[0]!, result: 'WON' }],
    ...overrides,
  });

/** Lost, settled at the same time: returns 0, net −10.00. */
const lostBet = (overrides: Partial<BetSnapshot> = {}) =>
  wonBet({
    status: 'LOST',
    returnCents: 0,
    netReturnCents: -1000,
    selections: [{ ...openBet().selections[0]!, result: 'LOST' }],
    ...overrides,
  });

const EXPORT_1 = '2026-03-01T19:00:00.000Z';
const EXPORT_2 = '2026-03-05T09:00:00.000Z';

const stored = (bet: BetSnapshot, asOf: string | null = EXPORT_1, editedAt: string | null = null) =>
  ({ bet, asOf, editedAt }) satisfies StoredBetState;
const incoming = (bet: BetSnapshot, asOf = EXPORT_2) => ({ bet, asOf }) satisfies IncomingBetState;
const noPreference = { preferSource: false };

describe('diffBets: what differs, in the API’s names and units', () => {
  it('lists a settlement as status, date, return, net and the leg’s result', () => {
    const diff = diffBets(openBet(), wonBet());
    expect(diff.bet).toEqual([
      { field: 'Status', old: 'PENDING', new: 'WON' },
      { field: 'SettledDate', old: null, new: '2026-03-01T20:00:00.000Z' },
      { field: 'ActualReturn', old: 0, new: 25 }, // 2500 cents → 25 €
      { field: 'NetReturn', old: 0, new: 15 },
      { field: 'Selections[0].Result', old: 'PENDING', new: 'WON' },
    ]);
    expect(diff.notes).toEqual([]);
  });

  it('keeps the source’s notes apart, and compares instants as instants', () => {
    const diff = diffBets(
      wonBet({ closingOddsMilli: 2200, expectedValueRatio: 0.0305, tags: ['nba'] }),
      wonBet({
        // Same instant written without milliseconds: not a change.
        settledAt: '2026-03-01T20:00:00Z',
        closingOddsMilli: 2110,
        expectedValueRatio: 0.0755,
        tags: ['nba', 'props'],
      }),
    );
    expect(diff.bet).toEqual([]);
    expect(diff.notes).toEqual([
      { field: 'ClosingOdds', old: 2.2, new: 2.11 },
      { field: 'ExpectedValue', old: 0.0305, new: 0.0755 },
      { field: 'Tags', old: 'nba', new: 'nba, props' },
    ]);
  });

  it('compares each leg under the sport it is stored with (its own, else the bet’s)', () => {
    const leg = openBet().selections[0]!;
    // The stored leg names its sport; the incoming one inherits the same from the bet.
    const storedBet = openBet({ selections: [{ ...leg, sport: 'Football' }] });
    expect(diffBets(storedBet, openBet())).toEqual({ bet: [], notes: [] });
    // A leg more is a change of the bet: the count, then the legs both versions have.
    const parlay = openBet({ selections: [leg, { ...leg, name: 'Over 2.5', oddsMilli: 1900 }] });
    expect(diffBets(openBet(), parlay).bet).toEqual([{ field: 'Selections', old: 1, new: 2 }]);
  });
});

describe('reconcileBet: the update rules', () => {
  it.each<[string, StoredBetState, IncomingBetState, { preferSource: boolean }, string]>([
    // Changed: the open bet settled between the two exports.
    ['open → won', stored(openBet()), incoming(wonBet()), noPreference, 'update'],
    // Unchanged: the same version again, from the same or any other export.
    ['same again', stored(wonBet()), incoming(wonBet()), noPreference, 'unchanged'],
    [
      'same, older export',
      stored(wonBet(), EXPORT_2),
      incoming(wonBet(), EXPORT_1),
      noPreference,
      'unchanged',
    ],
    // Only the closing line moved (Pikkit recomputes it): refreshed, not an update.
    [
      'notes only',
      stored(wonBet()),
      incoming(wonBet({ closingOddsMilli: 2110 })),
      noPreference,
      'refresh',
    ],
    // Older: a settled bet never turns open again…
    [
      'won → open',
      stored(wonBet(), EXPORT_1),
      incoming(openBet(), EXPORT_2),
      noPreference,
      'older',
    ],
    // … an earlier settlement does not replace a later one …
    [
      'settled earlier',
      stored(lostBet({ settledAt: '2026-03-02T10:00:00.000Z' })),
      incoming(wonBet()), // settled 1 March 20:00, before 2 March 10:00
      noPreference,
      'older',
    ],
    // … and when the bets cannot tell (same settlement time), the older export loses.
    [
      'same time, older export',
      stored(lostBet(), EXPORT_2),
      incoming(wonBet(), EXPORT_1),
      noPreference,
      'older',
    ],
    [
      'same time, newer export',
      stored(lostBet(), EXPORT_1),
      incoming(wonBet(), EXPORT_2),
      noPreference,
      'update',
    ],
    [
      'both open, older export',
      stored(openBet({ stakeCents: 1200 }), EXPORT_2),
      incoming(openBet(), EXPORT_1),
      noPreference,
      'older',
    ],
    // A later settlement replaces an earlier one, whichever export it comes from.
    [
      'settled later',
      stored(lostBet(), EXPORT_2),
      incoming(wonBet({ settledAt: '2026-03-02T10:00:00.000Z' }), EXPORT_1),
      noPreference,
      'update',
    ],
    // Hand-edited: kept and reported, unless the user chose the source's version.
    [
      'hand-edited',
      stored(lostBet(), EXPORT_1, '2026-03-03T08:00:00.000Z'),
      incoming(wonBet()),
      noPreference,
      'conflict',
    ],
    [
      'hand-edited, notes only',
      stored(wonBet(), EXPORT_1, '2026-03-03T08:00:00.000Z'),
      incoming(wonBet({ eventDescription: 'Betis - Sevilla' })),
      noPreference,
      'conflict',
    ],
    [
      'hand-edited, source chosen',
      stored(lostBet(), EXPORT_1, '2026-03-03T08:00:00.000Z'),
      incoming(wonBet()),
      { preferSource: true },
      'update',
    ],
    // Settled by hand after the source settled it (the user types it in later): still a
    // conflict, since a hand settlement's time is not the event's.
    [
      'settled by hand later than the source',
      stored(
        lostBet({ settledAt: '2026-03-02T10:00:00.000Z' }),
        EXPORT_1,
        '2026-03-02T10:00:00.000Z',
      ),
      incoming(wonBet()), // settled 1 March 20:00
      noPreference,
      'conflict',
    ],
    // Settled by hand, still open in the export: the export is older, not a conflict.
    [
      'settled by hand, open in the export',
      stored(wonBet(), EXPORT_1, '2026-03-03T08:00:00.000Z'),
      incoming(openBet()),
      noPreference,
      'older',
    ],
    [
      'manual bet (no export), same id in an export',
      stored(openBet(), null),
      incoming(wonBet()),
      noPreference,
      'update',
    ],
  ])('%s → %s', (_name, before, after, options, kind) => {
    expect(reconcileBet(before, after, options).kind).toBe(kind);
  });

  it('says which hand edit the source’s version clears', () => {
    const edited = stored(lostBet(), EXPORT_1, '2026-03-03T08:00:00.000Z');
    expect(reconcileBet(edited, incoming(wonBet()), { preferSource: true })).toMatchObject({
      kind: 'update',
      clearsEdit: true,
    });
    expect(reconcileBet(stored(openBet()), incoming(wonBet()), noPreference)).toMatchObject({
      kind: 'update',
      clearsEdit: false,
    });
  });

  it('lists the conflict’s differences as the user’s (old) against the source’s (new)', () => {
    const edited = stored(lostBet(), EXPORT_1, '2026-03-03T08:00:00.000Z');
    const decision = reconcileBet(edited, incoming(wonBet()), noPreference);
    expect(decision).toMatchObject({
      kind: 'conflict',
      changes: expect.arrayContaining([
        { field: 'Status', old: 'LOST', new: 'WON' },
        { field: 'NetReturn', old: -10, new: 15 },
      ]),
    });
  });
});

describe('importAsOf: the latest instant an export mentions', () => {
  const at = (placedAt: string, settledAt: string | null) =>
    ({ placedAt, settledAt }) satisfies Pick<BetRecord, 'placedAt' | 'settledAt'>;

  it.each([
    [[], null],
    [[at('2026-03-01T18:00:00.000Z', null)], '2026-03-01T18:00:00.000Z'],
    [
      [
        at('2026-03-01T18:00:00.000Z', '2026-03-04T21:00:00.000Z'),
        at('2026-03-03T12:00:00.000Z', null), // placed later, still open
      ],
      '2026-03-04T21:00:00.000Z',
    ],
  ])('%j → %s', (bets, expected) => {
    expect(importAsOf(bets)).toBe(expected);
  });
});
