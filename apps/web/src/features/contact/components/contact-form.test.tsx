import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubHandler, type stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';

async function openContactPage(contactHandler?: StubHandler) {
  const user = userEvent.setup();
  const handlers: Record<string, StubHandler> = contactHandler
    ? { 'POST /api/contact': contactHandler }
    : {};
  const view = renderApp({ route: '/contact', handlers });
  await screen.findByRole('heading', { level: 1, name: 'Contact us' });
  const fields = {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'E-mail' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
  };
  const send = screen.getByRole('button', { name: 'Send message' });
  return { user, fields, send, ...view };
}

function contactCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/contact');
}

describe('contact form', () => {
  it('labels every input and marks them required, with an e-mail input and 5 rows', async () => {
    const { fields } = await openContactPage();
    expect(fields.name).toBeRequired();
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.message).toHaveAttribute('rows', '5');
  });

  it('shows translated errors under each field and sends nothing while any remain', async () => {
    const { user, fields, send, fetchMock } = await openContactPage();

    await user.click(send);
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');

    await user.type(fields.email, 'not-an-email');
    await user.click(send);
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(contactCalls(fetchMock)).toHaveLength(0);
  });

  it('sends the message, shows the success toast and clears the form', async () => {
    const { user, fields, send, fetchMock } = await openContactPage(() =>
      jsonResponse({ success: true, message: 'Your message has been sent successfully.' }),
    );

    await user.type(fields.name, '  Ana  ');
    await user.type(fields.email, 'ana@example.com');
    await user.type(fields.message, 'Do you cover basketball?');
    await user.click(send);

    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText('Your message has been sent successfully.')).toBeInTheDocument();
    await waitFor(() => expect(fields.name).toHaveValue(''));
    expect(fields.email).toHaveValue('');
    expect(fields.message).toHaveValue('');

    const [call] = contactCalls(fetchMock);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Do you cover basketball?',
    });
  });

  it('shows the failure toast and keeps the values when sending fails', async () => {
    const { user, fields, send } = await openContactPage(() =>
      jsonResponse(
        { success: false, message: 'Internal server error', error: 'Internal server error' },
        500,
      ),
    );

    await user.type(fields.name, 'Ana');
    await user.type(fields.email, 'ana@example.com');
    await user.type(fields.message, 'Hello');
    await user.click(send);

    expect(await screen.findByText('Failed to send')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error sending your message. Please try again later.'),
    ).toBeInTheDocument();
    expect(fields.name).toHaveValue('Ana');
    expect(fields.email).toHaveValue('ana@example.com');
    expect(fields.message).toHaveValue('Hello');
  });

  it('puts the server’s field errors under their fields', async () => {
    const { user, fields, send } = await openContactPage(() =>
      jsonResponse(
        {
          success: false,
          message: 'Invalid message: tooLong',
          error: 'Invalid message: tooLong',
          code: 'VALIDATION_ERROR',
          errors: [{ field: 'message', message: 'tooLong' }],
        },
        400,
      ),
    );

    await user.type(fields.name, 'Ana');
    await user.type(fields.email, 'ana@example.com');
    await user.type(fields.message, 'Hello');
    await user.click(send);

    expect(await screen.findByText('This text is too long')).toBeInTheDocument();
    expect(fields.message).toHaveAttribute('aria-invalid', 'true');
    expect(fields.message).toHaveValue('Hello');
  });
});
