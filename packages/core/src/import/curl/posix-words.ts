import { readAnsiC } from './ansi-c-string.ts';
import { fail } from './refuse.ts';

const SHELL_OPERATORS = new Set(['|', ';', '&', '<', '>', '`']);

/** Splits a POSIX shell command line into words: quotes, $'…', \ escapes and continuations. */
export function splitPosixWords(s: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let i = 0;
  const flush = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  const refuseExpansion = (at: number) => {
    const next = s[at + 1] ?? '';
    if (/[A-Za-z_{(0-9@*#?$!-]/.test(next)) {
      fail(
        `"$${next}…" asks a shell to expand something; paste the command with values in it`,
        undefined,
        'import.curlShellSyntax',
        { text: `$${next}` },
      );
    }
  };
  while (i < s.length) {
    const c = s[i] ?? '';
    if (c === ' ' || c === '\t' || c === '\n') {
      flush();
      i++;
    } else if (c === '\\') {
      const next = s[i + 1];
      if (next === '\n') {
        i += 2; // line continuation
      } else {
        if (next !== undefined) word += next;
        inWord = true;
        i += 2;
      }
    } else if (c === "'") {
      const end = s.indexOf("'", i + 1);
      if (end === -1) fail("a '…' string never closes");
      word += s.slice(i + 1, end);
      inWord = true;
      i = end + 1;
    } else if (c === '$' && s[i + 1] === "'") {
      const read = readAnsiC(s, i + 2);
      word += read.value;
      inWord = true;
      i = read.end;
    } else if (c === '"' || (c === '$' && s[i + 1] === '"')) {
      i += c === '$' ? 2 : 1;
      inWord = true;
      for (;;) {
        const d = s[i];
        if (d === undefined) fail('a "…" string never closes');
        if (d === '"') {
          i++;
          break;
        }
        if (d === '\\' && s[i + 1] !== undefined && '$`"\\\n'.includes(s[i + 1] ?? '')) {
          if (s[i + 1] !== '\n') word += s[i + 1];
          i += 2;
          continue;
        }
        if (d === '`') fail('a `command` substitution needs a shell');
        if (d === '$') refuseExpansion(i);
        word += d;
        i++;
      }
    } else if (c === '#' && !inWord) {
      while (i < s.length && s[i] !== '\n') i++;
    } else if (SHELL_OPERATORS.has(c)) {
      fail(
        `"${c}" is shell syntax (a pipe, a list or a redirection); paste only the curl command`,
        undefined,
        'import.curlShellSyntax',
        { text: c },
      );
    } else {
      if (c === '$') refuseExpansion(i);
      word += c;
      inWord = true;
      i++;
    }
  }
  flush();
  return words;
}
