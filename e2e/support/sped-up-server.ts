import { type OwnServer, startOwnServer } from './own-server';

export interface SpedUpServer extends OwnServer {
  baseUrl: string;
}

/** The admin the sped-up server is started with (ADMIN_EMAIL / ADMIN_PASSWORD; no 2FA asked). */
export const SPED_UP_ADMIN = { email: 'admin@sped-up.test', password: 'sped-up-admin-1' } as const;

/**
 * The built app with the simulated feed run `speed` times faster than real time and polled
 * every second, in a process of its own: a football match (about 110 simulated minutes) plays
 * in 6,600 ÷ speed seconds, so a test sees an event announced, kick off and finish, where the
 * shared e2e server's 30× would take minutes. Six matches at once: three football, two tennis,
 * one basketball (apps/server/src/live/providers.ts shares them out). Its admin (SPED_UP_ADMIN)
 * publishes tipster stakes on the same feed.
 */
export async function startSpedUpServer(speed: number): Promise<SpedUpServer> {
  const server = await startOwnServer('sped-up', (port) => ({
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    LIVE_FEED: 'simulator',
    LIVE_POLL_SECONDS: '1',
    LIVE_SIMULATOR_SPEED: String(speed),
    LIVE_SIMULATOR_MATCHES: '6',
    ADMIN_EMAIL: SPED_UP_ADMIN.email,
    ADMIN_PASSWORD: SPED_UP_ADMIN.password,
  }));
  return { ...server, baseUrl: `http://127.0.0.1:${server.port}` };
}
