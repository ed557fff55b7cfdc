/** A character outside ASCII: one UTF-16 unit (a surrogate pair is two, each escaped). */
const NON_ASCII = /[\u0080-\uffff]/;
const EVERY_NON_ASCII = /[\u0080-\uffff]/g;

/**
 * The same JSON in ASCII alone: every other character as its \u escape, which JSON.parse reads
 * back as it was. A browser decodes an ASCII text about twice as fast as UTF-8 and keeps it in
 * one byte a character, where a single "á" makes the whole string (100 MB at 100,000 bets)
 * two bytes a character.
 */
export function asciiJson(json: string): string {
  if (!NON_ASCII.test(json)) return json;
  return json.replace(
    EVERY_NON_ASCII,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
