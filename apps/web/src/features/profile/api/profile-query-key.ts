/** The profile query's key; apart from get-profile.ts so the shell can name it without zod. */
export const profileQueryKey = (email: string) => ['profile', email.toLowerCase()] as const;
