import { describe, expect, it } from 'vitest';
import { coarseAddress } from './coarse-address.ts';
import { deviceOf } from './device-name.ts';

describe('coarseAddress', () => {
  it('keeps an IPv4 /24 and an IPv6 /48', () => {
    expect(coarseAddress('203.0.113.77')).toBe('203.0.113.0/24');
    expect(coarseAddress('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(coarseAddress('2001:db8:abcd:12:1::5')).toBe('2001:db8:abcd::/48');
    expect(coarseAddress('2001:0db8:0000:0001::1')).toBe('2001:db8::/48');
    expect(coarseAddress('::1')).toBe('::/48');
    expect(coarseAddress('not an address')).toBeNull();
    expect(coarseAddress(undefined)).toBeNull();
  });
});

describe('deviceOf', () => {
  it('names the browser and system of common user agents', () => {
    const chromeWindows =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const edge = `${chromeWindows} Edg/131.0.0.0`;
    const safariIphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const firefoxLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const chromeAndroid =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    expect(deviceOf(chromeWindows)).toEqual({ browser: 'Chrome', os: 'Windows' });
    expect(deviceOf(edge)).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(deviceOf(safariIphone)).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(deviceOf(firefoxLinux)).toEqual({ browser: 'Firefox', os: 'Linux' });
    expect(deviceOf(chromeAndroid)).toEqual({ browser: 'Chrome', os: 'Android' });
    expect(deviceOf(null)).toEqual({ browser: 'Unknown', os: 'Unknown' });
  });
});
