import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cachedDataDirCheck,
  HEALTHY_FOR_MS,
  probeDataDir,
  UNHEALTHY_FOR_MS,
  type DataDirState,
} from './data-dir-check.ts';

const OK: DataDirState = { ok: true };
const NOT_WRITABLE: DataDirState = { ok: false, reason: 'not-writable' };

/** A probe that answers what the test says next and counts its calls, on a clock the test moves. */
function scripted(...answers: DataDirState[]) {
  let time = 1_000;
  const probe = { calls: 0 };
  const check = cachedDataDirCheck({
    probe: async () => {
      probe.calls += 1;
      return answers[Math.min(probe.calls, answers.length) - 1] ?? OK;
    },
    now: () => time,
  });
  return { check, probe, advance: (ms: number) => (time += ms) };
}

describe('cachedDataDirCheck', () => {
  it('probes once for calls in a row, and again once the answer is 5 s old', async () => {
    const { check, probe, advance } = scripted(OK, OK);
    expect(await check.state()).toEqual(OK);
    expect(await check.state()).toEqual(OK);
    expect(probe.calls).toBe(1);
    advance(HEALTHY_FOR_MS - 1);
    expect(await check.state()).toEqual(OK);
    expect(probe.calls).toBe(1);
    advance(1);
    expect(await check.state()).toEqual(OK);
    expect(probe.calls).toBe(2);
  });

  it('answers a stale healthy state at once while the next probe runs; its failure shows next', async () => {
    const { check, probe, advance } = scripted(OK, NOT_WRITABLE);
    expect(await check.state()).toEqual(OK);
    advance(HEALTHY_FOR_MS);
    expect(await check.state()).toEqual(OK);
    expect(probe.calls).toBe(2);
    // Once that probe has answered (a turn of the event loop: it settles in microtasks).
    await new Promise((resolve) => setImmediate(resolve));
    expect(await check.state()).toEqual(NOT_WRITABLE);
    expect(probe.calls).toBe(2);
  });

  it('tries a failed probe again after 1 s, and shows the recovery', async () => {
    const { check, probe, advance } = scripted(NOT_WRITABLE, OK);
    expect(await check.state()).toEqual(NOT_WRITABLE);
    advance(UNHEALTHY_FOR_MS - 1);
    expect(await check.state()).toEqual(NOT_WRITABLE);
    expect(probe.calls).toBe(1);
    advance(1);
    expect(await check.state()).toEqual(OK);
    expect(probe.calls).toBe(2);
  });

  it('shares one probe between calls that arrive while it runs', async () => {
    const { check, probe } = scripted(OK);
    const answers = await Promise.all([check.state(), check.state(), check.state()]);
    expect(answers).toEqual([OK, OK, OK]);
    expect(probe.calls).toBe(1);
  });

  it('probes again at the next call after forget(), and drops a probe that forget() overtook', async () => {
    const full: DataDirState = { ok: false, reason: 'full', freeBytes: 0 };
    const { check, probe, advance } = scripted(OK, full, full);
    expect(await check.state()).toEqual(OK);
    check.forget();
    expect(await check.state()).toEqual(full);
    expect(probe.calls).toBe(2);

    // Probe 3 starts, forget() lands before it answers: its answer is not kept.
    advance(UNHEALTHY_FOR_MS);
    const overtaken = check.state();
    check.forget();
    expect(await overtaken).toEqual(full);
    await check.state();
    expect(probe.calls).toBe(4);
  });

  it('counts a probe that throws as not writable', async () => {
    const check = cachedDataDirCheck({ probe: () => Promise.reject(new Error('EIO')) });
    expect(await check.state()).toEqual(NOT_WRITABLE);
  });
});

describe('probeDataDir', () => {
  const dirs: string[] = [];
  afterEach(() =>
    dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })),
  );
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-probe-'));
    dirs.push(dir);
    return dir;
  };

  it('is ok on a directory with room, and leaves no probe file behind', async () => {
    const dir = tempDir();
    expect(await probeDataDir(dir, 1)).toEqual(OK);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('is not writable when the path is a file', async () => {
    const file = path.join(tempDir(), 'not-a-directory');
    fs.writeFileSync(file, 'x');
    expect(await probeDataDir(file)).toEqual(NOT_WRITABLE);
  });

  it('is full when the free space is under the minimum, and says how much is free', async () => {
    const dir = tempDir();
    const { bavail, bsize } = fs.statfsSync(dir);
    const state = await probeDataDir(dir, Number.MAX_SAFE_INTEGER);
    expect(state).toMatchObject({ ok: false, reason: 'full' });
    // Other processes write to this disk too: about what statfs said a moment ago.
    const freeBytes = state.ok ? -1 : state.reason === 'full' ? state.freeBytes : -1;
    expect(Math.abs(freeBytes - bavail * bsize)).toBeLessThan(1024 * 1024 * 1024);
  });
});
