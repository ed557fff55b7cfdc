import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RedirectIfLoggedIn } from '../features/auth/components/redirect-if-logged-in';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { RequireUser } from '../features/auth/components/require-user';
import { PageLoader } from '../components/ui/page-loader';
import { AppLayout } from './layout/app-layout';
import type { RouteHandle } from './layout/use-document-title';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/**
 * Each page is its own chunk, so the first load carries only the shell and one page. The router
 * loads the chunk before it commits the navigation, so the old page stays until the new one is
 * ready (no spinner flash) and a failed chunk lands in the route's errorElement.
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}

const homePage = lazyPage(() => import('./routes/home-page'), 'HomePage');
const aboutPage = lazyPage(() => import('./routes/about-page'), 'AboutPage');
const faqsPage = lazyPage(() => import('./routes/faqs-page'), 'FaqsPage');
const contactPage = lazyPage(() => import('./routes/contact-page'), 'ContactPage');
const termsPage = lazyPage(() => import('./routes/terms-page'), 'TermsPage');
const loginPage = lazyPage(() => import('./routes/login-page'), 'LoginPage');
const registerPage = lazyPage(() => import('./routes/register-page'), 'RegisterPage');
const forgotPasswordPage = lazyPage(
  () => import('./routes/forgot-password-page'),
  'ForgotPasswordPage',
);
const resetPasswordPage = lazyPage(
  () => import('./routes/reset-password-page'),
  'ResetPasswordPage',
);
const verifyPage = lazyPage(() => import('./routes/verify-page'), 'VerifyPage');
const profilePage = lazyPage(() => import('./routes/profile-page'), 'ProfilePage');
const historyPage = lazyPage(() => import('./routes/history-page'), 'HistoryPage');
const stakesPage = lazyPage(() => import('./routes/stakes-page'), 'StakesPage');
const adminPanelPage = lazyPage(() => import('./routes/admin-panel-page'), 'AdminPanelPage');
const dashboardsPage = lazyPage(() => import('./routes/dashboards-page'), 'DashboardsPage');
const liveEventsPage = lazyPage(() => import('./routes/live-events-page'), 'LiveEventsPage');

const handle = (titleKey: ParseKeys): RouteHandle => ({ titleKey });

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
          { index: true, ...homePage, handle: handle('pages.home') },
          { path: 'about', ...aboutPage, handle: handle('pages.about') },
          { path: 'faqs', ...faqsPage, handle: handle('pages.faqs') },
          { path: 'contact', ...contactPage, handle: handle('pages.contact') },
          { path: 'terms', ...termsPage, handle: handle('pages.terms') },
          {
            // Logged-in users have nothing to do here: on to /history (docs/product.md §2).
            element: <RedirectIfLoggedIn />,
            children: [
              { path: 'login', ...loginPage, handle: handle('pages.login') },
              { path: 'register', ...registerPage, handle: handle('pages.register') },
            ],
          },
          {
            path: 'forgot-password',
            ...forgotPasswordPage,
            handle: handle('pages.forgotPassword'),
          },
          { path: 'reset-password', ...resetPasswordPage, handle: handle('pages.resetPassword') },
          { path: 'verify', ...verifyPage, handle: handle('pages.verify') },
          {
            element: <RequireUser />,
            children: [
              { path: 'history', ...historyPage, handle: handle('pages.history') },
              { path: 'dashboards', ...dashboardsPage, handle: handle('pages.dashboards') },
              { path: 'stakes', ...stakesPage, handle: handle('pages.stakes') },
              { path: 'liveevents', ...liveEventsPage, handle: handle('pages.liveEvents') },
              { path: 'profile', ...profilePage, handle: handle('pages.profile') },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              { path: 'adminpanel', ...adminPanelPage, handle: handle('pages.adminPanel') },
            ],
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
