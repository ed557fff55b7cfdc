import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * After a route change that took the focused control away with the old page (a form's submit
 * button, a menu item), the focus goes to the new page's main content: otherwise it falls to the
 * page's body and the next Tab starts wherever the browser guesses (docs/design.md "every menu and
 * dialog works from the keyboard"). A control that is still there (a header link) keeps it.
 */
export function useFocusAfterNavigation(): void {
  const { pathname } = useLocation();
  // The path the focus was last settled for: the first page (and a re-run of the same effect)
  // leaves the focus alone.
  const settledFor = useRef(pathname);

  useEffect(() => {
    if (settledFor.current === pathname) return;
    settledFor.current = pathname;
    const active = document.activeElement;
    if (active === null || active === document.body) {
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    }
  }, [pathname]);
}
