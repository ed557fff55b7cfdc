import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { registerBenchUser } from '../../bench/lib/accounts.ts';
import { freePort } from '../../bench/lib/server-process.ts';
import type { Check } from './checks.ts';
import { startServer } from './server-process.ts';

const ROUNDS = 20;
/** How long the SMTP server holds its "250 OK" after taking a message. */
const CONFIRM_AFTER_MS = 1_500;
/** After the last restart, how long every mail may take to arrive (a released claim is due at once). */
const ARRIVES_WITHIN_MS = 30_000;
/**
 * Once every mail has arrived, this long for a second copy, which must not come: a deliberate
 * window (a duplicate is something that must not happen, so there is no event to wait for).
 */
const NO_DUPLICATE_FOR_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An SMTP server of the scenario's own that has each message at once and confirms it only
 * CONFIRM_AFTER_MS later: the window in which a SIGTERM used to release the claim of a mail
 * that had in fact gone, so the next process sent it again.
 */
async function slowToConfirm(port: number) {
  const received: string[] = [];
  const arrived: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        arrived.splice(0).forEach((resolve) => resolve());
        setTimeout(() => callback(), CONFIRM_AFTER_MS);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    /** Resolves when the next message has been taken (not yet confirmed). */
    nextMessage: () => new Promise<void>((resolve) => arrived.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/**
 * 20 times: a user registers, the verification mail reaches the SMTP server, and SIGTERM lands
 * while the server has not yet confirmed it; a new process starts on the same data each time.
 * Every mail must arrive exactly once, and every process exit 0.
 */
export async function sigtermDuringSlowSmtp(): Promise<Check[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-faults-'));
  const smtpPort = await freePort();
  const smtp = await slowToConfirm(smtpPort);
  const env = { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
  const emails: string[] = [];
  const exits: string[] = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const server = await startServer(env);
      const taken = smtp.nextMessage();
      emails.push((await registerBenchUser(server.baseUrl)).email);
      await taken;
      exits.push(await server.stop());
    }
    // One more process, to send whatever the others left pending.
    const last = await startServer(env);
    const allArrived = () => emails.every((email) => smtp.received.includes(email));
    const deadline = Date.now() + ARRIVES_WITHIN_MS;
    while (!allArrived() && Date.now() < deadline) await sleep(100);
    await sleep(NO_DUPLICATE_FOR_MS);
    exits.push(await last.stop());
  } finally {
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const copies = emails.map((email) => smtp.received.filter((to) => to === email).length);
  const twice = copies.filter((n) => n > 1).length;
  const never = copies.filter((n) => n === 0).length;
  console.log(
    `SIGTERM during slow SMTP: ${ROUNDS} rounds, copies per mail ${JSON.stringify(copies)}; exits ${[...new Set(exits)].join(', ')}`,
  );
  return [
    {
      what: `SIGTERM during slow SMTP (${ROUNDS} rounds): no mail sent twice (${twice} were)`,
      ok: twice === 0,
    },
    { what: `SIGTERM during slow SMTP: every mail arrived (${never} did not)`, ok: never === 0 },
    {
      what: `SIGTERM during slow SMTP: every process exited 0 (${exits.filter((e) => e !== '0').length} did not)`,
      ok: exits.every((e) => e === '0'),
    },
  ];
}
