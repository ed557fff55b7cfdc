import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connection.ts';
import * as contactMessages from './0001-contact-messages.ts';
import * as accounts from './0002-accounts.ts';
import * as bets from './0003-bets.ts';
import * as seedCatalogue from './0004-seed-catalogue.ts';
import * as betsVersion from './0005-bets-version.ts';
import * as stakes from './0006-stakes.ts';
import * as liveEvents from './0007-live-events.ts';
import * as importUpdates from './0008-import-updates.ts';
import * as privateCatalogue from './0009-private-catalogue.ts';
import * as mailOutbox from './0010-mail-outbox.ts';
import * as sharedCounters from './0011-shared-counters.ts';
import * as betChangeSequence from './0012-bet-change-sequence.ts';
import * as betLabelsAndBankrolls from './0013-bet-labels-and-bankrolls.ts';
import * as importStaging from './0014-import-staging.ts';
import * as wideOdds from './0015-wide-odds.ts';
import * as betAuditLog from './0016-bet-audit-log.ts';
import * as bulkDeletions from './0017-bulk-deletions.ts';
import * as sheetMappings from './0018-sheet-mappings.ts';
import * as freeBets from './0019-free-bets.ts';
import * as currencies from './0020-currencies.ts';
import * as stakeRecord from './0021-stake-record.ts';
import * as notifications from './0022-notifications.ts';
import * as accountSecurity from './0023-account-security.ts';
import * as betStakeLinks from './0024-bet-stake-links.ts';
import * as dataExports from './0025-data-exports.ts';
import * as apiTokens from './0026-api-tokens.ts';
import * as feedEvents from './0027-feed-events.ts';
import * as stakeDiscipline from './0028-stake-discipline.ts';
import * as settlementSuggestions from './0029-settlement-suggestions.ts';
import * as liveFavourites from './0030-live-favourites.ts';
import * as feedLinkOffers from './0031-feed-link-offers.ts';
import * as stakeAnchors from './0032-stake-anchors.ts';
import * as stakeFeedLinks from './0033-stake-feed-links.ts';
import * as openBetsByPlacedDate from './0034-open-bets-by-placed-date.ts';

interface DialectMigration {
  up(db: Kysely<unknown>, dialect: DialectName): Promise<void>;
  down?(db: Kysely<unknown>, dialect: DialectName): Promise<void>;
}

/** Every migration, in order. Names are sorted by Kysely; never rename or edit a shipped one. */
const migrations: Record<string, DialectMigration> = {
  '0001-contact-messages': contactMessages,
  '0002-accounts': accounts,
  '0003-bets': bets,
  '0004-seed-catalogue': seedCatalogue,
  '0005-bets-version': betsVersion,
  '0006-stakes': stakes,
  '0007-live-events': liveEvents,
  '0008-import-updates': importUpdates,
  '0009-private-catalogue': privateCatalogue,
  '0010-mail-outbox': mailOutbox,
  '0011-shared-counters': sharedCounters,
  '0012-bet-change-sequence': betChangeSequence,
  '0013-bet-labels-and-bankrolls': betLabelsAndBankrolls,
  '0014-import-staging': importStaging,
  '0015-wide-odds': wideOdds,
  '0016-bet-audit-log': betAuditLog,
  '0017-bulk-deletions': bulkDeletions,
  '0018-sheet-mappings': sheetMappings,
  '0019-free-bets': freeBets,
  '0020-currencies': currencies,
  '0021-stake-record': stakeRecord,
  '0022-notifications': notifications,
  '0023-account-security': accountSecurity,
  '0024-bet-stake-links': betStakeLinks,
  '0025-data-exports': dataExports,
  '0026-api-tokens': apiTokens,
  '0027-feed-events': feedEvents,
  '0028-stake-discipline': stakeDiscipline,
  '0029-settlement-suggestions': settlementSuggestions,
  '0030-live-favourites': liveFavourites,
  '0031-feed-link-offers': feedLinkOffers,
  '0032-stake-anchors': stakeAnchors,
  '0033-stake-feed-links': stakeFeedLinks,
  '0034-open-bets-by-placed-date': openBetsByPlacedDate,
};

/** Binds each migration to the dialect so one schema definition serves both databases. */
export function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(migrations).map(([name, { up, down }]) => [
      name,
      {
        up: (db: Kysely<unknown>) => up(db, dialect),
        ...(down ? { down: (db: Kysely<unknown>) => down(db, dialect) } : {}),
      },
    ]),
  );
}
