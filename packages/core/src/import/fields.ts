/** A JSON object as parsed: keys to values of unknown shape. */
export type JsonObject = Readonly<Record<string, unknown>>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Absent for an importer: undefined, null, blank text, or an empty list (Betfair's `[]`). */
export function isAbsent(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The first of `keys` that holds a present value, with the key it came from. */
export function firstPresent(
  record: JsonObject,
  keys: readonly string[],
): { key: string; value: unknown } | null {
  for (const key of keys) {
    const value = record[key];
    if (!isAbsent(value)) return { key, value };
  }
  return null;
}

/**
 * Text of the first present key: strings trimmed, numbers as written; an object with a `name`
 * (a sport as `{id, name}`) gives its name. Anything else reads as absent.
 */
export function textOf(record: JsonObject, keys: readonly string[]): string | null {
  for (const key of keys) {
    const text = asText(record[key]);
    if (text !== null) return text;
  }
  return null;
}

export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (Number.isFinite(value)) return String(value); // false for anything but a finite number
  if (isJsonObject(value)) return asText(value['name']);
  return null;
}

/** The one value all items share, or null when they differ or none has one. */
export function commonValue(values: readonly (string | null)[]): string | null {
  const distinct = new Set(values.filter((v): v is string => v !== null));
  return distinct.size === 1 ? ([...distinct][0] ?? null) : null;
}
