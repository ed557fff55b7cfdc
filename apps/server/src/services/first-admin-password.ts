import fs from 'node:fs';
import path from 'node:path';

export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password.txt';

/**
 * Writes a generated admin password where only the server's user can read it (mode 0600) and
 * returns the file's path: logs and stdout are collected by too many hands to carry it.
 * A file left by an earlier database is replaced, never reused with its old mode.
 */
export function writeFirstAdminPassword(dataDir: string, email: string, password: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
  fs.rmSync(file, { force: true });
  fs.writeFileSync(
    file,
    [
      'StakeLab created this admin because none existed. Keep the password somewhere safe,',
      'then delete this file.',
      `e-mail:   ${email}`,
      `password: ${password}`,
      '',
    ].join('\n'),
    { mode: 0o600, flag: 'wx' },
  );
  return file;
}
