import { expect, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en';
import { es } from '../../apps/web/src/i18n/es';
import { accessibilityViolations } from '../support/accessibility';
import { waitForMail } from '../support/outbox';
import { describeInBrowser, usePages, saveScreenshot, VIEWPORTS } from '../support/browser';

const PUBLIC_PAGES = [
  { path: '/', name: 'home', heading: (t: typeof en) => t.home.title },
  { path: '/about', name: 'about', heading: (t: typeof en) => t.about.title },
  { path: '/faqs', name: 'faqs', heading: (t: typeof en) => t.faqs.title },
  { path: '/contact', name: 'contact', heading: (t: typeof en) => t.contact.title },
  { path: '/terms', name: 'terms', heading: (t: typeof en) => t.terms.title },
] as const;

describeInBrowser('public pages in Chromium', () => {
  const { visit } = usePages();

  const combos = (['desktop', 'phone'] as const).flatMap((device) =>
    (['en', 'es'] as const).map((language) => ({ device, language })),
  );

  it.each(combos)(
    'renders every public page ($device, $language)',
    async ({ device, language }) => {
      const t = language === 'es' ? es : en;
      const page = await visit({
        viewport: VIEWPORTS[device],
        language,
        colorScheme: device === 'phone' ? 'dark' : 'light',
      });
      for (const { path: url, name, heading } of PUBLIC_PAGES) {
        await page.goto(url);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
          .toBe(heading(t));
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        await expect.poll(() => page.title()).toContain('StakeLab');
        // Nothing wider than the screen: a phone must not scroll sideways.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${url} overflows horizontally`).toBeLessThanOrEqual(0);
        await saveScreenshot(page, `${name}-${device}-${language}`);
      }
    },
  );

  it.each(['light', 'dark'] as const)(
    'meets WCAG 2.1 AA on every public page in the %s scheme',
    async (scheme) => {
      const page = await visit({ colorScheme: scheme });
      for (const { path: url } of PUBLIC_PAGES) {
        await page.goto(url);
        await page.getByTestId('side-channel-link').waitFor(); // the shell is complete
        expect(await accessibilityViolations(page), url).toEqual([]);
      }
    },
  );

  it('logs nothing to the console for a visitor, not even a 4xx (Lighthouse best practices)', async () => {
    const page = await visit();
    const logged: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') logged.push(msg.text());
    });
    for (const { path: url } of PUBLIC_PAGES) {
      await page.goto(url);
      await page.getByTestId('side-channel-link').waitFor(); // the shell is complete
      // Every call has answered, /api/auth/me's (a visitor: `user: null`) included.
      await page.waitForLoadState('networkidle');
    }
    expect(logged).toEqual([]);
  });

  it('shows the terms of docs/product.md §1', async () => {
    const page = await visit();
    await page.goto('/terms');
    // The support e-mail arrives with /api/config; wait for it before reading the whole text.
    await expect.poll(() => page.locator('main').textContent()).toContain('support@stakelab.test');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('25/06/2025');
    expect(text).toMatch(/information and entertainment/i);
    expect(text).toMatch(/18/);
    expect(text).toMatch(/laws of Spain/);
  });

  it('toggles to Spanish from the header and remembers the choice', async () => {
    const page = await visit();
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: en.nav.mainNavigation });
    await expect.poll(() => nav.getByRole('link', { name: en.nav.about }).isVisible()).toBe(true);
    await page.getByTestId('language-toggle').click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(es.about.title);
    expect(
      await page.getByRole('navigation', { name: es.nav.mainNavigation }).textContent(),
    ).toContain(es.nav.home);
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(es.about.title);
    await page.getByTestId('language-toggle').click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(en.about.title);
  });

  it('shows the 404 page for an unknown route and goes home from it', async () => {
    const page = await visit();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200); // the SPA answers; the client router shows the 404 page
    await expect
      .poll(() => page.getByRole('heading', { name: 'Oops! Page not found' }).isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it.each([
    '/history',
    '/dashboards',
    '/stakes',
    '/liveevents',
    '/profile',
    '/adminpanel',
    '/analytics',
  ])('sends a visitor from %s to /login', async (url) => {
    const page = await visit();
    await page.goto(url);
    // The page and the session check load first: on a busy machine well over expect.poll's 1 s.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/login');
  });

  it('opens the burger menu on a phone and navigates from it', async () => {
    const page = await visit({ viewport: VIEWPORTS.phone });
    await page.goto('/');
    const mainNav = page.getByRole('navigation', { name: en.nav.mainNavigation });
    expect(await mainNav.isVisible()).toBe(false);
    await page.getByTestId('burger').click();
    const drawer = page.getByRole('navigation', { name: en.nav.mobileNavigation });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await saveScreenshot(page, 'burger-open-phone', { fullPage: false });
    await drawer.getByRole('link', { name: en.nav.faqs }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/faqs');
    await expect.poll(() => drawer.isVisible()).toBe(false);
  });

  it('links the messaging channel at the side and in the footer', async () => {
    const page = await visit();
    await page.goto('/');
    const side = page.getByTestId('side-channel-link');
    await expect.poll(() => side.getAttribute('href')).toBe('https://t.me/stakelab');
    expect(await side.getAttribute('target')).toBe('_blank');
    expect(await side.getAttribute('rel')).toContain('noopener');
    const footer = page.getByRole('contentinfo');
    expect(
      await footer.getByRole('link', { name: /support@stakelab\.test/ }).getAttribute('href'),
    ).toBe('mailto:support@stakelab.test');
    await expect.poll(() => page.getByTestId('social-links').getByRole('link').count()).toBe(4);
    const socials = await page
      .getByTestId('social-links')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(socials).toEqual([
      'https://www.youtube.com/@stakelab',
      'https://x.com/stakelab',
      'https://www.instagram.com/stakelab',
      'https://t.me/stakelab',
    ]);
  });

  it('sends the contact form: toast, cleared form, and the message mailed to support', async () => {
    const page = await visit();
    await page.goto('/contact');
    await page.getByRole('button', { name: en.contact.form.send }).click();
    await expect.poll(() => page.getByText(en.contact.errors.required).count()).toBe(3);

    const message = `Hello from e2e ${Date.now()}`;
    await page.getByLabel(en.contact.form.name).fill('Elena Torres');
    await page.getByLabel(en.contact.form.email).fill('elena@example.com');
    await page.getByRole('textbox', { name: en.contact.form.message }).fill(message);
    await page.getByRole('button', { name: en.contact.form.send }).click();

    const toast = page.getByTestId('toast');
    await expect.poll(() => toast.textContent()).toContain('Message sent!');
    expect(await toast.textContent()).toContain('Your message has been sent successfully.');
    // A textbox: the toast's close button is named "Close this message".
    expect(await page.getByRole('textbox', { name: en.contact.form.message }).inputValue()).toBe(
      '',
    );

    const mail = await waitForMail('support@stakelab.test', /./, (text) => text.includes(message));
    expect(mail.text).toContain(message);
  });
});
