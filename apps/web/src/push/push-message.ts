/**
 * What a Web Push carries and how it is shown: the service worker's half of notifications
 * (issue 35). The server encrypts a PushMessage (packages/core contract/notifications.ts); the
 * app's service worker (src/sw.ts) hands its push and notificationclick events to these two.
 */
import type { PushMessage } from '@stakelab/core';

/**
 * The pushed JSON, checked: a same-origin path to open, texts as strings; null otherwise. The
 * kind is any text: a worker installed before a kind was added shows the server's texts for it
 * too (docs/decisions/035). Only our server can send (the push is encrypted to this browser's
 * keys); the path is what could lead elsewhere.
 */
export function parsePushMessage(text: string | undefined | null): PushMessage | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  const ok =
    typeof m.kind === 'string' &&
    typeof m.title === 'string' &&
    typeof m.body === 'string' &&
    typeof m.tag === 'string' &&
    typeof m.url === 'string' &&
    m.url.startsWith('/') &&
    !m.url.startsWith('//') &&
    !m.url.startsWith('/\\');
  return ok ? (m as unknown as PushMessage) : null;
}

interface Registration {
  showNotification(title: string, options?: NotificationOptions): Promise<void>;
}

/** Shows a push (a browser requires one shown notification per push). */
export function showPush(registration: Registration, text: string | undefined | null) {
  const message = parsePushMessage(text) ?? {
    kind: 'test',
    title: 'StakeLab',
    body: '',
    url: '/',
    tag: 'stakelab',
  };
  return registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    icon: '/icons/icon-192.png',
    data: { url: message.url },
  });
}

interface WorkerScope {
  location: { origin: string };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<
      readonly {
        url: string;
        focus?: () => Promise<unknown>;
        navigate?: (url: string) => Promise<unknown>;
      }[]
    >;
    openWindow(url: string): Promise<unknown>;
  };
}

/** A click opens the notification's page: an open StakeLab tab goes there, else a new one. */
export async function openPushTarget(
  scope: WorkerScope,
  event: { notification: { close(): void; data?: unknown } },
) {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | undefined;
  const path = typeof data?.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  const target = new URL(path, scope.location.origin).href;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => w.url.startsWith(scope.location.origin));
  if (open?.navigate && open.focus) {
    // navigate() works only on a window this worker controls: otherwise a new one opens.
    try {
      await open.navigate(target);
      await open.focus();
      return;
    } catch {
      // fall through
    }
  }
  await scope.clients.openWindow(target);
}
