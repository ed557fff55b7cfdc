/**
 * Account field rules of docs/product.md §5, shared by the registration form and the server. Each
 * failure is reported with the spec's message key (translated by the web, returned by the API).
 */

/** 4-20 ASCII letters and digits with at least one letter. ASCII keeps look-alike names apart. */
export const USERNAME_PATTERN = /^(?=.*[A-Za-z])[A-Za-z0-9]{4,20}$/;

/** 4-20 letters, accents included (José, Núñez): spec "letters only". */
export const PERSON_NAME_PATTERN = /^\p{L}{4,20}$/u;

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;

export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\d/.test(password);
}

export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * Birth date sent by the registration form (docs/product.md §3: fixed, the form does not
 * ask for it).
 */
export const REGISTRATION_BIRTH_DATE = '2000-01-01';

/** YYYY-MM-DD of a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export const ACCOUNT_MESSAGES = {
  required: 'required',
  usernameRequirements: 'usernameRequirements',
  firstNameLetters: 'firstNameLetters',
  lastNameLetters: 'lastNameLetters',
  emailMustContainAt: 'emailMustContainAt',
  invalidEmail: 'invalidEmail',
  emailsDoNotMatch: 'emailsDoNotMatch',
  passwordMinChars: 'passwordMinChars',
  passwordTooLong: 'passwordTooLong',
  passwordsDoNotMatch: 'passwordsDoNotMatch',
  mustAcceptTerms: 'mustAcceptTerms',
  invalidDate: 'invalidDate',
  tooLong: 'tooLong',
} as const;
export type AccountMessage = keyof typeof ACCOUNT_MESSAGES;
