import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  networkFailure,
  type StubHandler,
  type stubApi,
} from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { findToast, toastDurationMs } from '../../../test/toasts';
import { storedUser } from '../../../test/stored-user';

const loginOk: StubHandler = ({ body }) => {
  const { email } = body as { email: string };
  return jsonResponse({ success: true, message: 'Login successful!', ...testUser, email });
};

async function openLogin(login?: StubHandler, options: { route?: string; state?: unknown } = {}) {
  const user = userEvent.setup();
  const view = renderApp({
    route: options.route ?? '/login',
    routeState: options.state,
    handlers: login ? { 'POST /api/auth/login': login } : {},
  });
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  const form = screen.getByRole('form', { name: 'Log in' });
  const email = within(form).getByRole('textbox', { name: 'E-mail' });
  const password = within(form).getByLabelText(/^Password/);
  const submit = within(form).getByRole('button', { name: 'Login' });
  return { user, email, password, submit, ...view };
}

function loginCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/auth/login');
}

function mainNavLinks() {
  return within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('login page', () => {
  it('has a required e-mail input, a required password and the links of docs/product.md §2', async () => {
    const { email, password } = await openLogin();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('says Required under empty fields and sends nothing', async () => {
    const { user, submit, email, fetchMock } = await openLogin(loginOk);
    await user.click(submit);
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(loginCalls(fetchMock)).toHaveLength(0);
  });

  it('logs in: toast for 2.5 s, logged-in menu at once, stored user, on to /history', async () => {
    const { user, email, password, submit, fetchMock, router } = await openLogin(loginOk);
    await user.type(email, ' Punter1@Example.com ');
    await user.type(password, 'secret1');
    await user.click(submit);

    await findToast('Login successful!');
    expect(toastDurationMs()).toBe(2500);
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(mainNavLinks()).toEqual(['History', 'Dashboards', 'Bankrolls', 'Stakes', 'Live Events']);
    expect(storedUser()).toEqual(testUser);

    const [call] = loginCalls(fetchMock);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'punter1@example.com',
      password_hash: 'secret1',
    });
  });

  it('goes back to the guarded page that sent the visitor to log in', async () => {
    const { user, email, password, submit, router } = await openLogin(loginOk, {
      route: '/dashboards',
    });
    expect(router.state.location.pathname).toBe('/login');
    await user.type(email, 'punter1@example.com');
    await user.type(password, 'secret1');
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboards' }),
    ).toBeInTheDocument();
  });

  it('says Login failed! with the server’s reason for 3 s and stays', async () => {
    const { user, email, password, submit, router } = await openLogin(() =>
      jsonResponse(
        { success: false, message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' },
        401,
      ),
    );
    await user.type(email, 'punter1@example.com');
    await user.type(password, 'wrong1');
    await user.click(submit);

    const toast = await findToast('Login failed!');
    expect(within(toast).getByText('Invalid email or password.')).toBeInTheDocument();
    expect(toast).toHaveAttribute('data-kind', 'error');
    expect(toastDurationMs()).toBe(3000);
    expect(router.state.location.pathname).toBe('/login');
    expect(mainNavLinks()).toEqual(['Home', 'About', 'FAQs', 'Contact', 'Terms', 'Tipster record']);
  });

  it('falls back to a generic reason when the server gives none', async () => {
    const { user, email, password, submit } = await openLogin(
      () => new Response('', { status: 502 }),
    );
    await user.type(email, 'punter1@example.com');
    await user.type(password, 'secret1');
    await user.click(submit);

    const toast = await findToast('Login failed!');
    expect(within(toast).getByText('Invalid credentials or server error.')).toBeInTheDocument();
  });

  it('says an error occurred when the server cannot be reached', async () => {
    const { user, email, password, submit } = await openLogin(networkFailure);
    await user.type(email, 'punter1@example.com');
    await user.type(password, 'secret1');
    await user.click(submit);

    const toast = await findToast('Login failed!');
    expect(within(toast).getByText('An error occurred during login.')).toBeInTheDocument();
  });

  it('shows the server’s reason in Spanish when the interface is Spanish', async () => {
    const { user, email, password } = await openLogin(() =>
      jsonResponse({ success: false, message: 'Invalid email or password.' }, 401),
    );
    await user.click(screen.getByRole('button', { name: /Cambiar a español/ }));
    await user.type(email, 'punter1@example.com');
    await user.type(password, 'wrong1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    const toast = await findToast('¡No se ha podido iniciar sesión!');
    expect(
      within(toast).getByText('Correo electrónico o contraseña incorrectos.'),
    ).toBeInTheDocument();
  });

  it.each(['/login', '/register'])('sends a logged-in user from %s to /history', async (route) => {
    const { router } = renderApp({ route, user: testUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bet history' }),
    ).toBeInTheDocument();
  });
});
