import { z } from 'zod';
import type { BetView } from '../contract/history.ts';
import { parseJsonText } from './json-text.ts';

/**
 * The selections of a StakeLab CSV row (docs/formats.md §4), in two cells:
 *
 * - `Selections`, for people: each leg as "name @ odds (result)", legs joined by "; "; odds
 *   and result left out when the leg has none ("Napoli @ 1.45 (WON); Over 2.5").
 * - `SelectionsJson`, the last column, for the import: the legs as the JSON array older exports
 *   wrote in `Selections` ({SelectionName, Odds, EventName, MarketName, Sport, Competition,
 *   Result}), so a round trip keeps event, market, sport and competition exactly, whatever
 *   characters the names hold.
 *
 * Reading takes the first that is there: SelectionsJson; Selections as that JSON (files from
 * before the readable column); Selections as readable text (a sheet whose JSON column was
 * deleted), which gives back names, odds and results only.
 */

export interface ExportedSelection {
  SelectionName: string;
  Odds: number | null;
  EventName: string | null;
  MarketName: string | null;
  Sport: string | null;
  Competition: string | null;
  Result: string | null;
}

export const exportedSelectionsSchema = z.array(
  z.object({
    SelectionName: z.string(),
    Odds: z.number().nullable().optional(),
    EventName: z.string().nullable().optional(),
    MarketName: z.string().nullable().optional(),
    Sport: z.string().nullable().optional(),
    Competition: z.string().nullable().optional(),
    Result: z.string().nullable().optional(),
  }),
);

type ReadSelection = z.infer<typeof exportedSelectionsSchema>[number];

const LEG_SEPARATOR = '; ';

/** One leg for people: "Napoli @ 1.45 (WON)". */
function readableLeg(leg: BetView['Selections'][number]): string {
  const odds = leg.Odds === null || !Number.isFinite(leg.Odds) ? '' : ` @ ${String(leg.Odds)}`;
  const result = leg.Result === null ? '' : ` (${leg.Result})`;
  return `${leg.SelectionName}${odds}${result}`;
}

/** The Selections cell's text (before formula defusing); empty without legs. */
export function readableSelections(legs: BetView['Selections']): string {
  return legs.map(readableLeg).join(LEG_SEPARATOR);
}

/** The SelectionsJson cell; empty without legs (read back as none). */
export function selectionsJson(legs: BetView['Selections']): string {
  if (legs.length === 0) return '';
  return JSON.stringify(
    legs.map((s): ExportedSelection => ({
      SelectionName: s.SelectionName,
      Odds: s.Odds,
      EventName: s.EventName,
      MarketName: s.MarketName,
      Sport: s.Sport,
      Competition: s.Competition,
      Result: s.Result,
    })),
  );
}

/** A cell's legs when it holds the JSON array, else null. */
function jsonLegs(text: string, field: string): ReadSelection[] | null {
  let parsed: unknown;
  try {
    parsed = parseJsonText(text, field);
  } catch {
    return null;
  }
  const legs = exportedSelectionsSchema.safeParse(parsed);
  return legs.success ? legs.data : null;
}

/**
 * "name @ odds (result)": the name is the shortest start that leaves an odds and a result
 * suffix, so a name holding " @ " keeps it ("A @ B @ 1.5" is "A @ B" at 1.5).
 */
const READABLE_LEG = /^(.*?)(?: @ (\d+(?:\.\d+)?))?(?: \(([^()]*)\))?$/su;

/** Legs from the readable form: names, odds (as text, the caller parses) and results. */
function readableLegs(
  text: string,
): { name: string; odds: string | null; result: string | null }[] {
  return text.split(LEG_SEPARATOR).map((part) => {
    const match = READABLE_LEG.exec(part);
    return {
      name: match?.[1] ?? part,
      odds: match?.[2] ?? null,
      result: match?.[3] ?? null,
    };
  });
}

export type SelectionCells =
  | { kind: 'json'; legs: ReadSelection[] }
  | { kind: 'readable'; legs: ReturnType<typeof readableLegs> }
  | { kind: 'unreadable'; field: string };

/** The legs of a row from its SelectionsJson and Selections cells (see the order above). */
export function readSelectionCells(
  jsonCell: string,
  readableCell: string,
  fields: { json: string; readable: string },
): SelectionCells {
  const json = jsonCell.trim();
  if (json !== '') {
    const legs = jsonLegs(json, fields.json);
    return legs === null ? { kind: 'unreadable', field: fields.json } : { kind: 'json', legs };
  }
  const readable = readableCell.trim();
  if (readable === '') return { kind: 'json', legs: [] };
  // Older exports' JSON always opens "[{" (or is "[]"); a leg name such as "[Live] Napoli" does not.
  if (readable === '[]' || /^\[\s*\{/u.test(readable)) {
    const legs = jsonLegs(readable, fields.readable);
    return legs === null ? { kind: 'unreadable', field: fields.readable } : { kind: 'json', legs };
  }
  return { kind: 'readable', legs: readableLegs(readable) };
}
