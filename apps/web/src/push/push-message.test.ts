import { describe, expect, it, vi } from 'vitest';
import { openPushTarget, parsePushMessage, showPush } from './push-message';

const message = {
  kind: 'stakePublished',
  title: 'New stake: Real Madrid v Barcelona',
  body: 'Bet365 · odds 2.10 · stake €20.00',
  url: '/stakes',
  tag: 'stake-7',
};

describe('push messages', () => {
  it('reads the pushed JSON, and refuses one that would open another site', () => {
    expect(parsePushMessage(JSON.stringify(message))).toEqual(message);
    expect(parsePushMessage(JSON.stringify({ ...message, url: 'https://evil.example/' }))).toBe(
      null,
    );
    expect(parsePushMessage(JSON.stringify({ ...message, url: '//evil.example/' }))).toBe(null);
    // Browsers read "/\\host" as "//host" too.
    expect(parsePushMessage(JSON.stringify({ ...message, url: '/\\evil.example/' }))).toBe(null);
    expect(parsePushMessage(JSON.stringify({ ...message, kind: 7 }))).toBe(null);
    // A kind added after this worker was installed: shown with the server's texts.
    const later = { ...message, kind: 'aKindAddedLater' };
    expect(parsePushMessage(JSON.stringify(later))).toEqual(later);
    expect(parsePushMessage('not json')).toBe(null);
    expect(parsePushMessage(undefined)).toBe(null);
  });

  it('shows the title and body, grouped by tag, with the page to open', async () => {
    const showNotification = vi.fn(() => Promise.resolve());
    await showPush({ showNotification }, JSON.stringify(message));
    expect(showNotification).toHaveBeenCalledWith('New stake: Real Madrid v Barcelona', {
      body: 'Bet365 · odds 2.10 · stake €20.00',
      tag: 'stake-7',
      icon: '/icons/icon-192.png',
      data: { url: '/stakes' },
    });
  });

  it('a click takes an open StakeLab tab to the page, or opens one', async () => {
    const close = vi.fn();
    const navigate = vi.fn(() => Promise.resolve());
    const focus = vi.fn(() => Promise.resolve());
    const openWindow = vi.fn(() => Promise.resolve());
    const scope = (windows: { url: string; navigate: typeof navigate; focus: typeof focus }[]) => ({
      location: { origin: 'https://stakelab.example' },
      clients: { matchAll: () => Promise.resolve(windows), openWindow },
    });
    await openPushTarget(scope([{ url: 'https://stakelab.example/history', navigate, focus }]), {
      notification: { close, data: { url: '/stakes' } },
    });
    expect(navigate).toHaveBeenCalledWith('https://stakelab.example/stakes');
    expect(focus).toHaveBeenCalled();
    await openPushTarget(scope([]), { notification: { close, data: { url: '/history' } } });
    expect(openWindow).toHaveBeenCalledWith('https://stakelab.example/history');
    expect(close).toHaveBeenCalledTimes(2);
    // A tab this worker does not control cannot be navigated: a new one opens instead.
    const refuse = vi.fn(() => Promise.reject(new TypeError('not controlled')));
    await openPushTarget(scope([{ url: 'https://stakelab.example/', navigate: refuse, focus }]), {
      notification: { close, data: { url: '/profile' } },
    });
    expect(openWindow).toHaveBeenLastCalledWith('https://stakelab.example/profile');
  });
});
