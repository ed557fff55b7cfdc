import { describe, expect, it, vi } from 'vitest';
import { EarlyAnswers } from './early-answers';
import type { HistoryEngine } from './history-engine';
import { signInWorker } from './worker-session';
import { HISTORY_WORKER_MESSAGE } from './worker-protocol';

const ANA = { username: 'ana', email: 'ana@example.com', is_admin: false, user_id: 7 };

/** The worker's answers with the session's, as the first script hands it over. */
function sessionAnswered(user: unknown): EarlyAnswers {
  const answers = new EarlyAnswers(['session', 'whole']);
  answers.receive({
    [HISTORY_WORKER_MESSAGE]: 'read',
    kind: 'session',
    status: 200,
    statusText: 'OK',
    headers: [['content-type', 'application/json']],
    body: new TextEncoder().encode(JSON.stringify({ success: true, user })).buffer,
  });
  return answers;
}

/** An engine that records what the worker asks of it. */
function recordingEngine() {
  const calls: string[] = [];
  const engine = {
    open: vi.fn((userId: number) => {
      calls.push(`open ${userId}`);
      return Promise.resolve({ userId, revision: 1, version: 3, count: 2 });
    }),
    attach: vi.fn((userId: number) => {
      calls.push(`attach ${userId}`);
      return Promise.resolve({ ok: true, changed: false, holdings: {} });
    }),
    firstPage: vi.fn((userId: number) => {
      calls.push(`firstPage ${userId}`);
      return Promise.resolve(null);
    }),
    prepareDashboards: vi.fn((userId: number) => calls.push(`prepareDashboards ${userId}`)),
  };
  return { engine: engine as unknown as HistoryEngine, calls };
}

describe('the worker signing in on its own (worker-session.ts)', () => {
  it("reads the kept user's store beside the session check, then attaches the user named", async () => {
    const { engine, calls } = recordingEngine();
    await signInWorker(engine, sessionAnswered(ANA), { firstPage: true, keptUser: 7, sent: [] });
    // The store read went first, before the session's answer was read.
    expect(calls).toEqual(['open 7', 'firstPage 7', 'attach 7']);
  });

  it("builds the dashboards' index once attached, where there is no first page", async () => {
    const { engine, calls } = recordingEngine();
    await signInWorker(engine, sessionAnswered(ANA), {
      firstPage: false,
      keptUser: null,
      sent: [],
    });
    expect(calls).toEqual(['attach 7', 'prepareDashboards 7']);
  });

  it('attaches the user the session names, not the one whose store is kept', async () => {
    const { engine, calls } = recordingEngine();
    await signInWorker(engine, sessionAnswered({ ...ANA, user_id: 8 }), {
      firstPage: false,
      keptUser: 7,
      sent: [],
    });
    expect(calls).toEqual(['open 7', 'attach 8', 'prepareDashboards 8']);
  });

  it('attaches no one when the session names no user (or one without an e-mail), and lets the reads go', async () => {
    for (const user of [null, { ...ANA, email: '' }]) {
      const { engine, calls } = recordingEngine();
      const answers = sessionAnswered(user);
      await signInWorker(engine, answers, { firstPage: true, keptUser: 7, sent: [] });
      expect(calls).toEqual(['open 7']);
      expect(answers.take('whole')).toBeUndefined();
    }
  });
});
