import { describe, expect, it } from 'vitest';
import { ImportFormatError, type ImportFormat, type ParsedImport } from '../bets/bet-record.ts';
import { parseBetfairJson } from './betfair-json.ts';
import { parseCsvImport } from './csv.ts';
import { parseBetHistory } from './parse-import.ts';

/**
 * The assertions every folder of import fixtures must pass (`ok/` imports, `not-ok/` is
 * refused), shared by the repository's own fixtures and the optional outside ones, so both
 * are held to the same rules while each brings its own arithmetic.
 */

/** A fixture's file name and text. */
export type FixtureFile = readonly [name: string, text: string];

export interface ImportFixtureExpectations {
  /**
   * Per `ok/` fixture: its bet count and total net return in cents, worked out from the raw
   * text with plain arithmetic that shares nothing with the importers.
   */
  fromRaw: Readonly<Record<string, (text: string) => { count: number; netCents: number }>>;
  /** Per `ok/` fixture: its format, bet count and total net in cents, worked out by hand. */
  byHand: ReadonlyArray<readonly [name: string, format: ImportFormat, count: number, net: number]>;
  /** Per `not-ok/` fixture: what its refusal, or the problems of its bad records, must say. */
  refusals: Readonly<Record<string, (outcome: NotOkOutcome, text: string) => void>>;
}

/**
 * What a `not-ok/` fixture gave: a refusal of the whole text (not JSON, no known format), or
 * the problems of its bad records (the others are read; the server refuses the import unless
 * the user sets the unreadable ones aside).
 */
export type NotOkOutcome =
  { error: ImportFormatError; parsed: null } | { error: null; parsed: ParsedImport };

/** A check of a fixture that must be refused whole. */
export function refusedWhole(
  check: (err: ImportFormatError, text: string) => void,
): (outcome: NotOkOutcome, text: string) => void {
  return (outcome, text) => {
    expect(outcome.error).toBeInstanceOf(ImportFormatError);
    if (outcome.error) check(outcome.error, text);
  };
}

/** A check of a fixture whose records are read one by one, some with problems. */
export function flagged(
  check: (parsed: ParsedImport, text: string) => void,
): (outcome: NotOkOutcome, text: string) => void {
  return (outcome, text) => {
    expect(outcome.error).toBeNull();
    if (outcome.parsed) check(outcome.parsed, text);
  };
}

/** CSV by its extension, the rest as Betfair JSON: the importer the upload dialog would pick. */
const parse = (name: string, text: string): ParsedImport =>
  name.endsWith('.csv') ? parseCsvImport(text) : parseBetfairJson(text);

const netOf = (parsed: ParsedImport) => parsed.bets.reduce((s, b) => s + b.netReturnCents, 0);

function notOkOutcome(text: string): NotOkOutcome {
  try {
    return { error: null, parsed: parseBetHistory(text) };
  } catch (err) {
    if (err instanceof ImportFormatError) return { error: err, parsed: null };
    throw err;
  }
}

export function describeImportFixtures(
  label: string,
  files: { ok: readonly FixtureFile[]; notOk: readonly FixtureFile[] },
  expected: ImportFixtureExpectations,
): void {
  const okText = new Map(files.ok);
  const notOkText = new Map(files.notOk);
  const text = (map: Map<string, string>, name: string) => {
    const found = map.get(name);
    if (found === undefined) throw new Error(`no fixture ${name} in ${label}`);
    return found;
  };

  describe(`fixtures that must import (${label}/ok)`, () => {
    it('has an expectation for every fixture', () => {
      const names = [...okText.keys()].sort();
      expect(names).toEqual(Object.keys(expected.fromRaw).sort());
      expect(names).toEqual(expected.byHand.map(([name]) => name).sort());
    });

    it.each([...okText.keys()])('%s: right count and total net return', (name) => {
      const raw = text(okText, name);
      const want = expected.fromRaw[name]?.(raw);
      const parsed = parse(name, raw);
      expect(parsed.bets).toHaveLength(want?.count ?? -1);
      expect(netOf(parsed)).toBe(want?.netCents);
      // The same text through the one entry point that picks JSON or CSV.
      expect(parseBetHistory(raw).bets).toHaveLength(parsed.bets.length);
    });

    it.each(expected.byHand)(
      '%s is %s with %i bets netting %i cents (worked by hand)',
      (name, format, count, net) => {
        const parsed = parse(name, text(okText, name));
        expect(parsed.format).toBe(format);
        expect(parsed.bets).toHaveLength(count);
        expect(netOf(parsed)).toBe(net);
      },
    );

    it('every imported bet keeps its raw record, a source id and valid figures', () => {
      for (const [name, raw] of okText) {
        for (const bet of parse(name, raw).bets) {
          expect(bet.raw).toBeDefined();
          expect(bet.sourceBetId).not.toBe('');
          expect(Number.isSafeInteger(bet.stakeCents) && bet.stakeCents >= 0).toBe(true);
          expect(bet.oddsMilli === null || bet.oddsMilli >= 1010).toBe(true);
          expect(bet.placedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        }
      }
    });
  });

  describe(`fixtures that must be refused or flagged (${label}/not-ok)`, () => {
    it('has a refusal check for every fixture', () => {
      expect([...notOkText.keys()].sort()).toEqual(Object.keys(expected.refusals).sort());
    });

    it.each([...notOkText.keys()])('%s is refused or flagged as it should be', (name) => {
      const raw = text(notOkText, name);
      const outcome = notOkOutcome(raw);
      // Never silently fine: refused whole, or with at least one problem.
      expect(outcome.error !== null || (outcome.parsed?.problems.length ?? 0) > 0).toBe(true);
      expected.refusals[name]?.(outcome, raw);
    });
  });
}
