import type { LiveEvent } from '@stakelab/core';

/**
 * The sports with a filter button of their own (docs/product.md §2); every other sport is OTHER.
 */
export const NAMED_SPORTS = ['FOOTBALL', 'TENNIS', 'BASKETBALL'] as const;
export type NamedSport = (typeof NAMED_SPORTS)[number];

/** The filter buttons in their order; ALL (the default) shows everything. */
export const SPORT_FILTERS = ['ALL', ...NAMED_SPORTS, 'OTHER'] as const;
export type SportFilter = (typeof SPORT_FILTERS)[number];

export function isSportFilter(value: unknown): value is SportFilter {
  return typeof value === 'string' && (SPORT_FILTERS as readonly string[]).includes(value);
}

function isNamedSport(sport: string): sport is NamedSport {
  return (NAMED_SPORTS as readonly string[]).includes(sport);
}

/** The filter an event's sport falls under: its own button, or OTHER. */
export function sportGroup(sport: string): Exclude<SportFilter, 'ALL'> {
  const upper = sport.trim().toUpperCase();
  return isNamedSport(upper) ? upper : 'OTHER';
}

export function isTennis(event: LiveEvent): boolean {
  return sportGroup(event.Sport) === 'TENNIS';
}

export function matchesSportFilter(event: LiveEvent, filter: SportFilter): boolean {
  return filter === 'ALL' || sportGroup(event.Sport) === filter;
}

/** How many events each button would show. */
export function countBySportFilter(events: readonly LiveEvent[]): Record<SportFilter, number> {
  const counts: Record<SportFilter, number> = {
    ALL: events.length,
    FOOTBALL: 0,
    TENNIS: 0,
    BASKETBALL: 0,
    OTHER: 0,
  };
  for (const event of events) counts[sportGroup(event.Sport)] += 1;
  return counts;
}
