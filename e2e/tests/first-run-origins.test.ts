import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en';
import { describeInBrowser, usePages } from '../support/browser';
import { startFirstRunServer, type FirstRunServer } from '../support/first-run-server';

const t = en;

/**
 * A first run (no APP_URL: it is http://localhost:PORT) opened on 127.0.0.1 and on localhost:
 * both take writes, while a page of another origin (another port on the same host, so the
 * SameSite=Lax session cookie goes with its requests) cannot write.
 */
describeInBrowser('a first run on any address, in Chromium', () => {
  const { visit } = usePages();
  let server: FirstRunServer;
  let elsewhere: http.Server;
  let elsewherePort: number;

  beforeAll(async () => {
    server = await startFirstRunServer();
    // Another origin: a blank page on another port.
    elsewhere = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>x</title>');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    elsewherePort = (elsewhere.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => elsewhere.close(resolve));
    await server?.stop();
  });

  const pathOf = (page: Page) => new URL(page.url()).pathname;

  async function register(page: Page) {
    const tag = randomBytes(3).toString('hex');
    const me = {
      username: `first${tag}`,
      email: `first${tag}@example.com`,
      password: 'firstPass1',
    };
    await page.goto('/register');
    await page.getByRole('textbox', { name: /^Username/ }).fill(me.username);
    await page.getByRole('textbox', { name: /^First name/ }).fill('Lucía');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Ortega');
    await page.getByRole('radio', { name: t.auth.fields.female, exact: true }).check();
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(me.email);
    await page.getByRole('textbox', { name: /^Confirm e-mail/ }).fill(me.email);
    await page.getByTestId('register-password').fill(me.password);
    await page.getByTestId('register-confirm-password').fill(me.password);
    await page.getByTestId('open-terms').click();
    await page
      .getByTestId('terms-modal')
      .getByRole('button', { name: t.auth.register.acceptAndClose })
      .click();
    await page.getByTestId('register-submit').click();
    await expect.poll(() => pathOf(page)).toBe('/history');
    return me;
  }

  async function logOutAndIn(page: Page, email: string, password: string) {
    await page.getByRole('button', { name: t.header.userMenu }).click();
    await page.getByRole('menuitem', { name: t.nav.logout }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await page.goto('/login');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => pathOf(page)).toBe('/history');
  }

  async function addBet(page: Page) {
    await expect.poll(() => page.getByTestId('history-empty').isVisible()).toBe(true);
    await page.getByTestId('open-add-bet').first().click();
    await page.getByRole('textbox', { name: /^Stake/ }).fill('10');
    await page.getByRole('textbox', { name: 'Odds', exact: true }).fill('2.5');
    await page
      .getByRole('textbox', { name: /^Selection name \(selection 1\)/ })
      .fill('Sevilla to win');
    await page.getByTestId('add-bet-submit').click();
    await expect.poll(() => page.getByTestId('bet-row').count()).toBe(1);
  }

  it('names the address to open when it starts', async () => {
    await expect
      .poll(() => server.log())
      .toContain(`StakeLab is at http://localhost:${server.port}`);
    expect(server.log()).not.toContain('Server listening at');
  });

  it.each(['127.0.0.1', 'localhost'])(
    'registers, logs in and adds a bet on http://%s:PORT; a page of another origin cannot write',
    async (host) => {
      const appUrl = `http://${host}:${server.port}`;
      const page = await visit({ baseURL: appUrl });
      const me = await register(page);
      await addBet(page);
      await logOutAndIn(page, me.email, me.password);
      await expect.poll(() => page.getByTestId('bet-row').count()).toBe(1);

      // Another origin in the same browser tries to sign the user out, plainly and through an
      // encoded path, as a form or a no-cors fetch would (no preflight, cookies sent).
      const other = await page.context().newPage();
      await other.goto(`http://${host}:${elsewherePort}/`);
      const refusedBefore = server.log().split('cross-origin request refused').length;
      // The answers never reach the page (no CORS, and Cross-Origin-Resource-Policy fails the
      // fetch): what counts is what the server did, read from its log and the session below.
      await other.evaluate(async (target) => {
        for (const path of ['/api/auth/logout', '/%61pi/auth/logout']) {
          await fetch(target + path, { method: 'POST', mode: 'no-cors', credentials: 'include' })
            .then(() => undefined)
            .catch(() => undefined);
        }
      }, appUrl);
      await other.close();
      await expect
        .poll(() => server.log().split('cross-origin request refused').length - refusedBefore)
        .toBe(2);

      // Still signed in, with the bet.
      await page.reload();
      await expect.poll(() => page.getByTestId('bet-row').count()).toBe(1);
      const me2 = await page.evaluate(async () => {
        const res = await fetch('/api/auth/me');
        return ((await res.json()) as { user: { email: string } | null }).user?.email ?? null;
      });
      expect(me2).toBe(me.email);
    },
  );
});
