/**
 * What apiRequest needs of a schema to read an answer: `safeParse`. Every zod schema is one. So
 * are the hand-written guards of the answers the first page reads (the session, the public
 * config, error bodies), which let a public page load without zod, about 25 kB of compressed
 * script; each one's test holds it to the zod schema of docs/product.md's contract in core.
 */
export interface Validator<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A validator from a reader that returns the checked value, or undefined to refuse it. */
export function guard<T>(read: (value: unknown) => T | undefined): Validator<T> {
  return {
    safeParse(value) {
      const data = read(value);
      return data === undefined ? { success: false } : { success: true, data };
    },
  };
}

/** Any answer at all, for calls whose body nobody reads (zod's `z.unknown()`). */
export const anyAnswer: Validator<unknown> = {
  safeParse: (value) => ({ success: true, data: value }),
};

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** zod's `z.number().int()`: a safe integer. */
export const isInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);
