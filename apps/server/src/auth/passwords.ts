import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';
import { boundedWork } from './bounded-work.ts';

/** OWASP's argon2id minimum (m=19 MiB, t=2, p=1): about 100 ms on this class of machine. */
// `Algorithm` is a const enum, which verbatimModuleSyntax cannot import: 2 is Argon2id.
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;
const ARGON2_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Argon2 at once: each takes a core for ~100 ms, so leave one core to the event loop (the
 * database's answers, every other request). Logins past that wait in a short line; past the
 * line they answer 503 with Retry-After (WorkBusyError) rather than slow everyone down
 * (issue 30: logins and imports together held every request at 25 requests/s).
 */
export const PASSWORD_THREADS = Math.max(1, availableParallelism() - 1);
/** About two seconds of waiting on one thread, at ~100 ms a hash. */
export const PASSWORD_LINE = 20;
const passwordWork = boundedWork(PASSWORD_THREADS, PASSWORD_LINE);

export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // Outside the try: a busy refusal is not a wrong password.
  return passwordWork.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real verification, for an e-mail that has no account, so the
 * answer's timing does not reveal which e-mails are registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password-1');
  await verifyPassword(await dummyHash, password);
  return false;
}
