import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../../bets/bet-record.ts';
import { type CurlRequest, parseCurlCommand } from './parse-command.ts';

const URL = 'https://myactivity.betfair.es/activity/sportsbook';

/** The value of header x-a of `curl URL -H <word>`, the word written as given. */
const headerValue = (word: string) => parseCurlCommand(`curl ${URL} -H ${word}`).headers['x-a'];

const refusal = (command: string): ImportFormatError => {
  try {
    parseCurlCommand(command);
  } catch (err) {
    if (err instanceof ImportFormatError) return err;
    throw err;
  }
  throw new Error('accepted');
};

describe("bash $'…' strings: the escapes bash knows", () => {
  it.each([
    ["$'x-a: 1\\n2'", '1\n2'],
    ["$'x-a: \\t1'", '1'], // a tab after the colon is trimmed with the value
    ["$'x-a: 1\\t2\\r3'", '1\t2\r3'],
    ["$'x-a: 1\\a\\b\\e\\E\\f\\v2'", '1\x07\b\x1b\x1b\f\v2'],
    ["$'x-a: \\\\ \\' \\\" \\?'", '\\ \' " ?'],
    ["$'x-a: \\x41\\x4g'", 'A\x04g'], // one or two hex digits
    ["$'x-a: \\xZZ'", '\\xZZ'], // no hex digit: kept as written
    ["$'x-a: \\u00e9\\u20AC'", 'é€'],
    ["$'x-a: \\U0001F600'", '😀'],
    ["$'x-a: \\uD83D\\uDE00'", '😀'], // two UTF-16 units, as Firefox writes them
    ["$'x-a: \\101\\0618'", 'A18'], // octal: up to three digits (\061 is "1")
    ["$'x-a: \\7\\1012'", '\x07A2'],
    ["$'x-a: \\cA\\c?'", '\x01\x1f'], // control characters
    ["$'x-a: \\z'", '\\z'], // unknown: kept as written
  ])('%s → %j', (word, value) => {
    expect(headerValue(word)).toBe(value);
  });

  it.each([
    ["curl $'abc\\", "a $'…' string never closes"], // a backslash last
    ["curl $'abc\\c", "a $'…' string never closes"], // \c without its character
    ["curl $'\\U110000'", '\\U110000 is not a character'],
  ])('refuses %s', (command, reason) => {
    expect(refusal(command).message).toBe(`Cannot read the curl command: ${reason}`);
  });
});

describe('bash words', () => {
  it.each<[string, Partial<CurlRequest>]>([
    [`curl\t${URL}\t-H\t'x-a: 1'`, { headers: { 'x-a': '1' } }], // tabs separate words
    [`curl ${URL} -H 'x-a: a'\\\n  -H 'x-b: b'`, { headers: { 'x-a': 'a', 'x-b': 'b' } }],
    [`curl ${URL} -H x-a:\\ 1\\#2`, { headers: { 'x-a': '1#2' } }], // # inside a word
    [`curl ${URL} -H 'x-a: 1' # -H 'x-b: 2'`, { headers: { 'x-a': '1' } }], // a comment
    [
      `curl ${URL} -H "x-a: \\$5 \\\`x\\\` \\"q\\" \\\\ \\n"`,
      { headers: { 'x-a': '$5 `x` "q" \\ \\n' } },
    ],
    [`curl ${URL} -H "x-a: 1\\\n2"`, { headers: { 'x-a': '12' } }], // \ + line end inside "…"
    [`curl ${URL} -H $"x-a: 1"`, { headers: { 'x-a': '1' } }], // $"…" is "…"
    [`curl ${URL} -H "x-a: a$ b"`, { headers: { 'x-a': 'a$ b' } }], // $ then a space
    [`curl ${URL} -H x-a:5$`, { headers: { 'x-a': '5$' } }], // $ last
    [`curl ${URL} -H 'x-a: ""'`, { headers: { 'x-a': '""' } }],
    [`curl ${URL} -d ''`, { method: 'POST', body: '' }], // an empty word is a word
    [`curl ${URL} -d a\\`, { method: 'POST', body: 'a' }], // a backslash last escapes nothing
  ])('%j', (command, expected) => {
    expect(parseCurlCommand(command)).toMatchObject(expected);
  });

  it.each([
    [`curl "$HOME"`, '"$H…" asks a shell to expand something; paste the command with values in it'],
    [
      `curl "\${URL}"`,
      '"${…" asks a shell to expand something; paste the command with values in it',
    ],
    [`curl $1`, '"$1…" asks a shell to expand something; paste the command with values in it'],
    [`curl "$@"`, '"$@…" asks a shell to expand something; paste the command with values in it'],
    [`curl $$`, '"$$…" asks a shell to expand something; paste the command with values in it'],
    [`curl $_x`, '"$_…" asks a shell to expand something; paste the command with values in it'],
    [`curl "$-"`, '"$-…" asks a shell to expand something; paste the command with values in it'],
    [
      `curl ${URL} & curl x`,
      '"&" is shell syntax (a pipe, a list or a redirection); paste only the curl command',
    ],
    [
      `curl ${URL} < in`,
      '"<" is shell syntax (a pipe, a list or a redirection); paste only the curl command',
    ],
    [
      `curl \`x\``,
      '"`" is shell syntax (a pipe, a list or a redirection); paste only the curl command',
    ],
    [`curl "${URL}" -H "x-a: 1`, 'a "…" string never closes'],
  ])('refuses %s', (command, reason) => {
    expect(refusal(command).message).toBe(`Cannot read the curl command: ${reason}`);
  });
});

describe('Windows cmd words (Copy as cURL (cmd))', () => {
  it.each<[string, Partial<CurlRequest>]>([
    [`curl ^"${URL}^" -H ^"x-a: 1^^2^"`, { headers: { 'x-a': '1^2' } }], // ^^ is ^
    [`curl ^"${URL}^" ^\n -H ^"x-a: 1^"`, { headers: { 'x-a': '1' } }], // ^ + line end continues
    [`curl ^"${URL}^" -d ^"a^\n\nb^"`, { body: 'a\nb' }], // ^ + two line ends is one
    [`curl ^"${URL}^" -d ^"a \\\\ b \\c^"`, { body: 'a \\ b \\c' }], // \\ is \, other \ stay
    [`curl ^"${URL}^" -d ^"a^&b^|c^<d^>e^"`, { body: 'a&b|c<d>e' }], // inside quotes
    [`curl ^"${URL}^" -d\tx`, { body: 'x' }], // tabs separate words
    [`curl ^"${URL}^" -d ^"^"`, { body: '' }], // an empty quoted word
    [`curl ^"${URL}^" -d 'it''s' -H x-a:$HOME`, { body: "'it''s'", headers: { 'x-a': '$HOME' } }],
    [`curl ^"${URL}^" -d a^`, { body: 'a' }], // a caret last is dropped
  ])('%j', (command, expected) => {
    expect(parseCurlCommand(command)).toMatchObject(expected);
  });

  it.each(['&', '|', '<', '>'])('refuses %s outside quotes', (operator) => {
    expect(refusal(`curl ^"${URL}^" ${operator} x`).message).toBe(
      `Cannot read the curl command: "${operator}" is shell syntax; paste only the curl command`,
    );
  });

  it('refuses a quote that never closes', () => {
    expect(refusal(`curl ^"${URL}^" -d ^"x`).message).toBe(
      'Cannot read the curl command: a "…" string never closes',
    );
  });
});
