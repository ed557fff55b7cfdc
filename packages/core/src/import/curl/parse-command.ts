import { splitCmdWords } from './cmd-words.ts';
import { splitPosixWords } from './posix-words.ts';
import { readOptions } from './read-options.ts';
import { fail } from './refuse.ts';
import type { CurlRequest } from './request.ts';

export type { CurlRequest } from './request.ts';

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

  const state = readOptions(words);

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
