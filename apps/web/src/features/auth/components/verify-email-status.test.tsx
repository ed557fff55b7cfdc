import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  deferredResponse,
  jsonResponse,
  type StubHandler,
  type stubApi,
} from '../../../test/fetch-stub';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

function verifyCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/auth/verify-email'));
}

const verified: StubHandler = ({ query }) =>
  query.get('token') === 'good-token'
    ? jsonResponse({ success: true })
    : jsonResponse(
        { success: false, message: 'Invalid or expired verification link.', code: 'INVALID_TOKEN' },
        400,
      );

describe('verify page', () => {
  it('says it is verifying, then that the e-mail is verified, with a way to log in', async () => {
    const pending = deferredResponse();
    const { fetchMock } = renderApp({
      route: '/verify?token=good-token',
      handlers: { 'GET /api/auth/verify-email': () => pending.promise },
    });

    expect(await screen.findByText('Verifying your email...')).toBeInTheDocument();
    pending.resolve(jsonResponse({ success: true }));

    expect(await screen.findByText('Your email has been verified!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(verifyCalls(fetchMock)).toHaveLength(1);
    expect(verifyCalls(fetchMock)[0]?.[0]).toBe('/api/auth/verify-email?token=good-token');
  });

  it('spends the token once, even under StrictMode’s double effects', async () => {
    const { fetchMock } = renderApp({
      route: '/verify?token=good-token',
      strictMode: true,
      handlers: { 'GET /api/auth/verify-email': verified },
    });

    expect(await screen.findByText('Your email has been verified!')).toBeInTheDocument();
    expect(verifyCalls(fetchMock)).toHaveLength(1);
  });

  it('offers the bet history instead of the login to a logged-in user', async () => {
    renderApp({
      route: '/verify?token=good-token',
      user: testUser,
      handlers: { 'GET /api/auth/verify-email': verified },
    });

    expect(await screen.findByText('Your email has been verified!')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to my bet history' })).toHaveAttribute(
      'href',
      '/history',
    );
    expect(screen.queryByRole('link', { name: 'Go to Login' })).not.toBeInTheDocument();
  });

  it('says the link is invalid or expired, with a way to register again', async () => {
    renderApp({
      route: '/verify?token=spent-token',
      handlers: { 'GET /api/auth/verify-email': verified },
    });

    expect(await screen.findByText('Invalid or expired verification link.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Again' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('says the same without asking the server when the link has no token', async () => {
    const { fetchMock } = renderApp({
      route: '/verify',
      handlers: { 'GET /api/auth/verify-email': verified },
    });

    expect(await screen.findByText('Invalid or expired verification link.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Again' })).toBeInTheDocument();
    await waitFor(() => expect(verifyCalls(fetchMock)).toHaveLength(0));
  });
});
