import { z } from 'zod';

/** What the SPA needs to know about this deployment; nothing secret. */
export const publicConfigSchema = z.object({
  supportEmail: z.email(),
  socialLinks: z.object({
    /** The external messaging channel (also the fixed side link). */
    messaging: z.url(),
    video: z.url(),
    shortPost: z.url(),
    photo: z.url(),
  }),
  /** The tipster name stakes are published under (read-only in the admin form). */
  tipsterName: z.string(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
