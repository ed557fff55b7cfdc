/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { openPushTarget, showPush } from './push/push-message';

/*
 * The service worker (decision 029). It precaches the built app (the list is injected at build
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

// The one way a push is read and shown, and a click opens its page (src/push/push-message.ts).
self.addEventListener('push', (event) => {
  event.waitUntil(showPush(self.registration, event.data?.text()));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openPushTarget(self, event));
});
