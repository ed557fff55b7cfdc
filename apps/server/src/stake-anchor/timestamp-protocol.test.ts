import { describe, expect, it } from 'vitest';
import { derOid, derUnsignedInteger, readDer } from './der.ts';
import { anchorDueAt, publicTsaUrl } from './stake-anchor-service.ts';
import {
  generalizedTimeToIso,
  readTimeStampReply,
  timeStampRequest,
} from './timestamp-protocol.ts';

// SHA-256 of "x".
const DIGEST = Buffer.from(
  '2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881',
  'hex',
);

describe('the RFC 3161 request', () => {
  it('is the bytes `openssl ts -query -digest … -sha256 -cert` sends, with our nonce', () => {
    const request = timeStampRequest(DIGEST, Buffer.from('0102030405060708', 'hex'));
    // 30 43: SEQUENCE of 67 bytes; 02 01 01: version 1; 30 31 { 30 0d { 06 09 sha256, 05 00 },
    // 04 20 digest }: the imprint; 02 08 …: the nonce; 01 01 ff: certReq true.
    expect(request.toString('hex')).toBe(
      '3043020101' +
        '3031300d060960864801650304020105000420' +
        DIGEST.toString('hex') +
        '02080102030405060708' +
        '0101ff',
    );
  });

  it('encodes integers and OIDs the shortest way', () => {
    expect(derUnsignedInteger(Buffer.from([0, 0, 5])).toString('hex')).toBe('020105');
    // The top bit set would read negative: a zero byte goes in front.
    expect(derUnsignedInteger(Buffer.from([0x80])).toString('hex')).toBe('02020080');
    // 2.16.840: 40 × 2 + 16 = 0x60; 840 = 6 × 128 + 72 → 0x86 0x48.
    expect(derOid('2.16.840.1.101.3.4.2.1').toString('hex')).toBe('0609608648016503040201');
  });

  it('reads long-form lengths and refuses the indefinite one', () => {
    const long = Buffer.concat([Buffer.from([0x04, 0x81, 0x80]), Buffer.alloc(128)]);
    expect(readDer(long).node.contents.length).toBe(128);
    expect(() => readDer(Buffer.from([0x30, 0x80, 0, 0]))).toThrow('indefinite length');
  });
});

describe('the RFC 3161 reply', () => {
  it('is refused when the TSA did not grant it (status 2, rejection)', () => {
    // SEQUENCE { SEQUENCE { INTEGER 2 } }
    const rejection = Buffer.from('30053003020102', 'hex');
    expect(() => readTimeStampReply(rejection, DIGEST, Buffer.from([1]))).toThrow(
      'the TSA refused the request (status 2)',
    );
    expect(() => readTimeStampReply(Buffer.from('3005', 'hex'), DIGEST, Buffer.from([1]))).toThrow(
      'not DER',
    );
  });

  it('reads GeneralizedTime in UTC, with or without a fraction', () => {
    expect(generalizedTimeToIso('20261129031500Z')).toBe('2026-11-29T03:15:00.000Z');
    expect(generalizedTimeToIso('20261129031500.5Z')).toBe('2026-11-29T03:15:00.500Z');
    expect(() => generalizedTimeToIso('20261129031500+0100')).toThrow('not a UTC');
  });
});

describe('the daily schedule', () => {
  it('is due from the hour UTC: today once it has come, else yesterday', () => {
    expect(anchorDueAt(new Date('2026-11-29T02:59:59Z'), 3).toISOString()).toBe(
      '2026-11-28T03:00:00.000Z',
    );
    expect(anchorDueAt(new Date('2026-11-29T03:00:00Z'), 3).toISOString()).toBe(
      '2026-11-29T03:00:00.000Z',
    );
  });

  it('shows and logs the TSA without credentials', () => {
    expect(publicTsaUrl('https://user:pw@tsa.example:8443/tsr?key=k#x')).toBe(
      'https://tsa.example:8443/tsr',
    );
  });
});
