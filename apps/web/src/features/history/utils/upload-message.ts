import type { TFunction } from 'i18next';
import { translateServerMessage } from '../../../lib/server-messages';

/**
 * docs/product.md §8: the older server answered in Spanish, '{n} nuevas apuestas
 * y {m} selecciones'.
 */
const SPANISH_INSERTED = /(\d+)\s+nuevas\s+apuestas\s+y\s+(\d+)\s+selecciones/i;
/** What this server answers (docs/product.md §8): 'Inserted {n} new bets and {m} selections.' */
const ENGLISH_INSERTED = /^Inserted (\d+) new bets? and (\d+) selections?\.$/;

/**
 * The success message of an upload as the spec words it: the Spanish server message is
 * rewritten 'Inserted {n} new bets and {m} selections.'; any other message stays as it is.
 */
export function rewriteUploadMessage(message: string): string {
  const spanish = SPANISH_INSERTED.exec(message);
  if (spanish) return `Inserted ${spanish[1]} new bets and ${spanish[2]} selections.`;
  return message;
}

/**
 * The message to show after a successful upload, in the interface language: our English
 * message in Spanish for the Spanish interface; none at all gives 'Upload successful!'.
 */
export function uploadSuccessText(t: TFunction, message: string): string {
  const rewritten = rewriteUploadMessage(message.trim());
  if (rewritten === '') return t('history.upload.success');
  const inserted = ENGLISH_INSERTED.exec(rewritten);
  if (inserted) {
    return t('history.upload.inserted', { bets: inserted[1], selections: inserted[2] });
  }
  return translateServerMessage(rewritten);
}
