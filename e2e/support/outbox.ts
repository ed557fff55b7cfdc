import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { e2eSettings } from './browser';

/** Every mail the server sent, as the suite's SMTP server received it (support/smtp-sink.ts). */
async function readOutbox(): Promise<ParsedMail[]> {
  const dir = path.join(e2eSettings().dataDir, 'smtp');
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((file) => !file.startsWith('.'))
    .sort();
  return Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(dir, file)))));
}

function isTo(mail: ParsedMail, address: string): boolean {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.some((t) => t.value.some((v) => v.address === address));
}

/** Waits for the newest mail to `address` whose subject (and text, if asked) matches. */
export async function waitForMail(
  address: string,
  subject: RegExp,
  text: (body: string) => boolean = () => true,
  /** 0: look once (a mail that must not be there). */
  timeoutMs = 10_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox())
      .filter((m) => isTo(m, address) && subject.test(m.subject ?? '') && text(m.text ?? ''))
      .at(-1);
    if (mail) return mail;
    if (Date.now() >= deadline) throw new Error(`no "${subject}" mail for ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Waits for the newest mail to `address` whose subject matches, and returns the link in it. */
export async function waitForMailLink(
  address: string,
  subject: RegExp,
  linkPath: string,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = (await readOutbox())
      .filter((m) => isTo(m, address) && subject.test(m.subject ?? ''))
      .at(-1);
    const link = mail?.text?.match(new RegExp(`https?://\\S+${linkPath}\\?token=\\S+`))?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no "${subject}" mail with a ${linkPath} link for ${address}`);
}
