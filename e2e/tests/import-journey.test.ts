import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeSharedFixtures } from '../../tools/shared-fixtures';
import { registerAccount } from '../support/api-accounts';
import { describeInBrowser, e2eSettings, saveScreenshot, usePages } from '../support/browser';
import { pikkitFigures, readCsv, statusOf } from '../../tools/pikkit-export';

/*
 * Two real Pikkit exports of one account (../shared/fixtures/real-world, see its README),
 * pasted into the upload dialog: preview, import, then the later export on top. Expected
 * figures come from the raw files through tools/pikkit-export.ts, never from the app.
 */

const PIKKIT_1 = 'pikkit-jmahotiedu-transactions.csv';
const PIKKIT_2 = 'pikkit-jmahotiedu-total_transactions.csv';

/** Half a megabyte pasted and parsed twice (preview, import) on a busy two-core machine. */
const SLOW = { timeout: 120_000 };

/** Pikkit's amounts are dollars: en-GB writes them "US$1,234.50", signed "+US$1,234.50" / "-US$4.00". */
function dollars(cents: number, signed = false): string {
  const digits = (Math.abs(cents) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = cents < 0 ? '-' : signed && cents > 0 ? '+' : '';
  return `${sign}US$${digits}`;
}

/** 1858 → "1,858", as the preview counts. */
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

describeSharedFixtures('import journey with real exports', 'real-world', (dir) => {
  const text = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

  describeInBrowser('import journey in Chromium', () => {
    const { visit } = usePages();

    const testText = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();
    const previewCount = (page: Page, kind: string) =>
      page.getByTestId(`preview-count-${kind}`).getByTestId('preview-count-value').textContent();

    /** Pastes a CSV export into the dialog and asks for the preview. */
    async function previewUpload(page: Page, csv: string): Promise<void> {
      await page.getByTestId('open-upload').first().click();
      await page.getByText('CSV', { exact: true }).click();
      await page.getByTestId('upload-text').fill(csv, SLOW);
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByTestId('upload-preview').waitFor(SLOW);
    }

    async function importAndClose(page: Page): Promise<string> {
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByTestId('upload-success').waitFor(SLOW);
      const success = (await page.getByTestId('upload-success').textContent()) ?? '';
      await page.keyboard.press('Escape');
      await page.getByTestId('upload-dialog').waitFor({ state: 'hidden' });
      return success;
    }

    async function dashboardsNet(page: Page): Promise<string | null> {
      await page.goto('/dashboards');
      await page.getByTestId('overall-net').waitFor(SLOW);
      return testText(page, 'overall-net');
    }

    it(
      'previews export 1 (the odds problem, 22 open), imports it, then export 2 updates 21 bets',
      { timeout: 600_000 },
      async () => {
        const first = readCsv(text(PIKKIT_1));
        const second = readCsv(text(PIKKIT_2));
        const before = pikkitFigures(first);
        const after = pikkitFigures(second);
        expect(before).toMatchObject({ bets: 1858, open: 22 });
        // The exporter's mistake: odds 0.84 (the profit multiple); its CSV line is index + 2.
        const lowOdds = first.findIndex((r) => r['odds'] !== '' && Number(r['odds']) < 1.01);
        expect(first[lowOdds]?.['odds']).toBe('0.84');
        // Open in export 1, settled in export 2: what the second import updates.
        const later = new Map(second.map((r) => [r['bet_id'], r]));
        const settledSince = first
          .filter((r) => statusOf(r) === 'PENDING')
          .map((r) => later.get(r['bet_id']))
          .filter((r) => r !== undefined && statusOf(r) !== 'PENDING');
        const won = settledSince.filter((r) => r && statusOf(r) === 'WON').length;
        const lost = settledSince.filter((r) => r && statusOf(r) === 'LOST').length;
        expect([settledSince.length, won, lost]).toEqual([21, 10, 11]);

        const me = await registerAccount('journey', { firstName: 'Ramona', lastName: 'Iglesias' });
        const page = await visit();
        await page.context().addCookies([{ ...me.cookie, url: e2eSettings().baseUrl }]);
        await page.goto('/history');
        await page.getByTestId('history-empty').waitFor(SLOW);

        // Export 1: the preview, nothing written yet.
        await previewUpload(page, text(PIKKIT_1));
        expect(await testText(page, 'preview-format')).toBe('Detected: Pikkit export (CSV)');
        expect(await previewCount(page, 'new')).toBe(count(before.bets));
        expect(await previewCount(page, 'open')).toBe('22');
        expect(await previewCount(page, 'setAside')).toBe('0');
        expect(await page.getByTestId('import-problem').allTextContents()).toEqual([
          `${lowOdds + 2}oddsKeptRow ${lowOdds + 2}: the odds 0.84 are below 1.01; the bet was kept without odds`,
        ]);
        await saveScreenshot(page, 'import-preview-desktop');
        const inserted = await importAndClose(page);
        expect(inserted).toMatch(
          new RegExp(`^Inserted ${count(before.bets)} new bets and [\\d,]+ selections\\.$`),
        );

        // The history's open figure (open bets are in none of the other figures).
        await expect
          .poll(() => testText(page, 'history-open-figure'), SLOW)
          .toBe(`Open: 22 bets, ${dollars(before.openStakeCents)} at stake`);
        const netBefore = await dashboardsNet(page);
        expect(netBefore).toBe(dollars(before.settledNetCents, true));

        // Export 2 on top: 21 bets settled since, the rest new or unchanged.
        await page.goto('/history');
        await page.getByTestId('history-summary').waitFor(SLOW);
        await previewUpload(page, text(PIKKIT_2));
        expect(await previewCount(page, 'updated')).toBe('21');
        expect(await previewCount(page, 'new')).toBe(count(after.bets - before.bets));
        expect(await previewCount(page, 'unchanged')).toBe(count(before.bets - 21));
        expect(await previewCount(page, 'open')).toBe(String(after.open));
        expect(
          await page
            .getByTestId('preview-updated')
            .getByTestId('import-change')
            .first()
            .textContent(),
        ).toMatch(/^Status: (Open|Pending) → (Won|Lost)$/);
        const updated = await importAndClose(page);
        expect(updated).toMatch(
          new RegExp(
            `^Inserted ${count(after.bets - before.bets)} new bets? and [\\d,]+ selections?\\. Updated 21 bets: 10 won, 11 lost\\.$`,
          ),
        );

        const netAfter = await dashboardsNet(page);
        expect(netAfter).toBe(dollars(after.settledNetCents, true));
        expect(netAfter).not.toBe(netBefore);
      },
    );
  });
});
