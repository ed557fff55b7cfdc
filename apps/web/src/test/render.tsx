import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { AppRouterProvider } from '../app/app-router-provider';
import { AppProviders, createAppQueryClient } from '../app/providers';
import { routes } from '../app/router';
import { type StubApiOptions, stubApi } from './fetch-stub';

export interface RenderOptions extends StubApiOptions {
  /** The URL the memory router starts at. */
  route?: string;
}

function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  const queryClient = createAppQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/**
 * Renders `ui` with every provider of the app at `route`. The API is stubbed: `user` is who
 * GET /api/auth/me returns (logged out when omitted).
 */
export function renderWithProviders(ui: ReactNode, { route = '/', ...api }: RenderOptions = {}) {
  const fetchMock = stubApi(api);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  return { ...renderRouter(router), fetchMock };
}

/** Renders the real app (layout, guards, pages) at `route`, the API stubbed as above. */
export function renderApp({ route = '/', ...api }: RenderOptions = {}) {
  const fetchMock = stubApi(api);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  return { ...renderRouter(router), fetchMock };
}
