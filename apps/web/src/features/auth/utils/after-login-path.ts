/** Where a user goes after logging in or registering (docs/product.md §2). */
export const HOME_AFTER_LOGIN = '/history';

const AUTH_PATHS = new Set(['/login', '/register']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The guarded page that sent the visitor to /login (`location.state.from`, set by RequireUser),
 * or /history. Only in-app paths are followed: the state is never trusted to leave the site.
 */
export function afterLoginPath(locationState: unknown): string {
  const from = isRecord(locationState) ? locationState.from : undefined;
  if (!isRecord(from) || typeof from.pathname !== 'string') return HOME_AFTER_LOGIN;
  const { pathname } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || AUTH_PATHS.has(pathname)) {
    return HOME_AFTER_LOGIN;
  }
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
