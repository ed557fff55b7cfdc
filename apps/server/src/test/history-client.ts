import type { BetView, UploadRequest } from '@stakelab/core';
import type { RegisteredUser } from './accounts.ts';
import { bodyOf, type TestServer } from './test-server.ts';

/** The history API as a logged-in browser uses it, for the import and settle tests. */
export function historyClient(server: TestServer) {
  const userBetsUrl = (user: RegisteredUser) =>
    `/api/history/user-bets?email=${encodeURIComponent(user.email)}`;

  return {
    upload(
      user: RegisteredUser,
      endpoint: 'upload-csv' | 'upload-betfair-json',
      data: string,
      choices: Omit<UploadRequest, 'data' | 'userEmail'> = {},
    ): Promise<Response> {
      return server.request(`/api/history/${endpoint}`, {
        json: { data, userEmail: user.email, ...choices },
        headers: { cookie: user.cookie },
      });
    },

    async betsOf(user: RegisteredUser): Promise<BetView[]> {
      const res = await server.request(userBetsUrl(user), { headers: { cookie: user.cookie } });
      if (res.status !== 200) throw new Error(`user-bets: ${res.status}`);
      return (await bodyOf(res)).bets;
    },

    /** The user-bets ETag: it names the version of the user's bets. */
    async versionOf(user: RegisteredUser): Promise<string | null> {
      const res = await server.request(userBetsUrl(user), { headers: { cookie: user.cookie } });
      await res.arrayBuffer();
      return res.headers.get('etag');
    },

    settle(user: RegisteredUser, id: number, body: Record<string, unknown>): Promise<Response> {
      return server.request(`/api/history/bets/${id}/settle`, {
        method: 'PATCH',
        json: body,
        headers: { cookie: user.cookie },
      });
    },

    addBet(user: RegisteredUser, body: Record<string, unknown>): Promise<Response> {
      return server.request('/api/history/add-bet-full', {
        json: { user_email: user.email, ...body },
        headers: { cookie: user.cookie },
      });
    },
  };
}

/** Bets as two accounts can compare them: without the internal ids, which always differ. */
export function withoutIds(bets: readonly BetView[]) {
  return bets.map(({ Id: _id, Selections, ...bet }) => ({
    ...bet,
    Selections: Selections.map(({ SelectionId: _s, ...leg }) => leg),
  }));
}
