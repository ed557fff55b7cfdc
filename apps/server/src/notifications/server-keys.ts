import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../db/schema.ts';

/**
 * A secret the server makes once and keeps in the database, so every process (and every
 * restart) shares it: the first to insert wins, the others read its value.
 */
async function keptKey(db: Kysely<Database>, name: string, make: () => string): Promise<string> {
  const existing = await db
    .selectFrom('server_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('server_keys')
    .values({ name, value: make(), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The configured VAPID pair, or the one made at first start (web-push's P-256 generator). */
export async function vapidKeysOf(
  db: Kysely<Database>,
  configured: VapidKeys | undefined,
): Promise<VapidKeys> {
  if (configured) return configured;
  const pair = await keptKey(db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys()));
  return JSON.parse(pair) as VapidKeys;
}

/** The HMAC key of the e-mails' unsubscribe links (unsubscribe-token.ts). */
export async function unsubscribeKeyOf(db: Kysely<Database>): Promise<Buffer> {
  return Buffer.from(
    await keptKey(db, 'unsubscribe-hmac', () => randomBytes(32).toString('base64url')),
    'base64url',
  );
}
