import type { ContactRequest } from '@stakelab/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function insertContactMessage(
  db: Kysely<Database>,
  message: ContactRequest,
  createdAt: Date,
): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({ ...message, created_at: createdAt.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
