/** One thing a fault scenario saw, and whether it is what should happen. */
export interface Check {
  what: string;
  ok: boolean;
  /** The scenario could not run here (its line says why); not a failure. */
  skipped?: boolean;
}
