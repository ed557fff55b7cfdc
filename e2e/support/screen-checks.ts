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
      // The text names the element when its classes alone do not (one of several buttons).
      const text = (el.textContent ?? '').trim().slice(0, 40);
      const where = `${describe(el)}${text ? ` "${text}"` : ''} in ${el.parentElement ? describe(el.parentElement) : 'body'}`;
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
 * Each element matching `selector` lies wholly inside the part of the page a reader can see
 * without scrolling anything sideways: inside the viewport's width and inside every ancestor
 * that clips or scrolls (issue 17: each history row's Delete button had been cut off at the
 * right of a table wider than its box). One line per element that does not.
 */
export function outsideVisibleBox(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const SLACK_PX = 1;
    const problems: string[] = [];
    const elements = [...document.querySelectorAll(selector)];
    elements.forEach((el, index) => {
      const box = el.getBoundingClientRect();
      const name = `${selector} #${index + 1}`;
      if (box.width === 0 || box.height === 0) {
        problems.push(`${name} is not shown`);
        return;
      }
      if (box.left < -SLACK_PX || box.right > document.documentElement.clientWidth + SLACK_PX) {
        problems.push(
          `${name} spans x ${Math.round(box.left)}–${Math.round(box.right)}, outside the page's width`,
        );
        return;
      }
      for (let node = el.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const frame = node.getBoundingClientRect();
        if (box.left < frame.left - SLACK_PX || box.right > frame.right + SLACK_PX) {
          problems.push(
            `${name} spans x ${Math.round(box.left)}–${Math.round(box.right)}, outside its box ${Math.round(frame.left)}–${Math.round(frame.right)} (${node.tagName.toLowerCase()})`,
          );
          return;
        }
      }
    });
    return problems;
  }, selector);
}

/**
 * Every control that takes keyboard focus shows a ring of at least 2 px whose colour has 3:1
 * against what is behind it (WCAG 2.4.7, and 2.4.13's size and contrast). One real Tab puts
 * the page in keyboard mode, then each control is focused in turn, so :focus-visible applies
 * as it would while tabbing, in one round trip. A visually hidden input (a segmented control's
 * radio) is judged by its label, which carries the ring.
 */
export async function focusRingProblems(page: Page): Promise<string[]> {
  await page.keyboard.press('Tab');
  const problems = await page.evaluate(() => {
    const MIN_WIDTH_PX = 2;
    const MIN_CONTRAST = 3;
    type Rgba = [number, number, number, number];
    const parse = (color: string): Rgba => {
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [
        top[0] * a + bottom[0] * (1 - a),
        top[1] * a + bottom[1] * (1 - a),
        top[2] * a + bottom[2] * (1 - a),
        1,
      ];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The colour behind an element's outline: its ancestors' backgrounds, blended. */
    const groundOf = (el: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let node = el.parentElement; node; node = node.parentElement) {
        const bg = parse(getComputedStyle(node).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        el.getAttribute('data-testid') ??
        (el.textContent ?? '').trim().slice(0, 30);
      return `${el.tagName.toLowerCase()} "${name}"`;
    };
    const isShown = (el: HTMLElement) => {
      const style = getComputedStyle(el);
      return el.getClientRects().length > 0 && style.visibility !== 'hidden';
    };
    const isHiddenInput = (el: HTMLElement) => {
      const box = el.getBoundingClientRect();
      return getComputedStyle(el).opacity === '0' || box.width <= 1 || box.height <= 1;
    };
    const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
    const scope = dialog ?? document;
    const controls = [
      ...scope.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex]',
      ),
    ].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !el.matches(':disabled, [type="hidden"]') &&
        !el.closest('[inert], [aria-hidden="true"]') &&
        isShown(el),
    );
    const found: string[] = [];
    for (const control of controls) {
      control.focus({ preventScroll: true });
      if (document.activeElement !== control) continue; // not focusable after all
      const ringOwner = isHiddenInput(control)
        ? ((control as HTMLInputElement).labels?.[0] ?? control.nextElementSibling ?? control)
        : control;
      const style = getComputedStyle(ringOwner);
      const width = parseFloat(style.outlineWidth);
      if (style.outlineStyle === 'none' || !(width >= MIN_WIDTH_PX)) {
        found.push(`${describe(control)} shows no focus ring of ${MIN_WIDTH_PX}px or more`);
        continue;
      }
      const ratio = contrast(
        over(parse(style.outlineColor), groundOf(ringOwner)),
        groundOf(ringOwner),
      );
      if (ratio < MIN_CONTRAST) {
        found.push(`${describe(control)} focus ring contrast ${ratio.toFixed(2)}:1 < 3:1`);
      }
    }
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    return [...new Set(found)];
  });
  return problems;
}

/**
 * Waits until the open dialog (or drawer) has finished its opening transition: no finite
 * animation running and fully opaque, itself and every ancestor (just after the click the
 * transition may not have started yet, and axe would measure text mid-fade).
 */
export async function waitForDialog(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
    if (dialog === null) return false;
    const settled = document.getAnimations().every((animation) => {
      const iterations = animation.effect?.getTiming().iterations;
      return iterations === Infinity || animation.playState !== 'running';
    });
    let opaque = true;
    for (let node: Element | null = dialog; node !== null; node = node.parentElement) {
      if (Number(getComputedStyle(node).opacity) < 1) opaque = false;
    }
    return settled && opaque;
  });
}

/**
 * An open dialog has the focus inside it, and when it holds a field, on its first field
 * (a keyboard user types at once, no Tab past the close button).
 */
export function dialogFocusProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
    if (!dialog) return [];
    const active = document.activeElement;
    if (!active || !dialog.contains(active)) return ['the open dialog does not have the focus'];
    const firstField = dialog.querySelector(
      'input:not([type="hidden"], [type="checkbox"], [type="radio"], :disabled), select, textarea',
    );
    if (firstField && active !== firstField) {
      const name = active.getAttribute('aria-label') ?? (active.textContent ?? '').trim();
      return [`the dialog focuses ${active.tagName.toLowerCase()} "${name}", not its first field`];
    }
    return [];
  });
}

/**
 * Leaves the page from its top with nothing focused (a focused field scrolls the page, and the
 * focus-ring check then starts from the first control). With E2E_SCREENS=1 it also saves a
 * full-page screenshot under e2e/out/screens (git-ignored) for a person to look through: about
 * a fifth of the screen checks' time on a two-core machine, so not on every run.
 */
export async function saveScreen(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
  if (process.env.E2E_SCREENS !== '1') return;
  fs.mkdirSync(screensDir, { recursive: true });
  await page.screenshot({
    path: path.join(screensDir, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/**
 * Every check of a finished screen as it is now: axe's WCAG 2.2 AA rules, clipped or
 * nested-scrolling content, its screenshot, then a focus ring on every control (which moves
 * the focus: check an opened dialog's own focus with dialogFocusProblems first); each problem
 * prefixed by the screen's name.
 */
export async function checkScreen(page: Page, name: string): Promise<string[]> {
  const problems = [
    ...(await accessibilityViolations(page, WCAG22_AA_TAGS)),
    ...(await clippedContent(page)),
  ];
  await saveScreen(page, name);
  problems.push(...(await focusRingProblems(page)));
  return problems.map((problem) => `${name}: ${problem}`);
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
