import { Workbox } from 'workbox-window';

/**
 * Registers the service worker (src/sw.ts). Imported lazily by the first script once the page
 * has loaded, so neither this module nor workbox-window is among the first page's bytes.
 */
export function registerServiceWorker(): void {
  void new Workbox('/sw.js').register();
}
