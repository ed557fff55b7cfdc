/**
 * How deep pasted JSON may nest (objects and arrays). Bet histories nest under 10 levels; a
 * far deeper value is not one, and would exhaust the call stack wherever it is walked
 * recursively later (JSON.stringify of the record kept with each bet).
 */
export const MAX_JSON_DEPTH = 100;

/**
 * The position of the bracket that first opens level maxDepth + 1 in `text`, or null when it
 * nests no deeper than maxDepth. Brackets inside strings do not count. One pass, no recursion,
 * so it is safe on any input; syntax is left to JSON.parse. Strings, most of a bet history's
 * text, are skipped with indexOf (native) rather than a character at a time, so the check stays
 * a small part of an import's parse next to JSON.parse itself.
 */
export function findJsonTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): number | null {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const end = closingQuote(text, i);
      // An unterminated string: no bracket after it counts, and JSON.parse will say why.
      if (end === -1) return null;
      i = end;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > maxDepth) return i;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return null;
}

/**
 * The quote that closes the string opened at `open`: the next one not escaped, i.e. preceded
 * by an even run of backslashes (each backslash escapes the character after it). -1: none.
 */
function closingQuote(text: string, open: number): number {
  let end = text.indexOf('"', open + 1);
  while (end !== -1) {
    let backslashes = 0;
    // The run stops at the opening quote at the latest.
    for (let j = end - 1; text.charCodeAt(j) === 0x5c; j--) backslashes++;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return -1;
}
