/**
 * Whether a push endpoint's origin is one PUSH_ALLOWED_ORIGINS lists: the same scheme and port,
 * and the same host, or for `scheme://*.host` any host under it (not `host` itself). A browser's
 * endpoint comes from its vendor's push service; anything else is a URL the server would be
 * asked to POST to, so it is refused (the send then applies the cURL replay's address rules).
 */
export function isAllowedPushEndpoint(endpoint: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return allowed.some((pattern) => {
    const wildcard = pattern.includes('://*.');
    let listed: URL;
    try {
      listed = new URL(wildcard ? pattern.replace('://*.', '://') : pattern);
    } catch {
      return false;
    }
    if (listed.protocol !== url.protocol || listed.port !== url.port) return false;
    return wildcard
      ? url.hostname.endsWith(`.${listed.hostname}`)
      : url.hostname === listed.hostname;
  });
}

/** The exact origin safeFetch is to trust for this endpoint (it was checked above). */
export const originOf = (endpoint: string) => new URL(endpoint).origin;
