import { describe, expect, it } from 'vitest';
import { type BetSnapshot, diffBets, importAsOf, isOlderVersion } from './reconcile.ts';

/**
 * A bet with every field the re-import compares set to a value of its own: a €12.00 Exchange
 * back at 3.40 on a tennis match, won: gross 12.00 × 2.40 = 28.80, commission 5 % = 1.44, net
 * 27.36, back 39.36; with closing odds, expected value, tags and order details.
 */
function fullBet(): BetSnapshot {
  return {
    placedAt: '2026-04-02T09:15:00.000Z',
    settledAt: '2026-04-02T13:40:00.000Z',
    sport: 'Tennis',
    competition: 'ATP Miami',
    eventDescription: 'Sinner v Alcaraz',
    oddsMilli: 3400,
    stakeCents: 1200,
    returnCents: 3936,
    netReturnCents: 2736,
    status: 'WON',
    betType: 'single',
    bookmaker: 'Betfair Exchange',
    side: 'BACK',
    liabilityCents: 1200,
    grossProfitCents: 2880,
    commissionCents: 144,
    closingOddsMilli: 3100,
    expectedValueRatio: 0.0968,
    tags: ['value', 'tennis'],
    tipster: 'Ana',
    details: {
      orderType: 'LIMIT',
      priceRequestedMilli: 3500,
      priceReduced: false,
      handicap: 0,
      eachWayDivisor: 4,
      placesPaid: 3,
    },
    freeBet: false,
    currency: 'EUR',
    selections: [
      {
        name: 'Jannik Sinner',
        oddsMilli: 3400,
        eventName: 'Sinner v Alcaraz',
        marketName: 'Match Odds',
        sport: 'Tennis',
        competition: 'ATP Miami',
        result: 'WON',
      },
    ],
  };
}

const details = fullBet().details!;
const leg = fullBet().selections[0]!;

type Case = [
  field: string,
  kind: 'bet' | 'notes',
  change: Partial<BetSnapshot>,
  old: unknown,
  new: unknown,
];

/** Each field alone changed: its name, which kind of change it is, and both values as shown. */
const BET_CASES: Case[] = [
  ['Status', 'bet', { status: 'LOST' }, 'WON', 'LOST'],
  [
    'SettledDate',
    'bet',
    { settledAt: '2026-04-02T14:00:00.000Z' },
    '2026-04-02T13:40:00.000Z',
    '2026-04-02T14:00:00.000Z',
  ],
  ['Stake', 'bet', { stakeCents: 1250 }, 12, 12.5],
  ['ActualReturn', 'bet', { returnCents: 3900 }, 39.36, 39],
  ['NetReturn', 'bet', { netReturnCents: 2700 }, 27.36, 27],
  ['GrossProfit', 'bet', { grossProfitCents: 2900 }, 28.8, 29],
  ['Commission', 'bet', { commissionCents: 150 }, 1.44, 1.5],
  ['Liability', 'bet', { liabilityCents: null }, 12, null],
  ['Odds', 'bet', { oddsMilli: 3450 }, 3.4, 3.45],
  ['FreeBet', 'bet', { freeBet: true }, false, true],
  ['Currency', 'bet', { currency: 'BRL' }, 'EUR', 'BRL'],
  [
    'PlacedDate',
    'notes',
    { placedAt: '2026-04-02T09:16:00.000Z' },
    '2026-04-02T09:15:00.000Z',
    '2026-04-02T09:16:00.000Z',
  ],
  ['Sport', 'notes', { sport: 'Padel' }, 'Tennis', 'Padel'],
  ['Competition', 'notes', { competition: null }, 'ATP Miami', null],
  [
    'EventDescription',
    'notes',
    { eventDescription: 'Sinner vs Alcaraz' },
    'Sinner v Alcaraz',
    'Sinner vs Alcaraz',
  ],
  ['BetType', 'notes', { betType: 'double' }, 'single', 'double'],
  ['Bookmaker', 'notes', { bookmaker: 'Smarkets' }, 'Betfair Exchange', 'Smarkets'],
  ['Tipster', 'notes', { tipster: null }, 'Ana', null],
  ['Side', 'notes', { side: 'LAY' }, 'BACK', 'LAY'],
  ['ClosingOdds', 'notes', { closingOddsMilli: 3050 }, 3.1, 3.05],
  ['ExpectedValue', 'notes', { expectedValueRatio: 0.1 }, 0.0968, 0.1],
  ['Tags', 'notes', { tags: ['value'] }, 'value, tennis', 'value'],
  [
    'OrderType',
    'notes',
    { details: { ...details, orderType: 'MARKET_ON_CLOSE' } },
    'LIMIT',
    'MARKET_ON_CLOSE',
  ],
  ['PriceRequested', 'notes', { details: { ...details, priceRequestedMilli: 3600 } }, 3.5, 3.6],
  ['PriceReduced', 'notes', { details: { ...details, priceReduced: true } }, false, true],
  ['Handicap', 'notes', { details: { ...details, handicap: -1.5 } }, 0, -1.5],
  ['EachWayDivisor', 'notes', { details: { ...details, eachWayDivisor: 5 } }, 4, 5],
  ['PlacesPaid', 'notes', { details: { ...details, placesPaid: 4 } }, 3, 4],
];

const LEG_CASES: Case[] = [
  [
    'Selections[0].SelectionName',
    'bet',
    { selections: [{ ...leg, name: 'J. Sinner' }] },
    'Jannik Sinner',
    'J. Sinner',
  ],
  ['Selections[0].Odds', 'bet', { selections: [{ ...leg, oddsMilli: 3300 }] }, 3.4, 3.3],
  ['Selections[0].Result', 'bet', { selections: [{ ...leg, result: 'LOST' }] }, 'WON', 'LOST'],
  [
    'Selections[0].EventName',
    'notes',
    { selections: [{ ...leg, eventName: null }] },
    'Sinner v Alcaraz',
    null,
  ],
  [
    'Selections[0].MarketName',
    'notes',
    { selections: [{ ...leg, marketName: 'Set 1 Winner' }] },
    'Match Odds',
    'Set 1 Winner',
  ],
  ['Selections[0].Sport', 'notes', { selections: [{ ...leg, sport: 'Padel' }] }, 'Tennis', 'Padel'],
  [
    'Selections[0].Competition',
    'notes',
    { selections: [{ ...leg, competition: 'ATP Madrid' }] },
    'ATP Miami',
    'ATP Madrid',
  ],
];

describe('diffBets, one field at a time', () => {
  it.each([...BET_CASES, ...LEG_CASES])(
    '%s is a change of the %s',
    (field, kind, change, old, now) => {
      const diff = diffBets(fullBet(), { ...fullBet(), ...change });
      const expected = [{ field, old, new: now }];
      expect(diff).toEqual({
        bet: kind === 'bet' ? expected : [],
        notes: kind === 'notes' ? expected : [],
      });
    },
  );

  it('finds nothing between two equal versions', () => {
    expect(diffBets(fullBet(), fullBet())).toEqual({ bet: [], notes: [] });
  });

  it('reads order details that are gone as each detail removed', () => {
    const diff = diffBets(fullBet(), { ...fullBet(), details: null });
    expect(diff.notes).toEqual([
      { field: 'OrderType', old: 'LIMIT', new: null },
      { field: 'PriceRequested', old: 3.5, new: null },
      { field: 'PriceReduced', old: false, new: null },
      { field: 'Handicap', old: 0, new: null },
      { field: 'EachWayDivisor', old: 4, new: null },
      { field: 'PlacesPaid', old: 3, new: null },
    ]);
  });

  it('gives a leg without its own sport and competition those of its bet', () => {
    const stored = { ...fullBet(), selections: [{ ...leg, sport: null, competition: null }] };
    // The leg's own values equal the bet's: nothing differs.
    expect(diffBets(stored, fullBet())).toEqual({ bet: [], notes: [] });
  });

  it('compares the legs both versions have, and counts the legs when they differ', () => {
    const second = { ...leg, name: 'Aryna Sabalenka', result: 'LOST' };
    const double = { ...fullBet(), selections: [leg, second] };
    const changed = { ...fullBet(), selections: [{ ...leg, result: 'VOID' }] };
    expect(diffBets(double, changed)).toEqual({
      bet: [
        { field: 'Selections', old: 2, new: 1 },
        { field: 'Selections[0].Result', old: 'WON', new: 'VOID' },
      ],
      notes: [],
    });
  });
});

describe('isOlderVersion, by settlement time and then by export time', () => {
  const state = (
    settledAt: string | null,
    asOf: string | null,
    editedAt: string | null = null,
  ) => ({
    bet: { ...fullBet(), settledAt },
    editedAt,
    asOf,
  });
  const incoming = (settledAt: string | null, asOf: string | null) => ({
    bet: { ...fullBet(), settledAt },
    asOf,
  });
  const at = (hour: number) => `2026-04-02T${String(hour).padStart(2, '0')}:00:00.000Z`;

  it.each([
    ['settled earlier than the stored settlement', at(13), at(20), at(12), at(21), true],
    ['settled later', at(13), at(20), at(14), at(19), false],
    // Same settlement time: the exports decide.
    ['same settlement, older export', at(13), at(20), at(13), at(19), true],
    ['same settlement, same export', at(13), at(20), at(13), at(20), false],
    ['same settlement, newer export', at(13), at(20), at(13), at(21), false],
    // The stored bet has no settlement time and the incoming one has: it is newer.
    ['a settlement time where there was none', null, at(20), at(13), at(19), false],
    // Neither knows when it settled: the exports decide.
    ['no settlement times, older export', null, at(20), null, at(19), true],
    ['no settlement times, unknown export times', null, null, null, at(19), false],
    ['incoming settlement unknown, older export', at(13), at(20), null, at(19), true],
  ])('%s → older: %s', (_name, storedAt, storedAsOf, incomingAt, incomingAsOf, older) => {
    expect(isOlderVersion(state(storedAt, storedAsOf), incoming(incomingAt, incomingAsOf))).toBe(
      older,
    );
  });

  it('ignores the time of a settlement entered by hand and compares the exports', () => {
    const edited = state(at(23), at(20), at(23));
    expect(isOlderVersion(edited, incoming(at(13), at(21)))).toBe(false);
    expect(isOlderVersion(edited, incoming(at(13), at(19)))).toBe(true);
  });
});

describe('importAsOf', () => {
  it('is the latest instant the export mentions, placed or settled', () => {
    expect(
      importAsOf([
        { placedAt: '2026-04-01T10:00:00.000Z', settledAt: '2026-04-03T10:00:00.000Z' },
        { placedAt: '2026-04-02T10:00:00.000Z', settledAt: null },
        { placedAt: '2026-04-04T09:00:00+02:00', settledAt: '2026-04-02T10:00:00.000Z' },
      ]),
    ).toBe('2026-04-04T07:00:00.000Z');
  });

  it('skips instants that do not read, and is null without any', () => {
    expect(importAsOf([{ placedAt: 'not a date', settledAt: null }])).toBeNull();
    expect(importAsOf([])).toBeNull();
    expect(
      importAsOf([
        { placedAt: '2026-04-01T10:00:00.000Z', settledAt: 'garbage' },
        { placedAt: 'garbage', settledAt: null },
      ]),
    ).toBe('2026-04-01T10:00:00.000Z');
  });
});
