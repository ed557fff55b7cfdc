import {
  type LiveEvent,
  type NewStakeRequest,
  type StakeFeedLink,
  newStakeRequestSchema,
  STAKE_STATUSES,
  type StakeStatus,
  stakeOutcomeFields,
  stakePaysOut,
  stakePotentialWinnings,
} from '@stakelab/core';
import type { ParseKeys, TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import {
  feedEventName,
  type FeedOutcomeSlot,
  outcomeOdds,
} from '../../../components/feed-picker/feed-pick';
import { translateFieldError } from '../../../lib/form-errors';

/**
 * The admin form of docs/product.md §3; fields carry the API's names (bookmarker included).
 * Issue 32: the potential winnings are stake × odds, shown and not asked; Status and Final
 * result are one choice (`outcome`), turned into both on submit; the payout is asked only of a
 * stake that paid out (won, cashed out).
 */
export interface StakeFormValues {
  bet_description: string;
  bookmarker: string;
  /** NumberInput values: a number, or '' while empty. */
  stake_amount: number | string;
  total_odds: number | string;
  payout_amount: number | string;
  /** The one Status select: the payload's status, and its final_result (stakeOutcomeFields). */
  outcome: StakeStatus;
  bet_details: string;
  /**
   * The event's start as a datetime-local input gives it ('2026-11-29T20:45', the browser's
   * time zone); '' when not given. Sent as an ISO instant: the server refuses a start already
   * passed (issue 34).
   */
  starts_at: string;
  /**
   * The live-feed event and outcome the stake was picked on (issue 36); null when typed by
   * hand. Sent as feed_link: the server checks it and takes the event's start.
   */
  feed_link: StakeFeedLink | null;
}

export type StakeFormField =
  Exclude<keyof StakeFormValues, 'feed_link'> | 'potential_winnings' | 'image_path' | 'feed_link';

/** Where focus goes after a refused submit: the fields in the order the form shows them. */
export const STAKE_FORM_FIELDS = [
  'bookmarker',
  'bet_description',
  'starts_at',
  'stake_amount',
  'total_odds',
  'potential_winnings',
  'outcome',
  'payout_amount',
  'bet_details',
  'image_path',
  'feed_link',
] as const satisfies readonly StakeFormField[];

/** The API's fields the form shows under another name: both halves of the one select. */
export const STAKE_FIELD_RENAMES: Readonly<Record<string, StakeFormField>> = {
  status: 'outcome',
  final_result: 'outcome',
  startsAt: 'starts_at',
};

/** docs/product.md §3, §4: empty fields, a new stake starts IN_PROGRESS / 'IN PROGRESS'. */
export function emptyStakeValues(): StakeFormValues {
  return {
    bet_description: '',
    bookmarker: '',
    stake_amount: '',
    total_odds: '',
    payout_amount: '',
    outcome: STAKE_STATUSES[0],
    bet_details: '',
    starts_at: '',
    feed_link: null,
  };
}

/** An instant as a datetime-local input shows it, in the browser's zone: '2026-11-29T21:00'. */
export function localDateTimeInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(
    date.getHours(),
  )}:${two(date.getMinutes())}`;
}

/**
 * The form with a pick from the live feed in it (issue 36): the event's name and start, the
 * market and selection as the details' first line, the outcome's current odds, and the link.
 * The stake, bookmaker, status and image stay as the admin typed them.
 */
export function withStakeFeedPick(
  values: StakeFormValues,
  pick: { event: LiveEvent; outcome: FeedOutcomeSlot; selection: string; market: string },
): StakeFormValues {
  const odds = outcomeOdds(pick.event, pick.outcome);
  // The details' first line is the pick's: a new pick replaces an earlier one's line.
  const lines = values.bet_details === '' ? [] : values.bet_details.split('\n');
  const notes = values.feed_link ? lines.slice(1) : lines;
  return {
    ...values,
    bet_description: feedEventName(pick.event),
    starts_at: localDateTimeInput(pick.event.EventStartTimeUTC),
    bet_details: [`${pick.market}: ${pick.selection}`, ...notes].join('\n'),
    total_odds: odds ?? values.total_odds,
    feed_link: { event_id: pick.event.RowId, outcome: pick.outcome },
  };
}

/** A datetime-local value as an ISO instant (the browser's zone); the text itself if unreadable. */
function startsAtInstant(value: string): string {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/**
 * A NumberInput's value as a number: Mantine hands text over while typing keeps what a number
 * would lose ("2.10", "2."), so numeric text counts too.
 */
const numberOrUndefined = (value: number | string): number | undefined => {
  const number = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** The potential winnings the form shows: stake × odds, null while either is missing. */
export function potentialWinningsOf(values: StakeFormValues): number | null {
  return stakePotentialWinnings(
    numberOrUndefined(values.stake_amount),
    numberOrUndefined(values.total_odds),
  );
}

/** Whether the form asks the payout: only a stake that has paid out. */
export function asksPayout(values: Pick<StakeFormValues, 'outcome'>): boolean {
  return stakePaysOut(values.outcome);
}

/** The payload before the schema has checked it: the numbers may still be missing. */
type StakeDraft = Omit<
  NewStakeRequest,
  'stake_amount' | 'total_odds' | 'potential_winnings' | 'payout_amount'
> & {
  stake_amount: number | undefined;
  total_odds: number | undefined;
  potential_winnings: number | undefined;
  payout_amount: number | undefined;
};

/**
 * The JSON of POST /api/history/admin-insert-stake from the form. tipster_name is the
 * configured one (the server uses its own anyway); optional fields left blank are left out.
 */
export function toStakeDraft(
  values: StakeFormValues,
  tipsterName: string | undefined,
  imagePath: string | undefined,
): StakeDraft {
  const details = values.bet_details.trim();
  const stake = numberOrUndefined(values.stake_amount);
  const { status, final_result, payout_amount } = stakeOutcomeFields(
    values.outcome,
    stake,
    numberOrUndefined(values.payout_amount),
  );
  return {
    ...(tipsterName ? { tipster_name: tipsterName } : {}),
    bet_description: values.bet_description,
    bookmarker: values.bookmarker,
    stake_amount: stake,
    total_odds: numberOrUndefined(values.total_odds),
    potential_winnings: potentialWinningsOf(values) ?? undefined,
    payout_amount,
    status,
    final_result,
    ...(details === '' ? {} : { bet_details: details }),
    ...(values.starts_at.trim() === '' ? {} : { starts_at: startsAtInstant(values.starts_at) }),
    ...(imagePath ? { image_path: imagePath } : {}),
    ...(values.feed_link ? { feed_link: values.feed_link } : {}),
  };
}

/** A payload the contract's schema accepted (trimmed, defaults filled). */
export type CheckedStake = z.output<typeof newStakeRequestSchema>;

export type StakeFormCheck =
  | { ok: true; request: CheckedStake }
  | { ok: false; errors: Partial<Record<StakeFormField, string>> };

const isField = (name: unknown): name is StakeFormField =>
  (STAKE_FORM_FIELDS as readonly unknown[]).includes(name);

/**
 * Checks the form with the contract's own schema (the one the server applies, docs/product.md §5):
 * the payload to send, or each field's first complaint as a message key. Complaints about what
 * the form works out (the potential winnings; a payout it does not ask) are left to the fields
 * they come from, unless those are fine (winnings over the limit).
 */
export function checkStakeForm(
  values: StakeFormValues,
  tipsterName: string | undefined,
  imagePath: string | undefined,
): StakeFormCheck {
  const draft = toStakeDraft(values, tipsterName, imagePath);
  const parsed = newStakeRequestSchema.safeParse(draft);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Partial<Record<StakeFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const raw = issue.path[0];
    const field = typeof raw === 'string' ? (STAKE_FIELD_RENAMES[raw] ?? raw) : raw;
    if (isField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  if (errors.stake_amount !== undefined || errors.total_odds !== undefined) {
    delete errors.potential_winnings;
  }
  if (!asksPayout(values) && errors.payout_amount !== undefined) {
    // A void's payout is its stake: the stake's own error says what to fix.
    delete errors.payout_amount;
  }
  return { ok: false, errors };
}

/** The contract's stake message keys that the shared validation texts do not cover. */
const STAKE_ERROR_KEYS = {
  invalidStake: 'adminPanel.validation.invalidStake',
  invalidAmount: 'adminPanel.validation.invalidAmount',
  mustNotBeNegative: 'adminPanel.validation.mustNotBeNegative',
  mustBePositive: 'adminPanel.validation.mustBePositive',
  tooHigh: 'adminPanel.validation.tooHigh',
  twoDecimals: 'adminPanel.validation.twoDecimals',
  oddsTooHigh: 'adminPanel.validation.oddsTooHigh',
  invalidStatus: 'adminPanel.validation.invalidStatus',
  invalidResult: 'adminPanel.validation.invalidResult',
  invalidImage: 'adminPanel.validation.invalidImage',
  eventStarted: 'adminPanel.validation.eventStarted',
  feedEventUnknown: 'adminPanel.validation.feedEventUnknown',
  noPrematchPrice: 'adminPanel.validation.noPrematchPrice',
  invalidFeedLink: 'adminPanel.validation.feedEventUnknown',
} as const satisfies Record<string, ParseKeys>;

/** A field error in words: the stake's own keys, then the shared ones, else as it came. */
export function translateStakeError(t: TFunction, error: ReactNode): ReactNode {
  if (typeof error === 'string' && Object.hasOwn(STAKE_ERROR_KEYS, error)) {
    return t(STAKE_ERROR_KEYS[error as keyof typeof STAKE_ERROR_KEYS]);
  }
  return translateFieldError(t, error);
}
