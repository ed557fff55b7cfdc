import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './accessibility';

/** axe-core's tags for WCAG 2.2 level A and AA (2.0, 2.1 and the 2.2 additions). */
export const WCAG22_AA_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
] as const;

/** The widths every finished screen is checked at: a phone and a wide desktop. */
export const SCREEN_VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export type ScreenViewport = keyof typeof SCREEN_VIEWPORTS;

const screensDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../out/screens');

/**
 * Elements whose content does not fit the box that clips or scrolls it, one line each:
 * - content cut off: overflow hidden or clip in an axis and more content than room in it;
 * - a scroll box inside a page that could scroll: overflow auto or scroll vertically with more
 *   content than room (the page should grow instead), or sideways around anything but a table
 *   (docs/design.md: tables scroll sideways when they must).
 * Left out: boxes inside something fixed (a dialog, a drawer: the page cannot scroll for them),
 * deliberate truncation (ellipsis, line clamp), visually hidden text and 1 px rounding.
 */
export function clippedContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SLACK_PX = 1;
    const describe = (el: Element): string => {
      const testId = el.getAttribute('data-testid');
      const id = el.id ? `#${el.id}` : '';
      const cls = [...el.classList].slice(0, 2).map((c) => `.${c}`);
      return `${el.tagName.toLowerCase()}${id}${cls.join('')}${testId ? `[data-testid=${testId}]` : ''}`;
    };
    const insideFixed = (el: Element): boolean => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const problems: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (!(el instanceof HTMLElement) || el.clientWidth <= 1 || el.clientHeight <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
      const extraX = el.scrollWidth - el.clientWidth;
      const extraY = el.scrollHeight - el.clientHeight;
      if (extraX <= SLACK_PX && extraY <= SLACK_PX) continue;
      if (insideFixed(el)) continue;
      const cuts = (value: string) => value === 'hidden' || value === 'clip';
      const scrolls = (value: string) => value === 'auto' || value === 'scroll';
      const where = `${describe(el)} in ${el.parentElement ? describe(el.parentElement) : 'body'}`;
      if (extraX > SLACK_PX && cuts(style.overflowX)) {
        problems.push(`${where} cuts ${extraX}px of its content sideways`);
      } else if (extraX > SLACK_PX && scrolls(style.overflowX) && !el.querySelector('table')) {
        problems.push(`${where} scrolls ${extraX}px sideways`);
      }
      if (extraY > SLACK_PX && cuts(style.overflowY)) {
        problems.push(`${where} cuts ${extraY}px of its content at the bottom`);
      } else if (extraY > SLACK_PX && scrolls(style.overflowY)) {
        problems.push(`${where} is a nested scroll box (${extraY}px hidden) in a scrolling page`);
      }
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth + SLACK_PX) {
      problems.push('the page scrolls sideways');
    }
    return problems;
  });
}

/**
 * A full-page screenshot under e2e/out/screens (git-ignored), from the top, with nothing
 * focused: a focused field scrolls the page mid-shot.
 */
export async function saveScreen(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screensDir, { recursive: true });
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({
    path: path.join(screensDir, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/**
 * Every check of a finished screen as it is now: axe's WCAG 2.2 AA rules and clipped or
 * nested-scrolling content, each problem prefixed by the screen's name; then its screenshot.
 */
export async function checkScreen(page: Page, name: string): Promise<string[]> {
  const problems = [
    ...(await accessibilityViolations(page, WCAG22_AA_TAGS)),
    ...(await clippedContent(page)),
  ].map((problem) => `${name}: ${problem}`);
  await saveScreen(page, name);
  return problems;
}

/**
 * Checks the screen at each width of SCREEN_VIEWPORTS in one page (resized, not reloaded),
 * after `ready` says it has settled at that width.
 */
export async function checkScreenAtEveryWidth(
  page: Page,
  name: string,
  ready: (page: Page) => Promise<void>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [viewport, size] of Object.entries(SCREEN_VIEWPORTS)) {
    await page.setViewportSize(size);
    await ready(page);
    problems.push(...(await checkScreen(page, `${name}-${viewport}`)));
  }
  return problems;
}
