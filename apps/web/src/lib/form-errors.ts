import type { ParseKeys, TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { ApiError } from './api-client';

/**
 * The account rules report message keys (core's ACCOUNT_MESSAGES, and the server's place
 * checks; the bet form's schema too): the same key in the browser and in an API answer, shown here in words.
 */
const FIELD_ERROR_KEYS = {
  required: 'validation.required',
  usernameRequirements: 'validation.usernameRequirements',
  firstNameLetters: 'validation.firstNameLetters',
  lastNameLetters: 'validation.lastNameLetters',
  emailMustContainAt: 'validation.emailMustContainAt',
  invalidEmail: 'validation.invalidEmail',
  emailsDoNotMatch: 'validation.emailsDoNotMatch',
  passwordMinChars: 'validation.passwordMinChars',
  passwordTooLong: 'validation.passwordTooLong',
  passwordsDoNotMatch: 'validation.passwordsDoNotMatch',
  mustAcceptTerms: 'validation.mustAcceptTerms',
  invalidDate: 'validation.invalidDate',
  dateOutOfRange: 'validation.dateOutOfRange',
  invalidCharacters: 'validation.invalidCharacters',
  tooLong: 'validation.tooLong',
  unknownCountry: 'validation.unknownCountry',
  unknownState: 'validation.unknownState',
  chooseCountryFirst: 'validation.chooseCountryFirst',
  // A refused registration (409 ACCOUNT_EXISTS) names the taken field.
  usernameTaken: 'serverMessages.usernameTaken',
  emailTaken: 'serverMessages.emailTaken',
  // The bet form's keys (core's newBetRequestSchema).
  invalidOdds: 'validation.invalidOdds',
  oddsTooLow: 'validation.oddsTooLow',
  oddsTooHigh: 'validation.oddsTooHigh',
  oddsTwoDecimals: 'validation.oddsTwoDecimals',
  invalidStake: 'validation.invalidStake',
  stakeMustBePositive: 'validation.stakeMustBePositive',
  stakeTooHigh: 'validation.stakeTooHigh',
  stakeTwoDecimals: 'validation.stakeTwoDecimals',
  invalidStatus: 'validation.invalidStatus',
  tooMany: 'validation.tooManySelections',
  // The server's catalogue limits (docs/decisions/010).
  tooManyOwnSports: 'validation.tooManyOwnSports',
  tooManyOwnCompetitions: 'validation.tooManyOwnCompetitions',
  // The settle dialog's cash-out amount (core's settleBetRequestSchema).
  invalidAmount: 'validation.invalidAmount',
  amountNegative: 'validation.amountNegative',
  amountTooHigh: 'validation.amountTooHigh',
  amountTwoDecimals: 'validation.amountTwoDecimals',
  cashOutRequired: 'validation.cashOutRequired',
  // The profile's exchange commission (core's updateProfileRequestSchema).
  invalidCommission: 'validation.invalidCommission',
  commissionNegative: 'validation.commissionNegative',
  commissionTooHigh: 'validation.commissionTooHigh',
  commissionFourDecimals: 'validation.commissionTwoDecimals',
  // Bet labels, bankrolls and the unit size (issue 16: core's bet-labels, bankrolls, profile).
  invalidText: 'betValidation.invalidText',
  invalidTag: 'betValidation.invalidTag',
  invalidTags: 'betValidation.invalidTags',
  tagEmpty: 'betValidation.tagEmpty',
  tagTooLong: 'betValidation.tagTooLong',
  tooManyTags: 'betValidation.tooManyTags',
  invalidBankroll: 'betValidation.invalidBankroll',
  unknownBankroll: 'betValidation.unknownBankroll',
  invalidMovementKind: 'betValidation.invalidMovementKind',
  amountMustBePositive: 'betValidation.amountMustBePositive',
  invalidUnitSize: 'betValidation.invalidUnitSize',
  unitSizeMustBePositive: 'betValidation.unitSizeMustBePositive',
  unitSizeTooHigh: 'betValidation.unitSizeTooHigh',
  unitSizeTwoDecimals: 'betValidation.unitSizeTwoDecimals',
} as const satisfies Record<string, ParseKeys>;

function isKnownKey(key: string): key is keyof typeof FIELD_ERROR_KEYS {
  return Object.hasOwn(FIELD_ERROR_KEYS, key);
}

/** A form error in words: known keys are translated, anything else is shown as it is. */
export function translateFieldError(t: TFunction, error: ReactNode): ReactNode {
  if (typeof error !== 'string') return error;
  return isKnownKey(error) ? t(FIELD_ERROR_KEYS[error]) : error;
}

/**
 * The server's per-field complaints for the fields a form shows, keyed by form field. `rename`
 * maps an API field to its form field (the register payload's `password_hash` is `password`).
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  rename: Readonly<Record<string, Field>> = {},
): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError)) return {};
  const isField = (name: string): name is Field => (fields as readonly string[]).includes(name);
  const result: Partial<Record<Field, string>> = {};
  for (const { field, message } of error.errors) {
    const target = rename[field] ?? field;
    // The first complaint about a field is the one to fix first.
    if (isField(target) && result[target] === undefined) result[target] = message;
  }
  return result;
}

/**
 * After a refused submit, moves focus to the first field (in `order`) that has an error, so
 * keyboard and screen-reader users land on what to fix. `getInputNode` finds a field by the
 * form's `data-path`; for a radio group that is the group, whose first radio takes the focus.
 */
export function focusFirstError<Field extends string>(
  errors: Partial<Record<string, unknown>>,
  order: readonly Field[],
  getInputNode: (path: Field) => HTMLElement | null,
): void {
  const first = order.find((field) => errors[field] !== undefined && errors[field] !== null);
  if (first === undefined) return;
  const node = getInputNode(first);
  const target = node?.matches('input, select, textarea, button')
    ? node
    : node?.querySelector<HTMLElement>('input, select, textarea, button');
  target?.focus();
}
