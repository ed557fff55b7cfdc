/**
 * "Enable push on this device": asks the browser's permission, subscribes with the server's
 * VAPID public key, and hands the subscription to the server (one per device).
 */

/** The app's service worker (src/sw.ts), which shows pushes; registered after load in production. */
const APP_WORKER = '/sw.js';

export type EnablePushResult = 'enabled' | 'unsupported' | 'denied';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function enablePush(
  publicKey: string,
  register: (subscription: PushSubscriptionJSON) => Promise<unknown>,
): Promise<EnablePushResult> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration =
    (await navigator.serviceWorker.getRegistration()) ??
    (await navigator.serviceWorker.register(APP_WORKER));
  await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await register(subscription.toJSON());
  return 'enabled';
}
