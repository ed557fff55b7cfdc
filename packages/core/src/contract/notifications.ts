import { z } from 'zod';

/** What a user can be told about (issue 35). */
export const NOTIFICATION_KINDS = [
  'stakePublished',
  'stakeSettled',
  'betSettledByImport',
  'betResultFromFeed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const EMAIL_MODES = ['off', 'instant', 'digest'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

export const channelPreferenceSchema = z.object({
  inApp: z.boolean(),
  email: z.enum(EMAIL_MODES),
  push: z.boolean(),
});
export type ChannelPreference = z.infer<typeof channelPreferenceSchema>;

/** Without a choice of their own: in the app and by push (once a device is on), no e-mail. */
export const DEFAULT_CHANNELS: ChannelPreference = { inApp: true, email: 'off', push: true };

const minuteOfDay = z.number().int().min(0).max(1439);

export const notificationPreferencesSchema = z.object({
  kinds: z.object({
    stakePublished: channelPreferenceSchema,
    stakeSettled: channelPreferenceSchema,
    betSettledByImport: channelPreferenceSchema,
    /** A match of a linked open bet ended: its result suggested, or settled (issue 36). */
    betResultFromFeed: channelPreferenceSchema,
  }),
  /** No push or e-mail inside [start, end) (minutes after local midnight; may wrap past it). */
  quietHours: z.object({ start: minuteOfDay, end: minuteOfDay }).nullable(),
  /** The zone the quiet hours and the digest's day are counted in (IANA). */
  timeZone: z.string().min(1).max(64),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * PUT /api/notifications/preferences: a kind left out keeps its channels, so a page loaded
 * before a kind was added still saves (its kinds are the ones it shows).
 */
export const notificationPreferencesUpdateSchema = notificationPreferencesSchema.extend({
  kinds: notificationPreferencesSchema.shape.kinds.partial(),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  /**
   * A NotificationKind (or 'test'), read as any text: a page loaded before a kind was added
   * (an installed app's cached bundle) still lists its notifications, written by the server.
   */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  unread: z.number().int(),
  notifications: z.array(notificationSchema),
});

export const pushDeviceSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** A browser's PushSubscription.toJSON(). */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z.url().max(2048),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/)
      .min(80)
      .max(100),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/)
      .min(16)
      .max(40),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/**
 * What a push carries (encrypted, RFC 8291) and the service worker shows: the web's
 * apps/web/src/push/push-message.ts reads the same shape.
 */
export interface PushMessage {
  kind: NotificationKind | 'test';
  title: string;
  body: string;
  /** The page a click opens (same origin). */
  url: string;
  /** Groups repeated news (one stake's) into one shown notification. */
  tag: string;
}
