import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setUnauthorizedHandler } from '../lib/api-client';
import { HistoryClient } from './history-client';
import type { HistoryViewAnswer, HistoryViewQuery } from './history-engine';

const QUERY: HistoryViewQuery = { filter: {}, page: 1, pageSize: 50, timeZone: 'UTC' };

function fakeBackend() {
  return {
    open: vi.fn(),
    attach: vi.fn(),
    sync: vi.fn(),
    firstPage: vi.fn(),
    view: vi.fn((_userId: number, _query: HistoryViewQuery) =>
      Promise.resolve({ rows: [] } as unknown as HistoryViewAnswer),
    ),
    historyFacets: vi.fn(),
    report: vi.fn(),
    bankrolls: vi.fn(),
    tails: vi.fn(),
    exportCsv: vi.fn(),
    forget: vi.fn(),
  };
}

afterEach(() => setUnauthorizedHandler(() => undefined));

describe('HistoryClient', () => {
  it('turns a failed read of changes into the ApiError apiRequest throws; a 401 ends the session', async () => {
    const backend = fakeBackend();
    backend.attach.mockResolvedValue({
      ok: false,
      failure: { status: 401, message: 'Not logged in', code: 'UNAUTHORIZED' },
    });
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);

    const error = await new HistoryClient(backend).sync(7).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Not logged in', code: 'UNAUTHORIZED' });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it("attaches the page's first sync of a user to the engine's first one; later syncs ask anew", async () => {
    const backend = fakeBackend();
    const holdings = (userId: number) => ({ userId, revision: 1, version: 1, count: 0 });
    backend.attach.mockImplementation((userId: number) =>
      Promise.resolve({ ok: true, changed: true, holdings: holdings(userId) }),
    );
    backend.sync.mockImplementation((userId: number) =>
      Promise.resolve({ ok: true, changed: false, holdings: holdings(userId) }),
    );
    const client = new HistoryClient(backend);

    await client.sync(7);
    await client.sync(7);
    await client.sync(8);
    await client.forget();
    await client.sync(8);

    expect(backend.attach.mock.calls).toEqual([[7], [8], [8]]);
    expect(backend.sync.mock.calls).toEqual([[7]]);
  });

  it('sends one screen query at a time and drops those replaced before their turn', async () => {
    const backend = fakeBackend();
    let release: () => void = () => undefined;
    backend.view.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ rows: [] } as unknown as HistoryViewAnswer);
        }),
    );
    const client = new HistoryClient(backend);

    const first = client.view(7, QUERY);
    const typedOver = new AbortController();
    const replaced = client.view(7, { ...QUERY, filter: { stakeMin: 1 } }, typedOver.signal);
    const latest = client.view(7, { ...QUERY, filter: { stakeMin: 10 } });
    typedOver.abort();
    await vi.waitFor(() => expect(backend.view).toHaveBeenCalledTimes(1));
    release();

    await first;
    await expect(replaced).rejects.toMatchObject({ name: 'AbortError' });
    await latest;
    expect(backend.view.mock.calls.map(([, query]) => query.filter)).toEqual([
      {},
      { stakeMin: 10 },
    ]);
  });
});
