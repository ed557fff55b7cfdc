import { type OwnServer, startOwnServer } from './own-server';

export type FirstRunServer = OwnServer;

/**
 * The built app as a first `npm start` runs it: only PORT and DATA_DIR set (no HOST, APP_URL or
 * TRUST_PROXY), so it listens on localhost and takes APP_URL to be http://localhost:PORT.
 */
export function startFirstRunServer(): Promise<FirstRunServer> {
  return startOwnServer('first-run', () => ({ LIVE_FEED: 'none' }));
}
