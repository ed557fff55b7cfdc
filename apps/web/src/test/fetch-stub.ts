import type { PublicConfig, SessionUser } from '@stakelab/core';
import { vi } from 'vitest';
import { testConfig } from './fixtures';

export interface StubRequest {
  method: string;
  path: string;
  /** The query string, e.g. `query.get('token')`. */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type StubHandler = (request: StubRequest) => Response | Promise<Response>;

export interface StubApiOptions {
  /** Who GET /api/auth/me says is logged in; null (default): a visitor (`user: null`). */
  user?: SessionUser | null;
  /** What GET /api/config answers; null answers 500. */
  config?: PublicConfig | null;
  /** Extra routes, keyed "METHOD /path". */
  handlers?: Record<string, StubHandler>;
}

/** What fetch does when the server cannot be reached: a handler that throws this. */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}

/** A response that arrives only when the test calls `resolve`: to look at in-flight states. */
export function deferredResponse() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces global fetch, the API boundary of the SPA, for one test (setup.ts unstubs it).
 * Returns the mock so a test can look at the requests.
 */
export function stubApi({ user = null, config = testConfig, handlers = {} }: StubApiOptions = {}) {
  const routes: Record<string, StubHandler> = {
    'GET /api/auth/me': () => jsonResponse({ success: true, user }),
    'GET /api/config': () =>
      config ? jsonResponse(config) : jsonResponse({ success: false, message: 'Boom' }, 500),
    'POST /api/auth/logout': () => jsonResponse({ success: true }),
    // The history's rows ask for feed events offered (issue 36): none unless a test says so.
    'GET /api/feed-link-offers': () => jsonResponse([]),
    // The profile reads the automatic-settlement setting: off unless a test says otherwise.
    'GET /api/history/settlement-settings': () =>
      jsonResponse({ success: true, autoSettleLinked: false }),
    ...handlers,
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const rawBody = typeof init?.body === 'string' ? init.body : undefined;
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) {
      return jsonResponse(
        { success: false, message: `No stub for ${method} ${url.pathname}` },
        404,
      );
    }
    return handler({
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: rawBody === undefined ? undefined : (JSON.parse(rawBody) as unknown),
    });
  });

  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
