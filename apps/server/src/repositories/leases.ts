import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Takes or renews the named lease for `holder` until now + ttl. True when `holder` has it:
 * it already held it, it had expired, or nobody had taken it yet. Two processes racing for a
 * free lease cannot both win: the UPDATE is conditional and the INSERT meets the primary key.
 */
export async function acquireLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  ttlMs: number,
  now: Date,
): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  const renewed = await db
    .updateTable('leases')
    .set({ holder, expires_at: expiresAt })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<', now.toISOString())]))
    .executeTakeFirst();
  if (renewed.numUpdatedRows > 0n) return true;
  const inserted = await db
    .insertInto('leases')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Gives the lease up (on shutdown), so another process can take over at once. */
export async function releaseLease(db: Kysely<Database>, name: string, holder: string) {
  await db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute();
}
