import type { ParseKeys, TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a dated label's date goes in its template (no text of ours holds it). */
const DATE_SLOT = '\u2063date\u2063';

/**
 * What a bet's row or card needs to word itself, handed down from its list: one
 * useTranslation per list instead of six per row (each subscribes to the language on mount),
 * and each label translated once per list, not once per row (i18next's t resolves and
 * interpolates on every call: a dozen calls a row were a fifth of a new row's render).
 */
export interface RowText {
  t: TFunction;
  language: string;
  /** A label without values, translated once. */
  label(key: ParseKeys): string;
  /** A label with the bet's `{{date}}`, from a template translated once. */
  dated(key: ParseKeys, date: string): string;
}

export function rowText(t: TFunction, language: string): RowText {
  const labels = new Map<string, string>();
  const templates = new Map<string, string>();
  return {
    t,
    language,
    label(key) {
      let text = labels.get(key);
      if (text === undefined) {
        text = String(t(key));
        labels.set(key, text);
      }
      return text;
    },
    dated(key, date) {
      let template = templates.get(key);
      if (template === undefined) {
        template = String(t(key, { date: DATE_SLOT }));
        templates.set(key, template);
      }
      return template.replace(DATE_SLOT, () => date);
    },
  };
}

/**
 * The list's RowText: the same object until the language changes, so the memoised rows or
 * cards keep their render.
 */
export function useRowText(): RowText {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => rowText(t, language), [t, language]);
}
