// The constants module, not the package's index: this file is part of the page's first script.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@stakelab/core/constants';
import type { en } from '../i18n/en';

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

/** One language's texts; both languages have the same keys (src/i18n/resources.test.ts). */
export type LanguageResources = typeof en;

/**
 * Each language's resources are a chunk of their own: a visit downloads the language it shows,
 * and the other one only when the visitor switches to it. The browser imports a module once, so
 * calling this early (src/main.tsx) and again later (i18next's backend) fetches it once.
 * Free of i18next, so the page's first script can start the download.
 */
export function loadLanguageResources(language: Language): Promise<LanguageResources> {
  return language === 'es'
    ? import('../i18n/es').then((module) => module.es)
    : import('../i18n/en').then((module) => module.en);
}
