import type { ParseKeys } from 'i18next';
import { ApiError } from './api-client';
import { i18n, intlLocale } from './i18n';

/**
 * The server answers in English. The messages the screens can meet are known, so the
 * Spanish interface shows them in Spanish; anything else is shown as the server wrote it.
 */
const KNOWN_MESSAGES: Readonly<Record<string, ParseKeys>> = {
  // Issue 37: apps/server/src/routes/two-factor.ts and account-security.ts.
  'That code is not right. Check your authenticator app and try again.':
    'serverMessages.twoFactorWrongCode',
  'Your sign-in took too long. Please enter your password again.':
    'serverMessages.twoFactorExpired',
  'Your current password is not right.': 'serverMessages.wrongCurrentPassword',
  'The password or the code is not right.': 'serverMessages.wrongPasswordOrCode',
  'An account with this e-mail already exists.': 'serverMessages.newEmailTaken',
  'That is already your e-mail.': 'serverMessages.sameEmail',
  'Invalid email or password.': 'serverMessages.invalidCredentials',
  'That username is already taken.': 'serverMessages.usernameTaken',
  'An account with this e-mail already exists. Log in or reset your password.':
    'serverMessages.emailTaken',
  'This reset link is invalid or has expired.': 'serverMessages.resetLinkInvalid',
  'Invalid or expired verification link.': 'serverMessages.verifyLinkInvalid',
  'If the email exists, a reset link has been sent.': 'serverMessages.resetRequested',
  'Your password has been reset. You can log in now.': 'serverMessages.passwordReset',
  // Issue 37 part 2: apps/server/src/routes/account-data.ts.
  'Your data is already being prepared.': 'serverMessages.exportInProgress',
  'You can download your data 3 times a day. Please try again tomorrow.':
    'serverMessages.tooManyExports',
  // apps/server/src/routes/tax-report.ts PDF_BUSY_MESSAGE.
  'Your tax report PDF is already being prepared. Please try again in a few seconds.':
    'serverMessages.taxReportPdfBusy',
  'Enter a code from your authenticator app (or a recovery code).': 'serverMessages.codeRequired',
  'You are the only administrator: make another account an administrator before deleting yours.':
    'serverMessages.lastAdmin',
  'Internal server error': 'serverMessages.internal',
  // plugins/origin-check.ts: a write from a page of another origin.
  'Cross-origin requests are not allowed.': 'serverMessages.crossOrigin',
  'This bet has no odds, so its winnings cannot be worked out: add its odds first.':
    'serverMessages.cannotSettle',
  // The faults of docs/product.md §8 (apps/server/src/db/errors.ts, routes/history-imports.ts).
  "The server's disk is full: nothing was saved. Try again later.": 'serverMessages.storageFull',
  // apps/server/src/plugins/error-handler.ts BUSY_MESSAGE and AMOUNT_OUT_OF_RANGE_MESSAGE.
  'The server is busy: please try again in a few seconds.': 'serverMessages.busy',
  'An amount is beyond what StakeLab can keep: stakes up to €10,000,000 and odds up to 10,000. Nothing was saved.':
    'serverMessages.amountOutOfRange',
  'The database is unavailable for a moment: nothing was saved. Try again shortly.':
    'serverMessages.databaseUnavailable',
  'You already have an import running: wait for it to finish, then try again.':
    'serverMessages.importInProgress',
  'The server is busy with other imports: please try again in 10 seconds.':
    'serverMessages.importsBusy',
  'No such bet in your history.': 'serverMessages.noSuchBet',
  'A bet with this id is already in your history.': 'serverMessages.duplicateBet',
  'This file is too large to read at once: split it into smaller files and import them one after another.':
    'serverMessages.importTooLarge',
  'This file takes too long to read: split it into smaller files and import them one after another.':
    'serverMessages.importTooSlow',
  'Uploads must be sent as JSON (Content-Type: application/json).': 'serverMessages.uploadNotJson',
};

const UNITS = { second: 'second', minute: 'minute', hour: 'hour', day: 'day' } as const;

/** "Too many requests. Please try again in 5 minutes." (the rate limits' answer). */
const RATE_LIMITED = /^Too many requests\. Please try again in (\d+) (second|minute|hour|day)s?\.$/;

function formatWait(amount: number, unit: keyof typeof UNITS, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'long',
  }).format(amount);
}

/** The server's message in the interface language when it is a known one. */
export function translateServerMessage(message: string): string {
  const key = KNOWN_MESSAGES[message];
  if (key) return i18n.t(key);
  const wait = RATE_LIMITED.exec(message);
  if (wait?.[1] && wait[2]) {
    const unit = wait[2] as keyof typeof UNITS;
    return i18n.t('serverMessages.rateLimited', {
      wait: formatWait(Number(wait[1]), unit, i18n.language),
    });
  }
  return message;
}

/**
 * The server's own words from a failed call, in the interface language when known; undefined
 * when it sent none. Not for validation errors: their message reads "Invalid username:
 * usernameRequirements" and the form shows each under its field instead. A known sentence that
 * also names its field (a taken username) is shown both ways.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.hasServerMessage) return undefined;
  if (error.errors.length > 0 && !Object.hasOwn(KNOWN_MESSAGES, error.message)) return undefined;
  return translateServerMessage(error.message);
}
