import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  networkFailure,
  type StubHandler,
  type stubApi,
} from '../../../test/fetch-stub';
import { renderApp, renderWithProviders } from '../../../test/render';
import { findToast, toastDurationMs } from '../../../test/toasts';
import { TermsModal } from './terms-modal';
import { storedUser } from '../../../test/stored-user';

const newUser = { username: 'lucia2024', email: 'lucia@example.com', is_admin: false, user_id: 42 };

const registerOk: StubHandler = () =>
  jsonResponse({
    success: true,
    message:
      'Registration successful! Check your e-mail (and your SPAM folder) to verify your account.',
    ...newUser,
  });

async function openRegister(register?: StubHandler) {
  const user = userEvent.setup();
  const view = renderApp({
    route: '/register',
    handlers: register ? { 'POST /api/auth/register': register } : {},
  });
  await screen.findByRole('heading', { level: 1, name: 'Register' });
  const form = screen.getByRole('form', { name: 'Register' });
  const q = within(form);
  const fields = {
    username: q.getByRole('textbox', { name: 'Username' }),
    firstName: q.getByRole('textbox', { name: 'First name' }),
    lastName: q.getByRole('textbox', { name: 'Last name' }),
    gender: q.getByRole('radiogroup', { name: 'Gender' }),
    email: q.getByRole('textbox', { name: 'E-mail' }),
    confirmEmail: q.getByRole('textbox', { name: 'Confirm e-mail' }),
    password: q.getByLabelText(/^Password/),
    confirmPassword: q.getByLabelText(/^Confirm password/),
    terms: q.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
  };
  const submit = q.getByRole('button', { name: 'Register' });
  return { user, fields, submit, form, ...view };
}

type Fields = Awaited<ReturnType<typeof openRegister>>['fields'];

async function fillValidForm(user: UserEvent, fields: Fields) {
  await user.type(fields.username, 'lucia2024');
  await user.type(fields.firstName, 'Lucía');
  await user.type(fields.lastName, 'Fernández');
  await user.click(within(fields.gender).getByRole('radio', { name: 'Female' }));
  await user.type(fields.email, 'Lucia@Example.com');
  await user.type(fields.confirmEmail, 'lucia@example.com');
  await user.type(fields.password, 'secret1');
  await user.type(fields.confirmPassword, 'secret1');
  await user.click(fields.terms);
}

function registerCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/auth/register');
}

/** The error text shown under a field (Mantine links it with aria-describedby). */
function errorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.className.includes('error'))
    .map((node) => node?.textContent ?? '')
    .join(' ');
}

describe('register page', () => {
  it('labels every field of docs/product.md §3, with e-mail inputs and the password hint', async () => {
    const { fields } = await openRegister();
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.confirmEmail).toHaveAttribute('type', 'email');
    expect(fields.password).toHaveAttribute('type', 'password');
    expect(fields.password).toHaveAccessibleDescription(
      'Passwords need to be 6 or more characters. Numbers and letters needed.',
    );
    expect(
      within(fields.gender)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['M', 'F']);
  });

  it('says Required under every empty field, asks to accept the terms and sends nothing', async () => {
    const { user, fields, submit, fetchMock } = await openRegister(registerOk);
    await user.click(submit);

    expect(await screen.findAllByText('Required')).toHaveLength(8);
    expect(screen.getByText('You must accept the terms')).toBeInTheDocument();
    expect(fields.username).toHaveAttribute('aria-invalid', 'true');
    // The keyboard lands on the first field to fix.
    expect(fields.username).toHaveFocus();
    expect(registerCalls(fetchMock)).toHaveLength(0);
  });

  it('names each broken rule under its field', async () => {
    const { user, fields, submit, fetchMock } = await openRegister(registerOk);
    await user.type(fields.username, 'ab_');
    await user.type(fields.firstName, 'Al1');
    await user.type(fields.lastName, 'Li');
    await user.type(fields.email, 'no-at-sign');
    await user.type(fields.confirmEmail, 'other@example.com');
    await user.type(fields.password, 'secret');
    await user.type(fields.confirmPassword, 'secret2');
    await user.click(submit);

    await waitFor(() =>
      expect(errorOf(fields.username)).toBe(
        'Use 4 to 20 letters and numbers (no spaces or symbols), with at least one letter',
      ),
    );
    expect(errorOf(fields.firstName)).toBe('First name must be 4 to 20 letters only');
    expect(errorOf(fields.lastName)).toBe('Last name must be 4 to 20 letters only');
    expect(errorOf(fields.email)).toBe('The e-mail must contain an @');
    expect(errorOf(fields.confirmEmail)).toBe('The e-mails do not match');
    expect(errorOf(fields.password)).toBe(
      'Password must be at least 6 characters and include a number',
    );
    expect(errorOf(fields.confirmPassword)).toBe('Passwords do not match');
    expect(registerCalls(fetchMock)).toHaveLength(0);
  });

  it('shows the errors in Spanish', async () => {
    const { user } = await openRegister(registerOk);
    await user.click(screen.getByRole('button', { name: /Cambiar a español/ }));
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));

    expect(await screen.findAllByText('Obligatorio')).toHaveLength(8);
    expect(screen.getByText('Debes aceptar los términos')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre de usuario' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('registers: payload of docs/product.md §3, toast for 6 s, logged in, on to /history', async () => {
    const { user, fields, submit, fetchMock, router } = await openRegister(registerOk);
    await fillValidForm(user, fields);
    await user.click(submit);

    const toast = await findToast('Registration successful!');
    expect(
      within(toast).getByText(
        'Check your e-mail (and your SPAM folder) for the link to verify your account.',
      ),
    ).toBeInTheDocument();
    expect(toastDurationMs()).toBe(6000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(storedUser()).toEqual(newUser);

    const [call] = registerCalls(fetchMock);
    const body = JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
    expect(body).toEqual({
      username: 'lucia2024',
      first_name: 'Lucía',
      last_name: 'Fernández',
      gender: 'F',
      country: null,
      state: null,
      email: 'lucia@example.com',
      password_hash: 'secret1',
      terms_accepted: true,
      terms_accepted_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/) as unknown,
      birth_date: '2000-01-01',
    });
    expect(Math.abs(Date.parse(String(body.terms_accepted_date)) - Date.now())).toBeLessThan(
      60_000,
    );
  });

  it('says Registration failed! with the server’s reason (username taken), in a toast and under the field', async () => {
    const { user, fields, submit, router } = await openRegister(() =>
      jsonResponse(
        {
          success: false,
          message: 'That username is already taken.',
          code: 'ACCOUNT_EXISTS',
          errors: [{ field: 'username', message: 'usernameTaken' }],
        },
        409,
      ),
    );
    await fillValidForm(user, fields);
    await user.click(submit);

    const toast = await findToast('Registration failed!');
    expect(within(toast).getByText('That username is already taken.')).toBeInTheDocument();
    expect(toastDurationMs()).toBe(3000);
    expect(router.state.location.pathname).toBe('/register');
    expect(fields.username).toHaveValue('lucia2024');
    await waitFor(() => expect(errorOf(fields.username)).toBe('That username is already taken.'));
    expect(fields.username).toHaveFocus();
    expect(errorOf(fields.email)).toBe('');
  });

  it('puts a taken e-mail under the e-mail field', async () => {
    const { user, fields, submit } = await openRegister(() =>
      jsonResponse(
        {
          success: false,
          message: 'An account with this e-mail already exists. Log in or reset your password.',
          code: 'ACCOUNT_EXISTS',
          errors: [{ field: 'email', message: 'emailTaken' }],
        },
        409,
      ),
    );
    await fillValidForm(user, fields);
    await user.click(submit);

    await findToast('Registration failed!');
    await waitFor(() =>
      expect(errorOf(fields.email)).toBe(
        'An account with this e-mail already exists. Log in or reset your password.',
      ),
    );
    expect(fields.email).toHaveFocus();
    expect(errorOf(fields.username)).toBe('');
  });

  it('puts the server’s field errors under their fields', async () => {
    const { user, fields, submit } = await openRegister(() =>
      jsonResponse(
        {
          success: false,
          message: 'Invalid password_hash: passwordMinChars',
          code: 'VALIDATION_ERROR',
          errors: [{ field: 'password_hash', message: 'passwordMinChars' }],
        },
        400,
      ),
    );
    await fillValidForm(user, fields);
    await user.click(submit);

    const toast = await findToast('Registration failed!');
    expect(within(toast).getByText('Could not register user.')).toBeInTheDocument();
    await waitFor(() =>
      expect(errorOf(fields.password)).toBe(
        'Password must be at least 6 characters and include a number',
      ),
    );
  });

  it('says an error occurred when the server cannot be reached', async () => {
    const { user, fields, submit } = await openRegister(networkFailure);
    await fillValidForm(user, fields);
    await user.click(submit);

    const toast = await findToast('Registration failed!');
    expect(within(toast).getByText('An error occurred during registration.')).toBeInTheDocument();
  });

  it('opens the terms in a dialog, links the full terms in a new tab, and accepts them', async () => {
    const { user, fields } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Read the terms and conditions' }));

    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(
      within(dialog).getByRole('heading', { name: '1. Acceptance of the terms' }),
    ).toBeVisible();
    const fullTerms = within(dialog).getByRole('link', {
      name: 'Open the full terms in a new tab',
    });
    expect(fullTerms).toHaveAttribute('href', '/terms');
    expect(fullTerms).toHaveAttribute('target', '_blank');

    await user.click(within(dialog).getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fields.terms).toBeChecked();
  });
});

describe('terms dialog', () => {
  it('says the terms could not be loaded when there is no text', async () => {
    renderWithProviders(<TermsModal opened onClose={() => undefined} onAccept={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(
      within(dialog).getByText('Terms and conditions could not be loaded.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'I accept' })).not.toBeInTheDocument();
  });
});
