import {
  derBoolean,
  derChildren,
  derElement,
  DerError,
  derNull,
  derOid,
  derSequence,
  derSmallInteger,
  derUnsignedInteger,
  readWholeDer,
  TAG,
  type DerNode,
} from './der.ts';

/** id-sha256 (RFC 5754). */
export const SHA256_OID = '2.16.840.1.101.3.4.2.1';
const SIGNED_DATA_OID = '1.2.840.113549.1.7.2';
const TST_INFO_OID = '1.2.840.113549.1.9.16.1.4';

/**
 * An RFC 3161 TimeStampReq for a SHA-256 digest (§2.4.1):
 *
 *   SEQUENCE { version INTEGER 1,
 *              messageImprint SEQUENCE { SEQUENCE { OID sha256, NULL }, OCTET STRING digest },
 *              nonce INTEGER, certReq BOOLEAN TRUE }
 *
 * The digest is the record head's hash itself (not a hash of it), so the token's imprint is
 * the very hash the public record shows. certReq asks the TSA to put its certificate in the
 * token, so a verifier needs only the TSA's CA certificate. The NULL parameters are what
 * `openssl ts -query` sends too.
 */
export function timeStampRequest(digest: Buffer, nonce: Buffer): Buffer {
  if (digest.length !== 32) throw new Error('a SHA-256 digest is 32 bytes');
  return derSequence(
    derUnsignedInteger(Buffer.from([1])),
    messageImprint(digest),
    derUnsignedInteger(nonce),
    derBoolean(true),
  );
}

function messageImprint(digest: Buffer): Buffer {
  return derSequence(
    derSequence(derOid(SHA256_OID), derNull()),
    derElement(TAG.OCTET_STRING, digest),
  );
}

export class TimeStampReplyError extends Error {
  override name = 'TimeStampReplyError';
}

function expectTag(node: DerNode | undefined, tag: number, what: string): DerNode {
  if (!node || node.tag !== tag) throw new TimeStampReplyError(`${what} is missing or malformed`);
  return node;
}

const sameOid = (node: DerNode, dotted: string) => node.whole.equals(derOid(dotted));

/**
 * Reads a TimeStampResp (RFC 3161 §2.4.2) far enough to accept it: the status is granted (0)
 * or grantedWithMods (1); the token is CMS SignedData over a TSTInfo whose messageImprint is
 * SHA-256 of exactly `digest`, and whose nonce is ours (a reply to this request, not a replay).
 * Returns the TSA's time (genTime, as ISO-8601). The signature is not checked here: that is
 * what `openssl ts -verify` does with the TSA's CA certificate (docs/stake-record.md), and the
 * stored reply is kept exactly as received so anyone can run that check.
 */
export function readTimeStampReply(
  reply: Buffer,
  digest: Buffer,
  nonce: Buffer,
): { genTime: string } {
  try {
    const [statusInfo, token] = derChildren(expectTag(readWholeDer(reply), TAG.SEQUENCE, 'reply'));
    const status = derSmallInteger(
      expectTag(
        derChildren(expectTag(statusInfo, TAG.SEQUENCE, 'status'))[0],
        TAG.INTEGER,
        'status',
      ),
    );
    if (status !== 0 && status !== 1) {
      throw new TimeStampReplyError(`the TSA refused the request (status ${status})`);
    }
    const [contentType, content] = derChildren(expectTag(token, TAG.SEQUENCE, 'token'));
    if (!contentType || !sameOid(contentType, SIGNED_DATA_OID)) {
      throw new TimeStampReplyError('the token is not CMS SignedData');
    }
    const signedData = expectTag(
      derChildren(expectTag(content, TAG.CONTEXT_0, 'signed data'))[0],
      TAG.SEQUENCE,
      'signed data',
    );
    // SignedData: version, digestAlgorithms, encapContentInfo, ...
    const [eContentType, eContent] = derChildren(
      expectTag(derChildren(signedData)[2], TAG.SEQUENCE, 'encapsulated content'),
    );
    if (!eContentType || !sameOid(eContentType, TST_INFO_OID)) {
      throw new TimeStampReplyError('the token does not hold a TSTInfo');
    }
    const tstInfoOctets = expectTag(
      derChildren(expectTag(eContent, TAG.CONTEXT_0, 'TSTInfo'))[0],
      TAG.OCTET_STRING,
      'TSTInfo',
    );
    // TSTInfo: version, policy, messageImprint, serialNumber, genTime, then optional
    // accuracy, ordering, nonce (INTEGER), tsa [0], extensions [1].
    const fields = derChildren(
      expectTag(readWholeDer(tstInfoOctets.contents), TAG.SEQUENCE, 'TSTInfo'),
    );
    const imprint = expectTag(fields[2], TAG.SEQUENCE, 'messageImprint');
    if (!imprint.whole.equals(messageImprint(digest))) {
      // A TSA may leave out the NULL parameters: compare the OID and the digest themselves.
      const [algorithm, hashed] = derChildren(imprint);
      const oid = algorithm && derChildren(expectTag(algorithm, TAG.SEQUENCE, 'algorithm'))[0];
      if (!oid || !sameOid(oid, SHA256_OID) || !hashed?.contents.equals(digest)) {
        throw new TimeStampReplyError('the token time-stamps another hash');
      }
    }
    const genTime = expectTag(fields[4], TAG.GENERALIZED_TIME, 'genTime').contents.toString(
      'ascii',
    );
    const echoed = fields.slice(5).find((field) => field.tag === TAG.INTEGER);
    if (!echoed || !echoed.whole.equals(derUnsignedInteger(nonce))) {
      throw new TimeStampReplyError('the token does not carry our nonce');
    }
    return { genTime: generalizedTimeToIso(genTime) };
  } catch (err) {
    if (err instanceof DerError) throw new TimeStampReplyError(`not DER: ${err.message}`);
    throw err;
  }
}

/** "20261129031500Z" or "20261129031500.123Z" (GeneralizedTime in UTC) to ISO-8601. */
export function generalizedTimeToIso(text: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:\.(\d+))?Z$/.exec(text);
  if (!match) throw new TimeStampReplyError(`genTime ${text} is not a UTC GeneralizedTime`);
  const [, y, mo, d, h, mi, s, fraction] = match;
  const ms = (fraction ?? '').padEnd(3, '0').slice(0, 3);
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`).toISOString();
}
