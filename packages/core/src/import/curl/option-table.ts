import {
  addHeader,
  data,
  dataUrlencode,
  type Handler,
  header,
  ignore,
  noFile,
  type State,
} from './option-values.ts';
import { fail } from './refuse.ts';

/** Options taking a value. */
export const WITH_VALUE: Readonly<Record<string, Handler>> = {
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
export const FLAGS: Readonly<Record<string, (state: State) => void>> = {
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
export const LONG_NAMES: Readonly<Record<string, string>> = {
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
