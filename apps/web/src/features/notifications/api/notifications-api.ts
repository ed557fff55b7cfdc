import {
  messageResponseSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  pushDeviceSchema,
  type NotificationPreferences,
} from '@stakelab/core';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** Every notifications query; a change invalidates this root. */
export const notificationsRootKey = ['notifications'] as const;
export const notificationListKey = [...notificationsRootKey, 'list'] as const;
export const notificationPreferencesKey = [...notificationsRootKey, 'preferences'] as const;
export const pushDevicesKey = [...notificationsRootKey, 'devices'] as const;

/** The bell's per-user event stream (`event: unread`, data `{ unread }`). */
export const NOTIFICATION_STREAM_URL = '/api/notifications/stream';

export const getNotifications = (signal?: AbortSignal) =>
  apiRequest('/api/notifications', { schema: notificationListSchema, signal });

export const markAllRead = () =>
  apiRequest('/api/notifications/read', {
    method: 'POST',
    body: {},
    schema: z.object({ unread: z.number() }),
  });

export const getPreferences = (signal?: AbortSignal) =>
  apiRequest('/api/notifications/preferences', { schema: notificationPreferencesSchema, signal });

export const savePreferences = (preferences: NotificationPreferences) =>
  apiRequest('/api/notifications/preferences', {
    method: 'PUT',
    body: preferences,
    schema: notificationPreferencesSchema,
  });

export const getPushDevices = (signal?: AbortSignal) =>
  apiRequest('/api/notifications/push/devices', { schema: z.array(pushDeviceSchema), signal });

export const registerPushDevice = (subscription: PushSubscriptionJSON) =>
  apiRequest('/api/notifications/push/devices', {
    method: 'POST',
    body: subscription,
    schema: pushDeviceSchema,
  });

export const removePushDevice = (id: number) =>
  apiRequest(`/api/notifications/push/devices/${id}`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  });

export const getPushKey = () =>
  apiRequest('/api/notifications/push/key', { schema: z.object({ publicKey: z.string() }) });

export const sendTestNotification = () =>
  apiRequest('/api/notifications/test', { method: 'POST', schema: messageResponseSchema });
