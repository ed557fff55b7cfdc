import { describe, expect, it } from 'vitest';
import type { ImportFormat } from '../bets/bet-record.ts';
import { ImportFormatError } from '../bets/bet-record.ts';
import { nextPageRequestBody } from './paging.ts';

const WEB_BODY =
  '{"status":"SETTLED","dateFilter":90,"fromRecord":0,"pageSize":100,"oddsType":"decimal"}';
const API_PARAMS = '{"betStatus":"SETTLED","fromRecord":0,"recordCount":1000}';
const rpcCall = (id: number, betStatus: string, fromRecord = 0) => ({
  jsonrpc: '2.0',
  method: 'SportsAPING/v1.0/listClearedOrders',
  params: { betStatus, fromRecord, recordCount: 1000 },
  id,
});
const rpcAnswer = (id: number, orders: number, moreAvailable: boolean) => ({
  jsonrpc: '2.0',
  result: {
    clearedOrders: Array.from({ length: orders }, (_, i) => ({ betId: String(i) })),
    moreAvailable,
  },
  id,
});
const bets = (n: number) => Array.from({ length: n }, (_, i) => ({ betId: String(i) }));

describe('nextPageRequestBody', () => {
  it.each<[string, ImportFormat, string, unknown, string | null]>([
    [
      // 98 bets shown (2 hidden by the site) but the next page starts at record 100, not 0 + 98
      'sportsbook: fromRecord = nextPageIndex, not the bets received',
      'betfair-sportsbook',
      WEB_BODY,
      { bets: bets(98), moreAvailable: true, nextPageIndex: 100 },
      '{"status":"SETTLED","dateFilter":90,"fromRecord":100,"pageSize":100,"oddsType":"decimal"}',
    ],
    [
      'web: a nextPageIndex that is not a whole number is not trusted (0 + 40)',
      'betfair-sportsbook',
      WEB_BODY,
      { bets: bets(40), moreAvailable: true, nextPageIndex: 150.5 },
      '{"status":"SETTLED","dateFilter":90,"fromRecord":40,"pageSize":100,"oddsType":"decimal"}',
    ],
    [
      'web: a nextPageIndex written as text is not trusted (0 + 40)',
      'betfair-exchange-web',
      WEB_BODY,
      { bets: bets(40), moreAvailable: true, nextPageIndex: '150' },
      '{"status":"SETTLED","dateFilter":90,"fromRecord":40,"pageSize":100,"oddsType":"decimal"}',
    ],
    [
      'sportsbook, third page: 200 + 100 received',
      'betfair-sportsbook',
      WEB_BODY.replace('"fromRecord":0', '"fromRecord":200'),
      { bets: bets(100), moreAvailable: true },
      '{"status":"SETTLED","dateFilter":90,"fromRecord":300,"pageSize":100,"oddsType":"decimal"}',
    ],
    [
      'exchange web: a nextPageIndex that does not move forward is not trusted (100 + 50)',
      'betfair-exchange-web',
      '{"status":"SETTLED","fromRecord":100,"pageSize":100,"state":"SETTLED","dateFilter":"90"}',
      { bets: bets(50), moreAvailable: true, nextPageIndex: 100 },
      '{"status":"SETTLED","fromRecord":150,"pageSize":100,"state":"SETTLED","dateFilter":"90"}',
    ],
    [
      'web: done when moreAvailable is false',
      'betfair-sportsbook',
      WEB_BODY,
      { bets: bets(12), moreAvailable: false, nextPageIndex: 12 },
      null,
    ],
    [
      'web: done on an empty page even if "more"',
      'betfair-exchange-web',
      WEB_BODY,
      { bets: [], moreAvailable: true },
      null,
    ],
    ['web: done when the answer is not an object', 'betfair-sportsbook', WEB_BODY, [1, 2], null],
    [
      'API REST: fromRecord 0 + 1000 orders',
      'betfair-exchange-api-rest',
      API_PARAMS,
      { clearedOrders: bets(1000), moreAvailable: true },
      '{"betStatus":"SETTLED","fromRecord":1000,"recordCount":1000}',
    ],
    [
      'API REST: no fromRecord yet counts as 0',
      'betfair-exchange-api-rest',
      '{"betStatus":"SETTLED"}',
      { clearedOrders: bets(3), moreAvailable: true },
      '{"betStatus":"SETTLED","fromRecord":3}',
    ],
    [
      'API REST: done',
      'betfair-exchange-api-rest',
      API_PARAMS,
      { clearedOrders: bets(8), moreAvailable: false },
      null,
    ],
    [
      'JSON-RPC: params.fromRecord advances',
      'betfair-exchange-api-jsonrpc',
      JSON.stringify(rpcCall(1, 'SETTLED')),
      rpcAnswer(1, 1000, true),
      JSON.stringify(rpcCall(1, 'SETTLED', 1000)),
    ],
    [
      'JSON-RPC: done',
      'betfair-exchange-api-jsonrpc',
      JSON.stringify(rpcCall(1, 'SETTLED')),
      rpcAnswer(1, 6, false),
      null,
    ],
    [
      'JSON-RPC batch: only the calls with more are sent again (matched by id)',
      'betfair-exchange-api-jsonrpc',
      JSON.stringify([rpcCall(1, 'SETTLED'), rpcCall(2, 'VOIDED')]),
      [rpcAnswer(2, 5, false), rpcAnswer(1, 1000, true)],
      JSON.stringify([rpcCall(1, 'SETTLED', 1000)]),
    ],
    [
      'JSON-RPC batch: done when no call has more',
      'betfair-exchange-api-jsonrpc',
      JSON.stringify([rpcCall(1, 'SETTLED'), rpcCall(2, 'VOIDED')]),
      [rpcAnswer(1, 3, false), rpcAnswer(2, 0, true)],
      null,
    ],
    [
      'JSON-RPC: an error answer has no next page',
      'betfair-exchange-api-jsonrpc',
      JSON.stringify(rpcCall(1, 'SETTLED')),
      { jsonrpc: '2.0', error: { code: -32099 }, id: 1 },
      null,
    ],
    [
      "JSON-RPC batch answered by one object: that answer is the first call's",
      'betfair-exchange-api-jsonrpc',
      JSON.stringify([rpcCall(1, 'SETTLED')]),
      rpcAnswer(1, 10, true),
      JSON.stringify([rpcCall(1, 'SETTLED', 10)]),
    ],
    [
      'JSON-RPC batch: a call that is not an object is dropped, even when its answer has more',
      'betfair-exchange-api-jsonrpc',
      JSON.stringify([42, rpcCall(1, 'SETTLED')]),
      [rpcAnswer(1, 10, true)],
      JSON.stringify([rpcCall(1, 'SETTLED', 10)]),
    ],
    [
      'JSON-RPC batch: answers that are not objects are skipped when matching by id',
      'betfair-exchange-api-jsonrpc',
      JSON.stringify([rpcCall(1, 'SETTLED')]),
      [null, 7, rpcAnswer(1, 10, true)],
      JSON.stringify([rpcCall(1, 'SETTLED', 10)]),
    ],
    [
      // without ids, call i takes answer i: the second call's answer has no more
      'JSON-RPC batch without ids: matched by position',
      'betfair-exchange-api-jsonrpc',
      JSON.stringify([
        { method: 'SportsAPING/v1.0/listClearedOrders', params: { fromRecord: 0 } },
        { method: 'SportsAPING/v1.0/listClearedOrders', params: { fromRecord: 0 } },
      ]),
      [
        { result: { clearedOrders: bets(10), moreAvailable: true } },
        { result: { clearedOrders: bets(3), moreAvailable: false } },
      ],
      JSON.stringify([
        { method: 'SportsAPING/v1.0/listClearedOrders', params: { fromRecord: 10 } },
      ]),
    ],
    [
      'JSON-RPC: a null answer has no next page',
      'betfair-exchange-api-jsonrpc',
      JSON.stringify(rpcCall(1, 'SETTLED')),
      null,
      null,
    ],
    [
      'JSON-RPC: a call without params starts them (0 + 4)',
      'betfair-exchange-api-jsonrpc',
      JSON.stringify({ jsonrpc: '2.0', method: 'SportsAPING/v1.0/listClearedOrders', id: 1 }),
      rpcAnswer(1, 4, true),
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'SportsAPING/v1.0/listClearedOrders',
        id: 1,
        params: { fromRecord: 4 },
      }),
    ],
    ['CSV formats have no pages: Bet-Analytix', 'bet-analytix-csv', '{}', { anything: true }, null],
    ['CSV formats have no pages: Pikkit', 'pikkit-csv', '{}', { anything: true }, null],
    ['CSV formats have no pages: StakeLab', 'stakelab-csv', '{}', { anything: true }, null],
  ])('%s', (_name, format, body, response, expected) => {
    expect(nextPageRequestBody(format, body, response)).toBe(expected);
  });

  it.each([
    // fromRecord as sent → the next one after 25 bets
    [-5, 25], // not a record index: counted from 0
    [1.5, 25],
    ['abc', 25],
    ['200', 225], // a number written as text is read
  ])('a request with fromRecord %j asks next for %i', (fromRecord, next) => {
    const body = JSON.stringify({ status: 'SETTLED', fromRecord });
    const answer = { bets: bets(25), moreAvailable: true };
    expect(nextPageRequestBody('betfair-sportsbook', body, answer)).toBe(
      JSON.stringify({ status: 'SETTLED', fromRecord: next }),
    );
  });

  it('names the request body in its refusals', () => {
    const refusal = (format: ImportFormat, body: string): ImportFormatError => {
      try {
        nextPageRequestBody(format, body, {});
      } catch (err) {
        if (err instanceof ImportFormatError) return err;
        throw err;
      }
      throw new Error('accepted');
    };
    expect(refusal('betfair-sportsbook', 'status=SETTLED').message).toMatch(
      /^the request body is not valid JSON/,
    );
    expect(refusal('betfair-exchange-api-jsonrpc', '{"id":').message).toMatch(
      /^the request body is not valid JSON/,
    );
    expect(refusal('betfair-exchange-api-rest', '[1]')).toMatchObject({
      message: 'the request body is not a JSON object',
      where: 'request body',
    });
  });

  it('refuses a request body that is not a JSON object', () => {
    expect(() => nextPageRequestBody('betfair-sportsbook', 'status=SETTLED', {})).toThrow(
      ImportFormatError,
    );
    expect(() => nextPageRequestBody('betfair-exchange-api-rest', '[1]', {})).toThrow(
      /not a JSON object/,
    );
  });
});
