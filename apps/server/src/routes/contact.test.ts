import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithDatabase, testDialect } from '../test/database.ts';
import { sentTo, startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.ts';
import { bodyOf, startTestServer, type TestServer } from '../test/test-server.ts';

describeWithDatabase(`POST /api/contact on ${testDialect}`, () => {
  let smtp: SmtpCapture;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({
      env: {
        SMTP_URL: smtp.url,
        SUPPORT_EMAIL: 'help@stakelab.test',
        MAIL_FROM: 'StakeLab <robot@stakelab.test>',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('stores the message and mails it to SUPPORT_EMAIL with the sender as Reply-To', async () => {
    const res = await server.request('/api/contact', {
      json: { name: '  Ana García ', email: 'ana@example.com', message: 'How do imports work?' },
    });
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toEqual({
      success: true,
      message: 'Your message has been sent successfully.',
    });

    const stored = await server.database.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Ana García',
      email: 'ana@example.com',
      message: 'How do imports work?',
    });

    const mail = await smtp.waitFor(sentTo('help@stakelab.test'));
    expect(mail.subject).toBe(`[StakeLab contact #${stored[0]?.id}] Ana García`);
    expect(mail.replyTo?.value[0]?.address).toBe('ana@example.com');
    expect(mail.from?.value[0]?.address).toBe('robot@stakelab.test');
    expect(mail.text).toContain('How do imports work?');
  });

  it.each([
    [{ name: '', email: 'ana@example.com', message: 'Hi' }, 'name', 'required'],
    [{ name: 'Ana', email: 'not-an-email', message: 'Hi' }, 'email', 'invalidEmail'],
    [{ name: 'Ana', email: 'ana@example.com', message: '   ' }, 'message', 'required'],
    [{ name: 'Ana', email: 'ana@example.com' }, 'message', expect.any(String)],
  ])('refuses %o with 400 naming %s', async (body, field, reason) => {
    const res = await server.request('/api/contact', { json: body });
    expect(res.status).toBe(400);
    const answer = await bodyOf(res);
    expect(answer).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(answer.errors).toContainEqual({ field, message: reason });
    // The contact form reads `error` (docs/product.md §7).
    expect(answer.error).toBe(answer.message);
  });

  it('rate-limits one address with a clear 429, counting refused requests too', async () => {
    const limited = await startTestServer({
      rateLimits: { contact: { max: 2, timeWindow: '1 minute' } },
    });
    try {
      const send = (message: string) =>
        limited.request('/api/contact', {
          json: { name: 'Spam', email: 'spam@example.com', message },
        });
      expect((await send('one')).status).toBe(200);
      expect((await send('')).status).toBe(400);
      const refused = await send('three');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await bodyOf(refused)).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please try again in 1 minute.',
        error: 'Too many requests. Please try again in 1 minute.',
      });
      const stored = await limited.database.db
        .selectFrom('contact_messages')
        .select('message')
        .execute();
      expect(stored).toEqual([{ message: 'one' }]);
    } finally {
      await limited.close();
    }
  });
});
