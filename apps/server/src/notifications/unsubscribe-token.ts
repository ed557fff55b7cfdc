import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@stakelab/core';

/**
 * The token of an e-mail's one-click unsubscribe: which user and kind, signed with the server's
 * key (HMAC-SHA256), so the link works without a login and cannot be made for someone else.
 * It does not expire: an old e-mail's link still turns that kind's e-mail off.
 */
export function unsubscribeToken(key: Buffer, userId: number, kind: NotificationKind): string {
  const claim = `${userId}.${kind}`;
  const mac = createHmac('sha256', key).update(claim).digest('base64url');
  return `${Buffer.from(claim).toString('base64url')}.${mac}`;
}

export function readUnsubscribeToken(
  key: Buffer,
  token: string,
): { userId: number; kind: NotificationKind } | null {
  const [encoded, mac] = token.split('.');
  if (!encoded || !mac) return null;
  const claim = Buffer.from(encoded, 'base64url').toString();
  const expected = createHmac('sha256', key).update(claim).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [id, kind] = claim.split('.');
  const userId = Number(id);
  if (!Number.isInteger(userId) || !NOTIFICATION_KINDS.includes(kind as NotificationKind)) {
    return null;
  }
  return { userId, kind: kind as NotificationKind };
}
