/**
 * Betfair event type ids → sport names, for records that carry only the id. The first four
 * are the ones the formats document names; the others are Betfair's long-standing ids.
 */
export const BETFAIR_EVENT_TYPE_SPORTS: Readonly<Record<string, string>> = {
  '1': 'Soccer',
  '2': 'Tennis',
  '7522': 'Basketball',
  '7': 'Horse Racing',
  '3': 'Golf',
  '4': 'Cricket',
  '5': 'Rugby Union',
  '6': 'Boxing',
  '1477': 'Rugby League',
  '3503': 'Darts',
  '4339': 'Greyhound Racing',
  '6422': 'Snooker',
  '6423': 'American Football',
  '7511': 'Baseball',
  '7524': 'Ice Hockey',
  '26420387': 'Mixed Martial Arts',
};

/** The sport of a Betfair event type id (number or text), or null when it is not known. */
export function sportForEventTypeId(id: unknown): string | null {
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  return BETFAIR_EVENT_TYPE_SPORTS[String(id).trim()] ?? null;
}
