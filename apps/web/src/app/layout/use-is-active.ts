import { useCallback } from 'react';
import { useLocation } from 'react-router';

/** Whether a menu target is the current page: `/` only on itself, others with their sub-paths. */
export function useIsActive(): (to: string) => boolean {
  const { pathname } = useLocation();
  return useCallback(
    (to: string) =>
      to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`),
    [pathname],
  );
}
