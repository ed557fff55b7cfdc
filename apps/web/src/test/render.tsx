import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { AppRouterProvider } from '../app/app-router-provider';
import { AppProviders, createAppQueryClient } from '../app/providers';
import { routes } from '../app/router';
import { type StubApiOptions, stubApi } from './fetch-stub';

export interface RenderOptions extends StubApiOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** The router state of that first entry (what a guard's `<Navigate state>` would carry). */
  routeState?: unknown;
  /** Render inside React's StrictMode, as main.tsx does (effects run twice on mount). */
  strictMode?: boolean;
}

function renderRouter(router: ReturnType<typeof createMemoryRouter>, strictMode = false) {
  const queryClient = createAppQueryClient();
  const app = (
    <AppProviders queryClient={queryClient} env="test">
      <AppRouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient };
}

/**
 * Renders `ui` with every provider of the app at `route`. The API is stubbed: `user` is who
 * GET /api/auth/me returns (logged out when omitted).
 */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', routeState, strictMode, ...api }: RenderOptions = {},
) {
  const fetchMock = stubApi(api);
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [entry(route, routeState)],
  });
  return { ...renderRouter(router, strictMode), fetchMock };
}

/** Renders the real app (layout, guards, pages) at `route`, the API stubbed as above. */
export function renderApp({ route = '/', routeState, strictMode, ...api }: RenderOptions = {}) {
  const fetchMock = stubApi(api);
  const router = createMemoryRouter(routes, { initialEntries: [entry(route, routeState)] });
  return { ...renderRouter(router, strictMode), fetchMock };
}

/** A memory-router entry for a URL with an optional query string and state. */
function entry(route: string, state: unknown) {
  const url = new URL(route, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state };
}
