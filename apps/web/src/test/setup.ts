import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, i18nReady, loadSignedInTexts } from '../lib/i18n';

// The app renders after its language's texts arrive (app/start.tsx); so do the tests. The other
// language is fetched when the toggle is pointed at, and the signed-in pages' texts with the
// first such page; here all are in from the start, so feature components render on their own
// and a click on the toggle switches at once, as in the browser once they have been fetched.
await i18nReady;
await loadSignedInTexts();
await i18n.loadLanguages('es');

// CI runs every project at once on two cores: lazy routes and Mantine transitions can take
// longer than Testing Library's 1 s default to appear, without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that Mantine (and the router's scroll restoration) call.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;

function describeArg(arg: unknown): string {
  if (arg instanceof Error) return arg.stack ?? arg.message;
  if (typeof arg === 'string') return arg;
  try {
    return JSON.stringify(arg);
  } catch {
    return String(arg);
  }
}

// House rule: a test that makes React (or anything else) log an error fails.
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(describeArg).join(' '));
  });
});

afterEach(async () => {
  cleanup();
  notifications.clean();
  await i18n.changeLanguage('en');
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called:\n${consoleErrors.join('\n---\n')}`);
  }
});
