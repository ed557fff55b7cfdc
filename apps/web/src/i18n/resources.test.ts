import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';

/** Every leaf of a resource tree as [dotted key, text]. */
function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null ? leaves(value, path) : [[path, value]];
  });
}

/** Interpolations and Trans tags a translation must keep: {{email}}, <mail>. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0]).sort();
}

const enLeaves = new Map(leaves(en));
const esLeaves = new Map(leaves(es));

describe('i18n resources', () => {
  it('have exactly the same keys in English and Spanish', () => {
    expect([...esLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it.each([
    ['en', enLeaves],
    ['es', esLeaves],
  ])('%s has only non-empty strings', (_language, entries) => {
    for (const [key, value] of entries) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it('keep the same placeholders in both languages', () => {
    for (const [key, text] of enLeaves) {
      expect(placeholders(String(esLeaves.get(key))), key).toEqual(placeholders(String(text)));
    }
  });
});
