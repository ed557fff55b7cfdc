import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_ORIGINS } from '../config.ts';
import { isAllowedPushEndpoint } from './push-origins.ts';

describe('isAllowedPushEndpoint', () => {
  it('takes the browsers’ push services by default', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx3',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_ORIGINS)).toBe(true);
    }
  });

  it('refuses other hosts, look-alikes, other schemes and ports', () => {
    for (const endpoint of [
      'https://evil.example/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilpush.apple.com/x',
      'https://push.apple.com/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_ORIGINS)).toBe(false);
    }
  });

  it('takes a configured loopback origin exactly', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:4000/p/1', ['http://127.0.0.1:4000'])).toBe(
      true,
    );
    expect(isAllowedPushEndpoint('http://127.0.0.1:4001/p/1', ['http://127.0.0.1:4000'])).toBe(
      false,
    );
  });
});
