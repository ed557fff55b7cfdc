import type { Generated } from 'kysely';

/**
 * Row types of every table, as the application sees them on both dialects.
 * Instants are ISO-8601 UTC strings: `timestamptz` on PostgreSQL (parsed back to ISO by the
 * pool's type parser, see connection.ts) and TEXT on SQLite, where that format sorts correctly.
 */
export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

export interface UserTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: uniqueness ignores case. */
  username_key: string;
  /** Stored lower-case. */
  email: string;
  /** argon2id PHC string; never the password. */
  password_hash: string;
  first_name: string;
  last_name: string;
  gender: string | null;
  birth_date: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  /** ISO 3166-2 subdivision code within the country. */
  state: string | null;
  /** 'en' | 'es': the language of the user's e-mails. */
  language: Generated<string>;
  /** 0 or 1. */
  is_admin: Generated<number>;
  email_verified_at: string | null;
  terms_accepted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the cookie's token. */
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  user_agent: string | null;
}

export type TokenPurpose = 'verify_email' | 'reset_password';

export interface UserTokenTable {
  id: Generated<number>;
  user_id: number;
  purpose: TokenPurpose;
  /** SHA-256 (hex) of the token sent by e-mail. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface Database {
  contact_messages: ContactMessageTable;
  users: UserTable;
  sessions: SessionTable;
  user_tokens: UserTokenTable;
}
