import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { verifyPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/tokens.ts';
import {
  checkTotp,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  totpUri,
} from '../auth/totp.ts';
import type { Database } from '../db/schema.ts';
import {
  countRecoveryCodesLeft,
  disableTwoFactor,
  enableTwoFactor,
  findTwoFactor,
  saveUnconfirmedSecret,
  spendRecoveryCode,
  spendTimeStep,
} from '../repositories/two-factor.ts';
import type { UserRow } from '../repositories/users.ts';

/** A second factor as the contract passes it: a TOTP code or a recovery code, normalised. */
export type SecondFactor = { code: string } | { recovery_code: string };

export type SetupResult =
  | { ok: true; secret: string; otpauthUrl: string; qrCode: string }
  | { ok: false; reason: 'alreadyEnabled' };

/** TOTP second factor (issue 37, docs/decisions/028-account-security.md). */
export function createTwoFactorService({
  db,
  log,
}: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}) {
  /** Whether the factor is right, spending it (a code's time step, a recovery code) if so. */
  async function check(userId: number, factor: SecondFactor, onlyEnabled = true): Promise<boolean> {
    const row = await findTwoFactor(db, userId);
    if (!row || (onlyEnabled && !row.enabled)) return false;
    if ('recovery_code' in factor) {
      if (!row.enabled) return false;
      const spent = await spendRecoveryCode(
        db,
        userId,
        hashToken(normaliseRecoveryCode(factor.recovery_code)),
        new Date(),
      );
      if (spent) log.info({ userId }, 'recovery code used');
      return spent;
    }
    const timeStep = await checkTotp(row.secret, factor.code, row.lastTimeStep);
    return timeStep !== null && (await spendTimeStep(db, userId, timeStep));
  }

  return {
    check,

    async status(userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
      const row = await findTwoFactor(db, userId);
      const enabled = row?.enabled ?? false;
      return { enabled, recoveryCodesLeft: enabled ? await countRecoveryCodesLeft(db, userId) : 0 };
    },

    /** A new secret, shown this once; it does nothing until a first code confirms it. */
    async setup(user: UserRow): Promise<SetupResult> {
      if ((await findTwoFactor(db, user.id))?.enabled)
        return { ok: false, reason: 'alreadyEnabled' };
      const secret = newTotpSecret();
      await saveUnconfirmedSecret(db, user.id, secret, new Date());
      const otpauthUrl = totpUri(secret, user.email);
      const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
      return { ok: true, secret, otpauthUrl, qrCode };
    },

    /** The first code turns it on; the ten recovery codes, returned this once, or null. */
    async enable(userId: number, code: string): Promise<string[] | null> {
      const row = await findTwoFactor(db, userId);
      if (!row || row.enabled) return null;
      if (!(await check(userId, { code }, false))) return null;
      const codes = newRecoveryCodes();
      await enableTwoFactor(
        db,
        userId,
        codes.map((c) => hashToken(normaliseRecoveryCode(c))),
        new Date(),
      );
      log.info({ userId }, 'two-factor sign-in enabled');
      return codes;
    },

    /** Needs the password and a factor; 'wrong' for either wrong. */
    async disable(user: UserRow, password: string, factor: SecondFactor): Promise<'off' | 'wrong'> {
      if (!(await verifyPassword(user.password_hash, password))) return 'wrong';
      if (!(await check(user.id, factor))) return 'wrong';
      await disableTwoFactor(db, user.id);
      log.info({ userId: user.id }, 'two-factor sign-in disabled');
      return 'off';
    },
  };
}
