import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { USER_STORAGE_KEY } from '../../features/auth/utils/user-storage';
import { i18n } from '../../lib/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../lib/language';
import { testAdmin, testConfig, testUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { storedUser } from '../../test/stored-user';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

describe('header menus', () => {
  it('shows the logged-out menu and a Login button to visitors', async () => {
    renderApp({ route: '/about' });
    await screen.findByRole('heading', { level: 1, name: 'About StakeLab' });

    const links = within(mainNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Home', 'About', 'FAQs', 'Contact', 'Terms', 'Tipster record']);
    expect(within(mainNav()).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('shows the logged-in menu once /api/auth/me confirms the user, and caches the user', async () => {
    renderApp({ route: '/', user: testUser });

    await waitFor(() =>
      expect(
        within(mainNav())
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['History', 'Dashboards', 'Bankrolls', 'Stakes', 'Live Events']),
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(storedUser()).toEqual(testUser);
  });

  it('links to /bankrolls from the logged-in menu, "Bancas" in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderApp({ route: '/', user: testUser });
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    const link = await within(nav).findByRole('link', { name: 'Bancas' });
    expect(link).toHaveAttribute('href', '/bankrolls');
  });

  it('drops a cached user that the server no longer knows', async () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(testUser));
    renderApp({ route: '/', user: null });

    // The cached user renders at once, then /api/auth/me's `user: null` logs them out.
    await waitFor(() =>
      expect(within(mainNav()).getByRole('link', { name: 'Home' })).toBeInTheDocument(),
    );
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('offers Admin Panel in the user menu to admins only', async () => {
    const user = userEvent.setup();
    const admin = renderApp({ route: '/', user: testAdmin });

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile Settings' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/adminpanel',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    admin.unmount();

    renderApp({ route: '/', user: { ...testUser, is_admin: false } });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('logs out: calls the API, forgets the user, says so and goes home', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp({ route: '/history', user: testUser });

    await screen.findByRole('heading', { level: 1, name: 'Bet history' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Log out successful!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('opens the phone menu from the burger, with Profile and Logout for a user', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/', user: testUser });

    await screen.findByRole('button', { name: 'Account menu' });
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));

    const mobileNav = await screen.findByRole('navigation', { name: 'Mobile navigation' });
    expect(screen.getByTestId('mobile-nav')).toContainElement(mobileNav);
    const labels = within(mobileNav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'History',
      'Dashboards',
      'Bankrolls',
      'Stakes',
      'Live Events',
      'Profile',
    ]);
    expect(within(mobileNav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('focus after a route change', () => {
  it('goes to the new page’s main content when the focused control left with the old page', async () => {
    const { router } = renderApp({ route: '/about' });
    await screen.findByRole('heading', { level: 1, name: 'About StakeLab' });
    // As after a form's submit button is taken away with its page: nothing has the focus.
    (document.activeElement as HTMLElement | null)?.blur();

    await act(() => router.navigate('/faqs'));
    await screen.findByRole('heading', { level: 1, name: /Frequently asked questions/i });
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('stays on a header link that is still there', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/about' });
    await screen.findByRole('heading', { level: 1, name: 'About StakeLab' });

    await user.click(within(mainNav()).getByRole('link', { name: 'FAQs' }));
    await screen.findByRole('heading', { level: 1, name: /Frequently asked questions/i });
    expect(document.activeElement).toBe(within(mainNav()).getByRole('link', { name: 'FAQs' }));
  });
});

describe('language toggle', () => {
  it('switches the texts to Spanish, remembers the choice and sets <html lang>', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Bet with data, not hunches' });

    await user.click(screen.getByRole('button', { name: /Cambiar a español/ }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Apuesta con datos, no con corazonadas',
      }),
    ).toBeInTheDocument();
    const spanishNav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(spanishNav).getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Switch to English/ })).toHaveTextContent('EN');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    await waitFor(() => expect(document.title).toBe('Análisis de apuestas deportivas · StakeLab'));

    await user.click(screen.getByRole('button', { name: /Switch to English/ }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});

describe('footer and side link', () => {
  it('shows quick links, the support e-mail and the four social networks from /api/config', async () => {
    renderApp({ route: '/' });
    const footer = await screen.findByRole('contentinfo');

    const email = await within(footer).findByRole('link', { name: testConfig.supportEmail });
    expect(email).toHaveAttribute('href', `mailto:${testConfig.supportEmail}`);
    for (const name of ['About', 'FAQs', 'Contact', 'Terms']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    const social = [
      ['StakeLab on YouTube', testConfig.socialLinks.video],
      ['StakeLab on X', testConfig.socialLinks.shortPost],
      ['StakeLab on Instagram', testConfig.socialLinks.photo],
      ['StakeLab on Telegram', testConfig.socialLinks.messaging],
    ] as const;
    for (const [label, href] of social) {
      const link = within(footer).getByRole('link', { name: new RegExp(`^${label}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const side = screen.getByRole('link', { name: /Join our channel on Telegram/ });
    expect(side).toHaveAttribute('href', testConfig.socialLinks.messaging);
    expect(side).toHaveAttribute('target', '_blank');
    expect(side).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves out what needs the config when /api/config fails', async () => {
    renderApp({ route: '/', config: null });
    await screen.findByRole('heading', { level: 1, name: 'Bet with data, not hunches' });

    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
    expect(screen.queryByTestId('footer-contact')).not.toBeInTheDocument();
    expect(screen.queryByTestId('side-channel-link')).not.toBeInTheDocument();
  });
});
