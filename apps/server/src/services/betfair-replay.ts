import {
  ImportFormatError,
  nextPageRequestBody,
  parseBetfairValue,
  parseJsonText,
  type BetRecord,
  type CurlRequest,
  type ImportOptions,
  type ParsedImport,
} from '@stakelab/core';
import { OutboundRequestError, safeFetch, type OutboundPolicy } from '../net/safe-fetch.ts';

/** Issue 4: follow the history's paging up to this many bets. */
export const MAX_REPLAYED_BETS = 50_000;
/** No history needs more pages than this; a server that keeps saying "more" is cut off. */
const MAX_PAGES = 1000;

/**
 * Replays a "Copy as cURL" request to Betfair and follows its paging, returning every bet of
 * every page (so never `morePages`), read with the user's import options. The pasted cookies and tokens travel only in these requests: never stored, never
 * logged.
 */
export async function replayBetfairHistory(
  command: CurlRequest,
  policy: OutboundPolicy,
  options: ImportOptions = {},
): Promise<ParsedImport> {
  const parsePage: (value: unknown, options: ImportOptions) => ParsedImport = parseBetfairValue;
  if (command.insecure) {
    throw new OutboundRequestError(
      'The command turns off certificate checks (-k / --insecure): remove that option.',
      'import.replayInsecure',
    );
  }
  const bets: BetRecord[] = [];
  const problems: ParsedImport['problems'] = [];
  let format: ParsedImport['format'] | undefined;
  let body = command.body;

  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await safeFetch({ ...command, body }, policy);
    if (answer.status === 401 || answer.status === 403) {
      throw new OutboundRequestError(
        `Betfair refused the request (${answer.status}): log in to Betfair again and copy a fresh command.`,
        'import.replayRefused',
        { status: String(answer.status) },
      );
    }
    if (answer.status !== 200)
      throw new OutboundRequestError(
        `Betfair answered with status ${answer.status}.`,
        'import.replayStatus',
        { status: String(answer.status) },
      );
    const json = parseJsonText(answer.body, `Betfair's answer (page ${page})`);
    const parsed = parsePage(json, options);
    format = parsed.format;
    bets.push(...parsed.bets);
    problems.push(...parsed.problems);
    if (bets.length > MAX_REPLAYED_BETS) {
      throw ImportFormatError.of('import.tooManyBets', { max: MAX_REPLAYED_BETS });
    }
    const next = body === null ? null : nextPageRequestBody(parsed.format, body, json);
    if (next === null) return { format, bets, problems, morePages: false };
    body = next;
  }
  throw new OutboundRequestError(
    `Betfair kept offering more pages after ${MAX_PAGES}; stopped.`,
    'import.replayTooManyPages',
    { max: MAX_PAGES },
  );
}
