import { describe, expect, it } from 'vitest';
import { parsePushPayload } from './payload';

describe('parsePushPayload', () => {
  it('reads title, body and a same-site path', () => {
    expect(
      parsePushPayload('{"title":"New stake","body":"Arsenal 2.10","url":"/stakes?id=7"}'),
    ).toEqual({ title: 'New stake', body: 'Arsenal 2.10', url: '/stakes?id=7' });
  });

  it('falls back to StakeLab and the home page on text that is not the payload', () => {
    const fallback = { title: 'StakeLab', body: '', url: '/' };
    expect(parsePushPayload('not json')).toEqual(fallback);
    expect(parsePushPayload(null)).toEqual(fallback);
    expect(parsePushPayload('[1,2]')).toEqual(fallback);
    expect(parsePushPayload('{"title":5,"body":null}')).toEqual(fallback);
  });

  it('never opens another origin', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'stakes']) {
      expect(parsePushPayload(JSON.stringify({ title: 'T', body: 'B', url })).url).toBe('/');
    }
  });
});
