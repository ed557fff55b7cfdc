import { fail } from './refuse.ts';

/** cmd.exe's escapes: ^X is X, ^ at a line end continues the line, ^ + two line ends is one. */
function decodeCaret(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c !== '^') {
      out += c;
      continue;
    }
    const next = s[i + 1];
    if (next === '\n') {
      if (s[i + 2] === '\n') {
        out += '\n';
        i += 2;
      } else {
        i += 1;
      }
    } else if (next !== undefined) {
      out += next;
      i += 1;
    }
  }
  return out;
}

/**
 * Splits a Windows "Copy as cURL (cmd)" command: carets decoded first (Chrome and Firefox
 * escape every special character with ^), then "…" quotes in which \" is a quote and \\ a
 * backslash (undoing the browsers' own escaping). Single quotes and $ are plain characters.
 */
export function splitCmdWords(s: string): string[] {
  const text = decodeCaret(s);
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (quoted) {
      if (c === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) {
        word += text[i + 1];
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        word += c;
      }
    } else if (c === '"') {
      quoted = true;
      inWord = true;
    } else if (c === ' ' || c === '\t' || c === '\n') {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else if (c === '|' || c === '&' || c === '<' || c === '>') {
      fail(
        `"${c}" is shell syntax; paste only the curl command`,
        undefined,
        'import.curlShellSyntax',
        {
          text: c,
        },
      );
    } else {
      word += c;
      inWord = true;
    }
  }
  if (quoted) fail('a "…" string never closes');
  if (inWord) words.push(word);
  return words;
}
