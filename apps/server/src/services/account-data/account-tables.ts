import { sql, type RawBuilder } from 'kysely';

/**
 * Every table that holds something of an account, and how its rows are found: the export
 * (build-export.ts) writes each one, the deletion (delete-account.ts) clears each one, in this
 * order (children before their parents). A test lists the tables with a user id column from the
 * database's catalogue and fails when one is missing here (account-data.test.ts).
 */
export interface AccountTable {
  table: string;
  /** The column naming the user, or a column naming a parent row the user owns. */
  owner: { column: string } | { column: string; parent: string; parentOwner: string };
  /** Secrets that never leave the server: hashes of tokens, the TOTP secret, push keys. */
  omit?: readonly string[];
  /** Kept on deletion with the user's id cleared (the public stake record stays). */
  unlinkOnDelete?: boolean;
}

const by = (column: string) => ({ column });
const via = (column: string, parent: string, parentOwner = 'user_id') => ({
  column,
  parent,
  parentOwner,
});

export const ACCOUNT_TABLES: readonly AccountTable[] = [
  { table: 'selections', owner: via('bet_id', 'bets') },
  // Feed events offered for the user's imported bets (migration 0031).
  { table: 'feed_link_offers', owner: by('user_id') },
  { table: 'bet_source_ids', owner: by('user_id') },
  { table: 'bet_audit_log', owner: by('user_id') },
  // Results suggested from the live feed (migration 0029), before the bets they name.
  { table: 'settlement_suggestions', owner: by('user_id') },
  { table: 'bets', owner: by('user_id') },
  { table: 'bet_tombstones', owner: by('user_id') },
  { table: 'bet_bulk_deletions', owner: by('user_id'), omit: ['token_hash'] },
  { table: 'imports', owner: by('user_id') },
  { table: 'bankroll_movements', owner: via('bankroll_id', 'bankrolls') },
  { table: 'bankrolls', owner: by('user_id') },
  // The user's private catalogue (migration 0009): names only they have used.
  { table: 'competitions', owner: by('owner_user_id') },
  { table: 'sport_aliases', owner: via('sport_id', 'sports', 'owner_user_id') },
  { table: 'sports', owner: by('owner_user_id') },
  { table: 'sheet_mappings', owner: by('user_id') },
  { table: 'live_favourites', owner: by('user_id') },
  { table: 'import_staged_source_ids', owner: via('staging_id', 'import_stagings') },
  { table: 'import_staged_selections', owner: via('staging_id', 'import_stagings') },
  { table: 'import_staged_catalogue', owner: via('staging_id', 'import_stagings') },
  { table: 'import_staged_bets', owner: by('user_id') },
  { table: 'import_stagings', owner: by('user_id') },
  { table: 'import_usage', owner: by('user_id') },
  { table: 'notification_jobs', owner: by('user_id') },
  { table: 'notifications', owner: by('user_id') },
  { table: 'notification_preferences', owner: by('user_id') },
  { table: 'notification_settings', owner: by('user_id') },
  { table: 'push_outbox', owner: via('subscription_id', 'push_subscriptions') },
  // The endpoint is a capability URL and the keys encrypt to the browser: none leaves.
  { table: 'push_subscriptions', owner: by('user_id'), omit: ['endpoint', 'p256dh', 'auth'] },
  { table: 'sessions', owner: by('user_id'), omit: ['token_hash'] },
  { table: 'user_tokens', owner: by('user_id'), omit: ['token_hash'] },
  { table: 'api_tokens', owner: by('user_id'), omit: ['token_hash'] },
  { table: 'user_two_factor', owner: by('user_id'), omit: ['secret'] },
  { table: 'recovery_codes', owner: by('user_id'), omit: ['code_hash'] },
  { table: 'pending_logins', owner: by('user_id'), omit: ['token_hash'] },
  { table: 'email_changes', owner: by('user_id'), omit: ['token_hash'] },
  { table: 'data_exports', owner: by('user_id'), omit: ['token_hash', 'content', 'locked_by'] },
  // An admin's published stakes stay in the public stake record; only their author is cleared.
  { table: 'stakes', owner: by('created_by'), unlinkOnDelete: true },
  { table: 'users', owner: by('id'), omit: ['password_hash'] },
];

/** The SQL condition that picks the table's rows of the user. */
export function ownedBy(t: AccountTable, userId: number): RawBuilder<unknown> {
  const { owner } = t;
  return 'parent' in owner
    ? sql`${sql.ref(owner.column)} in (select id from ${sql.table(owner.parent)} where ${sql.ref(owner.parentOwner)} = ${userId})`
    : sql`${sql.ref(owner.column)} = ${userId}`;
}
