import type { TranslationResource } from './en';
import { esPublic } from './es-public';
import { esSignedIn } from './es-signed-in';

/** Spanish (Spain) resources: the same keys as `en.ts`, in the same two files. */
export const es: TranslationResource = { ...esPublic, ...esSignedIn };
