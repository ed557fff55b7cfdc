import { fail } from './refuse.ts';

/** bash's ANSI-C quoting $'…': the escapes Chrome and Firefox emit, and the rest of bash's. */
export function readAnsiC(s: string, start: number): { value: string; end: number } {
  let value = '';
  let i = start;
  for (;;) {
    const c = s[i];
    if (c === undefined) fail("a $'…' string never closes");
    if (c === "'") return { value, end: i + 1 };
    if (c !== '\\') {
      value += c;
      i++;
      continue;
    }
    const e = s[i + 1];
    i += 2;
    const simple: Record<string, string> = {
      n: '\n',
      t: '\t',
      r: '\r',
      a: '\x07',
      b: '\b',
      e: '\x1b',
      E: '\x1b',
      f: '\f',
      v: '\v',
      '\\': '\\',
      "'": "'",
      '"': '"',
      '?': '?',
    };
    if (e === undefined) fail("a $'…' string never closes");
    const mapped = simple[e];
    if (mapped !== undefined) {
      value += mapped;
      continue;
    }
    const hex = (max: number) => {
      const m = new RegExp(`^[0-9a-fA-F]{1,${max}}`).exec(s.slice(i, i + max));
      if (!m) return null;
      i += m[0].length;
      return parseInt(m[0], 16);
    };
    if (e === 'x' || e === 'u' || e === 'U') {
      const code = hex(e === 'x' ? 2 : e === 'u' ? 4 : 8);
      if (code === null) {
        value += `\\${e}`;
      } else if (e === 'U') {
        if (code > 0x10ffff) fail(`\\U${code.toString(16)} is not a character`);
        value += String.fromCodePoint(code);
      } else {
        // \uD83D\uDE00: each escape is one UTF-16 unit, as Firefox writes them.
        value += String.fromCharCode(code);
      }
      continue;
    }
    if (/[0-7]/.test(e)) {
      const m = /^[0-7]{1,3}/.exec(s.slice(i - 1, i + 2)) ?? ['0'];
      i += m[0].length - 1;
      value += String.fromCharCode(parseInt(m[0], 8) & 0xff);
      continue;
    }
    if (e === 'c') {
      const x = s[i];
      if (x === undefined) fail("a $'…' string never closes");
      value += String.fromCharCode(x.charCodeAt(0) & 0x1f);
      i++;
      continue;
    }
    value += `\\${e}`; // bash keeps unknown escapes as written
  }
}
