import type { TFunction } from 'i18next';

/**
 * What a bet's row or card needs to word itself, handed down from its list: one
 * useTranslation per list instead of six per row (each subscribes to the language on mount,
 * ~0.3 ms a row when a page of new rows is drawn after a keystroke).
 */
export interface RowText {
  t: TFunction;
  language: string;
}
