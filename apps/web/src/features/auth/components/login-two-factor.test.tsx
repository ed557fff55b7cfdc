import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubHandler } from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { findToast } from '../../../test/toasts';
import { storedUser } from '../../../test/stored-user';

const passwordRight: StubHandler = () =>
  jsonResponse({
    success: true,
    message: 'Enter the code from your authenticator app.',
    twoFactorRequired: true,
  });

async function throughPassword(secondStep: StubHandler) {
  const user = userEvent.setup();
  const view = renderApp({
    route: '/login',
    handlers: {
      'POST /api/auth/login': passwordRight,
      'POST /api/auth/login/two-factor': secondStep,
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  const form = screen.getByRole('form', { name: 'Log in' });
  await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'punter1@example.com');
  await user.type(within(form).getByLabelText(/^Password/), 'secret1');
  await user.click(within(form).getByRole('button', { name: 'Login' }));
  const step = await screen.findByRole('form', { name: 'Two-factor sign-in' });
  return { user, step, ...view };
}

const secondStepCalls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/auth/login/two-factor')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

describe('login second step', () => {
  it('asks for the code after the password, sends it, and signs in on to /history', async () => {
    const { user, step, fetchMock, router } = await throughPassword(() =>
      jsonResponse({ success: true, message: 'Login successful!', ...testUser }),
    );
    // No session yet: nothing stored, still on /login.
    expect(storedUser()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');

    await user.type(within(step).getByRole('textbox', { name: 'Code' }), '123 456');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));

    await findToast('Login successful!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(storedUser()).toEqual(testUser);
    expect(secondStepCalls(fetchMock)).toEqual([{ code: '123 456' }]);
  });

  it('takes a recovery code instead, and says so when a code is wrong', async () => {
    const { user, step, fetchMock } = await throughPassword(() =>
      jsonResponse(
        {
          success: false,
          code: 'INVALID_CODE',
          message: 'That code is not right. Check your authenticator app and try again.',
        },
        401,
      ),
    );
    await user.click(within(step).getByRole('button', { name: 'Use a recovery code' }));
    await user.type(
      within(step).getByRole('textbox', { name: 'Recovery code' }),
      'abcd-efgh-ijkl-mnop',
    );
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    await findToast('Login failed!');
    expect(
      await screen.findByText(
        'That code is not right. Check your authenticator app and try again.',
      ),
    ).toBeInTheDocument();
    expect(secondStepCalls(fetchMock)).toEqual([{ recovery_code: 'abcd-efgh-ijkl-mnop' }]);
  });

  it('refuses an empty code without sending it', async () => {
    const { user, step, fetchMock } = await throughPassword(() => jsonResponse({}));
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await within(step).findByText('Required')).toBeInTheDocument();
    expect(secondStepCalls(fetchMock)).toEqual([]);
  });
});
