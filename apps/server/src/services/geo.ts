import { createRequire } from 'node:module';
import type { GeoPlace } from '@stakelab/core';
import { countries } from 'countries-list';

/** docs/product.md §2: the profile offers the countries of the Americas and Europe. */
const CONTINENTS = new Set(['EU', 'NA', 'SA']);

interface StateModule {
  getStatesOfCountry(countryCode: string): Array<{ name: string; isoCode: string }>;
}

// Only the states module: the package's index also loads every city (about 45 MB of heap).
const require = createRequire(import.meta.url);
let stateModule: StateModule | undefined;
const loadStates = () =>
  (stateModule ??= require('country-state-city/lib/cjs/state.js') as StateModule);

let countryList: GeoPlace[] | undefined;

/** Countries of the Americas and Europe by ISO code, with English names, sorted by name. */
export function listCountries(): GeoPlace[] {
  countryList ??= Object.entries(countries)
    .filter(([, country]) => CONTINENTS.has(country.continent))
    .map(([code, country]) => ({ code, name: country.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return countryList;
}

/** States or regions of a listed country, sorted by name; null for a country not offered. */
export function listStates(countryCode: string): GeoPlace[] | null {
  if (!listCountries().some((c) => c.code === countryCode)) return null;
  return loadStates()
    .getStatesOfCountry(countryCode)
    .map((s) => ({ code: s.isoCode, name: s.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export type PlaceProblem = { field: 'country' | 'state'; message: string } | null;

/** Checks a profile's country and state together: a known country, and one of its states. */
export function checkPlace(country: string | null, state: string | null): PlaceProblem {
  if (country === null)
    return state === null ? null : { field: 'state', message: 'chooseCountryFirst' };
  const states = listStates(country);
  if (states === null) return { field: 'country', message: 'unknownCountry' };
  if (state !== null && !states.some((s) => s.code === state))
    return { field: 'state', message: 'unknownState' };
  return null;
}
