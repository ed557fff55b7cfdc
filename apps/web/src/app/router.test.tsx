import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testAdmin, testUser } from '../test/fixtures';
import { renderApp } from '../test/render';

describe('routes', () => {
  it.each([
    ['/', 'Bet with data, not hunches', 'Sports betting analytics · StakeLab'],
    ['/about', 'About StakeLab', 'About · StakeLab'],
    ['/faqs', 'Frequently asked questions', 'FAQs · StakeLab'],
    ['/contact', 'Contact us', 'Contact · StakeLab'],
    ['/terms', 'Terms and Conditions', 'Terms and Conditions · StakeLab'],
    ['/login', 'Log in', 'Log in · StakeLab'],
    ['/register', 'Register', 'Register · StakeLab'],
    ['/forgot-password', 'Forgot password', 'Forgot password · StakeLab'],
  ])('%s shows its page and title', async (route, heading, title) => {
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('sends a visitor from a logged-in page to /login', async () => {
    const { router } = renderApp({ route: '/history' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/history' } });
  });

  it('waits for the session before deciding, then shows the page to a user', async () => {
    const { router } = renderApp({ route: '/dashboards', user: testUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboards' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboards');
  });

  it('sends a logged-in non-admin from /adminpanel to /', async () => {
    const { router } = renderApp({ route: '/adminpanel', user: testUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bet with data, not hunches' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor from /adminpanel to /login', async () => {
    const { router } = renderApp({ route: '/adminpanel' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the admin panel to an admin', async () => {
    renderApp({ route: '/adminpanel', user: testAdmin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin panel' }),
    ).toBeInTheDocument();
  });

  it('redirects /analytics to /liveevents', async () => {
    const { router } = renderApp({ route: '/analytics', user: testUser });
    // The live events page is a lazy chunk, transformed on first use here: give it time.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Live events' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/liveevents');
  });

  it('shows the 404 page with a way home for an unknown route', async () => {
    renderApp({ route: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
