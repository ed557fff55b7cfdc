import { betViewToRow } from '@stakelab/core';
import { afterEach, describe, expect, it } from 'vitest';
import { betView } from '../test/bet-views';
import { jsonResponse, networkFailure, stubApi } from '../test/fetch-stub';
import { earlySignedIn, sendEarlyReads, takeEarlySessionRead } from './early-reads';
import { fetchBetChanges, fetchNewestBets } from './fetch-bet-changes';
import { EarlyAnswers } from './early-answers';
import { HISTORY_PAGE_SIZE } from './history-page-size';
import { HISTORY_WORKER_MESSAGE, type HistoryWorkerMessage, type SignIn } from './worker-protocol';

const USER = { username: 'ana', email: 'ana@example.com', is_admin: false, user_id: 7 };
const BET = betView({ Id: 3, Stake: 12.5, Odds: 2.2 });

/** The server's answers, each naming user 7 as the history routes do. */
function answeredFor7(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', 'x-stakelab-user': '7' },
  });
}

const routes = {
  'GET /api/history/user-bets/changes': () =>
    answeredFor7({ success: true, version: 4, full: true, bets: [betViewToRow(BET)], deleted: [] }),
  'GET /api/history/user-bets/newest': () =>
    answeredFor7({ success: true, total: 1, bets: [betViewToRow(BET)] }),
};

/** The port the page would talk to the engine through (never used here). */
const ENGINE = {} as MessagePort;

/** A history worker as its global scope takes the messages: the start, then the answers. */
function fakeWorker() {
  let signIn: SignIn | null = null;
  let answers = new EarlyAnswers([]);
  const worker = {
    postMessage(message: HistoryWorkerMessage) {
      if (message[HISTORY_WORKER_MESSAGE] === 'read') {
        answers.receive(message);
        return;
      }
      signIn = message.signIn;
      answers = new EarlyAnswers(signIn?.sent ?? []);
    },
  };
  return { worker, signIn: () => signIn, answers: () => answers };
}

/** A browser's IndexedDB listing these databases. */
const databases = (...names: string[]) => ({
  databases: () => Promise.resolve(names.map((name) => ({ name, version: 1 }))),
});

/** A browser whose IndexedDB lists these databases. */
const fresh = (...names: string[]) => ({ idb: databases(...names) });

/** Every request the stub saw, as "path?query". */
const asked = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

// A test that left the page's session read untaken must not hand it to the next.
afterEach(() => {
  void takeEarlySessionRead()?.catch(() => undefined);
});

describe("the page's first reads for the history worker (early-reads.ts, early-answers.ts)", () => {
  it('on a first visit to /history: the session, the whole history and the newest bets, asked once', async () => {
    const fetchMock = stubApi({ user: USER, handlers: routes });
    const { worker, signIn, answers } = fakeWorker();

    await sendEarlyReads(worker, ENGINE, true, fresh('another-app'));

    expect(signIn()).toEqual({
      firstPage: true,
      keptUser: null,
      sent: ['session', 'whole', 'newest'],
    });
    expect(asked(fetchMock)).toEqual([
      '/api/auth/me',
      '/api/history/user-bets/changes?since=0',
      `/api/history/user-bets/newest?limit=${HISTORY_PAGE_SIZE}`,
    ]);
    const handed = answers();
    // The worker reads them as it would its own fetches: the bets and whose they are.
    expect(await fetchBetChanges(0, handed.take('whole'))).toMatchObject({
      ok: true,
      answer: { version: 4, full: true, bets: [BET] },
      userId: 7,
    });
    expect(await fetchNewestBets(HISTORY_PAGE_SIZE, handed.take('newest'))).toMatchObject({
      ok: true,
      newest: { total: 1, bets: [BET] },
      userId: 7,
    });
    const workerSession = (await handed.take('session')?.then((r) => r.json())) as unknown;
    expect(workerSession).toEqual({ success: true, user: USER });
    // The page reads the same answer, once.
    const pageSession = (await takeEarlySessionRead()?.then((r) => r.json())) as unknown;
    expect(pageSession).toEqual({ success: true, user: USER });
    expect(takeEarlySessionRead()).toBeNull();
    // Each is taken once: a later read asks the server.
    expect(handed.take('whole')).toBeUndefined();
    expect(handed.take('session')).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('on /dashboards sends no newest bets, and the worker asks for them itself if it must', async () => {
    const fetchMock = stubApi({ user: USER, handlers: routes });
    const { worker, signIn, answers } = fakeWorker();

    await sendEarlyReads(worker, ENGINE, false, fresh());

    expect(signIn()?.sent).toEqual(['session', 'whole']);
    expect(answers().take('newest')).toBeUndefined();
    expect(asked(fetchMock)).toEqual(['/api/auth/me', '/api/history/user-bets/changes?since=0']);
  });

  it('where the browser keeps a history, sends only the session and names whose it is', async () => {
    const fetchMock = stubApi({ user: USER, handlers: routes });
    const { worker, signIn, answers } = fakeWorker();

    await sendEarlyReads(worker, ENGINE, true, fresh('stakelab-history-7'));

    expect(signIn()).toEqual({ firstPage: true, keptUser: 7, sent: ['session'] });
    expect(answers().take('whole')).toBeUndefined();
    expect(asked(fetchMock)).toEqual(['/api/auth/me']);
  });

  it('where the browser cannot list its databases, reads nothing before the user is known', async () => {
    const fetchMock = stubApi({ user: USER, handlers: routes });
    const { worker, signIn } = fakeWorker();

    await sendEarlyReads(worker, ENGINE, true, { idb: null });

    expect(signIn()).toEqual({ firstPage: true, keptUser: null, sent: ['session'] });
    expect(asked(fetchMock)).toEqual(['/api/auth/me']);
  });

  it('tells the first script whether the session names a user', async () => {
    stubApi({ user: USER });
    await sendEarlyReads(fakeWorker().worker, ENGINE, false, fresh('stakelab-history-7'));
    expect(await earlySignedIn()).toBe(true);
    stubApi({ user: null });
    await sendEarlyReads(fakeWorker().worker, ENGINE, false, fresh('stakelab-history-7'));
    expect(await earlySignedIn()).toBe(false);
    stubApi({ handlers: { 'GET /api/auth/me': networkFailure } });
    await sendEarlyReads(fakeWorker().worker, ENGINE, false, fresh('stakelab-history-7'));
    expect(await earlySignedIn()).toBe(false);
  });

  it('hands a read that failed over as a failed fetch, and a refusal as it came', async () => {
    stubApi({
      handlers: {
        'GET /api/auth/me': () => jsonResponse({ success: false, message: 'Boom' }, 503),
        'GET /api/history/user-bets/changes': networkFailure,
      },
    });
    const { worker, answers } = fakeWorker();

    await sendEarlyReads(worker, ENGINE, false, fresh());

    expect(await fetchBetChanges(0, answers().take('whole'))).toEqual({
      ok: false,
      failure: { status: 0, message: 'Failed to fetch' },
    });
    const session = await answers().take('session');
    expect(session?.status).toBe(503);
    expect(await session?.json()).toEqual({ success: false, message: 'Boom' });
  });

  it('hands an answer no Response can be made of over as a failed fetch', async () => {
    const answers = new EarlyAnswers(['whole']);
    answers.receive({
      [HISTORY_WORKER_MESSAGE]: 'read',
      kind: 'whole',
      status: 204,
      statusText: 'No Content',
      headers: [],
      body: new TextEncoder().encode('{}').buffer,
    });
    expect(await fetchBetChanges(0, answers.take('whole'))).toMatchObject({
      ok: false,
      failure: { status: 0 },
    });
  });

  it('lets every read go once no one is signed in: a later user asks anew', () => {
    const answers = new EarlyAnswers(['session', 'whole']);
    answers.dropAll();
    expect(answers.take('whole')).toBeUndefined();
    expect(answers.take('session')).toBeUndefined();
  });
});
