import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { maskEmail } from '../logging/redaction.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Sends without making the caller wait; failures are logged. close() waits for these. */
  sendInBackground(mail: OutgoingMail): void;
  close(): Promise<void>;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where .eml files go when there is no SMTP server. */
  outboxDir: string;
  logger: FastifyBaseLogger;
}

type Deliver = (mail: OutgoingMail) => Promise<void>;

function smtpDelivery(smtpUrl: string, from: string, logger: FastifyBaseLogger) {
  const transport = nodemailer.createTransport(smtpUrl);
  const deliver: Deliver = async (mail) => {
    const info = await transport.sendMail({ from, ...mail });
    logger.info(
      { to: maskEmail(mail.to), subject: mail.subject, messageId: info.messageId },
      'mail sent',
    );
  };
  return { deliver, close: () => transport.close() };
}

function outboxDelivery(outboxDir: string, from: string, logger: FastifyBaseLogger) {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const deliver: Deliver = async (mail) => {
    const info = await transport.sendMail({ from, ...mail });
    await fs.mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(outboxDir, `${stamp}-${randomUUID()}.eml`);
    await fs.writeFile(file, info.message as Buffer);
    logger.info(
      { to: maskEmail(mail.to), subject: mail.subject, file },
      'mail written to the outbox (no SMTP_URL)',
    );
  };
  return { deliver, close: () => transport.close() };
}

/**
 * Sends over SMTP when SMTP_URL is set. Without it, each message is written as an .eml file in
 * DATA_DIR/mail (and logged), so a fresh install can still follow verification and reset links.
 */
export function createMailer({ smtpUrl, from, outboxDir, logger }: MailerOptions): Mailer {
  const { deliver, close } = smtpUrl
    ? smtpDelivery(smtpUrl, from, logger)
    : outboxDelivery(outboxDir, from, logger);
  const pending = new Set<Promise<void>>();

  return {
    send: deliver,
    sendInBackground(mail) {
      const sending = deliver(mail)
        .catch((err: unknown) =>
          logger.error({ err, to: maskEmail(mail.to), subject: mail.subject }, 'mail not sent'),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async close() {
      await Promise.allSettled(pending);
      close();
    },
  };
}
