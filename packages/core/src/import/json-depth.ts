/**
 * How deep pasted JSON may nest (objects and arrays). Bet histories nest under 10 levels; a
 * far deeper value is not one, and would exhaust the call stack wherever it is walked
 * recursively later (JSON.stringify of the record kept with each bet).
 */
export const MAX_JSON_DEPTH = 100;

/**
 * The position of the bracket that first opens level maxDepth + 1 in `text`, or null when it
 * nests no deeper than maxDepth. Brackets inside strings do not count. One pass, no recursion,
 * so it is safe on any input; syntax is left to JSON.parse.
 */
export function findJsonTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): number | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > maxDepth) return i;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return null;
}
