import { createContext } from 'react';

/**
 * The user's unit size in cents while the dashboards show units (the units switch is on and the
 * profile has a unit size); null otherwise. useDashboardFormat reads it: every money figure then
 * carries its amount in units too (docs/product.md §2 "Units").
 */
export const DashboardUnitsContext = createContext<number | null>(null);

/**
 * The currency of every dashboard figure (issue 33 part 6: the dashboards count one currency's
 * bets at a time, never adding two); useDashboardFormat writes money in it. Euro by default.
 */
export const DashboardCurrencyContext = createContext<string>('EUR');
