import {
  type DateRange,
  type DateRangePreset,
  type Facet,
  type FacetFilter,
  FACETS,
} from '@stakelab/core';

/**
 * The tabs of docs/product.md §2, in order; the value is what `?tab=` holds. The six of the
 * product contract, then the Edge tab (issue 16).
 */
export const DASHBOARD_TABS = [
  'overall',
  'time',
  'sport',
  'odds',
  'market',
  'betType',
  'edge',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DEFAULT_TAB: DashboardTab = 'overall';

/** The presets the period control offers, in order. */
export const RANGE_PRESETS = [
  'all',
  'thisMonth',
  'last30Days',
  'thisYear',
  'custom',
] as const satisfies readonly DateRangePreset[];

export const ALL_TIME: DateRange = { preset: 'all' };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'YYYY-MM-DD' (what the URL and the date inputs hold). */
export function isDay(value: string | null | undefined): value is string {
  if (!value) return false;
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isPreset(value: string | null): value is DateRangePreset {
  return (RANGE_PRESETS as readonly string[]).includes(value ?? '');
}

export function readTab(params: URLSearchParams): DashboardTab {
  const tab = params.get('tab');
  return (DASHBOARD_TABS as readonly string[]).includes(tab ?? '')
    ? (tab as DashboardTab)
    : DEFAULT_TAB;
}

/**
 * The period in the URL: `?range=last30Days`, or `?from=2025-01-01&to=2025-03-31` for a custom
 * one (either end may be missing; `?range=custom` alone is a custom period not yet chosen).
 * Anything unreadable is all time, so an old or hand-edited link still opens.
 */
export function readRange(params: URLSearchParams): DateRange {
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from) || isDay(to)) {
    return {
      preset: 'custom',
      ...(isDay(from) ? { from } : {}),
      ...(isDay(to) ? { to } : {}),
    };
  }
  const preset = params.get('range');
  return isPreset(preset) ? { preset } : ALL_TIME;
}

/** `params` with the period written into it (all time leaves the URL clean). */
export function writeRange(params: URLSearchParams, range: DateRange): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('range');
  next.delete('from');
  next.delete('to');
  if (range.preset === 'all') return next;
  if (range.preset !== 'custom') {
    next.set('range', range.preset);
    return next;
  }
  if (range.from) next.set('from', range.from);
  if (range.to) next.set('to', range.to);
  if (!range.from && !range.to) next.set('range', 'custom');
  return next;
}

export function writeTab(params: URLSearchParams, tab: DashboardTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === DEFAULT_TAB) next.delete('tab');
  else next.set('tab', tab);
  return next;
}

/**
 * The facets' choices in the URL, one parameter per choice under the facet's name
 * (`?bookmaker=Bet365&bookmaker=Pinnacle&tag=value`); an empty value is the "none" choice
 * (FACET_NONE: a bet without a bookmaker, tag or tipster). Repeats count once.
 */
export function readFacets(params: URLSearchParams): FacetFilter {
  const filter: FacetFilter = {};
  for (const facet of FACETS) {
    const values = [...new Set(params.getAll(facet))];
    if (values.length > 0) filter[facet] = values;
  }
  return filter;
}

/** `params` with the facets' choices written into it, in FACETS order (none: no parameter). */
export function writeFacets(params: URLSearchParams, filter: FacetFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const facet of FACETS) {
    next.delete(facet);
    for (const value of new Set(filter[facet] ?? [])) next.append(facet, value);
  }
  return next;
}

/** The filter with one choice of one facet ticked or unticked. */
export function toggleFacetChoice(filter: FacetFilter, facet: Facet, value: string): FacetFilter {
  const current = filter[facet] ?? [];
  const values = current.includes(value)
    ? current.filter((chosen) => chosen !== value)
    : [...current, value];
  const next: FacetFilter = { ...filter };
  if (values.length > 0) next[facet] = values;
  else delete next[facet];
  return next;
}

/** How many choices are ticked across the facets. */
export function chosenCount(filter: FacetFilter): number {
  return FACETS.reduce((sum, facet) => sum + (filter[facet]?.length ?? 0), 0);
}

/** `?units=1`: money figures in units too (when the user has a unit size, see useUnitSize). */
export function readUnits(params: URLSearchParams): boolean {
  return params.get('units') === '1';
}

export function writeUnits(params: URLSearchParams, units: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (units) next.set('units', '1');
  else next.delete('units');
  return next;
}

/**
 * What the user types into a date input: 'DD/MM/YYYY' (how both languages show dates) or
 * 'YYYY-MM-DD'. The day as 'YYYY-MM-DD', or null when it is not a real date.
 */
export function parseTypedDay(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const european = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const parts = iso
    ? [iso[1], iso[2], iso[3]]
    : european
      ? [european[3], european[2], european[1]]
      : null;
  if (!parts) return null;
  const [year = '', month = '', day = ''] = parts;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isDay(value) ? value : null;
}

/**
 * `?currency=USD`: the currency the dashboards count (issue 33 part 6); null: none chosen, the
 * most-used one (the engine's choice). Anything but three letters is none.
 */
export function readCurrency(params: URLSearchParams): string | null {
  const currency = params.get('currency')?.toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(currency) ? currency : null;
}

export function writeCurrency(params: URLSearchParams, currency: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (currency === null) next.delete('currency');
  else next.set('currency', currency);
  return next;
}
