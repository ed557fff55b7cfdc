import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the e2e app (its SMTP_URL): every message it receives is
 * written whole to `dir`, one file each in arrival order, where the tests read it
 * (support/outbox.ts). The tests run in other processes than this setup, so files, not memory.
 */
export async function startSmtpSink(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        received += 1;
        const name = `${String(received).padStart(6, '0')}.eml`;
        // Written under another name first: a reader never sees half a message.
        const partial = path.join(dir, `.${name}`);
        fs.writeFileSync(partial, Buffer.concat(chunks));
        fs.renameSync(partial, path.join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
