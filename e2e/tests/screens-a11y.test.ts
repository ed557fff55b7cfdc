import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { logInAccount, type Account } from '../support/api-accounts';
import { describeInBrowser, e2eSettings, usePages } from '../support/browser';
import { E2E_ADMIN } from '../support/global-setup';
import {
  checkScreen,
  dialogFocusProblems,
  SCREEN_VIEWPORTS,
  type ScreenViewport,
  waitForDialog,
} from '../support/screen-checks';

/** A state a screen opens (a dialog, an edit form), checked like the screen itself. */
interface ScreenState {
  name: string;
  open: (page: Page) => Promise<void>;
  /** Visible once the state is shown. */
  readySelector: string;
  /** The widths it exists at (the burger menu only on phones); every width by default. */
  viewports?: readonly ScreenViewport[];
}

/** One screen: a route, who sees it, and what shows it has finished loading. */
interface Screen {
  name: string;
  path: string;
  as: 'visitor' | 'admin';
  /** A selector that is visible once the screen's data is in. */
  readySelector: string;
  states?: readonly ScreenState[];
}

const openDialog =
  (trigger: (page: Page) => Promise<void>) =>
  async (page: Page): Promise<void> => {
    await trigger(page);
    await waitForDialog(page);
  };

/**
 * Every route of docs/product.md §2 except /history and /dashboards (checked with their own
 * screens once rebuilt: add them here), the 404 page, and the dialogs, menu and edit form
 * these screens open. The admin sees every bettor's screen too.
 */
const SCREENS: readonly Screen[] = [
  {
    name: 'home',
    path: '/',
    as: 'visitor',
    readySelector: 'main h1',
    states: [
      {
        name: 'menu',
        open: openDialog((page) => page.getByTestId('burger').click()),
        readySelector: '[data-testid="mobile-nav"] [role="dialog"]',
        viewports: ['phone'],
      },
    ],
  },
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
        // Every field's error shown: red borders and messages, grey placeholders.
        name: 'errors',
        open: (page) => page.getByTestId('register-submit').click(),
        readySelector: '[data-error] input',
      },
      {
        name: 'terms-dialog',
        open: openDialog((page) => page.getByTestId('open-terms').click()),
        readySelector: '[role="dialog"]',
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
  { name: 'stakes', path: '/stakes', as: 'admin', readySelector: '[data-testid="stake-stats"]' },
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
        open: (page) => page.getByTestId('profile-edit').click(),
        readySelector: '[data-testid="profile-edit-form"]',
      },
      {
        name: 'birth-calendar',
        open: async (page) => {
          await page.getByTestId('profile-edit').click();
          await page.getByTestId('birth-date-input').click();
          // The calendar fades in: checked mid-fade, its text blends into the ground (axe
          // measured 3.78:1 once). Wait until it and its boxes are fully opaque.
          await page.waitForFunction(() => {
            let node = document.querySelector('[data-dates-dropdown]');
            if (!node) return false;
            for (; node; node = node.parentElement)
              if (getComputedStyle(node).opacity !== '1') return false;
            return true;
          });
        },
        readySelector: '[data-dates-dropdown]',
      },
    ],
  },
  {
    name: 'adminpanel',
    path: '/adminpanel',
    as: 'admin',
    readySelector: '[data-testid="settle-row"]',
    states: [
      {
        name: 'settle-confirm',
        open: openDialog((page) => page.getByTestId('settle-won').first().click()),
        readySelector: '[role="dialog"]',
      },
      {
        name: 'cash-out',
        open: openDialog((page) => page.getByTestId('settle-cashed_out').first().click()),
        readySelector: '[role="dialog"]',
      },
    ],
  },
];

const COMBINATIONS = (['en', 'es'] as const).flatMap((language) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ language, colorScheme })),
);

const ALL_VIEWPORTS = Object.keys(SCREEN_VIEWPORTS) as ScreenViewport[];

/** Waits for what shows the screen is in, the shell's side link and two frames of layout. */
async function settle(page: Page, readySelector: string): Promise<void> {
  await page.locator(readySelector).first().waitFor();
  await page.getByTestId('side-channel-link').waitFor();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Checks a screen, then each of its states, at each width; one problem per line. */
async function checkScreenAndStates(page: Page, screen: Screen, tag: string): Promise<string[]> {
  const problems: string[] = [];
  await page.goto(screen.path);
  for (const viewport of ALL_VIEWPORTS) {
    await page.setViewportSize(SCREEN_VIEWPORTS[viewport]);
    await settle(page, screen.readySelector);
    problems.push(...(await checkScreen(page, `${tag}-${viewport}`)));
  }
  for (const state of screen.states ?? []) {
    for (const viewport of state.viewports ?? ALL_VIEWPORTS) {
      // Opened afresh at each width: the checks move the focus, and dialogs open full screen
      // on phones.
      await page.setViewportSize(SCREEN_VIEWPORTS[viewport]);
      await page.goto(screen.path);
      await settle(page, screen.readySelector);
      await state.open(page);
      await settle(page, state.readySelector);
      const name = `${tag}-${state.name}-${viewport}`;
      problems.push(...(await dialogFocusProblems(page)).map((problem) => `${name}: ${problem}`));
      problems.push(...(await checkScreen(page, name)));
    }
  }
  return problems;
}

describeInBrowser('finished screens: WCAG 2.2 AA, focus rings, nothing clipped', () => {
  const { visit } = usePages();
  let admin: Account;

  beforeAll(async () => {
    admin = await logInAccount(E2E_ADMIN.email, E2E_ADMIN.password);
  });

  async function adminPage(options: Parameters<typeof visit>[0]): Promise<Page> {
    const page = await visit(options);
    await page.context().addCookies([{ ...admin.cookie, url: e2eSettings().baseUrl }]);
    return page;
  }

  it.each(COMBINATIONS)(
    'every screen passes axe, shows focus and keeps its content in its boxes ($language, $colorScheme)',
    async ({ language, colorScheme }) => {
      const pages = {
        visitor: await visit({ language, colorScheme }),
        admin: await adminPage({ language, colorScheme }),
      };
      const problems: string[] = [];
      for (const screen of SCREENS) {
        const tag = `${screen.name}-${language}-${colorScheme}`;
        problems.push(...(await checkScreenAndStates(pages[screen.as], screen, tag)));
      }
      expect(problems).toEqual([]);
    },
    240_000,
  );

  it('returns the focus to the birth-date input after a day is picked in its calendar', async () => {
    const page = await adminPage({ viewport: SCREEN_VIEWPORTS.desktop });
    await page.goto('/profile');
    await page.getByTestId('profile-edit').click();
    const input = page.getByTestId('birth-date-input');
    // Typed, the calendar moves to the 1990s; then a year, a month and a day are picked.
    await input.fill('17/05/1990');
    const calendar = page.locator('[data-dates-dropdown]');
    await calendar.getByRole('button', { name: '1990', exact: true }).click();
    await calendar.getByRole('button', { name: 'May', exact: true }).click();
    await calendar.getByRole('button', { name: '20 May 1990' }).click();
    await expect.poll(() => input.inputValue()).toBe('20/05/1990');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
