import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deferredResponse,
  jsonResponse,
  networkFailure,
  type StubHandler,
  type stubApi,
} from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';

async function openForgotPassword(handler?: StubHandler) {
  const user = userEvent.setup();
  const view = renderApp({
    route: '/forgot-password',
    handlers: handler ? { 'POST /api/auth/forgot-password': handler } : {},
  });
  await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
  const form = screen.getByRole('form', { name: 'Forgot password' });
  const email = within(form).getByRole('textbox', { name: 'E-mail' });
  const submit = within(form).getByRole('button', { name: 'Send reset link' });
  return { user, form, email, submit, ...view };
}

function forgotCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/auth/forgot-password');
}

const sent = () =>
  jsonResponse({ success: true, message: 'If the email exists, a reset link has been sent.' });

describe('forgot password page', () => {
  it('has one required e-mail input and sends nothing while it is empty', async () => {
    const { user, email, submit, fetchMock } = await openForgotPassword(sent);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();

    await user.click(submit);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(forgotCalls(fetchMock)).toHaveLength(0);
  });

  it('reads Sending... and is disabled while sending, then the answer replaces the form', async () => {
    const pending = deferredResponse();
    const { user, email, submit, form, fetchMock } = await openForgotPassword(
      () => pending.promise,
    );
    await user.type(email, 'Punter1@Example.com');
    await user.click(submit);

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    pending.resolve(sent());

    expect(
      await screen.findByText('If the email exists, a reset link has been sent.'),
    ).toBeInTheDocument();
    expect(form).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
    expect(JSON.parse(String(forgotCalls(fetchMock)[0]?.[1]?.body))).toEqual({
      email: 'punter1@example.com',
    });
  });

  it('shows the server’s reason when it refuses', async () => {
    const { user, email, submit } = await openForgotPassword(() =>
      jsonResponse(
        {
          success: false,
          code: 'RATE_LIMITED',
          message: 'Too many requests. Please try again in 5 minutes.',
        },
        429,
      ),
    );
    await user.type(email, 'punter1@example.com');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 5 minutes.',
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('says no account was found when the server gives no reason', async () => {
    const { user, email, submit } = await openForgotPassword(
      () => new Response('', { status: 500 }),
    );
    await user.type(email, 'punter1@example.com');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('No account found with that email.');
  });

  it('asks to try again when the server cannot be reached', async () => {
    const { user, email, submit } = await openForgotPassword(networkFailure);
    await user.type(email, 'punter1@example.com');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error sending reset email. Please try again.',
    );
  });

  it('sends the interface language, so the e-mail is written in it', async () => {
    const { user, fetchMock } = await openForgotPassword(sent);
    await user.click(screen.getByRole('button', { name: /Cambiar a español/ }));
    await user.type(
      screen.getByRole('textbox', { name: 'Correo electrónico' }),
      'punter1@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    expect(
      await screen.findByText(
        'Si el correo electrónico existe, te hemos enviado un enlace para restablecer la contraseña.',
      ),
    ).toBeInTheDocument();
    const headers = new Headers(forgotCalls(fetchMock)[0]?.[1]?.headers);
    expect(headers.get('Accept-Language')).toBe('es');
  });
});
