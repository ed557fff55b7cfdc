import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportFormatError, type ParsedImport } from '../bets/bet-record.ts';
import { parseBetfairJson } from './betfair-json.ts';
import { parseCsvImport } from './csv.ts';
import { writeCsv } from './csv-reader.ts';
import { parseCurlCommand } from './curl/parse-command.ts';
import { parseBetHistory } from './parse-import.ts';
import { IMPORT_MESSAGE_CODES } from './problem-codes.ts';
import { STAKELAB_CSV_COLUMNS } from './stakelab-csv.ts';

/**
 * Property: the importers answer ANY text with a ParsedImport or an ImportFormatError — never
 * another exception (a TypeError, a RangeError from a date or a bigint, a stack overflow).
 */
function answers(run: () => ParsedImport): void {
  try {
    const parsed = run();
    expect(Array.isArray(parsed.bets)).toBe(true);
    for (const bet of parsed.bets) {
      expect(Number.isSafeInteger(bet.stakeCents) && bet.stakeCents >= 0).toBe(true);
      expect(Number.isSafeInteger(bet.netReturnCents)).toBe(true);
      expect(bet.oddsMilli === null || bet.oddsMilli >= 1010).toBe(true);
    }
    // Every problem is a known message key with its row and an English message.
    for (const problem of parsed.problems) {
      expect(IMPORT_MESSAGE_CODES).toContain(problem.code);
      expect(Number.isSafeInteger(problem.row) && problem.row >= 1).toBe(true);
      expect(problem.message.length).toBeGreaterThan(0);
      expect(problem.message).not.toMatch(/\{\{\w+\}\}/); // no parameter left unfilled
    }
  } catch (err) {
    if (!(err instanceof ImportFormatError)) throw err;
    expect(err.message.length).toBeGreaterThan(0);
    expect(IMPORT_MESSAGE_CODES).toContain(err.code);
  }
}

/** Values that look like what the importers read, and values that do not. */
const tricky = fc.oneof(
  fc.constantFrom(
    '10.00',
    '10,00',
    '€-5',
    '€10.00',
    '1.234,56',
    '1,234.56',
    '-3',
    '0',
    '0.5',
    '1',
    '1e400',
    'abc',
    '',
    ' ',
    '2025-03-01T10:00:00Z',
    '2025-02-30',
    '1740840224797',
    'WON',
    'LOST',
    'VOID',
    'WIN',
    'LOSE',
    'CASHED_OUT',
    'PLACED',
    'OPEN',
    'SETTLED',
    'VOIDED',
    'BACK',
    'LAY',
    'SGL',
    'ACC4',
    'Sencilla',
  ),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.jsonValue({ maxDepth: 2 }),
);

const RECORD_KEYS = [
  // Sportsbook
  'betId',
  'entryServiceId',
  'receiptBetId',
  'placedDate',
  'settledDate',
  'status',
  'result',
  'stake',
  'rawStake',
  'stakeCash',
  'returnCash',
  'originalOdds',
  'betType',
  'isSGM',
  'eventDescription',
  'marketName',
  'selection',
  'sportName',
  'competitionName',
  'sportId',
  // Exchange website
  'matchedDate',
  'selectionName',
  'side',
  'odds',
  'grossProfit',
  'liability',
  'returnAmount',
  // Exchange API
  'eventTypeId',
  'selectionId',
  'betOutcome',
  'priceMatched',
  'priceRequested',
  'sizeSettled',
  'profit',
  'betStatus',
  'itemDescription',
];

const part = fc.dictionary(
  fc.constantFrom(
    'selectionName',
    'eventDescription',
    'eventMarketDescription',
    'price',
    'sportName',
    'sportId',
    'competitionName',
    'result',
  ),
  fc.oneof(tricky, fc.record({ decimal: tricky })),
  { maxKeys: 8 },
);
const record = fc
  .tuple(
    fc.dictionary(
      fc.constantFrom(...RECORD_KEYS),
      fc.oneof(tricky, fc.record({ decimal: tricky })),
      { maxKeys: 16 },
    ),
    fc.option(
      fc.array(
        fc.oneof(
          fc.record({ parts: fc.array(part, { maxLength: 2 }), result: tricky }),
          part,
          tricky,
        ),
        { maxLength: 3 },
      ),
      { nil: undefined },
    ),
    fc.option(
      fc.dictionary(
        fc.constantFrom('eventTypeDesc', 'eventDesc', 'marketDesc', 'runnerDesc'),
        tricky,
      ),
      { nil: undefined },
    ),
  )
  .map(([fields, legs, item]) => ({
    ...fields,
    ...(legs ? { legs } : {}),
    ...(item ? { itemDescription: item } : {}),
  }));
/** Valid records of each shape, then 0–2 fields replaced by tricky values and 0–1 removed. */
const BASES: readonly Record<string, unknown>[] = [
  {
    betId: 'O/1/1',
    entryServiceId: '2670001000',
    placedDate: '2025-03-01T14:43:44.797Z',
    result: 'WON',
    rawStake: 10,
    returnCash: 21.9,
    originalOdds: { decimal: 2.19 },
    betType: 'DBL',
    isSGM: false,
    legs: [
      {
        result: 'WON',
        parts: [{ selectionName: 'A', price: { decimal: 1.5 }, sportName: 'Tenis' }],
      },
      {
        result: 'WON',
        parts: [{ selectionName: 'B', price: { decimal: 1.46 }, sportName: 'Tenis' }],
      },
    ],
  },
  {
    betId: '340000000501',
    placedDate: '2025-04-02T18:46:04.190Z',
    eventDescription: 'LaLiga / A v B',
    marketName: 'Match Odds',
    selectionName: 'A',
    side: 'LAY',
    odds: '2.86',
    stake: '11.00',
    status: 'SETTLED',
    grossProfit: '-20.46',
    liability: [],
  },
  {
    eventTypeId: '1',
    betId: '310000000101',
    placedDate: '2025-05-01T20:08:51.067Z',
    side: 'BACK',
    itemDescription: {
      eventTypeDesc: 'Soccer',
      eventDesc: 'A v B',
      marketDesc: 'Match Odds',
      runnerDesc: 'A',
    },
    betOutcome: 'WON',
    priceMatched: 4.2,
    sizeSettled: 48,
    profit: 153.6,
    selectionId: 47001,
  },
];
const mutatedOf = (base: Record<string, unknown>) =>
  fc
    .tuple(
      fc.dictionary(fc.constantFrom(...RECORD_KEYS), tricky, { maxKeys: 2 }),
      fc.subarray(RECORD_KEYS, { maxLength: 1 }),
    )
    .map(([changes, removed]) => {
      const copy: Record<string, unknown> = { ...base, ...changes };
      for (const key of removed) delete copy[key];
      return copy;
    });
const mutated = fc.constantFrom(...BASES).chain(mutatedOf);
/** A page of one shape: Sportsbook or Exchange website bets, or API orders. */
const samePage = fc
  .nat({ max: 2 })
  .chain((i) =>
    fc
      .array(mutatedOf(BASES[i] ?? {}), { minLength: 1, maxLength: 3 })
      .map((list) => (i === 2 ? { clearedOrders: list } : { bets: list })),
  );
const records = fc.array(
  fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 3, arbitrary: record },
    { weight: 1, arbitrary: tricky },
  ),
  { maxLength: 4 },
);

const envelope: fc.Arbitrary<unknown> = fc.oneof(
  samePage,
  samePage,
  samePage,
  records.map((bets) => ({ bets, moreAvailable: false })),
  records.map((bets) => ({ bets, tableSize: bets.length })),
  records.map((clearedOrders) => ({ clearedOrders, moreAvailable: false })),
  records.map((clearedOrders) => ({ jsonrpc: '2.0', result: { clearedOrders }, id: 1 })),
  tricky.map((error) => ({ jsonrpc: '2.0', error, id: 1 })),
  tricky.map((data) => ({
    jsonrpc: '2.0',
    error: { code: -32099, message: 'ANGX-0003', data },
    id: 1,
  })),
  tricky.map((detail) => ({ faultcode: 'Client', faultstring: 'ANGX-0003', detail })),
  records,
);

describe('importers never throw anything but ImportFormatError (properties)', () => {
  it('parseBetfairJson: arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => answers(() => parseBetfairJson(text))),
      { numRuns: 300 },
    );
  });

  it('parseBetfairJson: arbitrary JSON values, stringified', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) =>
        answers(() => parseBetfairJson(JSON.stringify(value))),
      ),
      { numRuns: 300 },
    );
  });

  it('parseBetfairJson: Betfair-shaped JSON with arbitrary field values', () => {
    fc.assert(
      fc.property(fc.oneof(envelope, fc.array(envelope, { maxLength: 3 })), (value) =>
        answers(() => parseBetfairJson(JSON.stringify(value))),
      ),
      { numRuns: 1000 },
    );
  });

  it('parseBetfairJson: truncated and deeply nested text', () => {
    const deep = '['.repeat(100_000);
    answers(() => parseBetfairJson(deep));
    answers(() => parseBetfairJson(`${deep}${']'.repeat(100_000)}`));
    fc.assert(
      fc.property(envelope, fc.nat(), (value, cut) => {
        const text = JSON.stringify(value);
        answers(() => parseBetfairJson(text.slice(0, cut % (text.length + 1))));
      }),
      { numRuns: 300 },
    );
  });

  it('parseCsvImport: arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => answers(() => parseCsvImport(text))),
      { numRuns: 300 },
    );
  });

  it('parseCsvImport: arbitrary JSON values, stringified', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => answers(() => parseCsvImport(JSON.stringify(value)))),
      { numRuns: 200 },
    );
  });

  it('parseCsvImport: known headers with arbitrary rows', () => {
    const headers = [
      [...STAKELAB_CSV_COLUMNS],
      'Date;Type;Sport;Label;Odds;Stake;State;Bookmaker;Tipster;Category;Competition;BetType;Closing;EstimatedProbability;Commission;Bonus;Live;Freebet;Cashout;Eachway;Comment'.split(
        ';',
      ),
      'bet_id,sportsbook,type,status,odds,closing_line,ev,amount,profit,time_placed,time_settled,time_placed_iso,time_settled_iso,bet_info,tags,sports,leagues'.split(
        ',',
      ),
    ];
    const cell = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom(
        '',
        '"',
        '""',
        '10',
        '-5',
        '1,45',
        '0,5',
        '€10.00',
        '1.234,56',
        '2025-02-03 18:30',
        '2025-03-01T10:00:00Z',
        '2025-02-30',
        'W',
        'L',
        'V',
        'P',
        'C',
        'HW',
        'HL',
        'X',
        'WON',
        'LOST',
        'VOID',
        'SETTLED_WIN',
        'SETTLED_LOSS',
        'PUSHED',
        'PENDING',
        '+150',
        '-110',
        '+99999999999999999',
        'BACK',
        'LAY',
        'Unknown',
        'betfair-sportsbook',
        '[]',
        '[{"SelectionName":"a","Odds":0.5}]',
        '[{"SelectionName":"a","Odds":2}]',
        '[{"x":1}]',
        '{',
        'null',
        "'=1",
      ),
    );
    const validRows = [
      [
        [
          'O/1',
          'betfair-sportsbook',
          '2025-03-01T10:00:00.000Z',
          '',
          'Fútbol',
          'LaLiga',
          'A v B',
          '2.5',
          'WON',
          '10.00',
          '25.00',
          '15.00',
          'SGL',
          'Betfair',
          '',
          '',
          '[{"SelectionName":"A","Odds":2.5}]',
        ],
      ],
      [
        [
          '2025-02-04 20:00',
          'Combined',
          '',
          '',
          '3,12',
          '10',
          'L',
          'Bet365',
          '',
          '',
          '',
          '',
          '',
          '',
          '0',
          '0',
          '0',
          '0',
          '0',
          '0',
          '',
        ],
        [
          '',
          '',
          'Football',
          'A - B : A',
          '1,80',
          '',
          'W',
          '',
          '',
          '',
          'EPL',
          'Winner',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
        ],
      ],
      [
        [
          'p1',
          'DraftKings',
          'straight',
          'SETTLED_WIN',
          '1.91',
          '',
          '',
          '25',
          '22.75',
          '',
          '',
          '2025-01-05T18:00:00Z',
          '',
          'Lakers -3.5',
          '',
          'Basketball',
          'NBA',
        ],
      ],
    ];
    // A format's header with its valid rows, some cells replaced, plus arbitrary rows.
    const sheet = fc
      .tuple(
        fc.nat({ max: 2 }),
        fc.array(fc.tuple(fc.nat({ max: 2 }), fc.nat({ max: 21 }), cell), { maxLength: 3 }),
        fc.array(fc.array(cell, { maxLength: 22 }), { maxLength: 2 }),
      )
      .map(([format, changes, extra]) => {
        const rows = (validRows[format] ?? []).map((row) => [...row]);
        for (const [r, c, value] of changes) {
          const row = rows[r % rows.length];
          if (row) row[c % row.length] = value;
        }
        return [headers[format] ?? [], [...rows, ...extra]] as const;
      });
    fc.assert(
      fc.property(
        sheet,
        fc.constantFrom(',' as const, ';' as const),
        fc.boolean(),
        ([header, rows], delimiter, quoted) => {
          const text = quoted
            ? writeCsv([header, ...rows], delimiter)
            : [header, ...rows].map((r) => r.join(delimiter)).join('\n');
          answers(() => parseCsvImport(text));
          answers(() => parseBetHistory(text));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('parseCurlCommand: arbitrary strings, and curl followed by anything', () => {
    const reads = (text: string) => {
      try {
        const request = parseCurlCommand(text);
        expect(request.url).toMatch(/^https?:\/\//i);
      } catch (err) {
        if (!(err instanceof ImportFormatError)) throw err;
      }
    };
    fc.assert(fc.property(fc.string({ unit: 'binary' }), reads), { numRuns: 300 });
    const word = fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.constantFrom(
        '-H',
        '-X',
        '-d',
        '-b',
        '-k',
        '--data-raw',
        '--url',
        '^',
        '^"',
        '\\',
        "$'",
        "'",
        '"',
        '\\\n',
        '^\n',
        '-sSL',
        'https://x/',
      ),
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (words) => reads(`curl ${words.join(' ')}`)),
      { numRuns: 500 },
    );
  });
});
