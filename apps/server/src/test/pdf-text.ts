import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdfkit with its standard fonts shows, for tests: each page's
 * content stream inflated, and the hex strings of its TJ arrays read as WinAnsi (Latin-1 for
 * the letters used here; 0x80 is "€"). Not a general PDF reader: enough to find words.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    if (end < 0) break;
    const body = pdf.subarray(start + 'stream\n'.length, end);
    at = end + '\nendstream'.length;
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      continue; // not a deflated content stream (a font, an image)
    }
    for (const match of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hexes = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '');
      lines.push(hexes.map(decodeHex).join(''));
    }
  }
  return lines.join('\n');
}

function decodeHex(hex: string): string {
  let text = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const code = parseInt(hex.slice(i, i + 2), 16);
    text += code === 0x80 ? '€' : String.fromCharCode(code);
  }
  return text;
}
