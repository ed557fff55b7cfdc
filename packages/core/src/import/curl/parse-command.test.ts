import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../../bets/bet-record.ts';
import { type CurlRequest, parseCurlCommand } from './parse-command.ts';

const SPORTSBOOK = 'https://myactivity.betfair.es/activity/sportsbook';
const BODY =
  '{"status":"SETTLED","dateFilter":90,"fromRecord":0,"pageSize":100,"oddsType":"decimal"}';

const request = (overrides: Partial<CurlRequest>): CurlRequest => ({
  url: SPORTSBOOK,
  method: 'GET',
  headers: {},
  body: null,
  insecure: false,
  ...overrides,
});

describe('parseCurlCommand: browser copies', () => {
  it.each<[string, string, CurlRequest]>([
    [
      'Chrome "Copy as cURL (bash)"',
      [
        `curl '${SPORTSBOOK}' \\`,
        `  -H 'accept: application/json, text/plain, */*' \\`,
        `  -H 'accept-language: es-ES,es;q=0.9' \\`,
        `  -H 'content-type: application/json' \\`,
        `  -b 'ssoid=abc123==; betexPtk=betexCurrency%3DEUR' \\`,
        `  -H 'origin: https://myaccount.betfair.es' \\`,
        `  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36' \\`,
        `  --data-raw '${BODY}'`,
      ].join('\n'),
      request({
        method: 'POST', // data without -X
        headers: {
          accept: 'application/json, text/plain, */*',
          'accept-language': 'es-ES,es;q=0.9',
          'content-type': 'application/json',
          cookie: 'ssoid=abc123==; betexPtk=betexCurrency%3DEUR',
          origin: 'https://myaccount.betfair.es',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36',
        },
        body: BODY,
      }),
    ],
    [
      "Chrome bash with $'…' (a quote and a control character in it)",
      `curl '${SPORTSBOOK}' \\\n  -H $'x-note: it\\'s \\u0021 fine' \\\n  --data-raw $'{"a":"line1\\nline2"}'`,
      request({
        method: 'POST',
        headers: { 'x-note': "it's ! fine" },
        body: '{"a":"line1\nline2"}',
      }),
    ],
    [
      'Chrome "Copy as cURL (cmd)" (Windows)',
      [
        `curl ^"${SPORTSBOOK}^" ^`,
        `  -H ^"accept: application/json^" ^`,
        `  -b ^"ssoid=abc123==; betexPtk=betexCurrency^%^3DEUR^" ^`,
        `  -H ^"content-type: application/json^" ^`,
        `  --data-raw ^"^{^\\^"status^\\^":^\\^"SETTLED^\\^",^\\^"fromRecord^\\^":0^}^"`,
      ].join('\r\n'),
      request({
        method: 'POST',
        headers: {
          accept: 'application/json',
          cookie: 'ssoid=abc123==; betexPtk=betexCurrency%3DEUR',
          'content-type': 'application/json',
        },
        body: '{"status":"SETTLED","fromRecord":0}',
      }),
    ],
    [
      'Firefox "Copy as cURL" (POSIX, one line, -X and Cookie header)',
      `curl 'https://api.betfair.com/exchange/betting/json-rpc/v1' -X POST -H 'User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' -H 'Accept: */*' -H 'Accept-Encoding: gzip, deflate, br, zstd' -H 'Content-Type: application/json' -H 'X-Application: appkey123' -H 'X-Authentication: token456' -H 'Connection: keep-alive' -H 'Cookie: ssoid=abc; other=1' --data-raw '{"jsonrpc":"2.0","method":"SportsAPING/v1.0/listClearedOrders","params":{"betStatus":"SETTLED"},"id":1}'`,
      {
        url: 'https://api.betfair.com/exchange/betting/json-rpc/v1',
        method: 'POST',
        headers: {
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
          accept: '*/*',
          'accept-encoding': 'gzip, deflate, br, zstd',
          'content-type': 'application/json',
          'x-application': 'appkey123',
          'x-authentication': 'token456',
          connection: 'keep-alive',
          cookie: 'ssoid=abc; other=1',
        },
        body: '{"jsonrpc":"2.0","method":"SportsAPING/v1.0/listClearedOrders","params":{"betStatus":"SETTLED"},"id":1}',
        insecure: false,
      },
    ],
    [
      'Firefox with --compressed, continuations and non-ASCII as \\u escapes',
      `curl '${SPORTSBOOK}' \\\n  --compressed \\\n  -X POST \\\n  -H 'Cookie: ssoid=abc' \\\n  --data-raw $'{"q":"Espa\\u00f1a \\ud83d\\ude00"}'`,
      request({ method: 'POST', headers: { cookie: 'ssoid=abc' }, body: '{"q":"España 😀"}' }),
    ],
    [
      'Firefox "Copy as cURL (Windows)"',
      `curl ^"${SPORTSBOOK}^" -X POST -H ^"Cookie: ssoid=abc^" --data-raw ^"^{^\\^"fromRecord^\\^":0^}^"`,
      request({ method: 'POST', headers: { cookie: 'ssoid=abc' }, body: '{"fromRecord":0}' }),
    ],
  ])('%s', (_name, command, expected) => {
    expect(parseCurlCommand(command)).toEqual(expected);
  });
});

describe('parseCurlCommand: quoting and options', () => {
  it.each<[string, Partial<CurlRequest>]>([
    // double quotes: \" and \\ are escapes, other backslashes stay
    [
      `curl "${SPORTSBOOK}" -d "{\\"a\\":\\"b\\\\c\\d\\"}"`,
      { method: 'POST', body: '{"a":"b\\c\\d"}' },
    ],
    // quotes join with the text around them; a backslash outside quotes escapes
    [
      `curl ${SPORTSBOOK} -H 'x-a: '"one"' two' -H x-b:\\ three`,
      { headers: { 'x-a': 'one two', 'x-b': 'three' } },
    ],
    // 'a'\\''b' is how bash writes a quote inside single quotes
    [`curl ${SPORTSBOOK} -H 'x-a: it'\\''s'`, { headers: { 'x-a': "it's" } }],
    // -b twice and a Cookie header: one cookie header, joined with "; "
    [
      `curl ${SPORTSBOOK} -b a=1 -H 'Cookie: b=2' --cookie 'c=3'`,
      { headers: { cookie: 'a=1; b=2; c=3' } },
    ],
    // other repeated headers join with ", "; "Name:" removes; "Name;" sends it empty
    [
      `curl ${SPORTSBOOK} -H 'X-A: 1' -H 'x-a: 2' -H 'X-B: 3' -H 'X-B:' -H 'X-C;'`,
      { headers: { 'x-a': '1, 2', 'x-c': '' } },
    ],
    // -X bundled and lower case, bundled flags, -k recorded
    [`curl -sSLk -Xpatch ${SPORTSBOOK}`, { method: 'PATCH', insecure: true }],
    [`curl --insecure --request PUT --url ${SPORTSBOOK}`, { method: 'PUT', insecure: true }],
    // several data options join with &; --data-urlencode encodes
    [
      `curl ${SPORTSBOOK} -d a=1 --data-binary b=2 --data-urlencode 'q=a b&c' --data-ascii c=3`,
      { method: 'POST', body: 'a=1&b=2&q=a%20b%26c&c=3' },
    ],
    // --data-raw takes an @ literally
    [`curl ${SPORTSBOOK} --data-raw '@notafile'`, { method: 'POST', body: '@notafile' }],
    // -G moves the data to the query string
    [`curl -G ${SPORTSBOOK}?x=1 -d a=1`, { url: `${SPORTSBOOK}?x=1&a=1`, method: 'GET' }],
    [`curl -I ${SPORTSBOOK}`, { method: 'HEAD' }],
    // --json sets the JSON headers when absent
    [
      `curl ${SPORTSBOOK} --json '{"a":1}'`,
      {
        method: 'POST',
        body: '{"a":1}',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
      },
    ],
    // -A and -e are headers; harmless options (with or without values) are ignored
    [
      `curl -A agent/1 -e https://ref/ -m 30 --connect-timeout 5 -o out.json --retry 2 -v ${SPORTSBOOK}`,
      { headers: { 'user-agent': 'agent/1', referer: 'https://ref/' } },
    ],
    // comments, a bare host (curl adds http://), curl.exe
    [
      `curl.exe myactivity.betfair.es/x # copied from the browser`,
      { url: 'http://myactivity.betfair.es/x' },
    ],
    // after -- every word is a URL
    [`curl -- ${SPORTSBOOK}`, {}],
    // a $ that expands nothing is a plain character
    [`curl ${SPORTSBOOK} -H 'x-price: 5$'`, { headers: { 'x-price': '5$' } }],
    // a "__proto__" header stays a plain key
    [
      `curl ${SPORTSBOOK} -H '__proto__: x'`,
      { headers: JSON.parse('{"__proto__":"x"}') as Record<string, string> },
    ],
  ])('%s', (command, expected) => {
    expect(parseCurlCommand(command)).toEqual(request(expected));
  });

  it.each<[string, RegExp]>([
    ['', /empty/],
    ['wget https://x/', /must start with "curl"/],
    [`curl '${SPORTSBOOK}`, /never closes/],
    [`curl "${SPORTSBOOK}`, /never closes/],
    [`curl $'${SPORTSBOOK}`, /never closes/],
    [`curl ^"${SPORTSBOOK}`, /never closes/],
    [`curl ${SPORTSBOOK} | jq .`, /shell syntax/],
    [`curl ${SPORTSBOOK} > out.json`, /shell syntax/],
    [`curl ${SPORTSBOOK}; rm -rf /`, /shell syntax/],
    [`curl "$URL"`, /expand/],
    [`curl ${SPORTSBOOK} -H "x-token: $(cat token)"`, /expand/],
    [`curl ${SPORTSBOOK} -H "x-token: \`cat token\`"`, /substitution/],
    [`curl ${SPORTSBOOK} https://other/`, /more than one URL/],
    ['curl -X POST', /no URL/],
    [`curl -d @body.json ${SPORTSBOOK}`, /reads a file/],
    [`curl --data-binary @body.json ${SPORTSBOOK}`, /reads a file/],
    [`curl -H @headers.txt ${SPORTSBOOK}`, /reads a file/],
    [`curl --data-urlencode q@file.txt ${SPORTSBOOK}`, /reads a file/],
    [`curl -b cookies.txt ${SPORTSBOOK}`, /cookie file/],
    [`curl -u me:secret ${SPORTSBOOK}`, /-u .*not supported/],
    [`curl -F a=b ${SPORTSBOOK}`, /multipart forms/],
    [`curl --frobnicate ${SPORTSBOOK}`, /--frobnicate is not supported/],
    [`curl -z ${SPORTSBOOK}`, /-z is not supported/],
    [`curl ${SPORTSBOOK} -H`, /-H needs a value/],
    [`curl ${SPORTSBOOK} -H 'no colon here'`, /no "name: value"/],
    [`curl ${SPORTSBOOK} -H 'bad name: x'`, /not a header name/],
    [`curl -X 'PO ST' ${SPORTSBOOK}`, /not a method/],
    ['curl file:///etc/passwd', /only http and https/],
    ['curl ftp://example.com/', /only http and https/],
  ])('%s is refused (%s)', (command, reason) => {
    let error: unknown;
    try {
      parseCurlCommand(command);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as ImportFormatError).message).toMatch(/^Cannot read the curl command: /);
    expect((error as ImportFormatError).message).toMatch(reason);
  });
});
