import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@stakelab/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../i18n/en';
import { es } from '../i18n/es';

/** Where the chosen language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'stakelab.language';

export const resources = {
  en: { translation: en },
  es: { translation: es },
} as const;

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

/** The Intl locale of each language: euro amounts and dates are formatted the European way. */
const INTL_LOCALES = { en: 'en-GB', es: 'es-ES' } as const satisfies Record<Language, string>;

export function intlLocale(language: string): string {
  return isLanguage(language) ? INTL_LOCALES[language] : INTL_LOCALES[DEFAULT_LANGUAGE];
}

function persistLanguage(language: string): void {
  document.documentElement.lang = language;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be blocked (private mode); the choice then lasts for this visit only.
  }
}

// With initAsync: false the set-up is done when init returns; its promise has nothing to wait for.
void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Resources are bundled, so initialise synchronously: the first render is already translated.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', persistLanguage);

export { i18n };
