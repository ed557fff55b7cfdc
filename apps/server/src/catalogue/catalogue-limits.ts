/**
 * Limits on what one user can add to their own catalogue (docs/decisions/010-private-catalogue.md).
 * The lengths match the bet form's (core newBetRequestSchema); the counts leave a real bettor
 * plenty of room (a large history has a few dozen sports, a few hundred competitions).
 */
export const CATALOGUE_LIMITS = {
  sportNameLength: 100,
  competitionNameLength: 200,
  ownSports: 500,
  ownCompetitions: 5000,
} as const;

export type CatalogueField = 'sport' | 'competition';

/** A name the catalogue will not take for this user: too long, or one private entry too many. */
export class CatalogueLimitError extends Error {
  override name = 'CatalogueLimitError';
  constructor(
    readonly field: CatalogueField,
    readonly reason: 'tooLong' | 'tooMany',
    readonly limit: number,
  ) {
    super(
      reason === 'tooLong'
        ? `A ${field} name can have at most ${limit} characters.`
        : `You already have ${limit} ${field === 'sport' ? 'sports' : 'competitions'} of your own, the most an account can have; pick one from the list.`,
    );
  }

  /** The field error's message key, as the web words it (validation.*). */
  get messageKey(): string {
    if (this.reason === 'tooLong') return 'tooLong';
    return this.field === 'sport' ? 'tooManyOwnSports' : 'tooManyOwnCompetitions';
  }
}
