import type { ParseKeys } from 'i18next';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RedirectIfLoggedIn } from '../features/auth/components/redirect-if-logged-in';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { RequireUser } from '../features/auth/components/require-user';
import { PageLoader } from '../components/ui/page-loader';
import { AppLayout } from './layout/app-layout';
import type { RouteHandle } from './layout/use-document-title';
import { type Page, pages } from './pages';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/**
 * A page's route. Each page is its own chunk (app/pages.ts), so the first load carries only the
 * shell and one page. The router loads the chunk before it commits the navigation, so the old
 * page stays until the new one is ready (no spinner flash) and a failed chunk lands in the
 * route's errorElement.
 */
function pageRoute(page: Page): RouteObject {
  const route = {
    lazy: async () => ({ Component: await page.load() }),
    handle: handle(page.titleKey),
  };
  return page.path === '' ? { index: true, ...route } : { path: page.path, ...route };
}

function handle(titleKey: ParseKeys): RouteHandle {
  return { titleKey };
}

/** Every route of docs/product.md §2. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    // Shown on the very first load while the first page's chunk arrives.
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // Errors inside a page keep the header and footer around the error message.
        errorElement: <RouteErrorPage />,
        children: [
          pageRoute(pages.home),
          pageRoute(pages.about),
          pageRoute(pages.faqs),
          pageRoute(pages.contact),
          pageRoute(pages.terms),
          pageRoute(pages.tipster),
          {
            // Logged-in users have nothing to do here: on to /history (docs/product.md §2).
            element: <RedirectIfLoggedIn />,
            children: [pageRoute(pages.login), pageRoute(pages.register)],
          },
          pageRoute(pages.forgotPassword),
          pageRoute(pages.resetPassword),
          pageRoute(pages.verify),
          pageRoute(pages.confirmEmail),
          {
            element: <RequireUser />,
            children: [
              pageRoute(pages.history),
              pageRoute(pages.dashboards),
              pageRoute(pages.bankrolls),
              pageRoute(pages.stakes),
              pageRoute(pages.liveEvents),
              pageRoute(pages.profile),
            ],
          },
          {
            element: <RequireAdmin />,
            children: [pageRoute(pages.adminPanel)],
          },
          { path: 'analytics', element: <Navigate to="/liveevents" replace /> },
          { path: '*', element: <NotFoundPage />, handle: handle('pages.notFound') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
