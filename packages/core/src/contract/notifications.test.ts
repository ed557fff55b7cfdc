import { describe, expect, it } from 'vitest';
import {
  notificationListSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
} from './notifications.ts';

/* What a page loaded before a notification kind was added meets, and sends. */

const channels = { inApp: true, email: 'off', push: true } as const;

describe('notification contracts across a new kind', () => {
  it('lists a notification of a kind the page does not know', () => {
    const list = {
      unread: 1,
      notifications: [
        {
          id: 4,
          kind: 'aKindAddedLater',
          title: 'Something new',
          body: 'Written by the server',
          url: '/history',
          createdAt: '2026-11-29T21:00:00.000Z',
          read: false,
        },
      ],
    };
    expect(notificationListSchema.parse(list)).toEqual(list);
  });

  it('takes a preferences update that leaves a kind out; the answer names them all', () => {
    const older = {
      kinds: { stakePublished: channels, stakeSettled: channels, betSettledByImport: channels },
      quietHours: null,
      timeZone: 'Europe/Madrid',
    };
    expect(notificationPreferencesUpdateSchema.parse(older)).toEqual(older);
    expect(notificationPreferencesSchema.safeParse(older).success).toBe(false);
    expect(
      notificationPreferencesSchema.safeParse({
        ...older,
        kinds: { ...older.kinds, betResultFromFeed: channels },
      }).success,
    ).toBe(true);
  });
});
