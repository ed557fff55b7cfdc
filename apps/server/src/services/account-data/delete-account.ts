import { sql, type Kysely } from 'kysely';
import type { MailLanguage } from '../../auth/request-language.ts';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { accountDeletedMail } from '../../mail/account-mails.ts';
import { enqueueMail } from '../../repositories/mail-outbox.ts';
import { countAdmins, type UserRow } from '../../repositories/users.ts';
import { ACCOUNT_TABLES, ownedBy } from './account-tables.ts';

export type DeletionResult = 'deleted' | 'lastAdmin';

/**
 * Deletes the account at once, in one transaction: every table of ACCOUNT_TABLES is cleared of
 * the user's rows (children first; the foreign keys' cascades would do most of it, but naming
 * each table keeps the rule visible and covers the staging tables that have no foreign key),
 * an admin's published stakes lose their author, the user row goes (and with it the sessions),
 * and the confirmation mail is written to the outbox, which holds only the address.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  dialect: DialectName,
  user: UserRow,
  lang: MailLanguage,
  now: Date,
): Promise<DeletionResult> {
  return db.transaction().execute(async (trx) => {
    // The last admin stays: the admin pages would have nobody. Within the transaction, so two
    // admins deleting at once on SQLite (one writer) cannot both pass; on PostgreSQL the users
    // rows of the admins are locked first for the same reason.
    if (user.is_admin === 1) {
      if (dialect === 'postgres') {
        await sql`select id from users where is_admin = 1 for update`.execute(trx);
      }
      if ((await countAdmins(trx)) <= 1) return 'lastAdmin';
    }
    for (const t of ACCOUNT_TABLES) {
      if (t.table === 'users') continue;
      if (t.unlinkOnDelete) {
        await sql`update ${sql.table(t.table)} set ${sql.ref(t.owner.column)} = null where ${ownedBy(t, user.id)}`.execute(
          trx,
        );
      } else {
        await sql`delete from ${sql.table(t.table)} where ${ownedBy(t, user.id)}`.execute(trx);
      }
    }
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
    await enqueueMail(trx, accountDeletedMail(lang, user.email, user.first_name), now);
    return 'deleted';
  });
}
