import type { Locator, Page } from 'playwright-core';

/** Where the keyboard focus is, and whether a keyboard user can see it. */
export interface FocusState {
  /** The focused element, as a person would name it: tag and accessible name. */
  description: string;
  /** Nothing has the focus: it fell to the page's body. */
  onBody: boolean;
  /** Why the focus cannot be seen, or null when it shows a ring of 2 px at 3:1. */
  ringProblem: string | null;
}

/**
 * Reads document.activeElement and checks its focus ring: an outline, or a box-shadow spread, of
 * at least 2 px whose colour has 3:1 against what is behind it (WCAG 2.4.7, and 2.4.13's size
 * and contrast). The same measure as screen-checks.ts' focusRingProblems, for the one control
 * the keyboard reached; an element out of the tab order (tabindex -1: the main content, a
 * dialog's text) needs none. A visually hidden input (a segmented control's radio) is judged by its
 * label, and a control inside an input box (a search in a picker) by that box, which carry the
 * ring.
 */
export function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
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
    /** The colour behind an element's ring: its ancestors' backgrounds, blended. */
    const groundOf = (el: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let node = el.parentElement; node; node = node.parentElement) {
        const bg = parse(getComputedStyle(node).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    /** The ring an element draws: its outline, else the widest box-shadow spread. */
    const ringOf = (el: Element): { width: number; color: string } | null => {
      const style = getComputedStyle(el);
      const outline = parseFloat(style.outlineWidth);
      if (style.outlineStyle !== 'none' && outline > 0) {
        return { width: outline, color: style.outlineColor };
      }
      // "rgb(r, g, b) 0px 0px 0px 2px, …": the fourth length is the spread.
      let best: { width: number; color: string } | null = null;
      for (const shadow of style.boxShadow === 'none'
        ? []
        : style.boxShadow.split(/,(?![^(]*\))/)) {
        const color = shadow.match(/rgba?\([^)]*\)/)?.[0] ?? 'rgb(0, 0, 0)';
        const lengths = shadow.replace(color, '').match(/-?[\d.]+px/g) ?? [];
        const spread = parseFloat(lengths[3] ?? '0');
        if (!shadow.includes('inset') && spread > (best?.width ?? 0))
          best = { width: spread, color };
      }
      return best;
    };
    const describe = (el: Element) => {
      const labelled = el.getAttribute('aria-labelledby');
      const name =
        el.getAttribute('aria-label') ??
        (labelled ? document.getElementById(labelled)?.textContent : null) ??
        (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
          ? el.labels?.[0]?.textContent
          : null) ??
        el.getAttribute('data-testid') ??
        (el.textContent ?? '').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()} "${(name ?? '').trim()}"`;
    };

    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) {
      return { description: 'body', onBody: true, ringProblem: null };
    }
    // A focus target out of the tab order (the main content after the skip link, a dialog's
    // text) is where reading starts, not a control to operate: WCAG 2.4.7 asks no ring of it.
    const isControl =
      active instanceof HTMLElement &&
      (active.tabIndex >= 0 || active.matches('a[href], button, input, select, textarea'));
    if (!isControl) return { description: describe(active), onBody: false, ringProblem: null };
    const box = active.getBoundingClientRect();
    const isHidden = getComputedStyle(active).opacity === '0' || box.width <= 1 || box.height <= 1;
    const owners: Element[] = [active];
    if (isHidden && active instanceof HTMLInputElement) {
      const label = active.labels?.[0] ?? active.nextElementSibling;
      if (label) owners.push(label);
    }
    const inputBox = active.parentElement?.closest('.mantine-Input-input');
    if (inputBox) owners.push(inputBox);

    let problem = `shows no focus ring of ${MIN_WIDTH_PX}px or more`;
    for (const owner of owners) {
      const ring = ringOf(owner);
      if (!ring || ring.width < MIN_WIDTH_PX) continue;
      const ground = groundOf(owner);
      const ratio = contrast(over(parse(ring.color), ground), ground);
      if (ratio >= MIN_CONTRAST)
        return { description: describe(active), onBody: false, ringProblem: null };
      problem = `focus ring contrast ${ratio.toFixed(2)}:1 < ${MIN_CONTRAST}:1`;
    }
    return { description: describe(active), onBody: false, ringProblem: problem };
  });
}

/** Whether the locator's element is the one with the focus. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/** How long a check waits for the focus to move (a dialog focuses its field a tick after opening). */
const FOCUS_WAIT_MS = 3_000;

/**
 * Resolves once the page has run the zero-delay timers a key queued, as they have by a person's
 * next key. Mantine's focus trap lets Tab leave a native time input and checks the focus in such
 * a timer; a busy Chromium dispatches queued keys first, so a Tab typed two fields later found
 * that check still pending and sent the focus back (CI: Stake → Odds → Stake).
 */
function pendingTimersRun(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/**
 * A user with a keyboard and no mouse: every action is a key press (Tab, Shift+Tab, Enter,
 * Space, arrows, Escape) or typing. After each press the focused control must show its focus
 * ring; what goes wrong is collected in `problems` (by step), so one run lists every fault, and
 * a step that cannot go on (Tab never reaches a control) throws.
 */
export class KeyboardUser {
  readonly problems: string[] = [];
  private step = 'start';

  constructor(private readonly page: Page) {}

  /** Names the step the following problems belong to. */
  at(step: string): void {
    this.step = step;
  }

  private note(problem: string): void {
    this.problems.push(`${this.step}: ${problem}`);
  }

  /** Presses a key (or a chord such as Shift+Tab) and checks the focus ring of what has focus. */
  async press(key: string): Promise<FocusState> {
    await this.page.keyboard.press(key);
    await pendingTimersRun(this.page);
    const state = await focusState(this.page);
    if (state.ringProblem) this.note(`after ${key}, ${state.description} ${state.ringProblem}`);
    return state;
  }

  /** Types text into whatever has the focus, key by key. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  /**
   * Pastes text with Ctrl+V, as from the clipboard (the context needs clipboard permissions);
   * the clipboard is filled through the page, the paste is the keyboard's.
   */
  async paste(text: string): Promise<void> {
    await this.page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await this.page.keyboard.press('ControlOrMeta+V');
  }

  /** Tab (or Shift+Tab) until the target has the focus; throws, naming what it passed, if not. */
  async tabTo(target: Locator, what: string, { max = 80, backwards = false } = {}): Promise<void> {
    const passed: string[] = [];
    for (let i = 0; i < max; i += 1) {
      const state = await this.press(backwards ? 'Shift+Tab' : 'Tab');
      if (await hasFocus(target)) return;
      passed.push(state.description);
    }
    throw new Error(
      `${this.step}: ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses never reached ${what}; passed ${passed.join(' → ')}`,
    );
  }

  /** One Tab (or Shift+Tab) must land on the target: the tab order follows the screen. */
  async tabNext(target: Locator, what: string, { backwards = false } = {}): Promise<void> {
    const state = await this.press(backwards ? 'Shift+Tab' : 'Tab');
    if (!(await hasFocus(target))) {
      throw new Error(`${this.step}: the next tab stop is ${state.description}, not ${what}`);
    }
  }

  /** The focus is (or comes within a moment) on the target; otherwise a problem is noted. */
  async expectFocus(target: Locator, what: string): Promise<boolean> {
    const deadline = Date.now() + FOCUS_WAIT_MS;
    while (Date.now() < deadline) {
      if ((await target.count()) === 1 && (await hasFocus(target))) {
        const state = await focusState(this.page);
        if (state.ringProblem) this.note(`${what} has the focus but ${state.ringProblem}`);
        return true;
      }
      await this.page.waitForTimeout(50);
    }
    this.note(`the focus is on ${(await focusState(this.page)).description}, not on ${what}`);
    return false;
  }

  /**
   * Tabs through the whole page, from its start to past its last control, checking each
   * control's ring. A keyboard trap shows as a control seen twice before the focus leaves the
   * page; the walk also must pass the page's last tabbable control (nothing after a trap is
   * reachable). Returns how many tab stops the page has.
   */
  async walkPage(max = 400): Promise<number> {
    // From wherever the focus is, out of the page first, so the walk starts at its top.
    for (let i = 0; i < max && !(await focusState(this.page)).onBody; i += 1) {
      await this.page.keyboard.press('Tab');
    }
    const lastTabbable = await this.page.evaluate(() => {
      const all = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, summary, [tabindex]',
        ),
      ].filter(
        (el) =>
          el.tabIndex >= 0 &&
          !el.matches(':disabled, [type="hidden"]') &&
          !el.closest('[inert], [aria-hidden="true"]') &&
          el.getClientRects().length > 0 &&
          getComputedStyle(el).visibility !== 'hidden',
      );
      const last = all.at(-1);
      last?.setAttribute('data-keyboard-walk-last', '');
      const name = last?.getAttribute('aria-label') ?? (last?.textContent ?? '').trim();
      return last ? `${last.tagName.toLowerCase()} "${name}"` : null;
    });
    const seen: string[] = [];
    let reachedLast = false;
    for (let i = 0; i < max; i += 1) {
      const state = await this.press('Tab');
      if (state.onBody) break;
      const id = await this.page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        if (el.hasAttribute('data-keyboard-walk-last')) return 'LAST';
        el.dataset.keyboardWalk ??= String(Math.random());
        return el.dataset.keyboardWalk;
      });
      if (id === 'LAST') reachedLast = true;
      // Chromium's date and time inputs take a Tab stop per part (day, month, hour...): the
      // same element again at once is its next part, not the walk coming round.
      else if (id === seen.at(-1)) continue;
      else if (seen.includes(id)) {
        this.note(`keyboard trap: ${state.description} came round again before the page's end`);
        break;
      }
      seen.push(id);
      if (i === max - 1) this.note(`${max} Tab presses never left the page`);
    }
    // A toast's close button can be the last control, and gone by the end of the walk.
    const lastIsThere = await this.page.evaluate(
      () => document.querySelector('[data-keyboard-walk-last]') !== null,
    );
    if (lastTabbable && lastIsThere && !reachedLast) {
      this.note(`the walk never reached the page's last control, ${lastTabbable}`);
    }
    await this.page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-keyboard-walk]')) {
        delete el.dataset.keyboardWalk;
      }
      document
        .querySelector('[data-keyboard-walk-last]')
        ?.removeAttribute('data-keyboard-walk-last');
    });
    return seen.length;
  }
}
