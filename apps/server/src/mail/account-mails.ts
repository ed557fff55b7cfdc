import type { MailLanguage } from '../auth/request-language.ts';
import type { OutgoingMail } from './mailer.ts';

interface Texts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const VERIFY: Record<MailLanguage, Texts> = {
  en: {
    subject: 'Verify your StakeLab e-mail',
    greeting: (name) => `Hi ${name},`,
    body: 'Welcome to StakeLab! Please confirm that this is your e-mail address:',
    action: 'Verify my e-mail',
    expiry: 'The link works once and expires in 48 hours.',
    ignore: 'If you did not create a StakeLab account, you can ignore this e-mail.',
  },
  es: {
    subject: 'Verifica tu correo de StakeLab',
    greeting: (name) => `Hola, ${name}:`,
    body: '¡Te damos la bienvenida a StakeLab! Confirma que esta es tu dirección de correo:',
    action: 'Verificar mi correo',
    expiry: 'El enlace solo se puede usar una vez y caduca en 48 horas.',
    ignore: 'Si no has creado una cuenta en StakeLab, puedes ignorar este correo.',
  },
};

const RESET: Record<MailLanguage, Texts> = {
  en: {
    subject: 'Reset your StakeLab password',
    greeting: (name) => `Hi ${name},`,
    body: 'Someone asked to reset the password of your StakeLab account. To choose a new one:',
    action: 'Reset my password',
    expiry: 'The link works once and expires in 1 hour. Resetting signs you out everywhere.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
  es: {
    subject: 'Restablece tu contraseña de StakeLab',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Alguien ha pedido restablecer la contraseña de tu cuenta de StakeLab. Para elegir una nueva:',
    action: 'Restablecer mi contraseña',
    expiry:
      'El enlace solo se puede usar una vez y caduca en 1 hora. Al restablecerla se cerrarán todas tus sesiones.',
    ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function linkMail(texts: Texts, to: string, name: string, link: string): OutgoingMail {
  const text = [
    texts.greeting(name),
    '',
    texts.body,
    '',
    link,
    '',
    texts.expiry,
    texts.ignore,
    '',
    'StakeLab',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
<p>${escapeHtml(texts.greeting(name))}</p>
<p>${escapeHtml(texts.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b7a5e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(texts.action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(texts.expiry)}<br>${escapeHtml(texts.ignore)}</p>
<p>StakeLab</p>
</body></html>`;
  return { to, subject: texts.subject, text, html };
}

export function verificationMail(
  lang: MailLanguage,
  to: string,
  name: string,
  link: string,
): OutgoingMail {
  return linkMail(VERIFY[lang], to, name, link);
}

export function passwordResetMail(
  lang: MailLanguage,
  to: string,
  name: string,
  link: string,
): OutgoingMail {
  return linkMail(RESET[lang], to, name, link);
}

const CONFIRM_NEW_EMAIL: Record<MailLanguage, Texts> = {
  en: {
    subject: 'Confirm your new StakeLab e-mail',
    greeting: (name) => `Hi ${name},`,
    body: 'You asked to use this address for your StakeLab account. To confirm it:',
    action: 'Confirm my new e-mail',
    expiry: 'The link works once and expires in 24 hours. Until then your old address stays.',
    ignore: 'If you did not ask for this, ignore this e-mail: nothing changes.',
  },
  es: {
    subject: 'Confirma tu nuevo correo de StakeLab',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Has pedido usar esta dirección en tu cuenta de StakeLab. Para confirmarla:',
    action: 'Confirmar mi nuevo correo',
    expiry:
      'El enlace solo se puede usar una vez y caduca en 24 horas. Hasta entonces se mantiene tu dirección anterior.',
    ignore: 'Si no lo has pedido tú, ignora este correo: no cambia nada.',
  },
};

/** A link to the new address: the change happens only when it is followed. */
export function confirmNewEmailMail(
  lang: MailLanguage,
  to: string,
  name: string,
  link: string,
): OutgoingMail {
  return linkMail(CONFIRM_NEW_EMAIL[lang], to, name, link);
}

const EMAIL_CHANGE_NOTICE: Record<
  MailLanguage,
  {
    subject: string;
    greeting: (name: string) => string;
    body: (to: string) => string;
    help: string;
  }
> = {
  en: {
    subject: 'Your StakeLab e-mail is being changed',
    greeting: (name) => `Hi ${name},`,
    body: (to) =>
      `Someone signed in to your StakeLab account asked to change its e-mail to ${to}. The change happens only if that address confirms it.`,
    help: 'If this was not you, change your password now and end your other sessions on your profile.',
  },
  es: {
    subject: 'Se está cambiando el correo de tu cuenta de StakeLab',
    greeting: (name) => `Hola, ${name}:`,
    body: (to) =>
      `Alguien con sesión en tu cuenta de StakeLab ha pedido cambiar su correo a ${to}. El cambio solo se hará si esa dirección lo confirma.`,
    help: 'Si no has sido tú, cambia ya tu contraseña y cierra tus otras sesiones desde tu perfil.',
  },
};

/** A notice to the old address, which keeps the account until the new one confirms. */
export function emailChangeNoticeMail(
  lang: MailLanguage,
  to: string,
  name: string,
  newEmail: string,
): OutgoingMail {
  const texts = EMAIL_CHANGE_NOTICE[lang];
  const lines = [texts.greeting(name), '', texts.body(newEmail), '', texts.help, '', 'StakeLab'];
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
${lines
  .filter((line) => line !== '')
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join('\n')}
</body></html>`;
  return { to, subject: texts.subject, text: lines.join('\n'), html };
}

const ACCOUNT_DELETED: Record<
  MailLanguage,
  { subject: string; greeting: (name: string) => string; lines: readonly string[] }
> = {
  en: {
    subject: 'Your StakeLab account has been deleted',
    greeting: (name) => `Hi ${name},`,
    lines: [
      'Your StakeLab account and everything it held (profile, bets, imports, bankrolls, tags, mappings, notification settings, devices and sessions) have been deleted, as you asked.',
      'Stakes you published as an administrator stay in the public stake record, without your name on them. E-mails already sent cannot be called back.',
      'If this was not you, reply to this e-mail at once.',
    ],
  },
  es: {
    subject: 'Se ha eliminado tu cuenta de StakeLab',
    greeting: (name) => `Hola, ${name}:`,
    lines: [
      'Tu cuenta de StakeLab y todo lo que contenía (perfil, apuestas, importaciones, bancas, etiquetas, asignaciones, ajustes de avisos, dispositivos y sesiones) se han eliminado, como pediste.',
      'Los stakes que publicaste como administrador siguen en el registro público de stakes, sin tu nombre. Los correos ya enviados no se pueden recuperar.',
      'Si no has sido tú, responde a este correo cuanto antes.',
    ],
  },
};

/**
 * The confirmation of a deletion. The outbox keeps only the address (mail_outbox has no user
 * id), so it is sent after the user's row is gone.
 */
export function accountDeletedMail(lang: MailLanguage, to: string, name: string): OutgoingMail {
  const texts = ACCOUNT_DELETED[lang];
  const lines = [texts.greeting(name), ...texts.lines, 'StakeLab'];
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</body></html>`;
  return { to, subject: texts.subject, text: lines.join('\n\n'), html };
}
