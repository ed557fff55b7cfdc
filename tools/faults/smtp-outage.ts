import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { registerBenchUser } from '../../bench/lib/accounts.ts';
import { freePort } from '../../bench/lib/server-process.ts';
import type { Check } from './checks.ts';
import { startServer } from './server-process.ts';

/** The first retry 0.5 s later (then 1.5 s, 3 s, …): the scenario takes seconds, not minutes. */
const RETRY_BASE_MS = 500;
const DOWN_FOR_MS = 2_000;
const ARRIVES_WITHIN_MS = 20_000;
/** After the first copy arrives, this long with no second copy: delivered once. */
const NO_DUPLICATE_FOR_MS = 3_000;

interface Received {
  to: string[];
  raw: string;
}

/** A tiny SMTP server that keeps what it receives (no TLS, no auth). */
async function startCapture(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function adminCookie(baseUrl: string): Promise<string> {
  // startServer sets these for every fault scenario.
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@faults.example', password_hash: 'faults-admin-passw0rd' }),
  });
  return login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

/**
 * SMTP is down when a user registers: registration must succeed and the verification mail wait
 * in the outbox (the admin list shows it); once a mail server listens on that port, the mail
 * must arrive within seconds, exactly once, with its link.
 */
async function smtpOutage(label: string, env: Record<string, string>): Promise<Check[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-faults-'));
  const smtpPort = await freePort();
  const server = await startServer({
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_RETRY_BASE_MS: String(RETRY_BASE_MS),
    ...env,
  });
  let capture: Awaited<ReturnType<typeof startCapture>> | undefined;
  const checks: Check[] = [];
  try {
    let email = '';
    let registerError = '';
    try {
      email = (await registerBenchUser(server.baseUrl)).email;
    } catch (err) {
      registerError = String(err);
    }
    checks.push({
      what: `${label}, SMTP down: registration succeeds${registerError ? ` (${registerError})` : ''}`,
      ok: registerError === '',
    });

    await sleep(DOWN_FOR_MS);
    const list = await fetch(`${server.baseUrl}/api/admin/mail-outbox`, {
      headers: { cookie: await adminCookie(server.baseUrl) },
    });
    const waiting = list.ok
      ? (
          (await list.json()) as {
            mails: { to: string; attempts: number; last_error: string | null }[];
          }
        ).mails.find((m) => m.to === email)
      : undefined;
    console.log(
      `${label}: after ${DOWN_FOR_MS} ms of SMTP down the admin list shows ${waiting ? `the mail to ${waiting.to}, ${waiting.attempts} attempts, last error "${waiting.last_error ?? ''}"` : `no mail for ${email} (status ${list.status})`}`,
    );
    checks.push({
      what: `${label}, SMTP down: the verification mail waits in the outbox (admin list: ${waiting ? `${waiting.attempts} attempts` : 'absent'})`,
      ok: waiting !== undefined && waiting.attempts >= 1,
    });

    capture = await startCapture(smtpPort);
    const backAt = Date.now();
    const toUser = () => capture?.received.filter((m) => m.to.includes(email)) ?? [];
    while (toUser().length === 0 && Date.now() - backAt < ARRIVES_WITHIN_MS) await sleep(100);
    const arrivedMs = Date.now() - backAt;
    const first = toUser()[0];
    const link = /\/verify\?token=[A-Za-z0-9_%-]+/.exec(first?.raw ?? '')?.[0];
    console.log(
      `${label}: SMTP back; ${first ? `the verification mail arrived after ${arrivedMs} ms with ${link ? 'its /verify link' : 'NO link'}` : `nothing arrived within ${ARRIVES_WITHIN_MS} ms`}`,
    );
    checks.push({
      what: `${label}, SMTP back: the verification mail arrives within ${ARRIVES_WITHIN_MS / 1000} s (${first ? `${arrivedMs} ms` : 'never'}) with its link`,
      ok: first !== undefined && link !== undefined,
    });

    await sleep(NO_DUPLICATE_FOR_MS);
    checks.push({
      what: `${label}, SMTP back: delivered exactly once (${toUser().length} copies)`,
      ok: toUser().length === 1,
    });
  } finally {
    const exit = await server.stop();
    checks.push({ what: `${label}, SMTP outage: SIGTERM exits 0 (got ${exit})`, ok: exit === '0' });
    await capture?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return checks;
}

export async function smtpOutageOnBoth(postgresUrl: string | null): Promise<Check[]> {
  const checks = await smtpOutage('SQLite', {});
  if (postgresUrl !== null) {
    checks.push(...(await smtpOutage('PostgreSQL', { DATABASE_URL: postgresUrl })));
  }
  return checks;
}
