import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en';
import { describeInBrowser, usePages, e2eSettings, saveScreenshot } from '../support/browser';
import { E2E_ADMIN } from '../support/global-setup';
import { waitForMailLink } from '../support/outbox';

const t = en;

function newIdentity() {
  const tag = randomBytes(3).toString('hex');
  return { username: `bettor${tag}`, email: `bettor${tag}@example.com`, password: 'firstPass1' };
}

describeInBrowser('accounts in Chromium', () => {
  const { visit } = usePages();

  const pathOf = (page: Page) => new URL(page.url()).pathname;
  const toast = (page: Page) => page.getByTestId('toast').last();

  async function logIn(page: Page, email: string, password: string) {
    await page.goto('/login');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => pathOf(page)).toBe('/history');
  }

  async function logOut(page: Page) {
    await page.getByRole('button', { name: t.header.userMenu }).click();
    await page.getByRole('menuitem', { name: t.nav.logout }).click();
    await expect.poll(() => toast(page).textContent()).toContain(t.toasts.logoutSuccess);
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await page.getByRole('link', { name: t.nav.login }).first().isVisible()).toBe(true);
  }

  it('registers, verifies the e-mail, logs out and in, edits the profile, logs out', async () => {
    const me = newIdentity();
    const page = await visit();

    await page.goto('/register');
    await page.getByRole('textbox', { name: /^Username/ }).fill(me.username);
    await page.getByRole('textbox', { name: /^First name/ }).fill('Carmen');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Delgado');
    await page.getByRole('radio', { name: t.auth.fields.female, exact: true }).check();
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(me.email);
    await page.getByRole('textbox', { name: /^Confirm e-mail/ }).fill(me.email);
    await page.getByTestId('register-password').fill(me.password);
    await page.getByTestId('register-confirm-password').fill(me.password);
    await page.getByTestId('open-terms').click();
    const terms = page.getByTestId('terms-modal');
    await expect
      .poll(() =>
        terms.getByRole('link', { name: t.auth.register.openFullTerms }).getAttribute('target'),
      )
      .toBe('_blank');
    await terms.getByRole('button', { name: t.auth.register.acceptAndClose }).click();
    expect(await page.getByTestId('terms-checkbox').isChecked()).toBe(true);
    await saveScreenshot(page, 'register-filled');
    await page.getByTestId('register-submit').click();

    await expect.poll(() => pathOf(page)).toBe('/history');
    expect(await toast(page).textContent()).toContain(t.toasts.registrationSuccess);
    // The user menu's code loads after the sign-in (the public pages ship without it).
    await expect
      .poll(() => page.getByRole('button', { name: t.header.userMenu }).isVisible())
      .toBe(true);

    const verifyLink = await waitForMailLink(me.email, /Verify your StakeLab e-mail/, '/verify');
    expect(verifyLink.startsWith(`${e2eSettings().baseUrl}/verify?token=`)).toBe(true);
    await page.goto(verifyLink);
    await expect
      .poll(() => page.getByTestId('verify-status').getAttribute('data-status'))
      .toBe('success');
    expect(await page.getByText(t.auth.verify.success).isVisible()).toBe(true);

    await logOut(page);
    await logIn(page, me.email, me.password);
    expect(await toast(page).textContent()).toContain(t.toasts.loginSuccess);

    await page.getByRole('button', { name: t.header.userMenu }).click();
    await page.getByRole('menuitem', { name: t.nav.profileSettings }).click();
    await expect.poll(() => pathOf(page)).toBe('/profile');
    await expect.poll(() => page.getByTestId('profile-username').textContent()).toBe(me.username);
    await page.getByTestId('profile-edit').click();
    const stateSearch = page.getByTestId('state-search');
    expect(await stateSearch.isDisabled()).toBe(true); // no country yet
    await page.getByTestId('country-select').selectOption('ES');
    await expect.poll(() => stateSearch.isEnabled()).toBe(true);
    await stateSearch.fill('Andal');
    await page.getByTestId('state-list').getByRole('option', { name: 'Andalusia' }).click();
    await page.getByRole('textbox', { name: /^City/ }).fill('Sevilla');
    await saveScreenshot(page, 'profile-edit');
    await page.getByTestId('profile-save').click();
    await expect.poll(() => toast(page).textContent()).toContain(t.toasts.profileSaved);
    await expect.poll(() => page.getByTestId('profile-country').textContent()).toBe('Spain');
    expect(await page.getByTestId('profile-state').textContent()).toBe('Andalusia');
    expect(await page.getByTestId('profile-city').textContent()).toBe('Sevilla');

    await page.reload(); // stored on the server, not only in the page
    await expect.poll(() => page.getByTestId('profile-state').textContent()).toBe('Andalusia');
    await logOut(page);
    await page.goto('/profile');
    await expect.poll(() => pathOf(page)).toBe('/login');
  });

  it('resets a forgotten password from the mailed link and logs in with the new one', async () => {
    const me = newIdentity();
    const registered = await fetch(`${e2eSettings().baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: me.username,
        first_name: 'Rafael',
        last_name: 'Moreno',
        gender: 'M',
        country: null,
        state: null,
        email: me.email,
        password_hash: me.password,
        terms_accepted: true,
        terms_accepted_date: new Date().toISOString(),
        birth_date: '2000-01-01',
      }),
    });
    expect(registered.status).toBe(200);

    const page = await visit();
    await page.goto('/login');
    await page.getByRole('link', { name: t.auth.login.forgotPassword }).click();
    await expect.poll(() => pathOf(page)).toBe('/forgot-password');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(me.email);
    await page.getByTestId('forgot-password-submit').click();
    await expect
      .poll(() => page.getByTestId('forgot-password-sent').textContent())
      .toContain(t.auth.forgot.sent);

    const resetLink = await waitForMailLink(
      me.email,
      /Reset your StakeLab password/,
      '/reset-password',
    );
    await page.goto(resetLink);
    await page.getByTestId('reset-password').fill('secondPass2');
    await page.getByTestId('reset-confirm-password').fill('secondPass2');
    await page.getByTestId('reset-password-submit').click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    expect(await toast(page).textContent()).toContain(t.toasts.passwordResetSuccess);

    await logIn(page, me.email, 'secondPass2');

    // The link was spent: using it again fails.
    await page.goto(resetLink);
    await page.getByTestId('reset-password').fill('thirdPass3');
    await page.getByTestId('reset-confirm-password').fill('thirdPass3');
    await page.getByTestId('reset-password-submit').click();
    await expect.poll(() => toast(page).textContent()).toContain(t.toasts.passwordResetFailed);
  });

  it('sends a non-admin away from /adminpanel and shows the admin the Admin Panel', async () => {
    const me = newIdentity();
    const page = await visit();
    await page.goto('/register');
    await page.getByRole('textbox', { name: /^Username/ }).fill(me.username);
    await page.getByRole('textbox', { name: /^First name/ }).fill('Ignacio');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Blanco');
    await page.getByRole('radio', { name: t.auth.fields.male, exact: true }).check();
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(me.email);
    await page.getByRole('textbox', { name: /^Confirm e-mail/ }).fill(me.email);
    await page.getByTestId('register-password').fill(me.password);
    await page.getByTestId('register-confirm-password').fill(me.password);
    await page.getByTestId('terms-checkbox').check();
    await page.getByTestId('register-submit').click();
    await expect.poll(() => pathOf(page)).toBe('/history');

    await page.getByRole('button', { name: t.header.userMenu }).click();
    expect(await page.getByRole('menuitem', { name: t.nav.adminPanel }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/adminpanel');
    await expect.poll(() => pathOf(page)).toBe('/');
    await logOut(page);

    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole('button', { name: t.header.userMenu }).click();
    await page.getByRole('menuitem', { name: t.nav.adminPanel }).click();
    await expect.poll(() => pathOf(page)).toBe('/adminpanel');
  });
});
