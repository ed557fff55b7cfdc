import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { logInAccount, type Account } from '../support/api-accounts';
import { describeInBrowser, e2eSettings, usePages } from '../support/browser';
import { E2E_ADMIN } from '../support/global-setup';
import { checkScreenAtEveryWidth, type ScreenViewport } from '../support/screen-checks';

/** One screen: a route, who sees it, and what shows it has finished loading. */
interface Screen {
  name: string;
  path: string;
  as: 'visitor' | 'admin';
  /** A selector that is visible once the screen's data is in. */
  readySelector: string;
  /** Opens a state of the screen that is checked too (a dialog, an edit form). */
  states?: Array<{ name: string; open: (page: Page) => Promise<void>; readySelector: string }>;
}

/**
 * Every route of docs/product.md §2 except /history and /dashboards (checked with their own
 * screens), the 404 page, and the dialogs and edit states these screens open.
 */
const SCREENS: readonly Screen[] = [
  { name: 'home', path: '/', as: 'visitor', readySelector: 'main h1' },
  { name: 'about', path: '/about', as: 'visitor', readySelector: 'main h1' },
  { name: 'faqs', path: '/faqs', as: 'visitor', readySelector: 'main h1' },
  { name: 'contact', path: '/contact', as: 'visitor', readySelector: 'main form' },
  { name: 'terms', path: '/terms', as: 'visitor', readySelector: 'main h1' },
  { name: 'login', path: '/login', as: 'visitor', readySelector: 'main form' },
  {
    name: 'register',
    path: '/register',
    as: 'visitor',
    readySelector: 'main form',
    states: [
      {
        name: 'terms-dialog',
        readySelector: '[role="dialog"]',
        open: async (page) => {
          await page.getByTestId('open-terms').click();
          await page.getByRole('dialog').waitFor();
        },
      },
    ],
  },
  { name: 'forgot-password', path: '/forgot-password', as: 'visitor', readySelector: 'main form' },
  {
    name: 'reset-password',
    path: '/reset-password',
    as: 'visitor',
    readySelector: '[data-testid="reset-link-invalid"]',
  },
  {
    name: 'verify',
    path: '/verify',
    as: 'visitor',
    readySelector: '[data-testid="verify-status"][data-status="error"]',
  },
  { name: 'not-found', path: '/no/such/page', as: 'visitor', readySelector: 'main h1' },
  {
    name: 'stakes',
    path: '/stakes',
    as: 'admin',
    readySelector: '[data-testid="stake-stats"]',
  },
  {
    name: 'liveevents',
    path: '/liveevents',
    as: 'admin',
    readySelector: '[data-testid="live-row"]',
  },
  {
    name: 'profile',
    path: '/profile',
    as: 'admin',
    readySelector: '[data-testid="profile-view"]',
    states: [
      {
        name: 'edit',
        readySelector: '[data-testid="profile-edit-form"]',
        open: async (page) => {
          await page.getByTestId('profile-edit').click();
          await page.getByTestId('profile-edit-form').waitFor();
        },
      },
    ],
  },
  {
    name: 'adminpanel',
    path: '/adminpanel',
    as: 'admin',
    readySelector: '[data-testid="settle-list"]',
  },
];

const COMBINATIONS = (['en', 'es'] as const).flatMap((language) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ language, colorScheme })),
);

/** Waits for the screen's data, the shell's side link and two frames of layout after a resize. */
async function settle(page: Page, readySelector: string): Promise<void> {
  await page.locator(readySelector).first().waitFor();
  await page.getByTestId('side-channel-link').waitFor();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

describeInBrowser('finished screens: WCAG 2.2 AA and nothing clipped', () => {
  const { visit } = usePages();
  let admin: Account;

  beforeAll(async () => {
    admin = await logInAccount(E2E_ADMIN.email, E2E_ADMIN.password);
  });

  it.each(COMBINATIONS)(
    'passes axe and keeps content in its boxes ($language, $colorScheme)',
    async ({ language, colorScheme }) => {
      const pages = {
        visitor: await visit({ language, colorScheme }),
        admin: await visit({ language, colorScheme }),
      };
      await pages.admin.context().addCookies([{ ...admin.cookie, url: e2eSettings().baseUrl }]);

      const problems: string[] = [];
      for (const screen of SCREENS) {
        const page = pages[screen.as];
        const tag = `${screen.name}-${language}-${colorScheme}`;
        await page.goto(screen.path);
        problems.push(
          ...(await checkScreenAtEveryWidth(page, tag, () => settle(page, screen.readySelector))),
        );
        for (const state of screen.states ?? []) {
          await page.goto(screen.path);
          await settle(page, screen.readySelector);
          await state.open(page);
          problems.push(
            ...(await checkScreenAtEveryWidth(page, `${tag}-${state.name}`, () =>
              settle(page, state.readySelector),
            )),
          );
        }
      }
      expect(problems).toEqual([]);
    },
    240_000,
  );
});

export type { ScreenViewport };
