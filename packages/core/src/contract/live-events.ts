import { z } from 'zod';

/**
 * A live event as GET /api/live-events returns it (docs/product.md §3 "Live event",
 * field for field).
 */
export const liveEventSchema = z.object({
  /** Stable id of the event within its feed (e.g. 'sim-football-12', 'odds-api-<id>'). */
  RowId: z.string(),
  /** 'FOOTBALL' | 'TENNIS' | 'BASKETBALL' or another upper-case sport name. */
  Sport: z.string(),
  LeagueName: z.string(),
  HomeName: z.string(),
  AwayName: z.string(),
  /** ISO instant. */
  EventStartTimeUTC: z.string(),
  LiveScoreHome: z.number().int().nullable(),
  LiveScoreAway: z.number().int().nullable(),
  /** Match clock minute (football, basketball), null where the sport has none (tennis). */
  LiveMatchClockMinute: z.number().int().nullable(),
  /** '1H', '2H', 'HT', 'Q1'…'Q4', 'OT', 'SET 1'…; null when unknown. */
  LiveMatchClockPeriod: z.string().nullable(),
  Outcome1_Label: z.string().nullable(),
  Outcome1_Odds: z.number().nullable(),
  OutcomeX_Label: z.string().nullable(),
  OutcomeX_Odds: z.number().nullable(),
  Outcome2_Label: z.string().nullable(),
  Outcome2_Odds: z.number().nullable(),
  /** Tennis: games per set, comma-separated ('6,3,2'); null for other sports. */
  Stats_Tennis_Home_Sets: z.string().nullable(),
  Stats_Tennis_Away_Sets: z.string().nullable(),
  /** Tennis: 1 when the home player serves, 0 when the away player does. */
  Stats_Tennis_HomeServe: z.number().int().nullable(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
export const liveEventListSchema = z.array(liveEventSchema);
