/**
 * The little DER (ASN.1 Distinguished Encoding Rules) an RFC 3161 exchange needs, written by
 * hand rather than pulling in an ASN.1 library for four element types. Every element is
 * tag, length, contents: one tag byte (the types used here never need more), a length in
 * short form (< 128) or long form (0x80 + the number of length bytes, then the length, big
 * endian), then the contents; a SEQUENCE's contents are its elements one after another.
 * DER forbids the indefinite length, so the reader refuses it.
 */

export const TAG = {
  BOOLEAN: 0x01,
  INTEGER: 0x02,
  OCTET_STRING: 0x04,
  NULL: 0x05,
  OID: 0x06,
  SEQUENCE: 0x30,
  SET: 0x31,
  GENERALIZED_TIME: 0x18,
  /** [0] constructed: an EXPLICIT context tag (SignedData's content, eContent). */
  CONTEXT_0: 0xa0,
} as const;

function lengthBytes(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** One element: its tag, its length, its contents. */
export function derElement(tag: number, contents: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), lengthBytes(contents.length), contents]);
}

export const derSequence = (...elements: Buffer[]) =>
  derElement(TAG.SEQUENCE, Buffer.concat(elements));

/**
 * A non-negative INTEGER from its big-endian bytes: leading zero bytes dropped (DER wants the
 * shortest form), and one 0x00 put back in front when the top bit is set, which would
 * otherwise read as a negative number.
 */
export function derUnsignedInteger(bigEndian: Buffer): Buffer {
  let start = 0;
  while (start < bigEndian.length - 1 && bigEndian[start] === 0) start += 1;
  const bytes = bigEndian.subarray(start);
  return derElement(
    TAG.INTEGER,
    (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : Buffer.from(bytes),
  );
}

export const derBoolean = (value: boolean) =>
  derElement(TAG.BOOLEAN, Buffer.from([value ? 0xff : 0x00]));

export const derNull = () => derElement(TAG.NULL, Buffer.alloc(0));

/**
 * An OBJECT IDENTIFIER from its dotted form: the first two arcs in one byte (40 × a + b), each
 * later arc in base 128, seven bits a byte, every byte but the last with its top bit set.
 */
export function derOid(dotted: string): Buffer {
  const arcs = dotted.split('.').map(Number);
  const [first = 0, second = 0, ...rest] = arcs;
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const groups: number[] = [];
    for (let n = arc; ; n = Math.floor(n / 128)) {
      groups.unshift((n % 128) | (groups.length > 0 ? 0x80 : 0));
      if (n < 128) break;
    }
    bytes.push(...groups);
  }
  return derElement(TAG.OID, Buffer.from(bytes));
}

/** An element read back: its tag, its contents, and the whole element's bytes. */
export interface DerNode {
  tag: number;
  contents: Buffer;
  /** Tag, length and contents: what a signature or a comparison covers. */
  whole: Buffer;
}

export class DerError extends Error {
  override name = 'DerError';
}

/** The element at `offset` in `buffer`, and where the next one starts. */
export function readDer(buffer: Buffer, offset = 0): { node: DerNode; next: number } {
  if (offset + 2 > buffer.length) throw new DerError('truncated element');
  const tag = buffer[offset]!;
  // A tag number of 31 or more takes more bytes; nothing in a time-stamp reply needs one.
  if ((tag & 0x1f) === 0x1f) throw new DerError('multi-byte tag');
  let length = buffer[offset + 1]!;
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0) throw new DerError('indefinite length (BER, not DER)');
    if (count > 4 || start + count > buffer.length) throw new DerError('bad length');
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + buffer[start + i]!;
    start += count;
  }
  const end = start + length;
  if (end > buffer.length) throw new DerError('element runs past the end');
  return {
    node: { tag, contents: buffer.subarray(start, end), whole: buffer.subarray(offset, end) },
    next: end,
  };
}

/** The elements inside a constructed element (a SEQUENCE, a SET, an explicit tag). */
export function derChildren(node: DerNode): DerNode[] {
  const children: DerNode[] = [];
  for (let offset = 0; offset < node.contents.length;) {
    const { node: child, next } = readDer(node.contents, offset);
    children.push(child);
    offset = next;
  }
  return children;
}

/** The one element a buffer holds (nothing may follow it). */
export function readWholeDer(buffer: Buffer): DerNode {
  const { node, next } = readDer(buffer, 0);
  if (next !== buffer.length) throw new DerError('bytes after the element');
  return node;
}

/** A small non-negative INTEGER's value (a status, a version). */
export function derSmallInteger(node: DerNode): number {
  if (node.tag !== TAG.INTEGER || node.contents.length === 0 || node.contents.length > 4) {
    throw new DerError('not a small INTEGER');
  }
  if (node.contents[0]! & 0x80) throw new DerError('negative INTEGER');
  return node.contents.reduce((value, byte) => value * 256 + byte, 0);
}
