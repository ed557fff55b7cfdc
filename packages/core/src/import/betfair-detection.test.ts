import { describe, expect, it } from 'vitest';
import { BETFAIR_JSON_FORMATS, parseBetfairJson, parseBetfairValue } from './betfair-json.ts';
import {
  exchangeApiOrder,
  exchangeWebBet,
  problemOf,
  refusalOf,
  sportsbookBet,
} from './betfair-json.test-support.ts';

const TRIED =
  'Tried: Betfair Sportsbook website history ({bets:[…]} with legs); Betfair Exchange website settled bets ({bets:[…]} with side and odds); Betfair Exchange API listClearedOrders ({clearedOrders:[…]}); Betfair Exchange API JSON-RPC answer ({jsonrpc, result:{clearedOrders}}).';

describe('Betfair JSON: which format, by the keys of the records', () => {
  it.each<[string, unknown, string]>([
    ['a bare list of Exchange website bets', [exchangeWebBet()], 'betfair-exchange-web'],
    ['a bare list of Exchange API orders', [exchangeApiOrder()], 'betfair-exchange-api-rest'],
    ['{bets} of Exchange API orders', { bets: [exchangeApiOrder()] }, 'betfair-exchange-api-rest'],
    ['{bets} of Exchange website bets', { bets: [exchangeWebBet()] }, 'betfair-exchange-web'],
    [
      'a JSON-RPC answer without "jsonrpc" (an id and a result)',
      { id: 1, result: { clearedOrders: [] } },
      'betfair-exchange-api-jsonrpc',
    ],
  ])('%s', (_name, value, format) => {
    expect(parseBetfairValue(value).format).toBe(format);
  });

  it('the kind most records look like maps them all', () => {
    // two Sportsbook bets and one Exchange bet: the Exchange bet is read as a Sportsbook one,
    // which has no result word and no return
    const parsed = parseBetfairValue({
      bets: [sportsbookBet(), sportsbookBet({ betId: 'O/1/2' }), exchangeWebBet()],
    });
    expect(parsed.format).toBe('betfair-sportsbook');
    expect(parsed.bets.map((b) => b.sourceBetId)).toEqual(['O/1/1', 'O/1/2']);
    expect(parsed.problems).toMatchObject([
      { row: 3, field: 'result', code: 'import.resultMissing' },
    ]);
  });

  it('a record with as many keys of two kinds is of neither', () => {
    // side and odds (Exchange website) against legs and originalOdds (Sportsbook)
    const err = refusalOf({ bets: [{ side: 'BACK', odds: 2, legs: [], originalOdds: 2 }] });
    expect(err.message).toMatch(/^Not a bet history this importer knows: the records under bets/);
  });

  it('an Exchange API key weighs double', () => {
    // one API key (2) beats one Sportsbook key (1): an order, left out for its missing betId
    // (as many points would make it no bet record at all and refuse the whole text)
    expect(problemOf({ bets: [{ sizeSettled: 5, stakeCash: 5 }] })).toMatchObject({
      severity: 'unreadable',
      field: 'betId',
      code: 'import.valueMissing',
    });
  });
});

describe('Betfair JSON: what is not a bet history', () => {
  it.each<[unknown, string]>([
    [{}, 'an empty object'],
    [
      { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9 },
      'an object with keys a, b, c, d, e, f, g, h',
    ],
    [[], 'an empty list'],
    [42, '42'],
    ['"bets"', '"bets"'], // JSON text of a string
    [null, 'null'],
  ])('%j: found %s', (value, seen) => {
    const err = refusalOf(value);
    expect(err.message).toBe(
      `Not a bet history this importer knows: found ${seen}, none of bets, clearedOrders or jsonrpc. ${TRIED}`,
    );
    expect(err.where).toBe('top level');
    expect(err.tried).toEqual([...BETFAIR_JSON_FORMATS]);
  });

  it.each<[unknown, string, string]>([
    [{ bets: [{ id: 1 }] }, 'bets', 'bets'],
    [[{ id: 1 }], 'the top-level list', 'top level'],
  ])('records without known keys under %j are refused at %s', (value, under, where) => {
    const err = refusalOf(value);
    expect(err.message).toBe(
      `Not a bet history this importer knows: the records under ${under} have none of the keys of a Sportsbook bet (legs, originalOdds, returnCash), an Exchange website bet (side, odds, grossProfit) or an Exchange API order (sizeSettled, priceMatched, betOutcome). ${TRIED}`,
    );
    expect(err.where).toBe(where);
    expect(err.tried).toEqual([...BETFAIR_JSON_FORMATS]);
  });
});

describe('Betfair JSON: a bet that cannot be read is left out, as a problem of its row', () => {
  it('the others are kept; the problem names the row (from 1), the field and the reason', () => {
    const parsed = parseBetfairValue({
      bets: [sportsbookBet(), sportsbookBet({ betId: 'O/1/2', stake: 'ten' })],
    });
    expect(parsed.bets.map((b) => b.sourceBetId)).toEqual(['O/1/1']);
    expect(parsed.problems).toEqual([
      {
        severity: 'unreadable',
        row: 2,
        field: 'stake',
        code: 'import.notANumber',
        params: { field: 'stake', value: '"ten"', row: 2 },
        message: 'Row 2: stake "ten" is not a number',
        source: JSON.stringify(sportsbookBet({ betId: 'O/1/2', stake: 'ten' })),
      },
    ]);
  });

  it('a record that is not an object', () => {
    const parsed = parseBetfairValue({ bets: [sportsbookBet(), 5] });
    expect(parsed.bets).toHaveLength(1);
    expect(parsed.problems).toMatchObject([
      {
        row: 2,
        field: null,
        code: 'import.notABetRecord',
        message: 'Row 2: 5 is not a bet record',
      },
    ]);
  });
});

describe('Betfair JSON-RPC answers', () => {
  const answer = (result: unknown, extra: Record<string, unknown> = {}) => ({
    jsonrpc: '2.0',
    result,
    id: 1,
    ...extra,
  });

  it('an empty error is no error', () => {
    for (const error of [null, [], '']) {
      const parsed = parseBetfairValue(answer({ clearedOrders: [exchangeApiOrder()] }, { error }));
      expect(parsed.bets).toHaveLength(1);
    }
  });

  it.each<[unknown, string]>([
    [answer({ orders: [] }), 'result'],
    [answer([]), 'result'],
    [[answer({ clearedOrders: [] }), answer(null)], '[1].result'],
  ])('an answer without clearedOrders is refused where it is: %#', (value, where) => {
    const err = refusalOf(value);
    expect(err.message).toBe(
      `${where}: a JSON-RPC answer without clearedOrders (only listClearedOrders answers are bet histories)`,
    );
    expect(err.where).toBe(where);
    expect(err.tried).toEqual(['betfair-exchange-api-jsonrpc']);
  });

  it('the orders of a batch are numbered across the answers', () => {
    const parsed = parseBetfairValue([
      answer({ clearedOrders: [exchangeApiOrder()] }),
      answer({ clearedOrders: [exchangeApiOrder({ sizeSettled: 'x' })] }),
    ]);
    expect(parsed.problems).toMatchObject([{ row: 2, field: 'sizeSettled' }]);
  });

  it('a list mixing answers and bets is a list of bets', () => {
    // the answer is read as a (Sportsbook) bet, without an id
    expect(problemOf([answer({ clearedOrders: [] }), sportsbookBet()])).toMatchObject({
      row: 1,
      field: 'betId',
      code: 'import.idMissing',
    });
  });
});

describe('Betfair error answers: the errorCode first, then the details', () => {
  it.each<[string, unknown, string, string]>([
    [
      'JSON-RPC with an APINGException',
      {
        jsonrpc: '2.0',
        error: {
          code: -32099,
          message: 'ANGX-0007',
          data: { APINGException: { errorCode: 'INVALID_APP_KEY', errorDetails: 'bad key' } },
        },
        id: 1,
      },
      'INVALID_APP_KEY (bad key, ANGX-0007, code -32099)',
      'error',
    ],
    [
      'JSON-RPC with another exception holding an errorCode',
      {
        jsonrpc: '2.0',
        error: {
          code: -32099,
          message: 'AANGX-0001',
          data: {
            exceptionname: 'AccountAPINGException',
            AccountAPINGException: { errorCode: 'NO_SESSION' },
          },
        },
        id: 1,
      },
      'NO_SESSION (AANGX-0001, code -32099)',
      'error',
    ],
    [
      'JSON-RPC without data: the message is the code',
      { jsonrpc: '2.0', error: { code: -32700, message: 'DSC-0008' }, id: 1 },
      'DSC-0008 (code -32700)',
      'error',
    ],
    [
      'JSON-RPC with an exception without errorCode',
      {
        jsonrpc: '2.0',
        error: { message: 'ANGX-0002', data: { APINGException: { errorDetails: 'x' } } },
        id: 1,
      },
      'ANGX-0002 (x, ANGX-0002)',
      'error',
    ],
    [
      'JSON-RPC with an error that is only text',
      { jsonrpc: '2.0', error: 'boom', id: 1 },
      'unknown error',
      'error',
    ],
    [
      'REST fault',
      {
        faultcode: 'Client',
        faultstring: 'ANGX-0003',
        detail: {
          APINGException: { errorCode: 'INVALID_SESSION_INFORMATION' },
          exceptionname: 'APINGException',
        },
      },
      'INVALID_SESSION_INFORMATION (ANGX-0003, code Client)',
      'top level',
    ],
    [
      'REST fault with only a faultcode',
      { faultcode: 'Server' },
      'unknown error (code Server)',
      'top level',
    ],
  ])('%s', (_name, value, said, where) => {
    const err = refusalOf(value);
    expect(err.message).toBe(`Betfair answered with an error instead of bets: ${said}`);
    expect(err.where).toBe(where);
    expect(err.tried).toEqual(['betfair-exchange-api-jsonrpc']);
  });

  it('an error in a batch is named by its position', () => {
    const ok = { jsonrpc: '2.0', result: { clearedOrders: [] }, id: 1 };
    const bad = { jsonrpc: '2.0', error: { code: -1, message: 'X' }, id: 2 };
    expect(refusalOf([ok, bad]).where).toBe('[1].error');
    expect(parseBetfairJson(JSON.stringify([ok, ok])).bets).toEqual([]);
  });
});
