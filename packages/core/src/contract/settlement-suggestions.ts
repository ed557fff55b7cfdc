import { z } from 'zod';

/** What decided one leg of a suggestion: the feed event, its final score, when it finished. */
export const suggestionSourceSchema = z.object({
  /** The feed event's RowId. */
  EventId: z.string(),
  /** "Home v Away" as the feed named them. */
  Event: z.string(),
  /**
   * The leg's outcome: '1' | 'X' | '2' on the match result; on another market the feed's
   * score decides (Market), the selection as the bet names it ("Over 2.5", "Sí", a player).
   */
  Outcome: z.string().max(120),
  /**
   * The market decided, when not the match result (absent: the match result, as every
   * source recorded before other markets were decided).
   */
  Market: z.enum(['totalGoals', 'bothTeamsScore', 'setWinner']).optional(),
  /** setWinner: which set (1-5). */
  Set: z.number().int().min(1).max(5).optional(),
  /** Final score, home first: "2-1" (sets won in tennis). */
  Score: z.string(),
  /** ISO instant the feed saw it finished. */
  FinishedAt: z.string(),
  /** The leg's result from that score. */
  Result: z.enum(['WON', 'LOST', 'VOID']),
});
export type SuggestionSource = z.infer<typeof suggestionSourceSchema>;

/**
 * A result suggested for an open bet from the feed's final scores (issue 36), waiting for the
 * user's one-click confirmation (GET /api/history/settlement-suggestions).
 */
export const settlementSuggestionSchema = z.object({
  Id: z.number().int(),
  /** The bet's internal id (BetView.Id). */
  BetId: z.number().int(),
  Status: z.enum(['WON', 'LOST', 'VOID']),
  SuggestedAt: z.string(),
  /** One per leg, in the bet's order. */
  Sources: z.array(suggestionSourceSchema),
});
export type SettlementSuggestion = z.infer<typeof settlementSuggestionSchema>;

export const settlementSuggestionsResponseSchema = z.object({
  success: z.literal(true),
  suggestions: z.array(settlementSuggestionSchema),
  /** The user's setting: linked singles settle from the feed by themselves. */
  autoSettleLinked: z.boolean(),
});
export type SettlementSuggestionsResponse = z.infer<typeof settlementSuggestionsResponseSchema>;

/** GET /api/history/settlement-settings: the setting alone (the profile page's switch). */
export const settlementSettingsResponseSchema = z.object({
  success: z.literal(true),
  autoSettleLinked: z.boolean(),
});
export type SettlementSettingsResponse = z.infer<typeof settlementSettingsResponseSchema>;

/** PUT /api/history/settlement-settings. */
export const settlementSettingsRequestSchema = z.object({
  autoSettleLinked: z.boolean({ error: 'invalidSetting' }),
});
