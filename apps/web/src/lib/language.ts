// The constants module, not the package's index: this file is part of the page's first script.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@stakelab/core/constants';

/** Where the chosen language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'stakelab.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** English unless the visitor chose Spanish before (docs/product.md §1: English is the default). */
export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * A language's texts come in two parts: those of the public pages and of what every page shares,
 * and those of the signed-in pages (src/i18n/*-public.ts, *-signed-in.ts).
 */
export type TextsPart = 'public' | 'signedIn';

/**
 * Each language's texts are chunks of their own: a visit downloads the language it shows, and
 * the other one only when the visitor switches to it; a public page, only the public part. The
 * browser imports a module once, so calling this early (src/main.tsx) and again later (i18next's
 * backend, lib/i18n.ts) fetches it once. Free of i18next, so the page's first script can start
 * the download.
 */
export function loadLanguageTexts(language: Language, part: TextsPart): Promise<object> {
  if (part === 'public') {
    return language === 'es'
      ? import('../i18n/es-public').then((module) => module.esPublic)
      : import('../i18n/en-public').then((module) => module.enPublic);
  }
  return language === 'es'
    ? import('../i18n/es-signed-in').then((module) => module.esSignedIn)
    : import('../i18n/en-signed-in').then((module) => module.enSignedIn);
}
