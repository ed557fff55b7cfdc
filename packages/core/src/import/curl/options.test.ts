import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../../bets/bet-record.ts';
import { type CurlRequest, parseCurlCommand } from './parse-command.ts';

const URL = 'https://myactivity.betfair.es/activity/sportsbook';

const refusal = (command: string): ImportFormatError => {
  try {
    parseCurlCommand(command);
  } catch (err) {
    if (err instanceof ImportFormatError) return err;
    throw err;
  }
  throw new Error('accepted');
};

const plain: CurlRequest = { url: URL, method: 'GET', headers: {}, body: null, insecure: false };

describe('options that change nothing here are accepted', () => {
  it.each([
    '-s',
    '-S',
    '-v',
    '-i',
    '-L',
    '-g',
    '-N',
    '-f',
    '-#',
    '-q',
    '-Z',
    '-4',
    '-6',
    '--compressed',
    '--http1.0',
    '--http1.1',
    '--http2',
    '--http2-prior-knowledge',
    '--http3',
    '--fail-with-body',
    '--path-as-is',
    '--no-keepalive',
    '--raw',
    '--tr-encoding',
    '--location-trusted',
    '--ssl-reqd',
    '--tlsv1.2',
    '--tlsv1.3',
    '--silent',
    '--show-error',
    '--verbose',
    '--include',
    '--location',
    '--globoff',
    '--no-buffer',
    '--fail',
    '--progress-bar',
    '--disable',
    '--parallel',
    '--ipv4',
    '--ipv6',
  ])('the flag %s', (flag) => {
    expect(parseCurlCommand(`curl ${flag} ${URL}`)).toEqual(plain);
  });

  it.each([
    '-m',
    '--max-time',
    '--connect-timeout',
    '--retry',
    '--retry-delay',
    '--retry-max-time',
    '-o',
    '--output',
    '-w',
    '--write-out',
    '--limit-rate',
    '--max-redirs',
    '-x',
    '--proxy',
    '--resolve',
    '--connect-to',
    '-c',
    '--cookie-jar',
    '--cacert',
    '--capath',
    '-E',
    '--cert',
    '--key',
    '--tls-max',
    '--interface',
  ])('the option %s with its value', (option) => {
    expect(parseCurlCommand(`curl ${option} 5 ${URL}`)).toEqual(plain);
  });
});

describe('options that describe the request', () => {
  it.each<[string, Partial<CurlRequest>]>([
    [`--header 'x-a: 1'`, { headers: { 'x-a': '1' } }],
    [`-Hx-a:1`, { headers: { 'x-a': '1' } }], // the value attached
    [`--cookie ' a=1 '`, { headers: { cookie: 'a=1' } }], // trimmed
    [`--user-agent ua/1 -A ua/2`, { headers: { 'user-agent': 'ua/2' } }], // the last wins
    [`--referer https://a/ -e https://b/`, { headers: { referer: 'https://b/' } }],
    [`--data a=1`, { method: 'POST', body: 'a=1' }],
    [`-sda=1`, { method: 'POST', body: 'a=1' }], // a flag, then -d with its value attached
    [`--get -d a=1`, { url: `${URL}?a=1` }], // no query yet: "?"
    [`--head`, { method: 'HEAD' }],
    [`-I -X GET`, { method: 'GET' }], // -X wins
    [`-X post -d a=1`, { method: 'POST', body: 'a=1' }],
    [`--insecure`, { insecure: true }],
    [`--data-urlencode 'a b'`, { method: 'POST', body: 'a%20b' }], // content only
    [`--data-urlencode '=a&b'`, { method: 'POST', body: 'a%26b' }], // "=content"
    [`--data-urlencode 'q=a=b'`, { method: 'POST', body: 'q=a%3Db' }], // "name=content"
    [
      `-H 'Content-Type: text/plain' -H 'Accept: text/html' --json '{}'`,
      {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'text/plain', accept: 'text/html' },
      },
    ],
    [`-H 'X-A;'`, { headers: { 'x-a': '' } }], // "Name;" sends it empty
    [`-H 'x-a: 1' -H 'X-A:'`, { headers: {} }], // "Name:" removes it
    [`-H 'x-a:   padded   '`, { headers: { 'x-a': 'padded' } }],
  ])('%s', (options, expected) => {
    expect(parseCurlCommand(`curl ${URL} ${options}`)).toEqual({ ...plain, ...expected });
  });

  it.each<[string, string]>([
    [`curl HTTPS://myactivity.betfair.es/x`, 'HTTPS://myactivity.betfair.es/x'], // any case
    [`curl http://myactivity.betfair.es/x`, 'http://myactivity.betfair.es/x'],
    [`curl '  ${URL}  '`, URL], // trimmed
    [`curl -`, 'http://-'], // "-" alone is a URL, as curl reads it
    [`curl -- -H`, 'http://-H'], // after "--" too
  ])('%s → URL %s', (command, url) => {
    expect(parseCurlCommand(command).url).toBe(url);
  });
});

describe('refusals name the argument and the reason', () => {
  it.each<[string, string, string]>([
    [`curl ${URL} -Y`, 'the option -Y is not supported', 'curl argument 2'],
    [`curl ${URL} -sY`, 'the option -Y is not supported', 'curl argument 2'], // bundled
    [`curl ${URL} --nope`, 'the option --nope is not supported', 'curl argument 2'],
    [`curl -X`, '-X needs a value', 'curl argument 1'],
    [`curl --request`, '--request needs a value', 'curl argument 1'],
    [`curl ${URL} -T f`, '-T (uploading files) is not supported', 'curl argument 2'],
    [
      `curl ${URL} --upload-file f`,
      '--upload-file (uploading files) is not supported',
      'curl argument 2',
    ],
    [`curl ${URL} -K f`, '-K (config files) is not supported', 'curl argument 2'],
    [`curl ${URL} --config f`, '--config (config files) is not supported', 'curl argument 2'],
    [`curl ${URL} --form a=b`, '--form (multipart forms) is not supported', 'curl argument 2'],
    [
      `curl ${URL} --user a:b`,
      '--user (user names and passwords (Betfair signs in with cookies or X-Authentication)) is not supported',
      'curl argument 2',
    ],
    [
      `curl ${URL} -su a:b`,
      '-u (user names and passwords (Betfair signs in with cookies or X-Authentication)) is not supported',
      'curl argument 2',
    ],
  ])('%s', (command, reason, where) => {
    const err = refusal(command);
    expect(err.message).toBe(`Cannot read the curl command: ${reason}`);
    expect(err.where).toBe(where);
  });

  it.each<[string, string]>([
    ['', 'the text is empty'],
    [' \uFEFF \r\n ', 'the text is empty'],
    ['curlx https://a/', 'it must start with "curl" (it starts with "curlx")'],
    [
      'wget --header=x https://a/ and more words',
      'it must start with "curl" (it starts with "wget")',
    ],
    [
      '"curl-please-fetch-the-thing" x',
      'it must start with "curl" (it starts with "curl-please-fetch-th")',
    ],
    ['curl', 'it has no URL'],
    [`curl ${URL} ${URL} ${URL}`, 'it has more than one URL (3)'],
    ['curl gopher://a/', 'only http and https URLs are supported'],
    [`curl ${URL} -H ':x'`, 'the header ":x" has no "name: value"'],
    [`curl ${URL} -H 'x;y'`, 'the header "x;y" has no "name: value"'],
    [`curl ${URL} -H ';'`, 'the header ";" has no "name: value"'],
    [
      `curl ${URL} -H 'a very long header name that goes on and on: 1'`,
      '"a very long header name that goes on and" is not a header name',
    ],
    [`curl ${URL} -H 'x y: 1'`, '"x y" is not a header name'],
    [`curl -X 'GET!' ${URL}`, '"GET!" is not a method'],
    [`curl -b name ${URL}`, '-b name names a cookie file; paste the cookies'],
    [`curl --json @x.json ${URL}`, '--json @x.json reads a file; paste the data itself'],
    [`curl --data-ascii @x ${URL}`, '--data-ascii @x reads a file; paste the data itself'],
    [`curl -H @h.txt ${URL}`, '-H @h.txt reads a file; paste the data itself'],
    [
      `curl --data-urlencode name@file ${URL}`,
      '--data-urlencode name@file reads a file ("name@file"); paste the data itself',
    ],
  ])('%j', (command, reason) => {
    expect(refusal(command).message).toBe(`Cannot read the curl command: ${reason}`);
  });

  it('the header name is valid up to a colon, tokens only', () => {
    // $'…' so that the quote and the backquote need no shell
    expect(parseCurlCommand(`curl ${URL} -H $'!#$%&\\'*+.^_\`|~09AZaz-: 1'`).headers).toEqual({
      "!#$%&'*+.^_`|~09azaz-": '1',
    });
  });
});
