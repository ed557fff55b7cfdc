import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggableUrl, maskEmail, REDACTED_PATHS } from './redaction.ts';

describe('loggableUrl', () => {
  it.each([
    ['/verify?token=abc123', '/verify?[REDACTED]'],
    ['/reset-password?token=abc123&lang=es', '/reset-password?[REDACTED]'],
    ['/api/auth/verify-email?token=abc123', '/api/auth/verify-email?[REDACTED]'],
    // Any parameter named like a token, on any path, whatever its case.
    ['/api/anything?page=2&access_Token=abc123', '/api/anything?[REDACTED]'],
    ['/api/anything?TOKEN=abc123', '/api/anything?[REDACTED]'],
    // Other query strings stay: they help reading the log.
    [
      '/api/history/user-bets?from=2026-01-01&sport=Tennis',
      '/api/history/user-bets?from=2026-01-01&sport=Tennis',
    ],
    ['/api/auth/verify-email', '/api/auth/verify-email'],
    ['/verifying?x=1', '/verifying?x=1'],
    ['/api/x?value=token', '/api/x?value=token'],
  ])('%s → %s', (url, expected) => {
    expect(loggableUrl(url)).toBe(expected);
  });
});

describe('maskEmail', () => {
  it.each([
    ['lucia@example.com', 'l***@example.com'],
    ['a@b.co', 'a***@b.co'],
    ['odd"@name"@example.com', 'o***@example.com'],
    ['no-at-sign', '***'],
    ['@example.com', '***'],
  ])('%s → %s', (address, expected) => {
    expect(maskEmail(address)).toBe(expected);
  });
});

describe('REDACTED_PATHS', () => {
  it('censors credential headers and secret fields at the top and one or two levels down', () => {
    let written = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const { log } = Fastify({
      logger: {
        redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
        // A serializer that keeps headers, as a debugging session might add.
        serializers: { req: (req) => ({ ...req }) },
        stream,
      },
    });
    log.info({
      req: {
        headers: {
          cookie: 'stakelab_session=cookie-secret',
          authorization: 'Bearer bearer-secret',
          'proxy-authorization': 'Basic proxy-secret',
          accept: 'text/html',
        },
      },
      res: { headers: { 'set-cookie': 'stakelab_session=set-cookie-secret' } },
      password: 'top-password-secret',
      body: { password_hash: 'body-password-secret', token: 'token-secret', email: 'a@b.co' },
      deep: { body: { data: "curl -H 'Cookie: ssoid=curl-secret'", new_password: 'np-secret' } },
    });
    for (const secret of [
      'cookie-secret',
      'bearer-secret',
      'proxy-secret',
      'set-cookie-secret',
      'top-password-secret',
      'body-password-secret',
      'token-secret',
      'curl-secret',
      'np-secret',
    ]) {
      expect(written).not.toContain(secret);
    }
    const line = JSON.parse(written) as Record<string, unknown>;
    expect(line).toMatchObject({
      req: { headers: { cookie: '[REDACTED]', accept: 'text/html' } },
      body: { token: '[REDACTED]', email: 'a@b.co' },
    });
  });
});
