import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';

export interface Page {
  /** The route's path under the layout; '' is the home page (the index route). */
  path: string;
  /** The document title's key (layout/use-document-title.ts). */
  titleKey: ParseKeys;
  load: () => Promise<ComponentType>;
}

/** A signed-in page's code, with the texts of the signed-in pages (lib/i18n.ts). */
function withSignedInTexts<T>(page: Promise<T>): Promise<T> {
  const texts = import('../lib/i18n').then((i18n) => i18n.loadSignedInTexts());
  return Promise.all([page, texts]).then(([component]) => component);
}

/**
 * Every page and the chunk it is in. The router builds its routes from this table (router.tsx),
 * and the page's first script fetches the chunk of the URL it opened with (main.tsx), beside the
 * app instead of after it. Free of React and the router, so that script stays small.
 */
export const pages = {
  home: {
    path: '',
    titleKey: 'pages.home',
    load: () => import('./routes/home-page').then((m) => m.HomePage),
  },
  about: {
    path: 'about',
    titleKey: 'pages.about',
    load: () => import('./routes/about-page').then((m) => m.AboutPage),
  },
  faqs: {
    path: 'faqs',
    titleKey: 'pages.faqs',
    load: () => import('./routes/faqs-page').then((m) => m.FaqsPage),
  },
  contact: {
    path: 'contact',
    titleKey: 'pages.contact',
    load: () => import('./routes/contact-page').then((m) => m.ContactPage),
  },
  terms: {
    path: 'terms',
    titleKey: 'pages.terms',
    load: () => import('./routes/terms-page').then((m) => m.TermsPage),
  },
  tipster: {
    path: 'tipster',
    titleKey: 'pages.tipster',
    load: () => import('./routes/tipster-page').then((m) => m.TipsterPage),
  },
  login: {
    path: 'login',
    titleKey: 'pages.login',
    load: () => import('./routes/login-page').then((m) => m.LoginPage),
  },
  register: {
    path: 'register',
    titleKey: 'pages.register',
    load: () => import('./routes/register-page').then((m) => m.RegisterPage),
  },
  forgotPassword: {
    path: 'forgot-password',
    titleKey: 'pages.forgotPassword',
    load: () => import('./routes/forgot-password-page').then((m) => m.ForgotPasswordPage),
  },
  resetPassword: {
    path: 'reset-password',
    titleKey: 'pages.resetPassword',
    load: () => import('./routes/reset-password-page').then((m) => m.ResetPasswordPage),
  },
  verify: {
    path: 'verify',
    titleKey: 'pages.verify',
    load: () => import('./routes/verify-page').then((m) => m.VerifyPage),
  },
  confirmEmail: {
    path: 'confirm-email',
    titleKey: 'pages.confirmEmail',
    load: () => import('./routes/confirm-email-page').then((m) => m.ConfirmEmailPage),
  },
  history: {
    path: 'history',
    titleKey: 'pages.history',
    load: () => withSignedInTexts(import('./routes/history-page').then((m) => m.HistoryPage)),
  },
  dashboards: {
    path: 'dashboards',
    titleKey: 'pages.dashboards',
    load: () => withSignedInTexts(import('./routes/dashboards-page').then((m) => m.DashboardsPage)),
  },
  bankrolls: {
    path: 'bankrolls',
    titleKey: 'pages.bankrolls',
    load: () => withSignedInTexts(import('./routes/bankrolls-page').then((m) => m.BankrollsPage)),
  },
  stakes: {
    path: 'stakes',
    titleKey: 'pages.stakes',
    load: () => withSignedInTexts(import('./routes/stakes-page').then((m) => m.StakesPage)),
  },
  liveEvents: {
    path: 'liveevents',
    titleKey: 'pages.liveEvents',
    load: () =>
      withSignedInTexts(import('./routes/live-events-page').then((m) => m.LiveEventsPage)),
  },
  profile: {
    path: 'profile',
    titleKey: 'pages.profile',
    load: () => withSignedInTexts(import('./routes/profile-page').then((m) => m.ProfilePage)),
  },
  adminPanel: {
    path: 'adminpanel',
    titleKey: 'pages.adminPanel',
    load: () =>
      withSignedInTexts(import('./routes/admin-panel-page').then((m) => m.AdminPanelPage)),
  },
} as const satisfies Record<string, Page>;

/** The page a URL path opens, matched as the router does (any case, a final slash ignored). */
export function pageAt(pathname: string): Page | undefined {
  const path = pathname.toLowerCase().replace(/^\/+|\/+$/g, '');
  return Object.values(pages).find((page) => page.path === path);
}
