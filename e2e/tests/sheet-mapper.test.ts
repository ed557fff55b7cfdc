import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { registerAccount } from '../support/api-accounts';
import { describeInBrowser, e2eSettings, saveScreenshot, usePages } from '../support/browser';

/*
 * Issue 33, "any spreadsheet, mapped once": a bettor's own sheet, written here (American odds,
 * a free-bet column, no bet ids, result words W / L / Push, a stake column headed "Risked" that
 * nothing guesses), chosen as a file on the CSV tab, mapped, imported, imported again (nothing
 * added), and a later sheet with the same header finds the saved mapping offered.
 */
const HEADER = 'Date,Sportsbook,Pick,Odds,Risked,Result,Free bet';
const ROWS = [
  '2026-03-01 18:00,DraftKings,Lakers ML,+150,10.00,W,',
  '2026-03-02 18:00,FanDuel,Knicks -3.5,-110,22.00,L,',
  '2026-03-03 18:00,FanDuel,Bulls ML,+300,5.00,W,FB',
  '2026-03-04 18:00,DraftKings,Suns +4.5,-125,10.00,L,FB',
  '2026-03-05 18:00,DraftKings,Heat ML,-250,25.00,W,',
  '2026-03-06 18:00,BetMGM,Nets ML,+105,8.00,Push,',
];
/**
 * Worked out by hand: +150 → 2.5, 10 × 2.5 = 25 back, +15; −110 lost, −22; a free bet at +300
 * won pays its profit only, 5 × 3 = +15; a free bet lost costs 0; −250 → 1 + 100/250 = 1.4,
 * 25 × 1.4 = 35 back, +10; a push is void, 0. Net 15 − 22 + 15 + 0 + 10 + 0 = +18.00.
 */
const NET = '€18.00';
/** The later sheet's new row: +120 → 2.2, 5 × 2.2 = 11 back, +6; net 18 + 6 = +24.00. */
const LATER_ROW = '2026-03-07 18:00,Caesars,Celtics ML,+120,5.00,W,';
const LATER_NET = '€24.00';

const SLOW = { timeout: 30_000 };

describeInBrowser('a spreadsheet mapped once (Chromium)', () => {
  const { visit } = usePages();

  /** Opens the upload dialog on the CSV tab and chooses the sheet as a file. */
  async function chooseSheet(page: Page, text: string): Promise<void> {
    await page.getByTestId('open-upload').first().click();
    const dialog = page.getByTestId('upload-dialog');
    await page.getByText('CSV', { exact: true }).click();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'my-bets.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(text, 'utf8'),
    });
    await expect.poll(() => page.getByTestId('upload-text').inputValue()).toBe(text);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByTestId('column-mapper').waitFor(SLOW);
  }

  /** A Select by its label (its list of options carries the same label). */
  const field = (page: Page, label: string) =>
    page.getByRole('combobox', { name: label, exact: true });

  async function pick(page: Page, label: string, option: string): Promise<void> {
    await field(page, label).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  const previewCount = (page: Page, kind: string) =>
    page.getByTestId(`preview-count-${kind}`).getByTestId('preview-count-value').textContent();

  async function closeDialog(page: Page): Promise<void> {
    await page.keyboard.press('Escape');
    await page.getByTestId('upload-dialog').waitFor({ state: 'hidden' });
  }

  const summary = (page: Page, id: string) => page.getByTestId(id).first().textContent();

  it('maps a sheet, imports it, adds nothing the second time and offers the mapping again', async () => {
    const me = await registerAccount('sheet', { firstName: 'Nuria', lastName: 'Soler' });
    const page = await visit();
    await page.context().addCookies([{ ...me.cookie, url: e2eSettings().baseUrl }]);
    await page.goto('/history');
    await page.getByTestId('history-empty').waitFor(SLOW);

    // 1. The server asks for a mapping: every column with its first values and a guess.
    const sheet = [HEADER, ...ROWS].join('\n');
    await chooseSheet(page, sheet);
    expect(await page.getByTestId('mapper-saved').count()).toBe(0);
    const rows = page.getByTestId('mapper-column');
    expect(await rows.count()).toBe(7);
    expect(await rows.nth(3).textContent()).toContain('+150 · -110 · +300');
    // Guessed from the header's words, and the odds' format from their values.
    expect(await field(page, 'What column “Date” holds').inputValue()).toBe('Placed date');
    expect(await field(page, 'What column “Risked” holds').inputValue()).toBe('Ignore');
    expect(await page.getByTestId('mapper-odds-format').inputValue()).toBe('American (+150, −110)');
    // "Push" is a word every list knows; "W" and "L" are this sheet's own.
    expect(await field(page, 'Status of “Push”').inputValue()).toBe('Void');
    expect(await field(page, 'Status of “W”').inputValue()).toBe('');

    // Without a stake column the mapping is refused by name, before anything is sent.
    await page.getByTestId('mapper-preview').click();
    expect(await page.getByTestId('upload-error').textContent()).toBe(
      'Choose the column that holds: Stake.',
    );

    // 2. The user maps what was not guessed, and names the mapping.
    await pick(page, 'What column “Risked” holds', 'Stake');
    await pick(page, 'Status of “W”', 'Won');
    await pick(page, 'Status of “L”', 'Lost');
    await page.getByTestId('mapper-free-bet-values').fill('FB');
    await page.getByTestId('mapper-name').fill('My US books');
    await saveScreenshot(page, 'sheet-mapper');
    await page.getByTestId('mapper-preview').click();
    await page.getByTestId('upload-preview').waitFor(SLOW);
    expect(await page.getByTestId('preview-format').textContent()).toMatch(/Spreadsheet/);
    expect(await previewCount(page, 'new')).toBe('6');
    await page.getByTestId('upload-import').click();
    await page.getByTestId('upload-success').waitFor(SLOW);
    expect(await page.getByTestId('upload-success').textContent()).toMatch(
      /^Inserted 6 new bets\b/,
    );
    await closeDialog(page);
    await expect.poll(() => summary(page, 'summary-bets'), SLOW).toBe('6');
    await expect
      .poll(() => summary(page, 'summary-net-return'), SLOW)
      .toMatch(new RegExp(`^\\+?${NET.replace('.', '\\.')}$`));

    // 3. The same sheet again: the saved mapping is offered, and nothing would be added.
    await chooseSheet(page, sheet);
    expect(await page.getByTestId('mapper-saved').textContent()).toBe(
      'Using your saved mapping “My US books”.',
    );
    expect(await field(page, 'What column “Risked” holds').inputValue()).toBe('Stake');
    await page.getByTestId('mapper-preview').click();
    await page.getByTestId('upload-preview').waitFor(SLOW);
    expect(await previewCount(page, 'new')).toBe('0');
    expect(await previewCount(page, 'unchanged')).toBe('6');
    await page.getByTestId('preview-nothing-new').waitFor();
    expect(await page.getByTestId('upload-import').isDisabled()).toBe(true);
    await closeDialog(page);
    expect(await summary(page, 'summary-bets')).toBe('6');

    // 4. A later sheet with the same header: offered the saved mapping, only its new row is added.
    await chooseSheet(page, [HEADER, ...ROWS, LATER_ROW].join('\n'));
    expect(await page.getByTestId('mapper-saved').textContent()).toBe(
      'Using your saved mapping “My US books”.',
    );
    expect(await field(page, 'Status of “W”').inputValue()).toBe('Won');
    expect(await page.getByTestId('mapper-name').inputValue()).toBe('My US books');
    await page.getByTestId('mapper-preview').click();
    await page.getByTestId('upload-preview').waitFor(SLOW);
    expect(await previewCount(page, 'new')).toBe('1');
    expect(await previewCount(page, 'unchanged')).toBe('6');
    await page.getByTestId('upload-import').click();
    await page.getByTestId('upload-success').waitFor(SLOW);
    await closeDialog(page);
    await expect.poll(() => summary(page, 'summary-bets'), SLOW).toBe('7');
    await expect
      .poll(() => summary(page, 'summary-net-return'), SLOW)
      .toMatch(new RegExp(`^\\+?${LATER_NET.replace('.', '\\.')}$`));
  });
});
