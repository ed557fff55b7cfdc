import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { logInAccount, registerAccount, type Account } from '../support/api-accounts';
import { describeInBrowser, e2eSettings, usePages } from '../support/browser';
import { E2E_ADMIN } from '../support/global-setup';
import {
  checkScreen,
  dialogFocusProblems,
  outsideVisibleBox,
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

/**
 * Who looks at a screen: a visitor, the e2e admin, a bettor with the few bets of BETTOR_CSV,
 * or the demo bettor of `npm run seed:demo` (800 bets over 18 months: every chart has data).
 */
type Viewer = 'visitor' | 'admin' | 'bettor' | 'demo';

/** One screen: a route, who sees it, and what shows it has finished loading. */
interface Screen {
  name: string;
  path: string;
  as: Viewer;
  /** A selector that is visible once the screen's data is in. */
  readySelector: string;
  states?: readonly ScreenState[];
  /** Checks of this screen's own, at every width (not in its states). */
  extraChecks?: (page: Page, viewport: ScreenViewport) => Promise<string[]>;
}

const openDialog =
  (trigger: (page: Page) => Promise<void>) =>
  async (page: Page): Promise<void> => {
    await trigger(page);
    await waitForDialog(page);
  };

/** The demo account `npm run seed:demo` makes (the e2e setup runs it). */
const DEMO = { email: 'demo@stakelab.local', password: 'stakelab-demo-1' } as const;

/**
 * The bettor's history, in StakeLab's own CSV (docs/formats.md §4): the newest bet open (so the
 * first row offers Settle), then the widest cells the table must fit: two selections with long
 * market names, the longest status word in Spanish ("Cerrada (cash out)"), an exchange lay bet
 * with its liability line, a long competition and event.
 */
const BETTOR_CSV = [
  `BetId,Source,PlacedDate,SettledDate,Sport,Competition,EventDescription,Odds,Status,Stake,ActualReturn,NetReturn,BetType,Bookmaker,Side,Liability,Selections`,
  `SCRN000001,manual,2025-06-05T18:00:00.000Z,,Football,LaLiga,Real Betis v Sevilla,2.1,PENDING,15.00,0.00,0.00,SGL,,,,[]`,
  `SCRN000002,manual,2025-06-04T17:00:00.000Z,2025-06-04T20:00:00.000Z,Tennis,ATP Madrid,Carlos Alcaraz v Jannik Sinner,3.24,WON,10.00,32.40,22.40,DBL,Bet365,,,"[{""SelectionName"":""Carlos Alcaraz"",""Odds"":1.8,""EventName"":""Carlos Alcaraz v Jannik Sinner"",""MarketName"":""Match Odds""},{""SelectionName"":""Over 22.5 games"",""Odds"":1.8,""EventName"":""Carlos Alcaraz v Jannik Sinner"",""MarketName"":""Total games (including tie-breaks)""}]"`,
  `SCRN000003,manual,2025-06-03T19:00:00.000Z,2025-06-03T21:00:00.000Z,Football,UEFA Champions League,Internazionale Milano v Borussia Mönchengladbach,4,CASHED_OUT,25.00,31.20,6.20,SGL,Bet365,,,"[{""SelectionName"":""Both teams to score and over 2.5 goals"",""Odds"":4,""EventName"":""Internazionale Milano v Borussia Mönchengladbach"",""MarketName"":""Both Teams to Score and Over/Under 2.5""}]"`,
  `SCRN000004,manual,2025-06-02T19:00:00.000Z,2025-06-02T21:00:00.000Z,Football,Premier League,Fulham v Everton,3.4,LOST,5.00,0.00,-12.00,SGL,Betfair Exchange,LAY,12.00,"[{""SelectionName"":""Fulham"",""Odds"":3.4,""EventName"":""Fulham v Everton"",""MarketName"":""Match Odds""}]"`,
  `SCRN000005,manual,2025-06-01T01:00:00.000Z,2025-06-01T04:00:00.000Z,Basketball,NBA,Boston Celtics v Dallas Mavericks,1.9,LOST,20.00,0.00,-20.00,SGL,Bet365,,,[]`,
].join('\n');

/**
 * Opens a state with the first bet's button of that test id (its row or card), pressed from
 * the keyboard: a mouse would leave the button's tooltip showing over the dialog, outside any
 * landmark, while axe runs.
 */
const firstBetAction = (testId: string) =>
  openDialog((page) => page.getByTestId('bet-row').first().getByTestId(testId).press('Enter'));

/**
 * /history's own checks: every row's Delete button wholly in sight (no table wider than its
 * box), and on a phone the first bet on the first screen (the summary and filters folded).
 */
async function historyChecks(page: Page, viewport: ScreenViewport): Promise<string[]> {
  const problems = await outsideVisibleBox(
    page,
    '[data-testid="bet-row"] [data-testid="delete-bet"]',
  );
  if (viewport === 'phone') {
    const top = await page
      .getByTestId('bet-row')
      .first()
      .evaluate((row) => row.getBoundingClientRect().top + window.scrollY);
    if (top >= SCREEN_VIEWPORTS.phone.height) {
      problems.push(`the first bet starts ${Math.round(top)}px down, below the first screen`);
    }
  }
  return problems;
}

/** The six tabs of /dashboards, each ready once its chart or table is drawn. */
const DASHBOARD_TABS = ['overall', 'time', 'sport', 'odds', 'market', 'betType', 'edge'] as const;
/** Tabs whose chart cards are checked as tables too: the longest (overall), and competitions. */
const TABS_WITH_TABLE_VIEWS: readonly string[] = ['overall', 'sport'];
const READY_IN_TAB: Partial<Record<(typeof DASHBOARD_TABS)[number], string>> = {
  betType: 'table',
  edge: '[data-testid="luck-sentence"]',
};

/**
 * Every route of docs/product.md §2, the 404 page, and the dialogs, menu, edit form and folded
 * panels these screens open: /history with the bettor's five bets and its add-bet, upload,
 * settle, delete and edit dialogs; /dashboards on each of its six tabs with the demo's 800
 * bets. The admin sees every other bettor's screen.
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
    states: [
      {
        // Issue 36: an event's detail (stars, the user's bets, score timeline, odds history).
        name: 'detail',
        open: async (page) => {
          await page.getByTestId('live-open-detail').first().click();
          // Not waitForDialog: the table behind keeps flashing scores and odds arrows as the
          // feed moves (each a short animation), so only the dialog's own must be over.
          await page.waitForFunction(() => {
            const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
            if (dialog === null) return false;
            const settled = document.getAnimations().every((animation) => {
              const target = (animation.effect as KeyframeEffect | null)?.target;
              const outside = target instanceof Element && !target.closest('[role="dialog"]');
              return outside || animation.playState !== 'running';
            });
            for (let node: Element | null = dialog; node !== null; node = node.parentElement) {
              if (Number(getComputedStyle(node).opacity) < 1) return false;
            }
            return settled;
          });
        },
        readySelector: '[role="dialog"]',
      },
    ],
  },
  {
    name: 'profile',
    path: '/profile',
    // A registered bettor, whose e-mail is not verified: the page with its notice (the
    // verified admin's hid the notice's contrast and width faults, issue 32).
    as: 'bettor',
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
  {
    name: 'history',
    path: '/history',
    as: 'bettor',
    readySelector: '[data-testid="bet-row"]',
    extraChecks: historyChecks,
    states: [
      {
        name: 'summary-unfolded',
        open: (page) => page.getByTestId('strip-summary').click(),
        readySelector: '[data-testid="summary-total-stake"]',
        viewports: ['phone'],
      },
      {
        name: 'filters-unfolded',
        open: (page) => page.getByTestId('strip-filters').click(),
        readySelector: '[data-testid="filter-stake-min"]',
        viewports: ['phone'],
      },
      {
        name: 'add-bet',
        open: openDialog((page) => page.getByTestId('open-add-bet').click()),
        readySelector: '[role="dialog"]',
      },
      {
        // Issue 36: the add-bet form's "Pick from the live feed", open on the feed's events.
        name: 'add-bet-feed',
        open: async (page) => {
          await openDialog((p) => p.getByTestId('open-add-bet').click())(page);
          await page.getByTestId('feed-picker-toggle').click();
          await page.getByTestId('feed-picker-event').first().waitFor({ timeout: 20_000 });
        },
        readySelector: '[data-testid="feed-picker-event"]',
      },
      {
        name: 'upload',
        open: openDialog((page) => page.getByTestId('open-upload').click()),
        readySelector: '[role="dialog"]',
      },
      { name: 'settle', open: firstBetAction('settle-bet'), readySelector: '[role="dialog"]' },
      { name: 'delete', open: firstBetAction('delete-bet'), readySelector: '[role="dialog"]' },
      { name: 'edit', open: firstBetAction('edit-bet'), readySelector: '[role="dialog"]' },
    ],
  },
  ...DASHBOARD_TABS.map((tab): Screen => ({
    name: `dashboards-${tab}`,
    path: `/dashboards?tab=${tab}`,
    as: 'demo',
    // Drawn: the charts come in a chunk of their own (Sport's table shows before its chart).
    // Bet Type is only a table; Edge's sentence is there with or without closing odds.
    readySelector: `[data-testid="panel-${tab}"] ${READY_IN_TAB[tab] ?? 'svg.recharts-surface'}`,
    // Every chart card switched to its table (the bankroll's has a row a day: 500-odd).
    states: TABS_WITH_TABLE_VIEWS.includes(tab)
      ? [
          {
            name: 'tables',
            open: async (page) => {
              const switches = page.locator(
                `[data-testid="panel-${tab}"] input[value="table"] + label`,
              );
              for (const each of await switches.all()) await each.click();
            },
            readySelector: `[data-testid="panel-${tab}"] table`,
          },
        ]
      : [],
  })),
  {
    name: 'bankrolls',
    path: '/bankrolls',
    as: 'demo',
    readySelector: '[data-testid="bankroll-card"]',
  },
];

/**
 * Each language and each colour scheme once. What the checks find depends on one of the two,
 * not on the pair: contrast and focus rings on the colours, clipping on the texts' lengths, so
 * the two crossed pairs checked the same things again (half of CI's time in this file).
 */
const COMBINATIONS = [
  { language: 'en', colorScheme: 'light' },
  { language: 'es', colorScheme: 'dark' },
] as const;

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
    const name = `${tag}-${viewport}`;
    if (screen.extraChecks) {
      problems.push(...(await screen.extraChecks(page, viewport)).map((p) => `${name}: ${p}`));
    }
    problems.push(...(await checkScreen(page, name)));
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
  let bettor: Account;
  let demo: Account;

  beforeAll(async () => {
    admin = await logInAccount(E2E_ADMIN.email, E2E_ADMIN.password);
    demo = await logInAccount(DEMO.email, DEMO.password);
    bettor = await registerAccount('screens', { firstName: 'Inés', lastName: 'Valverde' });
    const { baseUrl } = e2eSettings();
    const res = await fetch(`${baseUrl}/api/history/upload-csv`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${bettor.cookie.name}=${bettor.cookie.value}`,
      },
      body: JSON.stringify({ data: BETTOR_CSV, userEmail: bettor.email }),
    });
    expect(res.status, await res.text()).toBe(200);
  });

  async function pageAs(account: Account, options: Parameters<typeof visit>[0]): Promise<Page> {
    const page = await visit(options);
    await page.context().addCookies([{ ...account.cookie, url: e2eSettings().baseUrl }]);
    return page;
  }
  const adminPage = (options: Parameters<typeof visit>[0]) => pageAs(admin, options);

  // An account of its own (a fresh one has no birth date): another file's tests may give the
  // shared admin one, and the calendar opens on the month of a saved birth date.
  it('returns the focus to the birth-date input after a day is picked in its calendar', async () => {
    const me = await registerAccount('birthday', { firstName: 'Carla', lastName: 'Endario' });
    const page = await pageAs(me, { viewport: SCREEN_VIEWPORTS.desktop });
    await page.goto('/profile');
    await page.getByTestId('profile-edit').click();
    const input = page.getByTestId('birth-date-input');
    await input.fill('17/05/1990');
    const calendar = page.locator('[data-dates-dropdown]');
    const day = calendar.getByRole('button', { name: '20 May 1990' });
    const year = calendar.getByRole('button', { name: '1990', exact: true });
    const month = calendar.getByRole('button', { name: 'May', exact: true });
    // Typed, the calendar shows the 1990s or, once it has read the date, May 1990 (which one
    // depends on when the typing lands): a year, a month and a day are picked as shown.
    for (let level = 0; level < 3; level += 1) {
      await day.or(year).or(month).first().waitFor();
      if (await day.isVisible()) break;
      // The month first: the year's own view has a '1990' header that goes back up.
      await ((await month.isVisible()) ? month : year).click();
    }
    await day.click();
    await expect.poll(() => input.inputValue()).toBe('20/05/1990');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it.each(COMBINATIONS)(
    'every screen passes axe, shows focus and keeps its content in its boxes ($language, $colorScheme)',
    async ({ language, colorScheme }) => {
      const pages: Record<Viewer, Page> = {
        visitor: await visit({ language, colorScheme }),
        admin: await adminPage({ language, colorScheme }),
        bettor: await pageAs(bettor, { language, colorScheme }),
        demo: await pageAs(demo, { language, colorScheme }),
      };
      const problems: string[] = [];
      // SCREENS_ONLY=name,name (a local run's shortcut) checks only those screens.
      const only = process.env.SCREENS_ONLY?.split(',');
      for (const screen of SCREENS.filter((each) => !only || only.includes(each.name))) {
        const tag = `${screen.name}-${language}-${colorScheme}`;
        problems.push(...(await checkScreenAndStates(pages[screen.as], screen, tag)));
      }
      expect(problems).toEqual([]);
    },
    // About 60 checks of axe, layout, screenshot and focus rings in each combination.
    480_000,
  );
});
