import { enPublic } from './en-public';
import { enSignedIn } from './en-signed-in';

/**
 * English resources: the default language and the source of the key set. `es.ts` must have
 * exactly the same keys (checked by the types below and by src/i18n/resources.test.ts). They
 * are two files, the public pages' texts and the signed-in pages', downloaded apart
 * (lib/language.ts); this is the whole.
 */
export const en = { ...enPublic, ...enSignedIn };

/** The shape every language must fill: the same keys, each a string. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type TranslationResource = Widen<typeof en>;
export type PublicTexts = Widen<typeof enPublic>;
export type SignedInTexts = Widen<typeof enSignedIn>;
