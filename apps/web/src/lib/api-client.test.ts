import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '../test/fetch-stub';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client';
import { i18n } from './i18n';

const okSchema = z.object({ success: z.literal(true) });

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function catchApiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

afterEach(() => setUnauthorizedHandler(() => undefined));

describe('apiRequest', () => {
  it('sends JSON with the session cookie and returns the validated body', async () => {
    const fetchMock = stubFetch(jsonResponse({ success: true, extra: 'dropped' }));

    await expect(
      apiRequest('/api/contact', { method: 'POST', body: { a: 1 }, schema: okSchema }),
    ).resolves.toEqual({ success: true });

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/contact',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: '{"a":1}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }) as unknown,
      }),
    );
  });

  it('sends a FormData as it is, leaving the multipart content type to fetch', async () => {
    const fetchMock = stubFetch(jsonResponse({ success: true }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'tip.png');

    await apiRequest('/api/history/upload-stake-image', {
      method: 'POST',
      body: form,
      schema: okSchema,
    });

    const [call] = fetchMock.mock.calls as unknown[][];
    const init = call?.[1] as RequestInit | undefined;
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('sends the interface language, so the server writes e-mails in it', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/auth/forgot-password', { method: 'POST', body: {}, schema: okSchema });
    await i18n.changeLanguage('es');
    await apiRequest('/api/auth/forgot-password', { method: 'POST', body: {}, schema: okSchema });

    const languages = fetchMock.mock.calls.map((call: unknown[]) => {
      const init = call[1] as RequestInit | undefined;
      return new Headers(init?.headers).get('Accept-Language');
    });
    expect(languages).toEqual(['en', 'es']);
  });

  it('turns the error shape into an ApiError with status, message and field errors', async () => {
    stubFetch(
      jsonResponse(
        {
          success: false,
          message: 'Invalid email: invalidEmail',
          code: 'VALIDATION_ERROR',
          errors: [{ field: 'email', message: 'invalidEmail' }],
        },
        400,
      ),
    );

    const error = await catchApiError(apiRequest('/api/contact', { schema: okSchema }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid email: invalidEmail');
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.errors).toEqual([{ field: 'email', message: 'invalidEmail' }]);
    expect(error.hasServerMessage).toBe(true);
  });

  it('keeps an import refusal’s code and params, to word it in the interface language', async () => {
    stubFetch(
      jsonResponse(
        {
          success: false,
          message: 'Row 3: bad stake',
          code: 'import.badStake',
          params: { row: 3 },
        },
        400,
      ),
    );
    const error = await catchApiError(apiRequest('/api/history/upload', { schema: okSchema }));
    expect(error.code).toBe('import.badStake');
    expect(error.params).toEqual({ row: 3 });
  });

  it.each([
    ['field errors without a message', { message: 'Nope', errors: [{ field: 'email' }] }],
    ['params holding an object', { message: 'Nope', params: { row: { n: 3 } } }],
    ['a number as message', { message: 42 }],
  ])(
    'ignores an error body with %s, as it does any body not of the error shape',
    async (_n, body) => {
      stubFetch(jsonResponse(body, 418));
      const error = await catchApiError(apiRequest('/api/contact', { schema: okSchema }));
      expect(error.status).toBe(418);
      expect(error.hasServerMessage).toBe(false);
      expect(error.errors).toEqual([]);
      expect(error.params).toEqual({});
    },
  );

  it('tells a status line from the server’s own words', async () => {
    stubFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const error = await catchApiError(apiRequest('/api/contact', { schema: okSchema }));
    expect(error.message).toBe('Bad Gateway');
    expect(error.hasServerMessage).toBe(false);
  });

  it('reads `error` when the body has no `message`', async () => {
    stubFetch(jsonResponse({ success: false, error: 'Mail server down' }, 502));
    const error = await catchApiError(apiRequest('/api/contact', { schema: okSchema }));
    expect(error.message).toBe('Mail server down');
  });

  it('calls the unauthorized handler on 401', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    stubFetch(jsonResponse({ success: false, message: 'Session expired' }, 401));

    const error = await catchApiError(apiRequest('/api/auth/me', { schema: okSchema }));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports an unreachable server as status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await catchApiError(apiRequest('/api/config', { schema: okSchema }));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
  });

  it('refuses a 200 whose body does not match the schema', async () => {
    stubFetch(new Response('<!doctype html>', { status: 200 }));
    const error = await catchApiError(apiRequest('/api/auth/me', { schema: okSchema }));
    expect(error.status).toBe(200);
  });

  it('reads a request already sent instead of sending it again, its failures as its own', async () => {
    const fetchMock = stubFetch(jsonResponse({ success: true }));
    const sent = Promise.resolve(jsonResponse({ success: false, message: 'Not now' }, 503));
    const error = await catchApiError(apiRequest('/api/auth/me', { schema: okSchema, sent }));
    expect(error.message).toBe('Not now');
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    const unreachable = await catchApiError(
      apiRequest('/api/auth/me', { schema: okSchema, sent: failed }),
    );
    expect(unreachable.isNetworkError).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
