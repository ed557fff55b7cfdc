import classes from './action-tip.module.css';

let dismissalInstalled = false;

/**
 * Escape dismisses a tip without moving the pointer or the focus (WCAG 1.4.13); the next
 * pointer move or focus change lets tips show again. One listener for every tip on the page.
 */
function installDismissal(): void {
  if (dismissalInstalled || typeof document === 'undefined') return;
  dismissalInstalled = true;
  const root = document.documentElement;
  const showAgain = () => {
    if (root.hasAttribute('data-tips-hidden')) root.removeAttribute('data-tips-hidden');
  };
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') root.setAttribute('data-tips-hidden', '');
  });
  document.addEventListener('pointermove', showAgain, { passive: true });
  document.addEventListener('focusin', showAgain);
}

/**
 * Props that give an icon button a tooltip (its `label`, shown on hover and keyboard focus)
 * drawn by CSS, for buttons repeated on every row of a long list. The button still needs its
 * own accessible name (aria-label): the tip is only what the eye reads.
 */
export function actionTip(label: string): { className: string | undefined; 'data-tip': string } {
  installDismissal();
  return { className: classes.tip, 'data-tip': label };
}
