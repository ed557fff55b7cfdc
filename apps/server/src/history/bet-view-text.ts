/**
 * A bet's BetView JSON from the database's row (bet-views-json.ts): the bet's
 * object without Selections, which ends with '}', and its legs' objects joined by commas (or
 * null): the legs go in last, where listBetViews has them. Apart, so the history read threads
 * load it without the query builder.
 */
export const betViewText = (bet: string, legs: string | null): string =>
  `${bet.slice(0, -1)},"Selections":[${legs ?? ''}]}`;

/** A bet's row in the changes feed (core's contract/bet-view-rows.ts): its legs' rows last. */
export const betRowText = (bet: string, legs: string | null): string =>
  `${bet.slice(0, -1)},[${legs ?? ''}]]`;
