import type { UserProfile } from '@stakelab/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubRequest } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const profile: UserProfile = {
  username: testUser.username,
  email: testUser.email,
  first_name: 'Lucía',
  last_name: 'Núñez',
  birth_date: '1990-05-17',
  gender: 'F',
  city: null,
  country: null,
  state: null,
  is_admin: false,
  user_id: testUser.user_id,
};

/** /profile with the setting stored as `stored`; the PUTs it received, and whether to fail them. */
async function openProfile(stored: boolean, { failPut = false } = {}) {
  const puts: StubRequest[] = [];
  let setting = stored;
  const user = userEvent.setup();
  renderApp({
    route: '/profile',
    user: testUser,
    handlers: {
      'GET /api/auth/user-profile': () => jsonResponse({ success: true, user: profile }),
      'GET /api/geo/countries': () => jsonResponse({ success: true, countries: [] }),
      'GET /api/auth/two-factor': () =>
        jsonResponse({ success: true, enabled: false, recovery_codes_left: 0 }),
      'GET /api/auth/sessions': () => jsonResponse({ success: true, sessions: [] }),
      'GET /api/account/export': () =>
        jsonResponse({ success: true, export: null, exports_left: 3 }),
      'GET /api/history/settlement-settings': () =>
        jsonResponse({ success: true, autoSettleLinked: setting }),
      'PUT /api/history/settlement-settings': (request) => {
        puts.push(request);
        if (failPut) return jsonResponse({ success: false, message: 'Boom' }, 500);
        setting = (request.body as { autoSettleLinked: boolean }).autoSettleLinked;
        // As the server answers: the suggestions and the setting.
        return jsonResponse({ success: true, suggestions: [], autoSettleLinked: setting });
      },
    },
  });
  const toggle = await screen.findByRole(
    'checkbox',
    { name: /^(Settle my linked single bets automatically|Liquidar automáticamente)/ },
    { timeout: 10_000 },
  );
  return { user, puts, toggle };
}

describe('automatic settlement on /profile', { timeout: 30_000 }, () => {
  it('shows the stored setting with what it does, and turns it on through the PUT', async () => {
    const { user, puts, toggle } = await openProfile(false);
    expect(screen.getByRole('heading', { name: 'Results from the live feed' })).toBeVisible();
    expect(toggle).not.toBeChecked();
    expect(
      screen.getByText(/the feed’s final score settles it by itself \(won, lost or void\)/),
    ).toBeVisible();

    await user.click(toggle);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.body).toEqual({ autoSettleLinked: true });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toBeEnabled();

    await user.click(toggle);
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]?.body).toEqual({ autoSettleLinked: false });
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('reads a setting that is on as on', async () => {
    const { toggle } = await openProfile(true);
    expect(toggle).toBeChecked();
  });

  it('goes back to the stored setting and says so when the PUT fails', async () => {
    const { user, puts, toggle } = await openProfile(false, { failPut: true });
    await user.click(toggle);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(await screen.findByText('Could not save the setting.')).toBeVisible();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('speaks Spanish', async () => {
    window.localStorage.setItem('stakelab.language', 'es');
    const { i18n } = await import('../../../lib/i18n');
    await act(() => i18n.changeLanguage('es'));
    const { toggle } = await openProfile(true);
    expect(toggle).toBeChecked();
    expect(
      screen.getByRole('heading', { name: 'Resultados del proveedor en directo' }),
    ).toBeVisible();
    expect(screen.getByText(/el resultado final la liquida sola/)).toBeVisible();
    await act(() => i18n.changeLanguage('en'));
  });
});
