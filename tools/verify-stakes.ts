/**
 * npm run verify:stakes -- URL_OR_FILE
 *
 * Verifies the tipster's stake record (docs/stake-record.md) without trusting the server: reads
 * it from a running site (its root, /api/stakes/record or /api/stakes/record.jsonl) or from a
 * downloaded file (the .jsonl, or a saved page of JSON), recomputes every SHA-256 with
 * node:crypto and checks each link. Prints "verified: N entries, unbroken" and exits 0, or
 * where it breaks and exits 1; 2 when the record cannot be read.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import {
  describeStakeRecordVerdict,
  publicStakeRecordEntrySchema,
  stakeRecordPageSchema,
  verifyStakeRecord,
  type PublicStakeRecordEntry,
} from '@stakelab/core';

const sha256 = async (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** One entry per non-empty line. */
function parseJsonl(text: string): PublicStakeRecordEntry[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => publicStakeRecordEntrySchema.parse(JSON.parse(line)));
}

/** A file: JSON Lines, a page of GET /api/stakes/record, or an array of entries. */
function parseFile(text: string): PublicStakeRecordEntry[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('['))
    return publicStakeRecordEntrySchema.array().parse(JSON.parse(trimmed));
  if (trimmed.startsWith('{') && !trimmed.includes('\n')) {
    const value: unknown = JSON.parse(trimmed);
    const page = stakeRecordPageSchema.safeParse(value);
    if (page.success) return page.data.entries;
  }
  return parseJsonl(text);
}

async function fetchOk(url: URL): Promise<Response> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url.href} answered ${res.status}`);
  return res;
}

/** Every entry from a site, page by page, or its download. */
async function readUrl(source: string): Promise<PublicStakeRecordEntry[]> {
  const url = new URL(source);
  if (url.pathname.endsWith('.jsonl')) return parseJsonl(await (await fetchOk(url)).text());
  if (!url.pathname.includes('/api/stakes/record')) url.pathname = '/api/stakes/record';
  const entries: PublicStakeRecordEntry[] = [];
  let after: number | null = Number(url.searchParams.get('after') ?? 0);
  while (after !== null) {
    url.searchParams.set('after', String(after));
    url.searchParams.set('limit', '1000');
    const page = stakeRecordPageSchema.parse(await (await fetchOk(url)).json());
    entries.push(...page.entries);
    after = page.next_after;
  }
  return entries;
}

export async function readStakeRecord(source: string): Promise<PublicStakeRecordEntry[]> {
  return /^https?:\/\//i.test(source)
    ? readUrl(source)
    : parseFile(fs.readFileSync(source, 'utf8'));
}

async function main(args: string[]): Promise<number> {
  const source = args.find((arg) => arg !== '--');
  if (!source) {
    console.error('usage: npm run verify:stakes -- URL_OR_FILE');
    return 2;
  }
  let entries: PublicStakeRecordEntry[];
  try {
    entries = await readStakeRecord(source);
  } catch (err) {
    console.error(`cannot read the record from ${source}: ${(err as Error).message}`);
    return 2;
  }
  const verdict = await verifyStakeRecord(entries, sha256);
  console.log(describeStakeRecordVerdict(verdict));
  if (verdict.ok && verdict.head)
    console.log(`latest: entry ${verdict.head.seq} ${verdict.head.hash}`);
  return verdict.ok ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
