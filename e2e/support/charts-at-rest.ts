import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Resolves once every chart on the page draws the same picture at two reads in a row: their
 * entry animation (recharts moves bars and lines frame by frame) is over, so a screenshot or a
 * layout check sees the finished chart. A page without charts is at rest at once.
 */
export async function chartsAtRest(page: Page, timeoutMs = 15_000): Promise<void> {
  let previous: string | undefined;
  await expect
    .poll(
      async () => {
        const drawn = await page
          .locator('svg.recharts-surface')
          .evaluateAll((surfaces) => surfaces.map((surface) => surface.innerHTML).join('\n'));
        const still = drawn === previous;
        previous = drawn;
        return still;
      },
      { timeout: timeoutMs, interval: 150 },
    )
    .toBe(true);
}
