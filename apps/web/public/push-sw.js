/*
 * StakeLab's push-only service worker (issue 35), registered by "Enable push on this device"
 * only when no other service worker controls the site. It mirrors src/push/push-message.ts;
 * the installable app's service worker imports that module instead and replaces this one (the
 * registration and its push subscription stay).
 */
/* global self */
const readMessage = (data) => {
  try {
    return data ? JSON.parse(data.text()) : null;
  } catch {
    return null;
  }
};

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  const url =
    message &&
    typeof message.url === 'string' &&
    message.url.startsWith('/') &&
    !message.url.startsWith('//')
      ? message.url
      : '/';
  event.waitUntil(
    self.registration.showNotification(message?.title ?? 'StakeLab', {
      body: message?.body ?? '',
      tag: message?.tag ?? 'stakelab',
      icon: '/favicon.svg',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(self.location.origin));
      if (open) return open.navigate(target).then(() => open.focus());
      return self.clients.openWindow(target);
    }),
  );
});
