import { createContext } from 'react';

/**
 * The user's unit size in cents while the dashboards show units (the units switch is on and the
 * profile has a unit size); null otherwise. useDashboardFormat reads it: every money figure then
 * carries its amount in units too (docs/product.md §2 "Units").
 */
export const DashboardUnitsContext = createContext<number | null>(null);
