import type { UploadResponse } from '@stakelab/core';
import type { TFunction } from 'i18next';
import { formatCount } from '../../../lib/format';
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
 * 'Inserted 1,858 new bets and 1 selection.': each count with its own plural (i18next count
 * plurals: Spanish agrees the verb with the bets) and grouped in the user's locale.
 */
function insertedText(t: TFunction, language: string, bets: number, selections: number): string {
  return t('history.upload.inserted', {
    bets: t('history.upload.insertedBets', { count: bets, n: formatCount(bets, language) }),
    selections: t('history.upload.insertedSelections', {
      count: selections,
      n: formatCount(selections, language),
    }),
  });
}

/**
 * The message to show after a successful upload, in the interface language: our English
 * message in Spanish for the Spanish interface; none at all gives 'Upload successful!'.
 */
export function uploadSuccessText(t: TFunction, language: string, message: string): string {
  const rewritten = rewriteUploadMessage(message.trim());
  if (rewritten === '') return t('history.upload.success');
  const inserted = ENGLISH_INSERTED.exec(rewritten);
  if (inserted) return insertedText(t, language, Number(inserted[1]), Number(inserted[2]));
  return translateServerMessage(rewritten);
}

const STATUS_COUNT_KEYS = {
  WON: 'history.upload.result.statusCounts.WON',
  LOST: 'history.upload.result.statusCounts.LOST',
  VOID: 'history.upload.result.statusCounts.VOID',
  CASHED_OUT: 'history.upload.result.statusCounts.CASHED_OUT',
  HALF_WON: 'history.upload.result.statusCounts.HALF_WON',
  HALF_LOST: 'history.upload.result.statusCounts.HALF_LOST',
  PLACED: 'history.upload.result.statusCounts.PLACED',
  PENDING: 'history.upload.result.statusCounts.PENDING',
} as const;

const STATUS_ORDER: readonly string[] = Object.keys(STATUS_COUNT_KEYS);
const rank = (status: string) => {
  const index = STATUS_ORDER.indexOf(status);
  return index === -1 ? STATUS_ORDER.length : index;
};

/** "10 won, 11 lost": the updated bets by their new status, in the statuses' usual order. */
function statusCounts(t: TFunction, byStatus: Readonly<Record<string, number>>): string {
  return Object.entries(byStatus)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([status, count]) =>
      Object.hasOwn(STATUS_COUNT_KEYS, status)
        ? t(STATUS_COUNT_KEYS[status as keyof typeof STATUS_COUNT_KEYS], { count })
        : `${count} ${status}`,
    )
    .join(', ');
}

/**
 * What an import did, in the interface language: the spec's inserted line (see
 * uploadSuccessText), then what a re-import updated by new status, the hand-edited bets it
 * kept and the rows it set aside: "Inserted 0 new bets and 0 selections. Updated 21 bets:
 * 10 won, 11 lost."
 */
export function importResultText(
  t: TFunction,
  language: string,
  response: Pick<
    UploadResponse,
    'message' | 'updated' | 'updatedByStatus' | 'conflicts' | 'setAside'
  >,
): string {
  const parts = [uploadSuccessText(t, language, response.message)];
  const updated = response.updated ?? 0;
  if (updated > 0) {
    parts.push(
      t('history.upload.result.updated', {
        count: updated,
        statuses: statusCounts(t, response.updatedByStatus ?? {}),
      }),
    );
  }
  const conflicts = response.conflicts ?? 0;
  if (conflicts > 0) parts.push(t('history.upload.result.conflictsKept', { count: conflicts }));
  const setAside = response.setAside ?? 0;
  if (setAside > 0) parts.push(t('history.upload.result.setAside', { count: setAside }));
  return parts.join(' ');
}
