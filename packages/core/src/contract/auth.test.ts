import { describe, expect, it } from 'vitest';
import { registrationFormSchema } from './auth.ts';

const valid = {
  username: 'lucia2024',
  first_name: 'Lucia',
  last_name: 'Fernandez',
  gender: 'F',
  email: 'Lucia@Example.com',
  confirm_email: 'lucia@example.com',
  password: 'secret1',
  confirm_password: 'secret1',
  terms_accepted: true,
};

function messagesOf(form: Record<string, unknown>): Record<string, string> {
  const result = registrationFormSchema.safeParse(form);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('registration form', () => {
  it('accepts a valid form and lower-cases the e-mail', () => {
    expect(registrationFormSchema.parse(valid).email).toBe('lucia@example.com');
  });

  it('names every broken rule with its message key', () => {
    expect(
      messagesOf({
        ...valid,
        username: '',
        email: 'no-at-sign',
        confirm_email: 'other@example.com',
        password: 'secret',
        confirm_password: 'different1',
        terms_accepted: false,
        gender: '',
      }),
    ).toEqual({
      username: 'required',
      email: 'emailMustContainAt',
      confirm_email: 'emailsDoNotMatch',
      password: 'passwordMinChars',
      confirm_password: 'passwordsDoNotMatch',
      terms_accepted: 'mustAcceptTerms',
      gender: 'required',
    });
  });

  it('compares the confirmations even while other fields are wrong, and requires them', () => {
    expect(
      messagesOf({
        ...valid,
        username: '',
        confirm_email: 'other@example.com',
        confirm_password: 'x',
      }),
    ).toEqual({
      username: 'required',
      confirm_email: 'emailsDoNotMatch',
      confirm_password: 'passwordsDoNotMatch',
    });
    expect(messagesOf({ ...valid, confirm_email: ' ', confirm_password: '' })).toEqual({
      confirm_email: 'required',
      confirm_password: 'required',
    });
  });

  it('checks that the confirmations match once the fields themselves are valid', () => {
    expect(
      messagesOf({ ...valid, confirm_email: 'other@example.com', confirm_password: 'secret2' }),
    ).toEqual({
      confirm_email: 'emailsDoNotMatch',
      confirm_password: 'passwordsDoNotMatch',
    });
  });
});
