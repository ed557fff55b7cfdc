import { type SessionUser, storedUserGuard } from './session-user';

/**
 * The user is cached in the browser (docs/product.md §3) so the menus render at once; the server's
 * /api/auth/me stays the authority and overwrites or clears this copy.
 */
export const USER_STORAGE_KEY = 'stakelab.user';

export function readStoredUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(USER_STORAGE_KEY);
    if (raw === null) return null;
    const parsed = storedUserGuard.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: SessionUser): void {
  try {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage blocked: the session still works, only the instant first render is lost.
  }
}

export function clearStoredUser(): void {
  try {
    window.localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
