import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; any: Array<{ message: string }> }>;
}

/** axe-core's tags for WCAG 2.0 and 2.1 level A and AA. */
const WCAG21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/**
 * Waits for the CSS transitions under way (a menu or a dialog fading in, at most a second). A
 * menu still fading in is half transparent, and axe measures its text's contrast against
 * whatever shows through it. Keyframe animations are left running: the live table flashes its
 * odds and scores on every update, for as long as the page is open.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Two frames: Mantine sets a transition's start state, then starts it on the next frame.
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await frames();
    const running = document
      .getAnimations()
      .filter((a) => a instanceof CSSTransition && a.playState === 'running');
    if (running.length === 0) return;
    await Promise.race([
      Promise.all(running.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
    await frames();
  });
}

/**
 * Runs axe-core (WCAG 2 A and AA rules by default, colour contrast included) in the page and
 * returns one line per violation, so a failing test says which rule and which element.
 */
export async function accessibilityViolations(
  page: Page,
  tags: readonly string[] = WCAG21_AA_TAGS,
): Promise<string[]> {
  // evaluate() runs through the DevTools protocol, so the app's CSP (no inline scripts) stays on.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await transitionsSettled(page);
  const violations = await page.evaluate(async (values) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values },
    });
    return result.violations;
  }, tags);
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}${v.nodes[0]?.any[0] ? ` (${v.nodes[0].any[0].message})` : ''}`,
  );
}
