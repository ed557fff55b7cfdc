import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@stakelab/core';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  loadLanguageTexts,
  readStoredLanguage,
} from './language';

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

/** Set once a signed-in page has been opened: from then on every language comes whole. */
let signedInTextsWanted = false;

async function textsOf(language: Language): Promise<object> {
  const [publicTexts, signedInTexts] = await Promise.all([
    loadLanguageTexts(language, 'public'),
    signedInTextsWanted ? loadLanguageTexts(language, 'signedIn') : {},
  ]);
  return { ...publicTexts, ...signedInTexts };
}

/** An i18next backend that imports the language's chunks (lib/language.ts; one namespace). */
const chunkBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`no resources for language "${language}"`), false);
      return;
    }
    textsOf(language).then(
      (resources) => callback(null, resources),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

async function addSignedInTexts(language: string): Promise<void> {
  // `history` stands for the signed-in part: all of it arrives together.
  if (!isLanguage(language) || i18n.getResource(language, 'translation', 'history')) return;
  const texts = await loadLanguageTexts(language, 'signedIn');
  i18n.addResourceBundle(language, 'translation', texts, true, false);
}

/**
 * Adds the signed-in pages' texts to every language in use; the router waits for it before it
 * shows the first signed-in page (app/pages.ts). Public pages never download them.
 */
export async function loadSignedInTexts(): Promise<void> {
  signedInTextsWanted = true;
  await i18nReady;
  await Promise.all(Object.keys(i18n.store.data).map(addSignedInTexts));
}

const initialLanguage = readStoredLanguage();
document.documentElement.lang = initialLanguage;

/**
 * Settles when the first language's resources are in: render after it, so the first paint is
 * already translated. English and Spanish have the same keys (src/i18n/resources.test.ts), so
 * there is no fallback language to download beside the chosen one.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });

// After the first language is in: from then on every switch is the visitor's choice to keep.
void i18nReady.then(() => i18n.on('languageChanged', persistLanguage));
// A language whose download began before a signed-in page asked for the whole texts.
i18n.on('loaded', () => {
  if (signedInTextsWanted) void Promise.all(Object.keys(i18n.store.data).map(addSignedInTexts));
});

export { i18n };
