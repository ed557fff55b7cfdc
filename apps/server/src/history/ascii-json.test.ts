import { describe, expect, it } from 'vitest';
import { asciiJson } from './ascii-json.ts';

describe('JSON in ASCII alone', () => {
  it('escapes every character outside ASCII, and JSON reads back the same text', () => {
    const value = { name: 'Atlético "B" v Cádiz\n2ª € 🎾', plain: 'Real Betis' };
    const json = JSON.stringify(value);
    const ascii = asciiJson(json);
    expect(ascii).toBe(
      '{"name":"Atl\\u00e9tico \\"B\\" v C\\u00e1diz\\n2\\u00aa \\u20ac \\ud83c\\udfbe","plain":"Real Betis"}',
    );
    expect([...ascii].every((char) => char.charCodeAt(0) < 0x80)).toBe(true);
    expect(JSON.parse(ascii)).toEqual(value);
  });

  it('hands back ASCII text as it is', () => {
    const json = '{"a":"plain \\u00e9"}';
    expect(asciiJson(json)).toBe(json);
  });
});
