import { eventNameKey, type LiveBetView, type LiveEvent, type LiveFavourite } from '@stakelab/core';

/** The live table's parts (issue 36): events with the user's money first, then favourites. */
export interface LiveSections<E extends LiveEvent = LiveEvent> {
  mine: E[];
  favourites: E[];
  rest: E[];
}

/** The bet views under each event they have a leg on, by RowId. */
export function betViewsByEvent(views: readonly LiveBetView[]): Map<string, LiveBetView[]> {
  const byEvent = new Map<string, LiveBetView[]>();
  for (const view of views) {
    const ids = new Set(view.legs.flatMap((leg) => (leg.eventId === null ? [] : [leg.eventId])));
    for (const id of ids) byEvent.set(id, [...(byEvent.get(id) ?? []), view]);
  }
  return byEvent;
}

/** Whether the event's home or away side, or its competition, is one the user starred. */
export function isFavouriteEvent(
  event: Pick<LiveEvent, 'HomeName' | 'AwayName' | 'LeagueName'>,
  favourites: readonly LiveFavourite[],
): boolean {
  return favourites.some((favourite) =>
    favourite.kind === 'competition'
      ? eventNameKey(favourite.name) === eventNameKey(event.LeagueName)
      : [event.HomeName, event.AwayName].some(
          (name) => eventNameKey(name) === eventNameKey(favourite.name),
        ),
  );
}

/** Whether the user starred this team or competition (case and accents aside). */
export function isStarred(favourites: readonly LiveFavourite[], candidate: LiveFavourite): boolean {
  return favourites.some(
    (favourite) =>
      favourite.kind === candidate.kind &&
      eventNameKey(favourite.name) === eventNameKey(candidate.name),
  );
}

/** The events split in the three parts, each in the feed's own order. */
export function liveSections<E extends LiveEvent>(
  events: readonly E[],
  withBets: ReadonlyMap<string, unknown>,
  favourites: readonly LiveFavourite[],
): LiveSections<E> {
  const sections: LiveSections<E> = { mine: [], favourites: [], rest: [] };
  for (const event of events) {
    if (withBets.has(event.RowId)) sections.mine.push(event);
    else if (isFavouriteEvent(event, favourites)) sections.favourites.push(event);
    else sections.rest.push(event);
  }
  return sections;
}

/**
 * The non-empty parts in order: my bets, favourites, the rest. With neither bets nor
 * favourites there is one part and no headings: the spec's table as it was.
 */
export function sectionParts<E extends LiveEvent>(sections: LiveSections<E>) {
  return (['mine', 'favourites', 'rest'] as const)
    .map((key) => ({ key, events: sections[key] }))
    .filter((part) => part.events.length > 0);
}
