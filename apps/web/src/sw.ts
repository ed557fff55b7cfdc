/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { parsePushPayload } from './push/payload';

/*
 * The service worker (decision 030). It precaches the built app (the list is injected at build
 * time) and answers navigations with index.html, so the app opens without a connection; the
 * history and the dashboards then read the copy of the bets the app keeps in IndexedDB
 * (src/history-store). API answers are never cached here: that copy is the offline data, and
 * a cached answer would outlive a sign-out. It also shows pushes and opens their page on click.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The API, and the stakes' images the server serves beside the client route /stakes.
const NOT_THE_APP = [/^\/api(\/|$)/, /^\/(public\/)?stakes\/.+/];
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NOT_THE_APP }),
);

// A new version takes over at once: the precache holds every chunk of the version it serves.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const payload = parsePushPayload(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const path =
    data && typeof data === 'object' && typeof (data as { url?: unknown }).url === 'string'
      ? (data as { url: string }).url
      : '/';
  event.waitUntil(openPage(new URL(path, self.location.origin).href));
});

/** Focuses a window of the app (sent to the page when it shows another one), else opens one. */
async function openPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url) ?? windows[0];
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await open.focus();
  // navigate() works only on a window this worker controls; otherwise open a new one.
  if (focused.url !== url) await focused.navigate(url).catch(() => self.clients.openWindow(url));
}
