import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  networkFailure,
  type StubHandler,
  type stubApi,
} from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { findToast } from '../../../test/toasts';

async function openReset(handler?: StubHandler) {
  const user = userEvent.setup();
  const view = renderApp({
    route: '/reset-password?token=reset-token',
    handlers: handler ? { 'POST /api/reset-password/reset-password': handler } : {},
  });
  await screen.findByRole('heading', { level: 1, name: 'Reset password' });
  const form = screen.getByRole('form', { name: 'Reset password' });
  const password = within(form).getByLabelText(/^New password/);
  const confirm = within(form).getByLabelText(/^Confirm new password/);
  const submit = within(form).getByRole('button', { name: 'Reset Password' });
  return { user, password, confirm, submit, ...view };
}

function resetCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/reset-password/reset-password');
}

const resetOk = () =>
  jsonResponse({ success: true, message: 'Your password has been reset. You can log in now.' });

describe('reset password page', () => {
  it('without a token says the link is invalid and offers a new one', async () => {
    renderApp({ route: '/reset-password' });
    expect(
      await screen.findByText('This reset link is invalid or has expired.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('states the password requirements in a toast and sends nothing', async () => {
    const { user, password, confirm, submit, fetchMock } = await openReset(resetOk);
    await user.type(password, 'abcdef');
    await user.type(confirm, 'abcdef');
    await user.click(submit);

    const toast = await findToast('Password requirements');
    expect(within(toast).getByText('Min 6 chars, must include a number')).toBeInTheDocument();
    expect(toast).toHaveAttribute('data-kind', 'error');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'), {
      timeout: 3000,
    });
    expect(resetCalls(fetchMock)).toHaveLength(0);
  });

  it('says the passwords do not match and sends nothing', async () => {
    const { user, password, confirm, submit, fetchMock } = await openReset(resetOk);
    await user.type(password, 'secret12');
    await user.type(confirm, 'secret13');
    await user.click(submit);

    await findToast('Passwords do not match');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(resetCalls(fetchMock)).toHaveLength(0);
  });

  it('resets: green toast and on to /login', async () => {
    const { user, password, confirm, submit, fetchMock, router } = await openReset(resetOk);
    await user.type(password, 'secret12');
    await user.type(confirm, 'secret12');
    await user.click(submit);

    const toast = await findToast('Password reset!');
    expect(toast).toHaveAttribute('data-kind', 'success');
    expect(
      within(toast).getByText('Your password has been reset. You can log in now.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(JSON.parse(String(resetCalls(fetchMock)[0]?.[1]?.body))).toEqual({
      token: 'reset-token',
      password: 'secret12',
    });
  });

  it('says the reset failed with the server’s reason, and offers a new link', async () => {
    const { user, password, confirm, submit, router } = await openReset(() =>
      jsonResponse(
        {
          success: false,
          message: 'This reset link is invalid or has expired.',
          code: 'INVALID_TOKEN',
        },
        400,
      ),
    );
    await user.type(password, 'secret12');
    await user.type(confirm, 'secret12');
    await user.click(submit);

    const toast = await findToast('Password reset failed');
    expect(toast).toHaveAttribute('data-kind', 'error');
    expect(
      within(toast).getByText('This reset link is invalid or has expired.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('words a network failure as docs/product.md §8 does', async () => {
    const { user, password, confirm, submit } = await openReset(networkFailure);
    await user.type(password, 'secret12');
    await user.type(confirm, 'secret12');
    await user.click(submit);

    const toast = await findToast('Password reset failed');
    expect(within(toast).getByText('An error occurred during registration.')).toBeInTheDocument();
  });
});
