import { USER_STORAGE_KEY } from '../features/auth/utils/user-storage';

/** The user the app cached in localStorage, parsed as it was written; null when none is. */
export function storedUser(): unknown {
  return JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null');
}
