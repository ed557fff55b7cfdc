import type { PublicConfig } from '@stakelab/core';
import { vi } from 'vitest';
import type { SessionUser } from '../features/auth/utils/session-user';
import { testConfig } from './fixtures';

export interface StubRequest {
  method: string;
  path: string;
  body: unknown;
}

export type StubHandler = (request: StubRequest) => Response | Promise<Response>;

export interface StubApiOptions {
  /** Who GET /api/auth/me says is logged in; null (default) answers 401. */
  user?: SessionUser | null;
  /** What GET /api/config answers; null answers 500. */
  config?: PublicConfig | null;
  /** Extra routes, keyed "METHOD /path". */
  handlers?: Record<string, StubHandler>;
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
    'GET /api/auth/me': () =>
      user
        ? jsonResponse({ success: true, user })
        : jsonResponse({ success: false, message: 'Not logged in', code: 'UNAUTHORIZED' }, 401),
    'GET /api/config': () =>
      config ? jsonResponse(config) : jsonResponse({ success: false, message: 'Boom' }, 500),
    'POST /api/auth/logout': () => jsonResponse({ success: true }),
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
      body: rawBody === undefined ? undefined : (JSON.parse(rawBody) as unknown),
    });
  });

  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
