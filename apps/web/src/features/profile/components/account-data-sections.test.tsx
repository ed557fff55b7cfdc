import type { UserProfile } from '@stakelab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubHandler } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { findToast } from '../../../test/toasts';
import { zipSize } from './data-export-section';

const profile: UserProfile = {
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

const exportRow = (status: string, sizeBytes: number | null = null) => ({
  id: 7,
  status,
  created_at: '2026-11-29T10:00:00.000Z',
  expires_at: '2026-11-30T10:00:00.000Z',
  ready_at: status === 'ready' ? '2026-11-29T10:00:02.000Z' : null,
  size_bytes: sizeBytes,
});

function handlers(extra: Record<string, StubHandler>, twoFactor = false) {
  return {
    'GET /api/auth/user-profile': () => jsonResponse({ success: true, user: profile }),
    'GET /api/geo/countries': () => jsonResponse({ success: true, countries: [] }),
    'GET /api/auth/two-factor': () =>
      jsonResponse({ success: true, enabled: twoFactor, recovery_codes_left: twoFactor ? 10 : 0 }),
    'GET /api/auth/sessions': () => jsonResponse({ success: true, sessions: [] }),
    'GET /api/account/export': () => jsonResponse({ success: true, export: null, exports_left: 3 }),
    ...extra,
  };
}

async function openProfile(extra: Record<string, StubHandler>, twoFactor = false) {
  const user = userEvent.setup();
  const view = renderApp({
    route: '/profile',
    user: testUser,
    handlers: handlers(extra, twoFactor),
  });
  await screen.findByTestId('profile-view', {}, { timeout: 10_000 });
  return { user, ...view };
}

describe('your data and deleting the account on /profile', { timeout: 30_000 }, () => {
  it('sizes the zip in KB below a megabyte and in MB above', () => {
    // 3,072 B = 3 KB; 300 B rounds to 0, shown as 1 KB; 5,452,595 B = 5.2 MB.
    expect(zipSize(3072)).toBe('3 KB');
    expect(zipSize(300)).toBe('1 KB');
    expect(zipSize(5_452_595)).toBe('5.2 MB');
  });

  it('prepares the data on the server, then offers its one-time link', async () => {
    let reads = 0;
    const { user, fetchMock } = await openProfile({
      'GET /api/account/export': () => {
        reads += 1;
        // Before the click: none; just after: being built; at the next poll: ready, 3 KB.
        const row =
          reads === 1 ? null : reads === 2 ? exportRow('pending') : exportRow('ready', 3072);
        return jsonResponse({ success: true, export: row, exports_left: reads === 1 ? 3 : 2 });
      },
      'POST /api/account/export': () =>
        jsonResponse(
          {
            success: true,
            export: exportRow('pending'),
            download_url: '/api/account/export/download?token=abc',
          },
          202,
        ),
    });
    const section = within(screen.getByRole('region', { name: 'Your data' }));
    expect(await section.findByText('Exports left today: 3 of 3.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Prepare my data' }));
    expect(await section.findByText('Preparing your data...')).toBeInTheDocument();
    const link = await section.findByRole(
      'link',
      { name: 'Download my data (3 KB)' },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('href', '/api/account/export/download?token=abc');
    expect(link).toHaveAttribute('download');
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/account/export')).length,
    ).toBe(4);
  });

  it('says when the link was used and lets the user prepare another', async () => {
    await openProfile({
      'GET /api/account/export': () =>
        jsonResponse({ success: true, export: exportRow('downloaded', 3072), exports_left: 0 }),
    });
    const section = within(screen.getByRole('region', { name: 'Your data' }));
    expect(await section.findByText(/The link worked once/)).toBeInTheDocument();
    // None left today: the button waits for tomorrow.
    expect(section.getByRole('button', { name: 'Prepare my data' })).toBeDisabled();
  });

  it('deletes the account with the password and a code, then leaves for the home page', async () => {
    let sent: unknown = null;
    const { user } = await openProfile(
      {
        'POST /api/account/delete': ({ body }) => {
          sent = body;
          return jsonResponse({ success: true, message: 'Your account has been deleted.' });
        },
      },
      true,
    );
    const section = within(screen.getByRole('region', { name: 'Delete my account' }));
    expect(section.getByText(/stay in the public stake record/)).toBeInTheDocument();
    const submit = section.getByRole('button', { name: 'Delete my account' });
    await user.type(section.getByLabelText(/Current password/), 'secret123');
    expect(submit).toBeDisabled();
    await user.type(await section.findByLabelText(/Code or recovery code/), '123456');
    expect(submit).toBeDisabled();
    await user.click(section.getByRole('checkbox', { name: /cannot be restored/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    await findToast('Your account has been deleted');
    expect(sent).toEqual({ current_password: 'secret123', code: '123456' });
    await waitFor(() => expect(screen.queryByTestId('profile-view')).not.toBeInTheDocument());
  });

  it("shows the server's reason when the password is wrong, and stays", async () => {
    const { user } = await openProfile({
      'POST /api/account/delete': () =>
        jsonResponse(
          {
            success: false,
            message: 'The password or the code is not right.',
            code: 'INVALID_CREDENTIALS',
          },
          400,
        ),
    });
    const section = within(screen.getByRole('region', { name: 'Delete my account' }));
    expect(section.queryByLabelText(/Code or recovery code/)).not.toBeInTheDocument();
    await user.type(section.getByLabelText(/Current password/), 'wrong');
    await user.click(section.getByRole('checkbox', { name: /cannot be restored/ }));
    await user.click(section.getByRole('button', { name: 'Delete my account' }));
    await findToast('The password or the code is not right.');
    expect(screen.getByTestId('profile-view')).toBeInTheDocument();
  });
});
