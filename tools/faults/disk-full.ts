import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { registerBenchUser } from '../../bench/lib/accounts.ts';
import { sportsbookHistory } from '../../bench/lib/sportsbook-history.ts';
import type { Check } from './checks.ts';
import { betCount, upload } from './import-targets.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const MB = 1024 * 1024;
const DISK_MB = 64;
/** What the filler leaves free: a byte-sized probe fits, an import does not. */
const LEFT_FREE = 1 * MB;
const FIRST_BETS = 200;
const BETS = 3000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small tmpfs of our own, or why not where mounting is not permitted. */
function mountSmallDisk(): { dir: string; unmount(): void } | { skipped: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-faults-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m`, 'tmpfs', dir], {
      stdio: 'pipe',
    });
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    const stderr = (err as { stderr?: Buffer }).stderr?.toString().trim();
    return { skipped: stderr || String(err) };
  }
  return {
    dir,
    unmount() {
      execFileSync('umount', [dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Fills the disk under `dir` with one file, leaving about `leave` bytes free. */
function fill(dir: string, leave: number): string {
  const filler = path.join(dir, 'filler.bin');
  const { bavail, bsize } = fs.statfsSync(dir);
  let left = bavail * bsize - leave;
  const chunk = Buffer.alloc(MB, 0xab);
  const fd = fs.openSync(filler, 'w');
  try {
    while (left > 0) {
      left -= fs.writeSync(fd, chunk, 0, Math.min(chunk.length, left));
    }
  } finally {
    fs.closeSync(fd);
  }
  return filler;
}

const freeMb = (dir: string) => {
  const { bavail, bsize } = fs.statfsSync(dir);
  return ((bavail * bsize) / MB).toFixed(1);
};

async function health(server: ServerProcess): Promise<{ status: number; body: string }> {
  const res = await fetch(`${server.baseUrl}/api/health`);
  return { status: res.status, body: await res.text() };
}

async function adminCookie(baseUrl: string): Promise<string> {
  // startServer sets these for every fault scenario.
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@faults.example', password_hash: 'faults-admin-passw0rd' }),
  });
  return login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

/** A 2 MB "PNG" (its signature, then padding): more than the full disk has left. */
async function uploadStakeImage(baseUrl: string, cookie: string) {
  const bytes = Buffer.alloc(2 * MB);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'tip.png');
  const res = await fetch(`${baseUrl}/api/history/upload-stake-image`, {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  return { status: res.status, body: await res.text() };
}

/**
 * DATA_DIR on a small tmpfs (SQLite), filled until about 1 MB is left: an import and a stake
 * image answer 507 naming the full disk and leave nothing behind, reads keep answering, health
 * says 503; once the filler is gone the same import goes in. Needs root to mount; elsewhere the
 * scenario is skipped with a loud line.
 */
export async function diskFullOnSqlite(): Promise<Check[]> {
  const disk = mountSmallDisk();
  if ('skipped' in disk) {
    const line = `SKIPPED disk full scenario: cannot mount a tmpfs here (${disk.skipped})`;
    console.warn(line);
    return [{ what: line, ok: true, skipped: true }];
  }
  const checks: Check[] = [];
  const dataDir = path.join(disk.dir, 'data');
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ DATA_DIR: dataDir });
    const user = await registerBenchUser(server.baseUrl);
    const admin = await adminCookie(server.baseUrl);
    const first = await upload(
      server.baseUrl,
      user.cookie,
      user.email,
      sportsbookHistory(FIRST_BETS),
    );
    if (first.status !== 200) throw new Error(`the first import answered ${first.status}`);

    const filler = fill(disk.dir, LEFT_FREE);
    // Other bets than the first import's: the same ids would be skipped without a write.
    const data = sportsbookHistory(FIRST_BETS + BETS);
    const full = await upload(server.baseUrl, user.cookie, user.email, data);
    const readable = await fetch(
      `${server.baseUrl}/api/history/user-bets?email=${encodeURIComponent(user.email)}`,
      { headers: { cookie: user.cookie } },
    );
    const bets = readable.ok ? ((await readable.json()) as { bets: unknown[] }).bets.length : -1;
    const healthFull = await health(server);
    const image = await uploadStakeImage(server.baseUrl, admin);
    const stakesDir = path.join(dataDir, 'stakes');
    const images = fs.existsSync(stakesDir) ? fs.readdirSync(stakesDir) : [];
    console.log(
      `Disk full (${DISK_MB} MB tmpfs, ${freeMb(disk.dir)} MB free): import ${full.status} "${full.message ?? ''}"; user-bets ${readable.status} with ${bets} bets; health ${healthFull.status} ${healthFull.body}; stake image ${image.status} ${image.body}`,
    );
    checks.push(
      {
        what: `Disk full: an import answers 507 naming the cause (${full.status} "${full.message ?? ''}")`,
        ok: full.status === 507 && /disk is full/i.test(full.message ?? ''),
      },
      {
        what: `Disk full: reads still served, nothing partial (user-bets ${readable.status}, ${bets} of ${FIRST_BETS} bets)`,
        ok: readable.status === 200 && bets === FIRST_BETS,
      },
      {
        what: `Disk full: health answers 503 for the data directory (${healthFull.status})`,
        ok: healthFull.status === 503 && healthFull.body.includes('DATA_DIR_NOT_WRITABLE'),
      },
      {
        what: `Disk full: a stake image answers 507 and leaves no file (${image.status}, ${images.length} files)`,
        ok: image.status === 507 && images.length === 0,
      },
    );

    fs.rmSync(filler);
    // A failed probe is tried again after a second (services/data-dir-check.ts).
    let healthBack = await health(server);
    for (let i = 0; i < 30 && healthBack.status !== 200; i += 1) {
      await sleep(200);
      healthBack = await health(server);
    }
    const again = await upload(server.baseUrl, user.cookie, user.email, data);
    const after = await betCount(server.baseUrl, user.cookie, user.email);
    console.log(
      `Disk has room again (${freeMb(disk.dir)} MB free): health ${healthBack.status}; import ${again.status} inserted ${again.inserted ?? '?'}; ${after} bets`,
    );
    checks.push(
      {
        what: `Disk full: health is 200 again once there is room (${healthBack.status})`,
        ok: healthBack.status === 200,
      },
      {
        what: `Disk full: the same import goes in once there is room (${again.status}, inserted ${again.inserted ?? '?'}, ${after} bets)`,
        ok: again.status === 200 && again.inserted === BETS && after === FIRST_BETS + BETS,
      },
      { what: 'Disk full: the server never exited', ok: server.exited() === null },
    );
  } finally {
    const exit = server && server.exited() === null ? await server.stop() : server?.exited();
    checks.push({
      what: `Disk full: SIGTERM exits 0 (got ${exit ?? 'no server'})`,
      ok: exit === '0',
    });
    const file = path.join(dataDir, 'stakelab.sqlite');
    if (fs.existsSync(file)) {
      const db = new SQLite(file, { readonly: true });
      const integrity = String(db.pragma('integrity_check', { simple: true }));
      db.close();
      checks.push({
        what: `Disk full: SQLite integrity_check ${integrity}`,
        ok: integrity === 'ok',
      });
    }
    disk.unmount();
  }
  return checks;
}
