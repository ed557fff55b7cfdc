import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { translateServerMessage } from './server-messages';

describe('the server’s messages in the interface language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  // Each English sentence exactly as the server writes it, and its Spanish wording.
  it.each([
    [
      "The server's disk is full: nothing was saved. Try again later.",
      'El disco del servidor está lleno: no se ha guardado nada. Inténtalo de nuevo más tarde.',
    ],
    [
      'The database is unavailable for a moment: nothing was saved. Try again shortly.',
      'La base de datos no está disponible en este momento: no se ha guardado nada. Inténtalo de nuevo enseguida.',
    ],
    [
      'You already have an import running: wait for it to finish, then try again.',
      'Ya tienes una importación en curso: espera a que termine y vuelve a intentarlo.',
    ],
    [
      'The server is busy with other imports: please try again in 10 seconds.',
      'El servidor está ocupado con otras importaciones: inténtalo de nuevo dentro de 10 segundos.',
    ],
    ['No such bet in your history.', 'Esa apuesta no está en tu historial.'],
    // apps/server/src/routes/account-data.ts ACCOUNT_DATA_TEXTS.
    [
      'You are the only administrator: make another account an administrator before deleting yours.',
      'Eres el único administrador: haz administradora a otra cuenta antes de eliminar la tuya.',
    ],
    [
      'You can download your data 3 times a day. Please try again tomorrow.',
      'Puedes descargar tus datos 3 veces al día. Vuelve a intentarlo mañana.',
    ],
    // apps/server/src/routes/tax-report.ts PDF_BUSY_MESSAGE.
    [
      'Your tax report PDF is already being prepared. Please try again in a few seconds.',
      'Ya se está preparando el PDF de tu informe fiscal. Vuelve a intentarlo en unos segundos.',
    ],
    // As apps/server/src/plugins/origin-check.ts words it in each language.
    ['Cross-origin requests are not allowed.', 'No se permiten solicitudes desde otro origen.'],
    [
      'This file is too large to read at once: split it into smaller files and import them one after another.',
      'Este archivo es demasiado grande para leerlo de una vez: divídelo en archivos más pequeños e impórtalos uno tras otro.',
    ],
    [
      'This file takes too long to read: split it into smaller files and import them one after another.',
      'Este archivo tarda demasiado en leerse: divídelo en archivos más pequeños e impórtalos uno tras otro.',
    ],
    [
      'Uploads must be sent as JSON (Content-Type: application/json).',
      'Las subidas deben enviarse como JSON (Content-Type: application/json).',
    ],
  ])('%s', async (english, spanish) => {
    expect(translateServerMessage(english)).toBe(english);
    await i18n.changeLanguage('es');
    expect(translateServerMessage(english)).toBe(spanish);
  });

  it('leaves a message it does not know as the server wrote it', async () => {
    await i18n.changeLanguage('es');
    expect(translateServerMessage('Something new.')).toBe('Something new.');
  });
});
