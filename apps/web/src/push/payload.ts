/** What the server pushes (issue 35): a notification's title and text, and the page it opens. */
export interface PushPayload {
  title: string;
  body: string;
  /** A same-origin path such as /stakes; anything else opens the home page. */
  url: string;
}

const FALLBACK_TITLE = 'StakeLab';

/**
 * Reads a push's JSON text. Never throws: a push that cannot be read still shows a notification
 * (a browser may penalise a push handled without one), titled StakeLab. The url is kept only
 * when it is a path on this site, so a payload cannot send a click to another origin.
 */
export function parsePushPayload(text: string | null | undefined): PushPayload {
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  const field = (name: string) => {
    const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : '';
    return typeof value === 'string' ? value : '';
  };
  const url = field('url');
  return {
    title: field('title') || FALLBACK_TITLE,
    body: field('body'),
    url: url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : '/',
  };
}
