import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { logInAccount, registerAccount, type Account } from '../support/api-accounts';
import { describeInBrowser, e2eSettings, usePages } from '../support/browser';
import { E2E_ADMIN } from '../support/global-setup';
import { hasFocus, KeyboardUser } from '../support/keyboard';
import { dialogFocusProblems, waitForDialog } from '../support/screen-checks';

/*
 * docs/design.md: "every menu and dialog works from the keyboard". Each journey here is done
 * with page.keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape, typing, Ctrl+V): no
 * click, no fill. Where the focus goes is checked at each step: a dialog opens on its first
 * field, closing it gives the focus back to what opened it, a calendar hands it back to its
 * input, every focused control shows a ring of 2 px at 3:1, and Tab can leave every page.
 */

/** StakeLab's own CSV (docs/product.md §8): two settled singles. */
const CSV = [
  'BetId,Source,PlacedDate,SettledDate,Sport,Competition,EventDescription,Odds,Status,Stake,ActualReturn,NetReturn,BetType,Bookmaker,Side,Liability,Selections',
  'KBD0000001,manual,2025-05-03T18:30:00.000Z,2025-05-03T20:30:00.000Z,Football,LaLiga,Real Betis v Sevilla,2.10,WON,10.00,21.00,11.00,SGL,,,,[]',
  'KBD0000002,manual,2025-05-04T16:00:00.000Z,2025-05-04T18:00:00.000Z,Tennis,ATP Tour,Alcaraz v Sinner,1.80,LOST,5.00,0.00,-5.00,SGL,,,,[]',
].join('\n');

/** How long a check waits for the app (a save goes to the server and back through the worker). */
const WAIT = { timeout: 10_000 } as const;

const cookieHeader = (account: Account) => `${account.cookie.name}=${account.cookie.value}`;

const dialog = (page: Page) => page.locator('[role="dialog"][aria-modal="true"]');

/** The open dialog's close (×) button: never where a dialog with fields puts the focus. */
const closeButtonOf = (page: Page) => dialog(page).locator('.mantine-Modal-close');

/** Opens a dialog with Enter on its trigger and checks where the focus went. */
async function openDialogWithEnter(kb: KeyboardUser, page: Page, what: string): Promise<void> {
  await kb.press('Enter');
  await waitForDialog(page);
  // Mantine focuses a dialog a tick after it mounts: wait until the focus is inside it.
  await page
    .waitForFunction(
      () =>
        document
          .querySelector('[role="dialog"][aria-modal="true"]')
          ?.contains(document.activeElement),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  for (const problem of await dialogFocusProblems(page)) kb.problems.push(`${what}: ${problem}`);
  if (await hasFocus(closeButtonOf(page))) {
    kb.problems.push(`${what}: the dialog opens with the focus on its close button`);
  }
}

/** Closes the open dialog with Escape; the focus must come back to `trigger`. */
async function escapeDialog(kb: KeyboardUser, page: Page, trigger: Locator, what: string) {
  await kb.press('Escape');
  await expect.poll(() => dialog(page).count(), WAIT).toBe(0);
  await kb.expectFocus(trigger, `${what} (the dialog's trigger)`);
}

describeInBrowser('keyboard-only journeys in Chromium', () => {
  const { visit } = usePages();

  async function keyboardPage(account?: Account): Promise<{ page: Page; kb: KeyboardUser }> {
    const page = await visit({ language: 'en' });
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2eSettings().baseUrl });
    if (account) {
      await page.context().addCookies([{ ...account.cookie, url: e2eSettings().baseUrl }]);
    }
    return { page, kb: new KeyboardUser(page) };
  }

  it('registers with the keyboard alone, terms dialog included, then sets a birth date on the profile', async () => {
    const { page, kb } = await keyboardPage();
    await page.goto('/register');
    await page.getByTestId('register-form').waitFor();

    kb.at('/register walk');
    expect(await kb.walkPage()).toBeGreaterThan(10);

    kb.at('/register skip link');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await kb.tabNext(skip, 'the skip link');
    await kb.press('Enter');
    await kb.expectFocus(page.locator('main'), 'the main content');

    kb.at('/register fields');
    const tag = randomBytes(3).toString('hex');
    const email = `kb${tag}@example.com`;
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await kb.tabTo(field('Username'), 'Username');
    await kb.type(`kb${tag}`);
    await kb.tabNext(field('First name'), 'First name');
    await kb.type('Teclado');
    await kb.tabNext(field('Last name'), 'Last name');
    await kb.type('Tabulador');
    // A radio group is one tab stop; the arrows choose in it.
    await kb.tabNext(page.getByRole('radio', { name: 'Male', exact: true }), 'the first gender');
    await kb.press('ArrowRight');
    await kb.expectFocus(page.getByRole('radio', { name: 'Female' }), 'Female');
    expect(await page.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
    await kb.tabNext(field('E-mail'), 'E-mail');
    await kb.type(email);
    await kb.tabNext(field('Confirm e-mail'), 'Confirm e-mail');
    await kb.type(email);
    await kb.tabNext(page.getByTestId('register-password'), 'Password');
    await kb.type('Keyboard1');
    await kb.tabTo(page.getByTestId('register-confirm-password'), 'Confirm password', { max: 2 });
    await kb.type('Keyboard1');
    const terms = page.getByTestId('terms-checkbox');
    await kb.tabTo(terms, 'the terms checkbox', { max: 2 });

    kb.at('/register terms dialog');
    const readTerms = page.getByTestId('open-terms');
    await kb.tabNext(readTerms, 'Read the terms and conditions');
    await openDialogWithEnter(kb, page, 'terms dialog');
    await escapeDialog(kb, page, readTerms, 'Read the terms and conditions');
    expect(await terms.isChecked()).toBe(false);
    await openDialogWithEnter(kb, page, 'terms dialog, again');
    await kb.tabTo(dialog(page).getByRole('button', { name: 'I accept' }), 'I accept', { max: 6 });
    await kb.press('Enter');
    await expect.poll(() => dialog(page).count(), WAIT).toBe(0);
    await kb.expectFocus(readTerms, 'Read the terms and conditions (the dialog’s trigger)');
    expect(await terms.isChecked()).toBe(true);

    kb.at('/register submit');
    await kb.tabNext(page.getByTestId('register-submit'), 'Register');
    await kb.press('Enter');
    // docs/product.md §3: after registration the user goes to /history.
    await page.waitForURL('**/history');
    await expect
      .poll(() => page.getByTestId('toast').first().textContent(), WAIT)
      .toContain('Registration successful!');
    // The button that had the focus is gone: the focus starts over at the new page's content.
    await kb.expectFocus(page.locator('main'), 'the new page’s main content');
    await kb.tabTo(page.getByTestId('open-add-bet'), 'Add new bet', { max: 3 });

    kb.at('/profile through the user menu');
    const userMenu = page.getByTestId('user-menu');
    await kb.tabTo(userMenu, 'the user menu', { backwards: true, max: 20 });
    // A menu button: Enter opens the menu on its first item; the arrows move in it.
    await kb.press('Enter');
    const profileItem = page.getByRole('menuitem', { name: 'Profile Settings' });
    await kb.expectFocus(profileItem, 'Profile Settings, the menu’s first item');
    await kb.press('ArrowDown');
    await kb.press('ArrowUp');
    await kb.expectFocus(profileItem, 'Profile Settings, after the arrows went down and back');
    await kb.press('Enter');
    await page.waitForURL('**/profile');
    const edit = page.getByTestId('profile-edit');
    await edit.waitFor();
    await kb.tabTo(edit, 'Edit', { max: 20 });
    await kb.press('Enter');
    // Entering edit mode puts the focus on the first field.
    await kb.expectFocus(field('First name'), 'First name');

    kb.at('/profile birth date');
    const birthDate = page.getByTestId('birth-date-input');
    await kb.tabTo(birthDate, 'the birth date', { max: 3 });
    // Typed as the app writes dates (DD/MM/YYYY); the calendar follows what is typed.
    await kb.type('17/05/1990');
    await page.locator('[data-dates-dropdown]').waitFor();
    await kb.press('Escape');
    await expect.poll(() => page.locator('[data-dates-dropdown]').count(), WAIT).toBe(0);
    await kb.expectFocus(birthDate, 'the birth date (Escape closes its calendar only)');
    await kb.tabTo(page.getByTestId('profile-save'), 'Save', { max: 20 });
    await kb.press('Enter');
    await expect
      .poll(() => page.getByTestId('profile-birth-date').textContent(), WAIT)
      .toBe('17/05/1990');
    // Back in view mode, the focus is on Edit again.
    await kb.expectFocus(edit, 'Edit');

    expect(kb.problems).toEqual([]);
  }, 120_000);

  it('adds a bet with two selections by keyboard, picks its date in the calendar, and settles it', async () => {
    const me = await registerAccount('kbbet', { firstName: 'Teclado', lastName: 'Apuesta' });
    const { page, kb } = await keyboardPage(me);
    await page.goto('/history');
    await page.getByTestId('history-empty').waitFor();

    kb.at('/history walk');
    expect(await kb.walkPage()).toBeGreaterThan(10);

    kb.at('add bet: open');
    const addBet = page.getByTestId('open-add-bet');
    await kb.tabTo(addBet, 'Add new bet');
    await openDialogWithEnter(kb, page, 'add bet dialog');
    const form = page.getByTestId('add-bet-form');
    const sport = page.getByTestId('sport-select');
    await kb.expectFocus(sport, 'Sport');
    await escapeDialog(kb, page, addBet, 'Add new bet');
    await openDialogWithEnter(kb, page, 'add bet dialog, again');

    kb.at('add bet: sport and competition');
    await kb.type('Tenn');
    // The sports list loads while the dialog opens: wait for the match before choosing it
    // (a busy run pressed ArrowDown on an empty list).
    const tennis = page.getByRole('option', { name: 'Tennis', exact: true });
    await expect.poll(() => tennis.isVisible(), WAIT).toBe(true);
    // Mantine re-reads the marked option in a timer (setTimeout 0) once the list opens: an
    // arrow pressed before it runs keeps its mark while Enter then picks another row or none
    // (busy CI runs chose nothing). A timer set now runs after that one.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // As a user does, look that the arrow has marked Tennis before pressing Enter.
    const marked = async () =>
      (await tennis.getAttribute('data-combobox-selected', { timeout: 1_000 })) !== null;
    await expect
      .poll(async () => {
        if (await marked()) return true;
        await kb.press('ArrowDown');
        return marked();
      }, WAIT)
      .toBe(true);
    await kb.press('Enter');
    await expect.poll(() => sport.inputValue(), WAIT).toBe('Tennis');
    const competition = page.getByTestId('competition-search');
    await kb.tabNext(competition, 'Competition');
    await kb.type('ATP T');
    await kb.press('ArrowDown');
    await kb.press('Enter');
    await expect.poll(() => competition.inputValue(), WAIT).toBe('ATP Tour');

    kb.at('add bet: date from the calendar');
    const date = page.getByTestId('bet-date');
    await kb.tabNext(date, 'Date');
    // The day before today, as the calendar shows it (DD/MM/YYYY on this browser's clock).
    const yesterday = await page.evaluate(() => {
      const day = new Date();
      day.setDate(day.getDate() - 1);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear()}`;
    });
    await kb.press('Enter');
    const calendar = page.locator('[data-dates-dropdown]');
    await calendar.waitFor();
    // The calendar opens on the chosen day (today), so the arrows move from there.
    const chosenDay = calendar.locator('button[data-selected]');
    await kb.expectFocus(chosenDay, 'the chosen day in the calendar');
    if (!(await hasFocus(chosenDay))) await kb.tabTo(chosenDay, 'the chosen day', { max: 6 });
    await kb.press('ArrowLeft');
    await kb.press('Enter');
    await expect.poll(() => calendar.count(), WAIT).toBe(0);
    await kb.expectFocus(date, 'the date input, after a day is picked in its calendar');
    expect(await date.textContent()).toBe(yesterday);

    kb.at('add bet: stake, odds, status, event');
    // The time input is Chromium's own: its hour, minute and AM/PM are a tab stop each; the
    // bet's currency comes before its stake.
    await kb.tabTo(form.getByRole('textbox', { name: /^Stake/ }), 'Stake', { max: 5 });
    await kb.type('12.5');
    await kb.tabNext(form.getByRole('textbox', { name: 'Odds', exact: true }), 'Odds');
    await kb.type('1.85');
    await kb.tabNext(form.getByRole('checkbox', { name: 'Free bet' }), 'Free bet');
    // Won is chosen: Tab enters the group on it; two arrows on is Open.
    await kb.tabNext(form.getByRole('radio', { name: 'Won' }), 'Won (the chosen status)');
    await kb.press('ArrowRight');
    await kb.press('ArrowRight');
    await kb.expectFocus(form.getByRole('radio', { name: 'Open' }), 'Open');
    expect(await form.getByRole('radio', { name: 'Open' }).isChecked()).toBe(true);
    await kb.tabNext(form.getByRole('textbox', { name: 'Event description' }), 'Event description');
    await kb.type('Alcaraz v Sinner');

    kb.at('add bet: selections');
    const addSelection = page.getByTestId('add-selection');
    // Past the bet's labels (bookmaker, tipster, tags, closing odds, bankroll: issue 16).
    await kb.tabTo(addSelection, 'Add selection', { max: 8 });
    const selectionField = (fieldName: string, number: number) =>
      form.getByRole('textbox', { name: `${fieldName} (selection ${number})` });
    await kb.tabNext(selectionField('Selection name', 1), 'the first selection’s name');
    await kb.type('Carlos Alcaraz');
    // A single's odds are the bet's (issue 32); the first leg keeps them once it has a second.
    // Back up to "Add selection": the new row's name takes the focus.
    await kb.tabTo(addSelection, 'Add selection', { backwards: true, max: 3 });
    await kb.press('Enter');
    await kb.expectFocus(selectionField('Selection name', 2), 'the new selection’s name');
    await kb.type('Over 3.5 sets');
    await kb.tabNext(selectionField('Odds', 2), 'the second selection’s odds');
    await kb.type('2.2');
    await kb.tabTo(page.getByTestId('add-bet-submit'), 'Add bet', { max: 8 });
    await kb.press('Enter');
    await expect.poll(() => dialog(page).count(), WAIT).toBe(0);
    await kb.expectFocus(addBet, 'Add new bet (the dialog’s trigger)');

    const row = page.getByTestId('bet-row');
    await expect.poll(() => row.count(), WAIT).toBe(1);
    // Issue 32: a multiple's legs fold out beneath its one-line row.
    await row.getByTestId('bet-fold').click();
    expect(await page.getByTestId('bet-legs').getByTestId('selection').allTextContents()).toEqual([
      expect.stringContaining('Carlos Alcaraz'),
      expect.stringContaining('Over 3.5 sets'),
    ]);
    expect(await row.getByTestId('bet-status').textContent()).toBe('Open');
    expect(await row.getByTestId('bet-placed').textContent()).toContain(yesterday);
    expect(await row.getByTestId('bet-stake').textContent()).toBe('€12.50');

    kb.at('settle: open and escape');
    const settle = row.getByTestId('settle-bet');
    await kb.tabTo(settle, 'Settle');
    await openDialogWithEnter(kb, page, 'settle dialog');
    // The result is the dialog's first field: the focus starts on its first choice.
    const won = dialog(page).getByRole('radio', { name: 'Won', exact: true });
    await kb.expectFocus(won, 'Won, the first result');
    await escapeDialog(kb, page, settle, 'Settle');

    kb.at('settle: as won');
    await openDialogWithEnter(kb, page, 'settle dialog, again');
    await kb.press('Space');
    expect(await won.isChecked()).toBe(true);
    // €12.50 at 1.85 won: 12.50 × 1.85 = 23.125 → €23.13 back (halves away from zero), net +€10.63.
    await expect
      .poll(() => page.getByTestId('settle-preview').textContent(), WAIT)
      .toBe('Return €23.13 · net +€10.63');
    await kb.tabTo(page.getByTestId('settle-submit'), 'Settle', { max: 10 });
    await kb.press('Enter');
    await expect.poll(() => dialog(page).count(), WAIT).toBe(0);
    await expect.poll(() => row.getByTestId('bet-status').textContent(), WAIT).toBe('Won');
    await kb.expectFocus(settle, 'the row’s settle button (the dialog’s trigger)');
    expect(await row.getByTestId('bet-net').textContent()).toBe('+€10.63');

    kb.at('/history walk with a bet');
    await kb.walkPage();
    expect(kb.problems).toEqual([]);
  }, 120_000);

  it('pastes a CSV in the upload dialog, reviews its preview and imports it by keyboard', async () => {
    const me = await registerAccount('kbupload', { firstName: 'Teclado', lastName: 'Subida' });
    const { page, kb } = await keyboardPage(me);
    await page.goto('/history');
    await page.getByTestId('history-empty').waitFor();

    kb.at('upload: open');
    const upload = page.getByTestId('open-upload');
    await kb.tabTo(upload, 'Upload Betfair History');
    await openDialogWithEnter(kb, page, 'upload dialog');
    const text = page.getByTestId('upload-text');
    await kb.expectFocus(text, 'the history to upload');

    kb.at('upload: type');
    // The type is a radio group before the text: Shift+Tab onto JSON, two arrows on to CSV.
    await kb.tabNext(dialog(page).getByRole('radio', { name: 'JSON' }), 'JSON (the chosen type)', {
      backwards: true,
    });
    await kb.press('ArrowRight');
    await kb.press('ArrowRight');
    expect(await dialog(page).getByRole('radio', { name: 'CSV' }).isChecked()).toBe(true);

    kb.at('upload: paste and preview');
    await kb.tabNext(text, 'the history to upload');
    await kb.paste(CSV);
    expect(await text.inputValue()).toBe(CSV);
    // Past the file button, the bankroll select and Cancel.
    await kb.tabTo(page.getByTestId('upload-submit'), 'Upload', { max: 5 });
    await kb.press('Enter');
    const preview = page.getByTestId('upload-preview');
    await preview.waitFor();
    const newCount = page.getByTestId('preview-count-new').getByTestId('preview-count-value');
    expect(await newCount.textContent()).toBe('2');
    // The form's text and its Upload button are gone: the focus goes to the preview's title,
    // from where Tab reads on through it, not to the page behind the dialog.
    await kb.expectFocus(preview.getByRole('heading', { level: 3 }), 'the preview’s title');

    kb.at('upload: import');
    await kb.tabTo(page.getByTestId('upload-import'), 'Import', { max: 10 });
    await kb.press('Enter');
    const success = page.getByTestId('upload-success');
    await expect.poll(() => success.textContent(), WAIT).toMatch(/^Inserted 2 new bets/);
    await kb.expectFocus(success, 'the import’s result');
    await escapeDialog(kb, page, upload, 'Upload Betfair History');

    const rows = page.getByTestId('bet-row');
    await expect.poll(() => rows.count(), WAIT).toBe(2);
    expect(await rows.allTextContents()).toEqual([
      expect.stringContaining('Alcaraz v Sinner'),
      expect.stringContaining('Real Betis v Sevilla'),
    ]);
    // Won 10.00 at 2.10 (net +11.00) and lost 5.00 (net −5.00): net +€6.00 on €15.00.
    await expect
      .poll(() => page.getByTestId('summary-net-return').textContent(), WAIT)
      .toBe('+€6.00');
    expect(await page.getByTestId('summary-total-stake').textContent()).toBe('€15.00');

    expect(kb.problems).toEqual([]);
  }, 120_000);

  it('settles a tipster stake from the admin list by keyboard, confirmation included', async () => {
    const admin = await logInAccount(E2E_ADMIN.email, E2E_ADMIN.password);
    const event = `Keyboard FC v Tab United ${randomBytes(2).toString('hex')}`;
    const created = await fetch(`${e2eSettings().baseUrl}/api/history/admin-insert-stake`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieHeader(admin) },
      body: JSON.stringify({
        bet_description: event,
        bookmarker: 'Bet365',
        stake_amount: 10,
        total_odds: 2.5,
        potential_winnings: 25,
        payout_amount: 0,
      }),
    });
    expect(created.status).toBe(200);
    const { stake } = (await created.json()) as { stake: { stake_id: number } };

    const { page, kb } = await keyboardPage(admin);
    await page.goto('/adminpanel');
    const row = page.locator(`[data-testid="settle-row"][data-stake-id="${stake.stake_id}"]`);
    await row.waitFor();

    kb.at('/adminpanel walk');
    expect(await kb.walkPage()).toBeGreaterThan(20);

    kb.at('admin settle: confirmation, then Escape');
    const won = row.getByTestId('settle-won');
    await kb.tabTo(won, 'Won on the new stake', { max: 300 });
    await openDialogWithEnter(kb, page, 'settle confirmation');
    // A stray Enter must change nothing: the confirmation opens on Cancel.
    await kb.expectFocus(dialog(page).getByRole('button', { name: 'Cancel' }), 'Cancel');
    await escapeDialog(kb, page, won, 'Won');
    expect(await row.getByTestId('settle-result').getAttribute('data-result')).toBe('IN PROGRESS');

    kb.at('admin settle: confirmed');
    await openDialogWithEnter(kb, page, 'settle confirmation, again');
    await kb.tabNext(page.getByTestId('confirm-settle'), 'Settle as Won');
    await kb.press('Enter');
    await expect.poll(() => dialog(page).count(), WAIT).toBe(0);
    // Settled, the stake leaves the open list, and its buttons with it: the focus goes to the
    // stake that took its place (or the list's view switch), not to the page's body.
    await expect.poll(() => row.count(), WAIT).toBe(0);
    await kb.expectFocus(
      page.getByTestId('settle-list').locator(':focus'),
      'a control of the settle list',
    );

    const stakes = await fetch(`${e2eSettings().baseUrl}/api/admin/stakes`, {
      headers: { cookie: cookieHeader(admin) },
    });
    const settled = ((await stakes.json()) as Array<{ stake_id: number; final_result: string }>)
      .filter((s) => s.stake_id === stake.stake_id)
      .map((s) => s.final_result);
    expect(settled).toEqual(['won']);

    expect(kb.problems).toEqual([]);
  }, 120_000);
});
