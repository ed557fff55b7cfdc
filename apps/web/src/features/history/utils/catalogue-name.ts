import type { TFunction } from 'i18next';
import { sportName } from '../../../lib/sport-name';

/** What the server stores for a bet without a sport or competition (docs/formats.md §7). */
export const UNKNOWN_CATALOGUE_NAME = 'Unknown';

/** A sport or competition name for display: the server's 'Unknown' in the interface language. */
export function catalogueName(t: TFunction, name: string): string {
  return name === UNKNOWN_CATALOGUE_NAME ? t('history.unknown') : name;
}

/** A bet's sport for display: 'Unknown' as above, a sport core knows in the interface language. */
export function catalogueSport(t: TFunction, name: string): string {
  return name === UNKNOWN_CATALOGUE_NAME ? t('history.unknown') : sportName(t, name);
}
