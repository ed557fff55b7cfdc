import { ImportFormatError } from '../bets/bet-record.ts';
import { findJsonTooDeep, MAX_JSON_DEPTH } from './json-depth.ts';

/**
 * JSON.parse with a message people can act on. Engines word syntax errors differently and some
 * give no position, so the position comes from our own scan of the text.
 */
export function parseJsonText(text: string, what = 'the pasted text'): unknown {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const tooDeep = findJsonTooDeep(source);
  if (tooDeep !== null) {
    const { line, column } = lineAndColumn(source, tooDeep);
    throw ImportFormatError.of(
      'import.tooDeep',
      { max: MAX_JSON_DEPTH, line, column },
      `line ${line}, column ${column} (position ${tooDeep})`,
    );
  }
  try {
    return JSON.parse(source) as unknown;
  } catch (err) {
    if (!(err instanceof SyntaxError)) throw err;
    const found = locateJsonError(source);
    if (found === null) {
      throw new ImportFormatError(
        `${what} is not valid JSON: ${err.message}`,
        'position 0',
        [],
        'import.notJson',
        { line: 1, column: 1 },
      );
    }
    const { line, column } = lineAndColumn(source, found.position);
    const where = `line ${line}, column ${column} (position ${found.position})`;
    // Cut off at the end (a paste that lost its tail) says so, as its own key.
    const code = found.position >= source.length ? 'import.truncated' : 'import.notJson';
    throw new ImportFormatError(
      `${what} is not valid JSON: ${found.reason} at ${where}`,
      where,
      [],
      code,
      { line, column },
    );
  }
}

function lineAndColumn(text: string, position: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < position && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: position - lineStart + 1 };
}

/**
 * The position and reason of the first JSON syntax error in `text`, or null if it has none.
 * Iterative (an explicit stack), so a deeply nested paste cannot overflow the call stack.
 */
export function locateJsonError(text: string): { position: number; reason: string } | null {
  let i = 0;
  const n = text.length;
  const stack: ('{' | '[')[] = [];
  const error = (reason: string) => ({ position: Math.min(i, n), reason });
  const skipSpace = () => {
    while (i < n && ' \t\n\r'.includes(text[i] ?? '')) i++;
  };
  const end = () => (i >= n ? 'the text ends too early (truncated?)' : null);

  const readString = (): string | null => {
    i++; // opening quote
    for (;;) {
      if (i >= n) return 'the text ends inside a string (truncated?)';
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return null;
      }
      if (c < 32) return 'a control character inside a string';
      if (c === 92) {
        const e = text[i + 1];
        if (e === undefined) {
          i++;
          return 'the text ends inside a string (truncated?)';
        }
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            i++;
            return 'a bad \\u escape';
          }
          i += 6;
          continue;
        }
        if (!'"\\/bfnrt'.includes(e)) {
          i++;
          return 'a bad escape in a string';
        }
        i += 2;
        continue;
      }
      i++;
    }
  };

  const readScalar = (): string | null => {
    const c = text[i];
    if (c === '"') return readString();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return null;
      }
    }
    const number = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (number && number[0] !== '' && number[0] !== '-') {
      i += number[0].length;
      return null;
    }
    return end() ?? `an unexpected character ${JSON.stringify(c)}`;
  };

  // Each step: expect a value, then (inside a container) a separator or the closer.
  skipSpace();
  for (;;) {
    // A value (or a container opening).
    skipSpace();
    const c = text[i];
    if (c === '{' || c === '[') {
      stack.push(c);
      i++;
      skipSpace();
      const closer = c === '{' ? '}' : ']';
      if (text[i] === closer) {
        stack.pop();
        i++;
      } else if (c === '{') {
        if (text[i] !== '"') return error(end() ?? 'expected a "quoted" property name');
        const bad = readString();
        if (bad) return error(bad);
        skipSpace();
        if (text[i] !== ':') return error(end() ?? "expected ':' after a property name");
        i++;
        continue;
      } else {
        continue;
      }
    } else {
      const bad = readScalar();
      if (bad) return error(bad);
    }
    // After a value: close containers or move to the next item.
    for (;;) {
      skipSpace();
      const top = stack.at(-1);
      if (top === undefined) {
        return i < n ? error('more text after the JSON value') : null;
      }
      const closer = top === '{' ? '}' : ']';
      const next = text[i];
      if (next === closer) {
        stack.pop();
        i++;
        continue;
      }
      if (next === ',') {
        i++;
        skipSpace();
        if (top === '{') {
          if (text[i] !== '"') return error(end() ?? 'expected a "quoted" property name');
          const bad = readString();
          if (bad) return error(bad);
          skipSpace();
          if (text[i] !== ':') return error(end() ?? "expected ':' after a property name");
          i++;
        }
        break;
      }
      return error(end() ?? `expected ',' or '${closer}'`);
    }
  }
}
