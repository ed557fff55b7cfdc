import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../../lib/api-client';
import { testUser } from '../../../test/fixtures';
import { networkFailure, stubApi } from '../../../test/fetch-stub';
import { readStoredUser, writeStoredUser } from '../utils/user-storage';
import { getSession } from './get-session';

describe('getSession', () => {
  const sessionGone = vi.fn();
  setUnauthorizedHandler(sessionGone);
  afterEach(() => {
    sessionGone.mockReset();
    window.localStorage.clear();
  });

  it('keeps the user the server confirms', async () => {
    stubApi({ user: testUser });
    expect(await getSession()).toEqual(testUser);
    expect(readStoredUser()).toEqual(testUser);
    expect(sessionGone).not.toHaveBeenCalled();
  });

  it('treats no user as a session gone, as a 401 is: the kept copy and the account’s data go', async () => {
    writeStoredUser(testUser);
    stubApi({ user: null });
    expect(await getSession()).toBeNull();
    expect(readStoredUser()).toBeNull();
    expect(sessionGone).toHaveBeenCalledOnce();
  });

  it('keeps the cached user when the server cannot be reached', async () => {
    writeStoredUser(testUser);
    stubApi({ handlers: { 'GET /api/auth/me': networkFailure } });
    await expect(getSession()).rejects.toMatchObject({ status: 0 });
    expect(readStoredUser()).toEqual(testUser);
    expect(sessionGone).not.toHaveBeenCalled();
  });
});
