import type { UserProfile } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deferredResponse,
  jsonResponse,
  type StubHandler,
  type stubApi,
} from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { findToast } from '../../../test/toasts';
import { storedUser } from '../../../test/stored-user';

const baseProfile: UserProfile = {
  username: testUser.username,
  email: testUser.email,
  first_name: 'Lucía',
  last_name: 'Fernández',
  birth_date: '1990-05-17',
  gender: 'F',
  city: null,
  country: null,
  state: null,
  is_admin: false,
  user_id: testUser.user_id,
};

const COUNTRIES = [
  { code: 'PT', name: 'Portugal' },
  { code: 'ES', name: 'Spain' },
  { code: 'FR', name: 'France' },
];
const STATES: Record<string, { code: string; name: string }[]> = {
  ES: [
    { code: 'AN', name: 'Andalusia' },
    { code: 'CT', name: 'Catalonia' },
    { code: 'MD', name: 'Madrid' },
  ],
  PT: [
    { code: '11', name: 'Lisbon' },
    { code: '13', name: 'Porto' },
  ],
};

/** A profile API over one in-memory profile: reads see what the last save wrote. */
function profileApi(initial: UserProfile, save?: StubHandler) {
  let profile = initial;
  const handlers: Record<string, StubHandler> = {
    'GET /api/auth/user-profile': ({ query }) =>
      query.get('email') === profile.email
        ? jsonResponse({ success: true, user: profile })
        : jsonResponse({ success: false, message: 'Forbidden' }, 403),
    'GET /api/geo/countries': () => jsonResponse({ success: true, countries: COUNTRIES }),
    'POST /api/auth/update-profile':
      save ??
      (({ body }) => {
        const { email: _email, user_id: _id, ...changes } = body as Record<string, unknown>;
        profile = { ...profile, ...changes } as UserProfile;
        return jsonResponse({ success: true, message: 'Profile saved!', user: profile });
      }),
  };
  for (const [code, states] of Object.entries(STATES)) {
    handlers[`GET /api/geo/countries/${code}/states`] = () =>
      jsonResponse({ success: true, states });
  }
  return handlers;
}

function calls(fetchMock: ReturnType<typeof stubApi>, path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));
}

/**
 * The page is a lazy route chunk: its first render waits for the module, which on a busy
 * machine takes longer than Testing Library's default second.
 */
const PAGE_LOAD = { timeout: 10_000 };

async function openProfile(profile: UserProfile = baseProfile, save?: StubHandler) {
  const user = userEvent.setup();
  const view = renderApp({
    route: '/profile',
    user: testUser,
    handlers: profileApi(profile, save),
  });
  await screen.findByTestId('profile-view', {}, PAGE_LOAD);
  return { user, ...view };
}

async function openEditor(profile: UserProfile = baseProfile, save?: StubHandler) {
  const opened = await openProfile(profile, save);
  await opened.user.click(screen.getByRole('button', { name: 'Edit profile' }));
  const form = await screen.findByRole('form', { name: 'Edit your profile' });
  const q = within(form);
  await waitFor(() => expect(q.getByRole('combobox', { name: 'Country' })).toBeEnabled());
  return {
    ...opened,
    form,
    country: q.getByRole('combobox', { name: 'Country' }),
    state: () => q.getByRole('combobox', { name: 'State / region' }),
    save: q.getByRole('button', { name: 'Save' }),
  };
}

describe('profile page', { timeout: 30_000 }, () => {
  it('says Loading... until the profile arrives, then shows every field', async () => {
    const pending = deferredResponse();
    const handlers = profileApi({ ...baseProfile, city: 'Sevilla', country: 'ES', state: 'AN' });
    renderApp({
      route: '/profile',
      user: testUser,
      handlers: { ...handlers, 'GET /api/auth/user-profile': () => pending.promise },
    });

    expect(await screen.findByText('Loading...', {}, PAGE_LOAD)).toBeInTheDocument();
    pending.resolve(
      jsonResponse({
        success: true,
        user: { ...baseProfile, city: 'Sevilla', country: 'ES', state: 'AN' },
      }),
    );

    await screen.findByTestId('profile-view');
    const shown = (testId: string) => screen.getByTestId(testId).textContent;
    expect(shown('profile-username')).toBe('punter1');
    expect(shown('profile-email')).toBe('punter1@example.com');
    expect(shown('profile-first-name')).toBe('Lucía');
    expect(shown('profile-last-name')).toBe('Fernández');
    expect(shown('profile-birth-date')).toBe('17/05/1990');
    expect(shown('profile-gender')).toBe('Female');
    expect(shown('profile-city')).toBe('Sevilla');
    expect(shown('profile-country')).toBe('Spain');
    await waitFor(() => expect(shown('profile-state')).toBe('Andalusia'));
  });

  it('names the country in Spanish for the Spanish interface', async () => {
    const { user } = await openProfile({ ...baseProfile, country: 'ES' });
    await user.click(screen.getByRole('button', { name: /Cambiar a español/ }));
    expect(await screen.findByTestId('profile-country')).toHaveTextContent('España');
    expect(screen.getByTestId('profile-city')).toHaveTextContent('Sin indicar');
  });

  it('edits: country, then state (disabled before; a new country clears it), then saves', async () => {
    const { user, fetchMock, country, state, save, queryClient } = await openEditor();

    // No country yet: the state search is disabled and nothing is fetched for it.
    expect(state()).toBeDisabled();
    expect(within(country).getByRole('option', { selected: true })).toHaveTextContent(
      'Choose a country',
    );

    await user.selectOptions(country, 'ES');
    await waitFor(() => expect(state()).toBeEnabled());
    await user.type(state(), 'mad');
    const list = await screen.findByRole('listbox', { name: 'States and regions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Madrid']);
    await user.click(within(list).getByRole('option', { name: 'Madrid' }));
    expect(state()).toHaveValue('Madrid');

    // A new country forgets the state and its search.
    await user.selectOptions(country, 'PT');
    await waitFor(() => expect(state()).toHaveValue(''));
    await user.click(state());
    const portugal = await screen.findByRole('listbox', { name: 'States and regions' });
    expect(
      within(portugal)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lisbon', 'Porto']);
    await user.click(within(portugal).getByRole('option', { name: 'Porto' }));

    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Oporto');
    const profileReads = calls(fetchMock, '/api/auth/user-profile').length;
    await user.click(save);

    await findToast('Profile saved!');
    await screen.findByTestId('profile-view');
    expect(screen.getByTestId('profile-country')).toHaveTextContent('Portugal');
    await waitFor(() => expect(screen.getByTestId('profile-state')).toHaveTextContent('Porto'));
    expect(screen.getByTestId('profile-city')).toHaveTextContent('Oporto');
    // Reloaded after saving (docs/product.md §4), and the keyboard is back on Edit.
    await waitFor(() =>
      expect(calls(fetchMock, '/api/auth/user-profile').length).toBeGreaterThan(profileReads),
    );
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();

    const [saveCall] = calls(fetchMock, '/api/auth/update-profile');
    expect(JSON.parse(String(saveCall?.[1]?.body))).toEqual({
      email: 'punter1@example.com',
      user_id: 7,
      first_name: 'Lucía',
      last_name: 'Fernández',
      birth_date: '1990-05-17',
      gender: 'F',
      city: 'Oporto',
      country: 'PT',
      state: '13',
    });
    // The session's copy of the user follows the saved profile.
    expect(queryClient.getQueryData(['auth', 'session'])).toEqual(testUser);
    expect(storedUser()).toEqual(testUser);
  });

  it('says Not set for a birth date the user never entered', async () => {
    await openProfile({ ...baseProfile, birth_date: null });
    expect(screen.getByTestId('profile-birth-date')).toHaveTextContent('Not set');
  });

  it('edits the birth date as DD/MM/YYYY, typed, and clears it', async () => {
    const { user, save, fetchMock } = await openEditor();
    const birthDate = screen.getByRole('textbox', { name: 'Birth date' });
    expect(birthDate).toHaveValue('17/05/1990');

    await user.clear(birthDate);
    await user.type(birthDate, '03/11/1985');
    await user.click(screen.getByRole('textbox', { name: 'City' }));
    await user.click(save);
    await findToast('Profile saved!');
    expect(await screen.findByTestId('profile-birth-date')).toHaveTextContent('03/11/1985');
    const [first] = calls(fetchMock, '/api/auth/update-profile');
    expect(JSON.parse(String(first?.[1]?.body))).toMatchObject({ birth_date: '1985-11-03' });

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.click(await screen.findByRole('button', { name: 'Clear the birth date' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(fetchMock, '/api/auth/update-profile')).toHaveLength(2));
    const second = calls(fetchMock, '/api/auth/update-profile')[1];
    expect(JSON.parse(String(second?.[1]?.body))).toMatchObject({ birth_date: null });
    expect(await screen.findByTestId('profile-birth-date')).toHaveTextContent('Not set');
  });

  it('picks a state with the keyboard: the best match with Enter, others with the arrows', async () => {
    const { user, country, state, fetchMock } = await openEditor();
    await user.selectOptions(country, 'ES');
    await waitFor(() => expect(state()).toBeEnabled());

    await user.type(state(), 'cat{Enter}');
    expect(state()).toHaveValue('Catalonia');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.clear(state());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(state()).toHaveValue('Catalonia');
    // Enter in the list picks; it does not submit the form.
    expect(calls(fetchMock, '/api/auth/update-profile')).toHaveLength(0);
  });

  it('closes the state list 120 ms after the search box loses focus', async () => {
    const { user, country, state } = await openEditor();
    await user.selectOptions(country, 'ES');
    await waitFor(() => expect(state()).toBeEnabled());
    await user.click(state());
    expect(await screen.findByRole('listbox', { name: 'States and regions' })).toBeInTheDocument();

    const blurredAt = performance.now();
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(performance.now() - blurredAt).toBeGreaterThanOrEqual(100);
  });

  it('cancels back to the view without saving', async () => {
    const { user, fetchMock } = await openEditor();
    await user.clear(screen.getByRole('textbox', { name: 'First name' }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Carmen');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByTestId('profile-first-name')).toHaveTextContent('Lucía');
    expect(calls(fetchMock, '/api/auth/update-profile')).toHaveLength(0);
  });

  it('checks the fields with the server’s rules before sending', async () => {
    const { user, save, fetchMock } = await openEditor();
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.type(firstName, 'Al1');
    await user.click(save);

    expect(await screen.findByText('First name must be 4 to 20 letters only')).toBeInTheDocument();
    expect(firstName).toHaveFocus();
    expect(calls(fetchMock, '/api/auth/update-profile')).toHaveLength(0);
  });

  it('says Failed to save profile. and puts the server’s field errors under their fields', async () => {
    const { user, country, state, save } = await openEditor(baseProfile, () =>
      jsonResponse(
        {
          success: false,
          message: 'Invalid state: unknownState',
          code: 'VALIDATION_ERROR',
          errors: [{ field: 'state', message: 'unknownState' }],
        },
        400,
      ),
    );
    await user.selectOptions(country, 'ES');
    await waitFor(() => expect(state()).toBeEnabled());
    await user.click(state());
    await user.click(await screen.findByRole('option', { name: 'Catalonia' }));
    await user.click(save);

    const toast = await findToast('Failed to save profile.');
    expect(
      within(toast).getByText('Check the highlighted fields and try again.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Choose a state or region from the list')).toBeInTheDocument();
    expect(state()).toHaveAttribute('aria-invalid', 'true');
    // Still editing, values kept.
    expect(screen.getByRole('form', { name: 'Edit your profile' })).toBeInTheDocument();
    expect(state()).toHaveValue('Catalonia');
  });

  describe('unit size', () => {
    const saved = (fetchMock: ReturnType<typeof stubApi>) =>
      calls(fetchMock, '/api/auth/update-profile').map(
        ([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>,
      );

    it('saves the euros typed in, shows them, and clears them with an empty box', async () => {
      const { user, save, fetchMock } = await openEditor();
      const box = screen.getByRole('textbox', { name: 'Unit size (€)' });
      expect(box).toHaveValue('');
      await user.type(box, '12.5');
      await user.click(save);
      await findToast('Profile saved!');
      expect(saved(fetchMock)[0]).toMatchObject({ unit_size: 12.5 });
      expect(await screen.findByTestId('profile-unit-size')).toHaveTextContent('€12.50');

      await user.click(screen.getByRole('button', { name: 'Edit profile' }));
      await user.clear(await screen.findByRole('textbox', { name: 'Unit size (€)' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(saved(fetchMock)).toHaveLength(2));
      expect(saved(fetchMock)[1]).toMatchObject({ unit_size: null });
      expect(await screen.findByTestId('profile-unit-size')).toHaveTextContent('Not set');
    });

    it('refuses 0 before sending', async () => {
      const { user, save, fetchMock } = await openEditor();
      await user.type(screen.getByRole('textbox', { name: 'Unit size (€)' }), '0');
      await user.click(save);
      expect(await screen.findByText('The unit size must be greater than 0')).toBeInTheDocument();
      expect(calls(fetchMock, '/api/auth/update-profile')).toHaveLength(0);
    });
  });

  describe('exchange commission', () => {
    const saved = (fetchMock: ReturnType<typeof stubApi>) =>
      calls(fetchMock, '/api/auth/update-profile').map(
        ([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>,
      );

    it('shows the ratio as a percentage, in English and Spanish', async () => {
      const { user } = await openProfile({ ...baseProfile, exchange_commission_ratio: 0.0575 });
      const row = screen.getByTestId('profile-commission');
      expect(row).toHaveTextContent('5.75%');
      expect(screen.getByText('Exchange commission (%)')).toBeVisible();
      await user.click(screen.getByRole('button', { name: /Cambiar a español/ }));
      await waitFor(() =>
        expect(screen.getByTestId('profile-commission')).toHaveTextContent('5,75 %'),
      );
      expect(screen.getByText('Comisión del exchange (%)')).toBeVisible();
    });

    it('saves a percentage typed in as its ratio: 5.75 % → 0.0575', async () => {
      const { user, save, fetchMock } = await openEditor();
      expect(screen.getByTestId('commission-input')).toHaveValue('');
      await user.type(screen.getByRole('textbox', { name: 'Exchange commission (%)' }), '5.75');
      await user.click(save);
      await findToast('Profile saved!');
      expect(saved(fetchMock)[0]).toMatchObject({ exchange_commission_ratio: 0.0575 });
      expect(await screen.findByTestId('profile-commission')).toHaveTextContent('5.75%');
    });

    it('clears it with an empty box (null), and leaves it out when unchanged', async () => {
      const { user, save, fetchMock } = await openEditor({
        ...baseProfile,
        exchange_commission_ratio: 0.05,
      });
      const box = screen.getByRole('textbox', { name: 'Exchange commission (%)' });
      expect(box).toHaveValue('5');
      await user.clear(box);
      await user.click(save);
      await findToast('Profile saved!');
      expect(saved(fetchMock)[0]).toMatchObject({ exchange_commission_ratio: null });
      expect(await screen.findByTestId('profile-commission')).toHaveTextContent('Not set');

      // Saved again untouched: not sent, so the server keeps what it has.
      await user.click(screen.getByRole('button', { name: 'Edit profile' }));
      await user.click(await screen.findByRole('button', { name: 'Save' }));
      await waitFor(() => expect(saved(fetchMock)).toHaveLength(2));
      expect(saved(fetchMock)[1]).not.toHaveProperty('exchange_commission_ratio');
    });

    it('refuses more than the server allows (20 %) before sending', async () => {
      const { user, save, fetchMock } = await openEditor();
      await user.type(screen.getByRole('textbox', { name: 'Exchange commission (%)' }), '25');
      await user.click(save);
      expect(await screen.findByText('The commission can be at most 20%')).toBeInTheDocument();
      expect(calls(fetchMock, '/api/auth/update-profile')).toHaveLength(0);
    });

    it("puts the server's refusal under the commission box", async () => {
      const { user, save } = await openEditor(baseProfile, () =>
        jsonResponse(
          {
            success: false,
            message: 'Invalid exchange_commission_ratio: commissionTooHigh',
            code: 'VALIDATION_ERROR',
            errors: [{ field: 'exchange_commission_ratio', message: 'commissionTooHigh' }],
          },
          400,
        ),
      );
      await user.type(screen.getByRole('textbox', { name: 'Exchange commission (%)' }), '5');
      await user.click(save);
      expect(await screen.findByText('The commission can be at most 20%')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Exchange commission (%)' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });
  });
});

describe('profile page: e-mail not verified', { timeout: 30_000 }, () => {
  it('offers a new verification mail only while the e-mail is unverified', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      route: '/profile',
      user: testUser,
      handlers: {
        ...profileApi({ ...baseProfile, email_verified: false }),
        'POST /api/auth/resend-verification': () =>
          jsonResponse({ success: true, message: 'A new verification e-mail is on its way.' }),
      },
    });
    const notice = await screen.findByTestId('email-not-verified', {}, PAGE_LOAD);
    expect(notice).toHaveTextContent('Your e-mail is not verified yet');
    await user.click(
      within(notice).getByRole('button', { name: 'Send a new verification e-mail' }),
    );

    await findToast('Verification e-mail sent');
    expect(calls(fetchMock, '/api/auth/resend-verification')).toHaveLength(1);
    // Sent once: the button says so and cannot send again by a double click.
    expect(within(notice).getByRole('button', { name: 'Verification e-mail sent' })).toBeDisabled();
  });

  it('shows no notice for a verified e-mail', async () => {
    await openProfile({ ...baseProfile, email_verified: true });
    expect(screen.queryByTestId('email-not-verified')).not.toBeInTheDocument();
  });

  it('says so when the server refuses (too many requests)', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/profile',
      user: testUser,
      handlers: {
        ...profileApi({ ...baseProfile, email_verified: false }),
        'POST /api/auth/resend-verification': () =>
          jsonResponse(
            {
              success: false,
              code: 'RATE_LIMITED',
              message: 'Too many requests. Please try again in 59 minutes.',
            },
            429,
          ),
      },
    });
    const notice = await screen.findByTestId('email-not-verified', {}, PAGE_LOAD);
    await user.click(
      within(notice).getByRole('button', { name: 'Send a new verification e-mail' }),
    );
    await findToast('The verification e-mail was not sent');
    expect(
      within(notice).getByRole('button', { name: 'Send a new verification e-mail' }),
    ).toBeEnabled();
  });
});
