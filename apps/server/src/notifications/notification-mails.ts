import type { NotificationKind } from '@stakelab/core';
import type { MailLanguage } from '../auth/request-language.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { KIND_NAMES } from './notification-texts.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The one-click unsubscribe link of a kind's e-mail (routes/notifications.ts serves it). */
export const unsubscribeUrl = (appUrl: string, token: string) =>
  `${appUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * RFC 8058 one-click: a mail client POSTs "List-Unsubscribe=One-Click" to the URL, no login,
 * no page to read.
 */
const unsubscribeHeaders = (link: string) => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const FOOTER: Record<MailLanguage, (kind: string) => string> = {
  en: (kind) => `You get this because your StakeLab e-mails for ${kind} are on. Unsubscribe:`,
  es: (kind) =>
    `Recibes este correo porque tienes activados los correos de StakeLab sobre ${kind}. Darte de baja:`,
};

export interface MailItem {
  title: string;
  body: string;
  url: string;
}

function mailOf(
  to: string,
  subject: string,
  items: readonly MailItem[],
  footers: readonly { kind: NotificationKind; link: string }[],
  appUrl: string,
  language: MailLanguage,
): OutgoingMail {
  const text = [
    ...items.flatMap((i) => [i.title, i.body, appUrl + i.url, '']),
    ...footers.flatMap((f) => [FOOTER[language](KIND_NAMES[language][f.kind]), f.link, '']),
    'StakeLab',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
${items
  .map(
    (i) =>
      `<p><a href="${escapeHtml(appUrl + i.url)}" style="color:#0b7a5e;font-weight:600">${escapeHtml(i.title)}</a><br>${escapeHtml(i.body)}</p>`,
  )
  .join('\n')}
${footers
  .map(
    (f) =>
      `<p style="font-size:13px;color:#555">${escapeHtml(FOOTER[language](KIND_NAMES[language][f.kind]))} <a href="${escapeHtml(f.link)}">${escapeHtml(f.link)}</a></p>`,
  )
  .join('\n')}
<p>StakeLab</p>
</body></html>`;
  const first = footers[0];
  return {
    to,
    subject,
    text,
    html,
    ...(first ? { headers: unsubscribeHeaders(first.link) } : {}),
  };
}

/** One notification, mailed at once. */
export function instantMail(
  to: string,
  kind: NotificationKind,
  item: MailItem,
  link: string,
  appUrl: string,
  language: MailLanguage,
): OutgoingMail {
  return mailOf(to, item.title, [item], [{ kind, link }], appUrl, language);
}

/** The day's notifications of the kinds the user chose a digest for, in one mail. */
export function digestMail(
  to: string,
  items: readonly MailItem[],
  footers: readonly { kind: NotificationKind; link: string }[],
  appUrl: string,
  language: MailLanguage,
): OutgoingMail {
  const subject =
    language === 'es'
      ? `Tu resumen diario de StakeLab (${items.length})`
      : `Your StakeLab daily digest (${items.length})`;
  return mailOf(to, subject, items, footers, appUrl, language);
}
