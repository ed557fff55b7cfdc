/**
 * What a pasted or dropped history is, whichever tab of the upload dialog it came through:
 * JSON (a Betfair answer), a "Copy as cURL" command (replayed against Betfair), or CSV (a
 * download or a spreadsheet). Read from the text's start only, so a 25 MB paste costs nothing:
 * the importers then say whether it is a history they know.
 */
export type ImportTextKind = 'json' | 'curl' | 'csv';

/** How much of the text's start is looked at: a CSV's header line fits in it. */
const HEAD_CHARS = 8_192;

const isSpace = (c: string | undefined) =>
  c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v' || c === '\u00a0';

/** The text's first characters after a byte-order mark and blank space. */
function headOf(text: string): string {
  let start = text.startsWith('\uFEFF') ? 1 : 0;
  while (start < text.length && isSpace(text[start])) start += 1;
  return text.slice(start, start + HEAD_CHARS);
}

/** The first line has a CSV delimiter (";" "," or tab) outside quotes. */
function firstLineHasDelimiter(head: string): boolean {
  let quoted = false;
  for (const c of head) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) return false;
    else if (!quoted && (c === ',' || c === ';' || c === '\t')) return true;
  }
  return false;
}

/**
 * The kind of history text, or null when it is none of them (empty, one word, prose): the
 * caller then reads it as the tab it came through says, whose refusal explains.
 */
export function detectImportKind(text: string): ImportTextKind | null {
  const head = headOf(text);
  if (head.startsWith('{') || head.startsWith('[')) return 'json';
  // bash and Windows cmd forms ("curl.exe" from PowerShell's copy): the word, then a space.
  if (/^curl(\.exe)?(\s|\^|$)/i.test(head.slice(0, 10))) return 'curl';
  return firstLineHasDelimiter(head) ? 'csv' : null;
}
