import type { Generated } from 'kysely';
import type { ApiTokenScope } from '@stakelab/core';

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
  /** Betfair Exchange commission as a ratio (0.05 = 5 %), or null: none (migration 0008). */
  exchange_commission_ratio: number | null;
  /** Bumped by every change to the user's bets (migration 0005). */
  bets_version: Generated<number>;
  /** The oldest `since` the changes read answers bet by bet (migration 0012). */
  bet_changes_floor: Generated<number>;
  /** One betting unit in cents, or null: none set (migration 0013). */
  unit_size_cents: number | null;
  /** ISO 4217: the currency of bets nothing else gives one (migration 0020). */
  default_currency: Generated<string>;
  /** 1: settle linked singles from the feed's final score by itself (migration 0029). */
  auto_settle_linked: Generated<number>;
  /** Loss and stake limits, JSON (stakeLimitsSchema), or null: none set (migration 0028). */
  stake_limits: string | null;
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
  /** Coarse address last seen: IPv4 /24 or IPv6 /48 (migration 0023). */
  address: Generated<string | null>;
}

/** The TOTP second factor (migration 0023); enabled_at null while set up but unconfirmed. */
export interface UserTwoFactorTable {
  user_id: number;
  /** Base32 secret: never logged, never returned after setup. */
  secret: string;
  created_at: string;
  enabled_at: string | null;
  /** RFC 6238 time step of the last accepted code (30 s steps fit an integer until 4000 AD). */
  last_time_step: number | null;
}

export interface RecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the code. */
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** A password accepted, a second factor awaited (migration 0023). */
export interface PendingLoginTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface EmailChangeTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A personal API token (migration 0026): the SHA-256 (hex) of its secret, never the secret. */
export interface ApiTokenTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  scope: ApiTokenScope;
  token_hash: string;
  token_prefix: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
}

/** A team or competition a user starred on the live page (migration 0030). */
export interface LiveFavouriteTable {
  id: Generated<number>;
  user_id: number;
  /** 'team' | 'competition'. */
  kind: string;
  name: string;
  /** The name without case, accents or runs of spaces: one favourite per spelling. */
  name_key: string;
  created_at: string;
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

export interface SportTable {
  id: Generated<number>;
  name: string;
  /** catalogueKey(name): lower-case, accents removed. */
  name_key: string;
  /** The user who typed it (private to them); null for the shared catalogue. */
  owner_user_id: number | null;
}

export interface SportAliasTable {
  alias_key: string;
  sport_id: number;
}

export interface CompetitionTable {
  id: Generated<number>;
  sport_id: number;
  name: string;
  name_key: string;
  /** As SportTable's: null for the shared catalogue. */
  owner_user_id: number | null;
}

export interface BetTable {
  id: Generated<number>;
  user_id: number;
  source: string;
  source_bet_id: string;
  placed_at: string;
  settled_at: string | null;
  sport_id: number;
  competition_id: number | null;
  event_description: string | null;
  /** Decimal odds × 1000. */
  odds_milli: number | null;
  stake_cents: number;
  return_cents: number;
  net_return_cents: number;
  status: string;
  bet_type: string | null;
  bookmaker: string | null;
  side: string | null;
  liability_cents: number | null;
  /** The source record as JSON text. */
  raw: string | null;
  created_at: string;
  // Migration 0008: what importers keep beyond the money (see BetRecord).
  gross_profit_cents: number | null;
  commission_cents: number | null;
  closing_odds_milli: number | null;
  expected_value_ratio: number | null;
  /** JSON array of text; null when the source gave none. */
  tags: string | null;
  order_type: string | null;
  price_requested_milli: number | null;
  /** 0, 1 or null. */
  price_reduced: number | null;
  handicap: number | null;
  each_way_divisor: number | null;
  places_paid: number | null;
  /** Set by a hand edit (PUT, settle): a re-import keeps the user's version. */
  edited_at: string | null;
  /** The as-of time of the export the stored version came from (null: entered by hand). */
  source_as_of: string | null;
  /** The owner's bets version that last wrote this bet or its selections (migration 0012). */
  change_seq: Generated<number>;
  // Migration 0013.
  tipster: string | null;
  /** The bet's bankroll; null: the owner's default bankroll. */
  bankroll_id: number | null;
  /** Set when the user sets the tags by hand: a re-import then keeps them. */
  tags_edited_at: string | null;
  /** Migration 0019: 1 for a free bet (a loss cost nothing, a win paid the profit only). */
  free_bet: Generated<number>;
  /** ISO 4217 code of the bet's amounts (migration 0020; bets stored before are 'EUR'). */
  currency: Generated<string>;
  /** The tipster stake this bet tails (migration 0024); null for any other bet. */
  stake_id: number | null;
}

/** An ECB euro reference rate of one day (migration 0020): currency units per euro × 10⁶. */
export interface FxRateTable {
  day: string;
  currency: string;
  per_euro_micros: number;
  loaded_at: string;
}

/** A user's bankroll (migration 0013); at most one per user has is_default = 1. */
export interface BankrollTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  starting_balance_cents: number;
  /** 0 or 1. */
  is_default: number;
  created_at: string;
  /** Staking plan and drawdown rule, JSON (stakingSettingsSchema), or null (migration 0028). */
  staking: string | null;
}

/** A deposit or withdrawal of a bankroll (migration 0013): amount_cents > 0. */
export interface BankrollMovementTable {
  id: Generated<number>;
  bankroll_id: number;
  kind: 'DEPOSIT' | 'WITHDRAWAL';
  amount_cents: number;
  moved_at: string;
  created_at: string;
}

/** A deleted bet: its id, owner and the bets version of its deletion (migration 0012). */
export interface BetTombstoneTable {
  bet_id: number;
  user_id: number;
  seq: number;
  deleted_at: string;
}

export interface BetSourceIdTable {
  user_id: number;
  source_id: string;
  bet_id: number;
}

export interface SelectionTable {
  id: Generated<number>;
  bet_id: number;
  position: number;
  name: string;
  odds_milli: number | null;
  event_name: string | null;
  market_name: string | null;
  sport_id: number;
  competition_id: number | null;
  result: string | null;
  // Migration 0027: the feed event and outcome the selection is on, and its closing line.
  feed_event_id: string | null;
  /** '1' | 'X' | '2'. */
  feed_outcome: string | null;
  closing_odds_milli: number | null;
  /** The outcome's fair closing probability, 0-1 (margin removed proportionally). */
  fair_probability: number | null;
  closing_captured_at: string | null;
  /** Migration 0031: how the link was made, 'form' | 'match' | 'offer', and how sure (0-1). */
  feed_link_source: string | null;
  feed_link_confidence: number | null;
}

/** An unsure match of a selection to a feed event, offered to the user (migration 0031). */
export interface FeedLinkOfferTable {
  id: Generated<number>;
  user_id: number;
  bet_id: number;
  position: number;
  selection_name: string;
  feed_event_id: string;
  /** '1' | 'X' | '2', null when the matching could not tell. */
  feed_outcome: string | null;
  confidence: number;
  home_name: string;
  away_name: string;
  league_name: string;
  event_start: string;
  /** 'open' | 'refused'. */
  state: Generated<string>;
  created_at: string;
}

/** Tipster stakes (migration 0006): cents and thousandths, instants as ISO strings. */
export interface StakeTable {
  id: Generated<number>;
  tipster_name: string;
  event_description: string;
  bookmaker: string;
  bet_placed_at: string;
  status: string;
  bet_details: string | null;
  total_odds_milli: number;
  stake_cents: number;
  potential_winnings_cents: number;
  payout_cents: number | null;
  /** A file name in DATA_DIR/stakes (see services/stake-images.ts). */
  image_path: string | null;
  created_by: number | null;
  created_at: string;
  settled_at: string | null;
  /** The event's start given at publish (migration 0021); null when not given. */
  starts_at: string | null;
  void_reason: string | null;
  /** The feed event and outcome the stake was picked from (migration 0033); null unlinked. */
  feed_event_id: string | null;
  /** '1' | 'X' | '2'. */
  feed_outcome: string | null;
  /** The outcome's last pre-match price, thousandths, taken at kick-off. */
  closing_odds_milli: number | null;
  /** Its fair probability (margin removed proportionally), 0-1. */
  fair_probability: number | null;
  closing_captured_at: string | null;
  /** 'won' | 'lost' | 'void' suggested from the final score; null: none. */
  feed_suggested_result: string | null;
  /** JSON: core's SuggestionSource. */
  feed_suggestion_source: string | null;
  feed_suggested_at: string | null;
  /** When the suggestion was confirmed; null while it waits. */
  feed_suggestion_decided_at: string | null;
}

/**
 * The hash-chained stake record (migration 0021, docs/stake-record.md): append-only, one row
 * per publish, settle, void or correction.
 */
export interface StakeRecordTable {
  seq: number;
  kind: string;
  stake_id: number;
  canonical: string;
  prev_hash: string;
  hash: string;
  at: string;
  /** Before this instant the public record shows the hash only; null: public at once. */
  reveal_at: string | null;
}

/** The record head's RFC 3161 time-stamps (migration 0032, docs/stake-record.md). */
export interface StakeAnchorTable {
  id: Generated<number>;
  seq: number;
  hash: string;
  /** The TSA's address without credentials or query. */
  tsa_url: string;
  /** The TimeStampResp as the TSA sent it. */
  reply: Buffer;
  /** The TSA's time (genTime). */
  anchored_at: string;
  created_at: string;
}

/** Live events (migration 0007): the last feed refresh, in feed order. */
export interface LiveEventTable {
  row_id: string;
  position: number;
  sport: string;
  league_name: string;
  home_name: string;
  away_name: string;
  event_start_time: string;
  score_home: number | null;
  score_away: number | null;
  clock_minute: number | null;
  clock_period: string | null;
  outcome1_label: string | null;
  outcome1_odds: number | null;
  outcomex_label: string | null;
  outcomex_odds: number | null;
  outcome2_label: string | null;
  outcome2_odds: number | null;
  tennis_home_sets: string | null;
  tennis_away_sets: string | null;
  tennis_home_serve: number | null;
  /** 'upcoming' | 'live' | 'finished' (migration 0027). */
  state: Generated<string>;
  finished_at: string | null;
  /** JSON array of core's PriceSnapshot, oldest first. */
  pre_match_prices: Generated<string>;
}

/** A result suggested from the feed's final score (migration 0029), one per bet. */
export interface SettlementSuggestionTable {
  id: Generated<number>;
  user_id: number;
  bet_id: number;
  /** 'WON' | 'LOST' | 'VOID'. */
  status: string;
  /** JSON: core's SuggestionSource[], one per leg. */
  source: string;
  suggested_at: string;
  /** null: waiting; 'confirmed' | 'automatic'. */
  decision: string | null;
  decided_at: string | null;
}

/** One row (id 1): bumped by every refresh of live_events, in the same transaction. */
export interface LiveFeedStateTable {
  id: number;
  version: number;
  feed: string | null;
  refreshed_at: string | null;
}

/** Named leases: who may do a singleton job (ingesting the live feed) until when. */
export interface LeaseTable {
  name: string;
  holder: string;
  expires_at: string;
}

/** Counters shared by server processes on PostgreSQL (migration 0011); instants in epoch ms. */
export interface SharedCounterTable {
  key: string;
  count: number;
  wait_until: number;
  expires_at: number;
}

/** One import that wrote (migration 0008). */
export interface ImportTable {
  id: Generated<number>;
  user_id: number;
  format: string;
  created_at: string;
  inserted: number;
  updated: number;
  unchanged: number;
  conflicts: number;
  set_aside: number;
  /** JSON array of the unreadable records set aside (row, field, code, message, source). */
  set_aside_records: string;
}

/**
 * A field of a bet an import (import_id) or a hand edit (null) changed; values as JSON. A
 * write-only audit log, no part of the sync feed (bet_tombstones, bets_version).
 */
export interface BetAuditLogTable {
  id: Generated<number>;
  bet_id: number;
  user_id: number;
  import_id: number | null;
  field: string;
  old_value: string | null;
  new_value: string | null;
  changed_at: string;
}

/** A bulk delete's rows, kept for its undo (migration 0017). */
export interface BetBulkDeletionTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the undo token. */
  token_hash: string;
  bet_count: number;
  /** JSON: { bets, selections, sourceIds, audit } rows as they were read. */
  rows: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A column mapping a user saved for a spreadsheet's header (migration 0018). */
export interface SheetMappingTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of `signature`: the unique key with user_id. */
  signature_hash: string;
  /** The header's plain words, `|`-joined (core headerSignature). */
  signature: string;
  name: string;
  /** JSON: core SheetMapping. */
  mapping: string;
  created_at: string;
  updated_at: string;
}

export type MailStatus = 'pending' | 'sent' | 'failed';

/** A mail to deliver (migration 0010): claimed by one sender at a time through locked_until. */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  /** JSON of { text, html?, replyTo? }; null once sent or given up (it may hold a token link). */
  body: string | null;
  status: MailStatus;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: string;
  next_attempt_at: string;
  locked_until: string | null;
  locked_by: string | null;
  sent_at: string | null;
}

/** Notifications (migration 0022, apps/server/src/notifications/README.md). */
export interface NotificationJobTable {
  id: Generated<number>;
  kind: string;
  /** The one user it is for; null: every user. */
  user_id: number | null;
  /** JSON of the kind's facts (notifications/notification-kinds.ts). */
  payload: string;
  status: 'pending' | 'done';
  attempts: Generated<number>;
  created_at: string;
  locked_until: string | null;
  locked_by: string | null;
}

export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  url: string;
  created_at: string;
  read_at: string | null;
  /** 1 while a daily digest mail has yet to carry it. */
  digest_pending: Generated<number>;
}

export interface NotificationPreferenceTable {
  user_id: number;
  kind: string;
  /** 0 or 1. */
  in_app: number;
  email: 'off' | 'instant' | 'digest';
  /** 0 or 1. */
  push: number;
}

export interface NotificationSettingsTable {
  user_id: number;
  /** Minutes after midnight in time_zone; both null: no quiet hours. */
  quiet_start: number | null;
  quiet_end: number | null;
  time_zone: string;
  digest_sent_at: string | null;
}

export interface PushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url. */
  p256dh: string;
  auth: string;
  /** What the user sees in the device list (from the User-Agent). */
  label: string;
  created_at: string;
  last_sent_at: string | null;
}

export interface PushOutboxTable {
  id: Generated<number>;
  subscription_id: number;
  payload: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  last_error: string | null;
  created_at: string;
  next_attempt_at: string;
  locked_until: string | null;
  locked_by: string | null;
}

export interface ServerKeyTable {
  name: string;
  value: string;
  created_at: string;
}

/** A large SQLite import being written (migration 0014, docs/decisions/020-*). */
export interface ImportStagingTable {
  id: Generated<number>;
  user_id: number;
  started_at: string;
  touched_at: string;
}

/** The bets row of a staged bet (see betRow), numbered `seq` within its staging. */
export type ImportStagedBetTable = Omit<
  BetTable,
  'id' | 'edited_at' | 'change_seq' | 'bankroll_id' | 'tags_edited_at'
> & { staging_id: number; seq: number };

export interface ImportStagedSourceIdTable {
  staging_id: number;
  source_id: string;
  bet_seq: number;
}

export type ImportStagedSelectionTable = Omit<SelectionTable, 'id' | 'bet_id'> & {
  staging_id: number;
  bet_seq: number;
};

export interface ImportStagedCatalogueTable {
  staging_id: number;
  placeholder: number;
  real_id: number;
}

/** What a user uploaded on one UTC day (the daily import quota). */
export interface ImportUsageTable {
  user_id: number;
  day: string;
  bytes: number;
  imports: number;
}

/** A "Download my data" export (migration 0025, services/account-data/). */
export interface DataExportTable {
  id: Generated<number>;
  user_id: number;
  status: 'pending' | 'ready' | 'failed';
  attempts: Generated<number>;
  locked_until: string | null;
  locked_by: string | null;
  /** SHA-256 (hex) of the one-time link's token. */
  token_hash: string;
  created_at: string;
  /** The link works until then (24 hours after it was asked for). */
  expires_at: string;
  ready_at: string | null;
  downloaded_at: string | null;
  size_bytes: number | null;
  error: string | null;
  /** The zip; null until built and again once downloaded or expired. */
  content: Buffer | null;
}

export interface Database {
  sports: SportTable;
  sport_aliases: SportAliasTable;
  competitions: CompetitionTable;
  bets: BetTable;
  bet_source_ids: BetSourceIdTable;
  selections: SelectionTable;
  bet_tombstones: BetTombstoneTable;
  contact_messages: ContactMessageTable;
  users: UserTable;
  sessions: SessionTable;
  user_tokens: UserTokenTable;
  user_two_factor: UserTwoFactorTable;
  recovery_codes: RecoveryCodeTable;
  pending_logins: PendingLoginTable;
  email_changes: EmailChangeTable;
  api_tokens: ApiTokenTable;
  stakes: StakeTable;
  stake_record: StakeRecordTable;
  stake_anchors: StakeAnchorTable;
  live_events: LiveEventTable;
  live_favourites: LiveFavouriteTable;
  settlement_suggestions: SettlementSuggestionTable;
  live_feed_state: LiveFeedStateTable;
  leases: LeaseTable;
  shared_counters: SharedCounterTable;
  imports: ImportTable;
  bet_audit_log: BetAuditLogTable;
  bet_bulk_deletions: BetBulkDeletionTable;
  sheet_mappings: SheetMappingTable;
  bankrolls: BankrollTable;
  bankroll_movements: BankrollMovementTable;
  mail_outbox: MailOutboxTable;
  import_stagings: ImportStagingTable;
  import_staged_bets: ImportStagedBetTable;
  import_staged_source_ids: ImportStagedSourceIdTable;
  import_staged_selections: ImportStagedSelectionTable;
  import_staged_catalogue: ImportStagedCatalogueTable;
  import_usage: ImportUsageTable;
  fx_rates: FxRateTable;
  notification_jobs: NotificationJobTable;
  notifications: NotificationTable;
  notification_preferences: NotificationPreferenceTable;
  notification_settings: NotificationSettingsTable;
  push_subscriptions: PushSubscriptionTable;
  push_outbox: PushOutboxTable;
  server_keys: ServerKeyTable;
  data_exports: DataExportTable;
  feed_link_offers: FeedLinkOfferTable;
}
