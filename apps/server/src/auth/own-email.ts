/**
 * Whether the e-mail a request names is the signed-in user's (stored lower-case); a request
 * that names none names no one else.
 */
export const isOwnEmail = (email: string | undefined, userEmail: string): boolean =>
  email === undefined || email.trim().toLowerCase() === userEmail;
