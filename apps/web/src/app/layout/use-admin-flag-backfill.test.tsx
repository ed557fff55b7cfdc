import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { USER_STORAGE_KEY } from '../../features/auth/utils/user-storage';
import { jsonResponse, networkFailure, type stubApi } from '../../test/fetch-stub';
import { testUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { storedUser } from '../../test/stored-user';

function profileCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/auth/user-profile'));
}

const adminProfile = {
  ...testUser,
  first_name: 'Lucía',
  last_name: 'Fernández',
  birth_date: null,
  gender: null,
  city: null,
  country: null,
  state: null,
  is_admin: true,
};

describe('admin flag of a stored user (docs/product.md §4)', () => {
  it('is fetched from the profile and stored when the stored user lacks it', async () => {
    const { is_admin: _flag, ...withoutFlag } = testUser;
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(withoutFlag));
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      route: '/',
      handlers: {
        'GET /api/auth/user-profile': () => jsonResponse({ success: true, user: adminProfile }),
        // /me unreachable for now: the stored copy is all there is.
        'GET /api/auth/me': networkFailure,
      },
    });

    await waitFor(() =>
      expect(storedUser()).toEqual({
        ...withoutFlag,
        is_admin: true,
      }),
    );
    expect(profileCalls(fetchMock)[0]?.[0]).toBe(
      '/api/auth/user-profile?email=punter1%40example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin Panel' })).toBeInTheDocument();
  });

  it('reads an older stored flag of 1 as admin', async () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ ...testUser, is_admin: 1 }));
    const user = userEvent.setup();
    const { fetchMock } = renderApp({
      route: '/',
      handlers: { 'GET /api/auth/me': networkFailure },
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(profileCalls(fetchMock)).toHaveLength(0);
  });
});
