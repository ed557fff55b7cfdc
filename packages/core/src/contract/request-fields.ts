import { z } from 'zod';

/**
 * Instants the API accepts: ISO 8601 with an offset, between 1970 and 2999. Both databases and
 * every date helper handle this range; a year 0001 or 9999 bet is a typo, not a bet.
 */
export const FIRST_YEAR = 1970;
export const LAST_YEAR = 2999;

export const instantField = z.iso
  .datetime({ offset: true, error: 'invalidDate' })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= FIRST_YEAR && year <= LAST_YEAR;
  }, 'dateOutOfRange');

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Where the first text holding a NUL character is in a request value ([] for the value
 * itself), or null. PostgreSQL cannot store NUL in text, and no form can type one. Walks with
 * its own stack and parent links (a path is built only when found), so a deeply nested value
 * costs linear time and cannot overflow the call stack.
 */
export function findNulText(value: unknown): Array<string | number> | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1)
        stack.push({ value: current[i], key: i, parent: visit });
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i] as [string, unknown];
        if (key.includes('\u0000')) return [...pathOf(visit), key];
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * The refinement every request part passes before its own schema (the server applies it to
 * bodies, query strings and params): no text anywhere in it holds a NUL character.
 */
export const noNulText = z.unknown().superRefine((value, ctx) => {
  const path = findNulText(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: 'invalidCharacters' });
});
