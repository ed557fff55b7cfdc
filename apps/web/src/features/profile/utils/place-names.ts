import type { GeoPlace } from '@stakelab/core';
import { intlLocale } from '../../../lib/i18n';

const regionNames = new Map<string, Intl.DisplayNames | null>();

function displayNames(language: string): Intl.DisplayNames | null {
  let names = regionNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([intlLocale(language)], { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(language, names);
  }
  return names;
}

/**
 * A country's name in the interface language ("Spain" / "España"). The server names countries
 * in English; Intl knows every ISO code in both languages, and the server's name is the fallback.
 */
export function countryName(code: string, language: string, fallback?: string): string {
  const name = displayNames(language)?.of(code);
  return name && name !== code ? name : (fallback ?? code);
}

/** The countries with their names in `language`, in that language's alphabetical order. */
export function localizeCountries(countries: readonly GeoPlace[], language: string): GeoPlace[] {
  const collator = new Intl.Collator(intlLocale(language));
  return countries
    .map((country) => ({
      code: country.code,
      name: countryName(country.code, language, country.name),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
