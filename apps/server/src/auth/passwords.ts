import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP's argon2id minimum (m=19 MiB, t=2, p=1): about 100 ms on this class of machine. */
// `Algorithm` is a const enum, which verbatimModuleSyntax cannot import: 2 is Argon2id.
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;
const ARGON2_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
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
