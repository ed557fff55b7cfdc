import { describe, expect, it } from 'vitest';
import { ImportFormatError } from './bet-record.ts';

describe('ImportFormatError', () => {
  it('carries its name, where and the formats tried (none unless said)', () => {
    const plain = new ImportFormatError('bad stake');
    expect(plain).toBeInstanceOf(Error);
    expect(plain.name).toBe('ImportFormatError');
    expect(plain.where).toBeUndefined();
    expect(plain.tried).toEqual([]);
    const full = new ImportFormatError('bad stake', 'row 2, Stake', ['pikkit-csv']);
    expect([full.message, full.where, full.tried]).toEqual([
      'bad stake',
      'row 2, Stake',
      ['pikkit-csv'],
    ]);
  });
});
