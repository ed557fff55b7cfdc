import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { maskEmail } from '../logging/redaction.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra header lines (List-Unsubscribe on notification mail). */
  headers?: Record<string, string>;
}

/**
 * How one send reports its progress, so a shutdown can tell a mail that may have gone from one
 * that surely did not (mail/outbox-sender.ts stop()).
 */
export interface DeliveryProgress {
  /** The whole message is on its way to the server: only its confirmation is awaited. */
  handedOver(): void;
  /** True once the sender gives this mail up: the message is cut short, so it cannot go. */
  abandoned(): boolean;
}

/** Hands one mail to SMTP (or the .eml folder); rejects when that fails. The outbox retries. */
export interface Mailer {
  send(mail: OutgoingMail, progress?: DeliveryProgress): Promise<void>;
  close(): void;
}

/** Where a send's progress rides on nodemailer's message (its options are copied onto it). */
const PROGRESS_KEY = 'stakelabDeliveryProgress';

/**
 * Passes the message through on its way to the SMTP connection. The server accepts a message
 * only at its end, so while this has not flushed the mail cannot have gone; abandoned, it fails
 * the stream instead, and the mail is certainly not delivered.
 */
function watchingProgress(progress: DeliveryProgress): Transform {
  const gaveUp = () => new Error('mail abandoned: the server is shutting down');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (progress.abandoned()) done(gaveUp());
      else done(null, chunk);
    },
    flush(done) {
      if (progress.abandoned()) return done(gaveUp());
      progress.handedOver();
      done();
    },
  });
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where .eml files go when there is no SMTP server. */
  emlDir: string;
  logger: FastifyBaseLogger;
}

/**
 * A silent SMTP server must not hold a mail for long: past these the attempt fails and the
 * outbox retries it later (nodemailer's own defaults wait up to 2 minutes to connect and an
 * hour on an idle socket).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

function smtpMailer(smtpUrl: string, from: string, logger: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  transport.use('stream', (message, done) => {
    const progress = (message.data as Record<string, unknown>)[PROGRESS_KEY] as
      DeliveryProgress | undefined;
    if (progress) message.message.transform(() => watchingProgress(progress));
    done();
  });
  return {
    async send(mail, progress) {
      const info = await transport.sendMail({
        from,
        ...mail,
        ...(progress ? { [PROGRESS_KEY]: progress } : {}),
      });
      logger.info(
        { to: maskEmail(mail.to), subject: mail.subject, messageId: info.messageId },
        'mail sent',
      );
    },
    close: () => transport.close(),
  };
}

function emlFileMailer(emlDir: string, from: string, logger: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await fs.mkdir(emlDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(emlDir, `${stamp}-${randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      logger.info(
        { to: maskEmail(mail.to), subject: mail.subject, file },
        'mail written to the mail folder (no SMTP_URL)',
      );
    },
    close: () => transport.close(),
  };
}

/**
 * Sends over SMTP when SMTP_URL is set. Without it, each message is written as an .eml file in
 * DATA_DIR/mail (and logged), so a fresh install can still follow verification and reset links.
 */
export function createMailer({ smtpUrl, from, emlDir, logger }: MailerOptions): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl, from, logger) : emlFileMailer(emlDir, from, logger);
}
