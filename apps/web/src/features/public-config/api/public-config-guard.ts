import type { PublicConfig } from '@stakelab/core';
import { guard, isObject, type Validator } from '../../../lib/validator';

/** zod's `z.email()` pattern (zod/v4/core regexes.email). */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** zod's `z.url()`: what the URL parser takes once trimmed, with tabs and line breaks removed. */
function readUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  try {
    new URL(trimmed);
  } catch {
    return undefined;
  }
  return trimmed.replace(/[\t\n\r]/g, '');
}

/**
 * core's `publicConfigSchema` by hand (lib/validator.ts says why): the same answers accepted,
 * the same value read (unknown keys dropped, links trimmed).
 */
export const publicConfigGuard: Validator<PublicConfig> = guard((value) => {
  if (!isObject(value) || !isObject(value.socialLinks)) return undefined;
  const { supportEmail, tipsterName, socialLinks } = value;
  if (typeof supportEmail !== 'string' || !EMAIL.test(supportEmail)) return undefined;
  if (typeof tipsterName !== 'string') return undefined;
  const messaging = readUrl(socialLinks.messaging);
  const video = readUrl(socialLinks.video);
  const shortPost = readUrl(socialLinks.shortPost);
  const photo = readUrl(socialLinks.photo);
  if (!messaging || !video || !shortPost || !photo) return undefined;
  return { supportEmail, socialLinks: { messaging, video, shortPost, photo }, tipsterName };
});
