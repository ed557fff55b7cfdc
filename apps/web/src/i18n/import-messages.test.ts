import { IMPORT_MESSAGES } from '@stakelab/core';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';

/** The {{name}} parameters of a message, sorted. */
const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const codes = Object.keys(IMPORT_MESSAGES) as (keyof typeof IMPORT_MESSAGES)[];

/** `import.oddsTooLow` → the text at `import.oddsTooLow` of a resource tree. */
function textOf(resources: { import: Record<string, string> }, code: string): string | undefined {
  const [namespace, key] = code.split('.');
  expect(namespace).toBe('import');
  return key === undefined ? undefined : resources.import[key];
}

describe('importer messages', () => {
  it('has the same keys as the importers, no more', () => {
    const webKeys = Object.keys(en.import).map((key) => `import.${key}`);
    expect(webKeys.sort()).toEqual([...codes].sort());
  });

  it.each(codes)('%s has English and Spanish text with the same {{params}}', (code) => {
    const english = textOf(en, code);
    const spanish = textOf(es, code);
    expect(english?.trim()).toBeTruthy();
    expect(spanish?.trim()).toBeTruthy();
    expect(spanish).not.toBe(english);
    expect(params(english ?? '')).toEqual(params(IMPORT_MESSAGES[code]));
    expect(params(spanish ?? '')).toEqual(params(IMPORT_MESSAGES[code]));
  });
});
