import { ImportFormatError } from '../bets/bet-record.ts';
import type { ImportMessageCode, ImportMessageParams } from './problem-codes.ts';

/**
 * A "Copy as cURL" command read WITHOUT a shell: the words are split here the way bash (or, for
 * Chrome's and Firefox's "Copy as cURL (cmd)/(Windows)", cmd.exe) would split them, and only
 * the options that describe an HTTP request are understood. Nothing is expanded or run: shell
 * variables, substitutions, pipes and redirections are refused, as are options that read files.
 */
export interface CurlRequest {
  url: string;
  /** Upper case: GET, POST, … */
  method: string;
  /** Header names in lower case; repeated headers joined with ", " (cookies with "; "). */
  headers: Record<string, string>;
  body: string | null;
  /** -k/--insecure was given: the caller should refuse to turn TLS checks off. */
  insecure: boolean;
}

/**
 * Refuses the command. `code` and `params` are the message key the web translates; the general
 * key carries the English reason as its parameter.
 */
function fail(
  reason: string,
  where = 'curl command',
  code: ImportMessageCode = 'import.curlUnreadable',
  params: ImportMessageParams = { reason },
): never {
  throw new ImportFormatError(`Cannot read the curl command: ${reason}`, where, [], code, params);
}

// ---------------------------------------------------------------------------------------------
// Words

const SHELL_OPERATORS = new Set(['|', ';', '&', '<', '>', '`']);

/** bash's ANSI-C quoting $'…': the escapes Chrome and Firefox emit, and the rest of bash's. */
function readAnsiC(s: string, start: number): { value: string; end: number } {
  let value = '';
  let i = start;
  for (;;) {
    const c = s[i];
    if (c === undefined) fail("a $'…' string never closes");
    if (c === "'") return { value, end: i + 1 };
    if (c !== '\\') {
      value += c;
      i++;
      continue;
    }
    const e = s[i + 1];
    i += 2;
    const simple: Record<string, string> = {
      n: '\n',
      t: '\t',
      r: '\r',
      a: '\x07',
      b: '\b',
      e: '\x1b',
      E: '\x1b',
      f: '\f',
      v: '\v',
      '\\': '\\',
      "'": "'",
      '"': '"',
      '?': '?',
    };
    if (e === undefined) fail("a $'…' string never closes");
    const mapped = simple[e];
    if (mapped !== undefined) {
      value += mapped;
      continue;
    }
    const hex = (max: number) => {
      const m = new RegExp(`^[0-9a-fA-F]{1,${max}}`).exec(s.slice(i, i + max));
      if (!m) return null;
      i += m[0].length;
      return parseInt(m[0], 16);
    };
    if (e === 'x' || e === 'u' || e === 'U') {
      const code = hex(e === 'x' ? 2 : e === 'u' ? 4 : 8);
      if (code === null) {
        value += `\\${e}`;
      } else if (e === 'U') {
        if (code > 0x10ffff) fail(`\\U${code.toString(16)} is not a character`);
        value += String.fromCodePoint(code);
      } else {
        // \uD83D\uDE00: each escape is one UTF-16 unit, as Firefox writes them.
        value += String.fromCharCode(code);
      }
      continue;
    }
    if (/[0-7]/.test(e)) {
      const m = /^[0-7]{1,3}/.exec(s.slice(i - 1, i + 2)) ?? ['0'];
      i += m[0].length - 1;
      value += String.fromCharCode(parseInt(m[0], 8) & 0xff);
      continue;
    }
    if (e === 'c') {
      const x = s[i];
      if (x === undefined) fail("a $'…' string never closes");
      value += String.fromCharCode(x.charCodeAt(0) & 0x1f);
      i++;
      continue;
    }
    value += `\\${e}`; // bash keeps unknown escapes as written
  }
}

/** Splits a POSIX shell command line into words: quotes, $'…', \ escapes and continuations. */
function splitPosixWords(s: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let i = 0;
  const flush = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  const refuseExpansion = (at: number) => {
    const next = s[at + 1] ?? '';
    if (/[A-Za-z_{(0-9@*#?$!-]/.test(next)) {
      fail(
        `"$${next}…" asks a shell to expand something; paste the command with values in it`,
        undefined,
        'import.curlShellSyntax',
        { text: `$${next}` },
      );
    }
  };
  while (i < s.length) {
    const c = s[i] ?? '';
    if (c === ' ' || c === '\t' || c === '\n') {
      flush();
      i++;
    } else if (c === '\\') {
      const next = s[i + 1];
      if (next === '\n') {
        i += 2; // line continuation
      } else {
        if (next !== undefined) word += next;
        inWord = true;
        i += 2;
      }
    } else if (c === "'") {
      const end = s.indexOf("'", i + 1);
      if (end === -1) fail("a '…' string never closes");
      word += s.slice(i + 1, end);
      inWord = true;
      i = end + 1;
    } else if (c === '$' && s[i + 1] === "'") {
      const read = readAnsiC(s, i + 2);
      word += read.value;
      inWord = true;
      i = read.end;
    } else if (c === '"' || (c === '$' && s[i + 1] === '"')) {
      i += c === '$' ? 2 : 1;
      inWord = true;
      for (;;) {
        const d = s[i];
        if (d === undefined) fail('a "…" string never closes');
        if (d === '"') {
          i++;
          break;
        }
        if (d === '\\' && s[i + 1] !== undefined && '$`"\\\n'.includes(s[i + 1] ?? '')) {
          if (s[i + 1] !== '\n') word += s[i + 1];
          i += 2;
          continue;
        }
        if (d === '`') fail('a `command` substitution needs a shell');
        if (d === '$') refuseExpansion(i);
        word += d;
        i++;
      }
    } else if (c === '#' && !inWord) {
      while (i < s.length && s[i] !== '\n') i++;
    } else if (SHELL_OPERATORS.has(c)) {
      fail(
        `"${c}" is shell syntax (a pipe, a list or a redirection); paste only the curl command`,
        undefined,
        'import.curlShellSyntax',
        { text: c },
      );
    } else {
      if (c === '$') refuseExpansion(i);
      word += c;
      inWord = true;
      i++;
    }
  }
  flush();
  return words;
}

/** cmd.exe's escapes: ^X is X, ^ at a line end continues the line, ^ + two line ends is one. */
function decodeCaret(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c !== '^') {
      out += c;
      continue;
    }
    const next = s[i + 1];
    if (next === '\n') {
      if (s[i + 2] === '\n') {
        out += '\n';
        i += 2;
      } else {
        i += 1;
      }
    } else if (next !== undefined) {
      out += next;
      i += 1;
    }
  }
  return out;
}

/**
 * Splits a Windows "Copy as cURL (cmd)" command: carets decoded first (Chrome and Firefox
 * escape every special character with ^), then "…" quotes in which \" is a quote and \\ a
 * backslash (undoing the browsers' own escaping). Single quotes and $ are plain characters.
 */
function splitCmdWords(s: string): string[] {
  const text = decodeCaret(s);
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (quoted) {
      if (c === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) {
        word += text[i + 1];
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        word += c;
      }
    } else if (c === '"') {
      quoted = true;
      inWord = true;
    } else if (c === ' ' || c === '\t' || c === '\n') {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else if (c === '|' || c === '&' || c === '<' || c === '>') {
      fail(
        `"${c}" is shell syntax; paste only the curl command`,
        undefined,
        'import.curlShellSyntax',
        {
          text: c,
        },
      );
    } else {
      word += c;
      inWord = true;
    }
  }
  if (quoted) fail('a "…" string never closes');
  if (inWord) words.push(word);
  return words;
}

// ---------------------------------------------------------------------------------------------
// Options

type Handler = (value: string, state: State) => void;

interface State {
  urls: string[];
  method: string | null;
  headers: Map<string, string>;
  data: string[];
  get: boolean;
  head: boolean;
  insecure: boolean;
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function addHeader(state: State, name: string, value: string): void {
  const key = name.toLowerCase();
  const previous = state.headers.get(key);
  const separator = key === 'cookie' ? '; ' : ', ';
  state.headers.set(key, previous === undefined ? value : `${previous}${separator}${value}`);
}

function noFile(option: string, value: string): void {
  if (value.startsWith('@')) {
    fail(
      `${option} ${value.slice(0, 30)} reads a file; paste the data itself`,
      undefined,
      'import.curlReadsFile',
      { option },
    );
  }
}

const header: Handler = (value, state) => {
  noFile('-H', value);
  const colon = value.indexOf(':');
  const semicolon = value.indexOf(';');
  if (colon === -1 && semicolon === value.length - 1 && semicolon > 0) {
    // "Name;" is curl's way to send an empty header.
    addHeader(state, value.slice(0, -1).trim(), '');
    return;
  }
  if (colon <= 0) fail(`the header ${JSON.stringify(value.slice(0, 40))} has no "name: value"`);
  const name = value.slice(0, colon).trim();
  if (name.length > 200 || !HEADER_NAME.test(name))
    fail(`${JSON.stringify(name.slice(0, 40))} is not a header name`);
  const headerValue = value.slice(colon + 1).trim();
  if (headerValue === '') {
    state.headers.delete(name.toLowerCase()); // "Name:" removes a header in curl
  } else {
    addHeader(state, name, headerValue);
  }
};

const data =
  (option: string, literal: boolean): Handler =>
  (value, state) => {
    if (!literal) noFile(option, value);
    state.data.push(value);
  };

/** --data-urlencode: "content", "=content" or "name=content", content percent-encoded. */
const dataUrlencode: Handler = (value, state) => {
  const eq = value.indexOf('=');
  if (eq === -1 && value.includes('@')) {
    fail(
      `--data-urlencode ${value.slice(0, 30)} reads a file ("name@file"); paste the data itself`,
    );
  }
  if (eq === -1) state.data.push(encodeURIComponent(value));
  else if (eq === 0) state.data.push(encodeURIComponent(value.slice(1)));
  else state.data.push(`${value.slice(0, eq)}=${encodeURIComponent(value.slice(eq + 1))}`);
};

const ignore: Handler = () => undefined;

/** Options taking a value. */
const WITH_VALUE: Readonly<Record<string, Handler>> = {
  '--url': (value, state) => void state.urls.push(value),
  '-X': (value, state) => {
    if (value.length > 20 || !/^[A-Za-z]+$/.test(value))
      fail(`${JSON.stringify(value.slice(0, 20))} is not a method`);
    state.method = value.toUpperCase();
  },
  '-H': header,
  '-b': (value, state) => {
    if (!value.includes('='))
      fail(
        `-b ${value.slice(0, 30)} names a cookie file; paste the cookies`,
        undefined,
        'import.curlReadsFile',
        {
          option: '-b',
        },
      );
    addHeader(state, 'cookie', value.trim());
  },
  '-A': (value, state) => void state.headers.set('user-agent', value),
  '-e': (value, state) => void state.headers.set('referer', value),
  '-d': data('-d', false),
  '--data-ascii': data('--data-ascii', false),
  '--data-binary': data('--data-binary', false),
  '--data-raw': data('--data-raw', true),
  '--data-urlencode': dataUrlencode,
  '--json': (value, state) => {
    noFile('--json', value);
    state.data.push(value);
    if (!state.headers.has('content-type')) state.headers.set('content-type', 'application/json');
    if (!state.headers.has('accept')) state.headers.set('accept', 'application/json');
  },
  // Harmless here: timeouts, retries, output, proxies and TLS files (the server uses its own).
  '-m': ignore,
  '--connect-timeout': ignore,
  '--retry': ignore,
  '--retry-delay': ignore,
  '--retry-max-time': ignore,
  '-o': ignore,
  '-w': ignore,
  '--limit-rate': ignore,
  '--max-redirs': ignore,
  '-x': ignore,
  '--resolve': ignore,
  '--connect-to': ignore,
  '-c': ignore,
  '--cacert': ignore,
  '--capath': ignore,
  '-E': ignore,
  '--key': ignore,
  '--tls-max': ignore,
  '--interface': ignore,
};

/** Options without a value. */
const FLAGS: Readonly<Record<string, (state: State) => void>> = {
  '-k': (state) => void (state.insecure = true),
  '-G': (state) => void (state.get = true),
  '-I': (state) => void (state.head = true),
  ...Object.fromEntries(
    [
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
    ].map((flag) => [flag, ignore]),
  ),
};

/** Long names of the short options above. */
const LONG_NAMES: Readonly<Record<string, string>> = {
  '--request': '-X',
  '--header': '-H',
  '--cookie': '-b',
  '--user-agent': '-A',
  '--referer': '-e',
  '--data': '-d',
  '--max-time': '-m',
  '--output': '-o',
  '--write-out': '-w',
  '--proxy': '-x',
  '--cookie-jar': '-c',
  '--cert': '-E',
  '--insecure': '-k',
  '--get': '-G',
  '--head': '-I',
  '--silent': '-s',
  '--show-error': '-S',
  '--verbose': '-v',
  '--include': '-i',
  '--location': '-L',
  '--globoff': '-g',
  '--no-buffer': '-N',
  '--fail': '-f',
  '--progress-bar': '-#',
  '--disable': '-q',
  '--parallel': '-Z',
  '--ipv4': '-4',
  '--ipv6': '-6',
};

/** Options that change the request in ways this reader does not reproduce. */
const REFUSED: Readonly<Record<string, string>> = {
  '-u': 'user names and passwords (Betfair signs in with cookies or X-Authentication)',
  '--user': 'user names and passwords (Betfair signs in with cookies or X-Authentication)',
  '-F': 'multipart forms',
  '--form': 'multipart forms',
  '-T': 'uploading files',
  '--upload-file': 'uploading files',
  '-K': 'config files',
  '--config': 'config files',
};

// ---------------------------------------------------------------------------------------------

/** Reads a curl command (bash or Windows cmd form) into the request it describes. */
export function parseCurlCommand(text: string): CurlRequest {
  // String methods, not regexes, over the whole text (import/regex-work.test.ts).
  const source = (text.startsWith('\uFEFF') ? text.slice(1) : text)
    .replaceAll('\r\n', '\n')
    .replaceAll('\r', '\n')
    .trim();
  if (source === '') fail('the text is empty', undefined, 'import.empty', {});
  const windows = source.includes('^"') || source.includes('^\n');
  const words = windows ? splitCmdWords(source) : splitPosixWords(source);
  if (!['curl', 'curl.exe'].includes((words[0] ?? '').toLowerCase())) {
    fail(
      `it must start with "curl" (it starts with ${JSON.stringify((words[0] ?? '').slice(0, 20))})`,
      undefined,
      'import.curlNotCurl',
      {},
    );
  }

  const state: State = {
    urls: [],
    method: null,
    headers: new Map(),
    data: [],
    get: false,
    head: false,
    insecure: false,
  };
  let optionsEnded = false;
  for (let i = 1; i < words.length; i++) {
    const word = words[i] ?? '';
    const where = `curl argument ${i}`;
    const valueAfter = (option: string) => {
      const value = words[i + 1];
      if (value === undefined)
        fail(`${option} needs a value`, where, 'import.curlOptionNeedsValue', { option });
      i++;
      return value;
    };
    if (optionsEnded || !word.startsWith('-') || word === '-') {
      state.urls.push(word);
    } else if (word === '--') {
      optionsEnded = true;
    } else if (word.startsWith('--')) {
      const refused = REFUSED[word];
      if (refused)
        fail(`${word} (${refused}) is not supported`, where, 'import.curlUnsupportedOption', {
          option: word,
        });
      const name = LONG_NAMES[word] ?? word;
      const withValue = WITH_VALUE[name];
      const flag = FLAGS[name];
      if (withValue) withValue(valueAfter(word), state);
      else if (flag) flag(state);
      else {
        fail(
          `the option ${word.slice(0, 40)} is not supported`,
          where,
          'import.curlUnsupportedOption',
          {
            option: word.slice(0, 40),
          },
        );
      }
    } else {
      // Short options, possibly bundled (-sSL) or with their value attached (-XPOST).
      for (let j = 1; j < word.length; j++) {
        const name = `-${word[j] ?? ''}`;
        const refused = REFUSED[name];
        if (refused)
          fail(`${name} (${refused}) is not supported`, where, 'import.curlUnsupportedOption', {
            option: name,
          });
        const withValue = WITH_VALUE[name];
        const flag = FLAGS[name];
        if (withValue) {
          withValue(j + 1 < word.length ? word.slice(j + 1) : valueAfter(name), state);
          break;
        }
        if (flag) flag(state);
        else
          fail(`the option ${name} is not supported`, where, 'import.curlUnsupportedOption', {
            option: name,
          });
      }
    }
  }

  if (state.urls.length === 0) fail('it has no URL', undefined, 'import.curlNoUrl', {});
  if (state.urls.length > 1) {
    fail(`it has more than one URL (${state.urls.length})`, undefined, 'import.curlManyUrls', {
      count: state.urls.length,
    });
  }
  let url = (state.urls[0] ?? '').trim();
  // A scheme is a short word: the match sees the URL's start only.
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(url.slice(0, 64));
  if (!scheme)
    url = `http://${url}`; // curl's default for a bare host
  else if (!/^https?$/i.test(scheme[1] ?? '')) {
    fail('only http and https URLs are supported', undefined, 'import.curlNotHttp', {});
  }

  let body: string | null = state.data.length > 0 ? state.data.join('&') : null;
  if (state.get && body !== null) {
    url += (url.includes('?') ? '&' : '?') + body;
    body = null;
  }
  const method = state.method ?? (state.head ? 'HEAD' : body !== null ? 'POST' : 'GET');
  return {
    url,
    method,
    headers: Object.fromEntries(state.headers),
    body,
    insecure: state.insecure,
  };
}
