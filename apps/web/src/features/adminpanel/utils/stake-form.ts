import {
  type NewStakeRequest,
  newStakeRequestSchema,
  STAKE_FINAL_RESULTS,
  STAKE_STATUSES,
  type StakeFinalResult,
  type StakeStatus,
} from '@stakelab/core';
import type { ParseKeys, TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { translateFieldError } from '../../../lib/form-errors';

/** The admin form of docs/product.md §3; fields carry the API's names (bookmarker included). */
export interface StakeFormValues {
  bet_description: string;
  bookmarker: string;
  /** NumberInput values: a number, or '' while empty. */
  stake_amount: number | string;
  total_odds: number | string;
  potential_winnings: number | string;
  payout_amount: number | string;
  status: StakeStatus;
  final_result: StakeFinalResult;
  bet_details: string;
}

export type StakeFormField = keyof StakeFormValues | 'image_path';

/** Where focus goes after a refused submit: the fields in the order the form shows them. */
export const STAKE_FORM_FIELDS = [
  'bookmarker',
  'bet_description',
  'stake_amount',
  'total_odds',
  'potential_winnings',
  'payout_amount',
  'status',
  'final_result',
  'bet_details',
  'image_path',
] as const satisfies readonly StakeFormField[];

/** docs/product.md §3, §4: empty fields, a new stake starts IN_PROGRESS / 'IN PROGRESS'. */
export function emptyStakeValues(): StakeFormValues {
  return {
    bet_description: '',
    bookmarker: '',
    stake_amount: '',
    total_odds: '',
    potential_winnings: '',
    payout_amount: '',
    status: STAKE_STATUSES[0],
    final_result: STAKE_FINAL_RESULTS[0],
    bet_details: '',
  };
}

const numberOrUndefined = (value: number | string) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

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
  return {
    ...(tipsterName ? { tipster_name: tipsterName } : {}),
    bet_description: values.bet_description,
    bookmarker: values.bookmarker,
    stake_amount: numberOrUndefined(values.stake_amount),
    total_odds: numberOrUndefined(values.total_odds),
    potential_winnings: numberOrUndefined(values.potential_winnings),
    payout_amount: numberOrUndefined(values.payout_amount),
    status: values.status,
    final_result: values.final_result,
    ...(details === '' ? {} : { bet_details: details }),
    ...(imagePath ? { image_path: imagePath } : {}),
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
 * the payload to send, or each field's first complaint as a message key.
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
    const field = issue.path[0];
    if (isField(field) && errors[field] === undefined) errors[field] = issue.message;
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
} as const satisfies Record<string, ParseKeys>;

/** A field error in words: the stake's own keys, then the shared ones, else as it came. */
export function translateStakeError(t: TFunction, error: ReactNode): ReactNode {
  if (typeof error === 'string' && Object.hasOwn(STAKE_ERROR_KEYS, error)) {
    return t(STAKE_ERROR_KEYS[error as keyof typeof STAKE_ERROR_KEYS]);
  }
  return translateFieldError(t, error);
}
