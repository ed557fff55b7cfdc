/** How long storing a whole history waits for the screens (see ScreensFirst). */
export interface StoreDelay {
  /** After the first screen question: its answer is drawn meanwhile. */
  afterAnswerMs: number;
  /** At most, asked or not. */
  atMostMs: number;
}

/**
 * The worker's: checking and storing 10,000 bets takes it ~300–500 ms on a 2-core machine,
 * and done at once it shared the cores with the page drawing its first screen (/dashboards'
 * first chart came ~130 ms later). Nothing shown waits for the store.
 */
export const SCREENS_FIRST: StoreDelay = { afterAnswerMs: 500, atMostMs: 2_000 };

/** No wait (tests, and an engine that was given no delay). */
export const STORE_AT_ONCE: StoreDelay = { afterAnswerMs: 0, atMostMs: 0 };

/**
 * Lets a whole history's store write wait until the page's first screen has been answered and
 * drawn, or for at most a while; closing the store ends the wait at once.
 */
export class ScreensFirst {
  readonly #delay: StoreDelay;
  #onAnswer: (() => void) | null = null;
  #end: (() => void) | null = null;

  constructor(delay: StoreDelay) {
    this.#delay = delay;
  }

  wait(): Promise<void> {
    const { afterAnswerMs, atMostMs } = this.#delay;
    if (atMostMs <= 0) return Promise.resolve();
    this.#end?.();
    return new Promise<void>((resolve) => {
      let timer = setTimeout(() => end(), atMostMs);
      const end = () => {
        clearTimeout(timer);
        this.#onAnswer = null;
        this.#end = null;
        resolve();
      };
      this.#end = end;
      this.#onAnswer = () => {
        this.#onAnswer = null;
        clearTimeout(timer);
        timer = setTimeout(end, afterAnswerMs);
      };
    });
  }

  /** A screen's question is being answered. */
  answered(): void {
    this.#onAnswer?.();
  }

  /** Ends a wait now. */
  hurry(): void {
    this.#end?.();
  }
}
