import {
  ImportFormatError,
  type BetRecord,
  IMPORT_ANSWER_PROBLEMS,
  type BetSnapshot,
  DEFAULT_CURRENCY,
  type FieldChange,
  type ImportProblem,
  type ImportProblemView,
  type ParsedImport,
  resolveCurrencies,
  type UploadRequest,
  type UploadResponse,
} from '@stakelab/core';
import { SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { yieldToEventLoop } from '../db/yield.ts';
import { HttpError } from '../plugins/error-handler.ts';
import { betChangesWindow } from '../history/bet-tombstones.ts';
import { bumpBetsVersion } from '../repositories/bets-version.ts';
import { chunks } from '../repositories/chunks.ts';
import {
  createDeferredCatalogueResolver,
  createPendingEntries,
} from '../repositories/catalogue.ts';
import {
  claimStaging,
  clearStagedRows,
  copyStagedBets,
  stageBets,
  startStaging,
} from '../repositories/import-staging.ts';
import {
  applyImportPlan,
  planCounts,
  planImport,
  type ImportChoices,
  type ImportPlan,
} from './import-plan.ts';
import { placeImportedBets, refuseUnknownBankroll } from './import-bankrolls.ts';
import { refuseOverBetsQuota } from './import-quotas.ts';
import { defaultCurrencyOf } from '../repositories/users.ts';

/**
 * The success message of docs/product.md §8; the web rewrites the Spanish variant the
 * old server sent.
 */
export function importMessage(inserted: number, selections: number): string {
  return `Inserted ${inserted} new bets and ${selections} selections.`;
}

/** The upload request's optional choices, defaults applied. */
export function importChoicesOf(request: Omit<UploadRequest, 'data'>): ImportChoices {
  return {
    dryRun: request.dryRun ?? false,
    setAsideUnreadable: request.setAsideUnreadable ?? false,
    preferSource: new Set(request.preferSource ?? []),
    ...(request.bankrollId === undefined ? {} : { bankrollId: request.bankrollId }),
    ...(request.currency === undefined ? {} : { currency: request.currency }),
  };
}

/** The preview lists this many rows of each kind. */
export const PREVIEW_ROWS = 20;

type PreviewRow = NonNullable<UploadResponse['preview']>['new'][number];

function previewRow(
  betId: string,
  bet: Pick<
    BetSnapshot,
    'placedAt' | 'eventDescription' | 'status' | 'stakeCents' | 'netReturnCents' | 'currency'
  >,
  changes?: readonly FieldChange[],
): PreviewRow {
  return {
    BetId: betId,
    PlacedDate: bet.placedAt,
    EventDescription: bet.eventDescription,
    Status: bet.status,
    Stake: bet.stakeCents / 100,
    NetReturn: bet.netReturnCents / 100,
    // Every bet has one once resolveCurrencies ran; a bet stored before currencies were kept: €.
    Currency: bet.currency ?? DEFAULT_CURRENCY,
    ...(changes ? { changes: [...changes] } : {}),
  };
}

const problemView = ({ severity, row, field, code, params, message }: ImportProblem) =>
  ({ severity, row, field, code, params, message }) satisfies ImportProblemView;

/** The answer to an upload: docs/product.md §7's fields, then what the import did or would do. */
function importResponse(
  plan: ImportPlan,
  choices: ImportChoices,
  importId: number | null,
): UploadResponse {
  const counts = planCounts(plan);
  const selections = plan.fresh.reduce((sum, bet) => sum + bet.selections.length, 0);
  const updatedByStatus: Record<string, number> = {};
  const preview: NonNullable<UploadResponse['preview']> = {
    new: [],
    updated: [],
    unchanged: [],
    conflicts: [],
  };
  for (const bet of plan.fresh.slice(0, PREVIEW_ROWS))
    preview.new.push(previewRow(bet.sourceBetId, bet));
  for (const { record, stored, decision } of plan.matched) {
    switch (decision.kind) {
      case 'update':
        updatedByStatus[record.status] = (updatedByStatus[record.status] ?? 0) + 1;
        if (preview.updated.length < PREVIEW_ROWS)
          preview.updated.push(previewRow(stored.sourceBetId, record, decision.changes));
        break;
      case 'conflict':
        // The user's version, and how the source's differs from it.
        if (preview.conflicts.length < PREVIEW_ROWS)
          preview.conflicts.push(
            previewRow(stored.sourceBetId, stored.state.bet, decision.changes),
          );
        break;
      default:
        if (preview.unchanged.length < PREVIEW_ROWS)
          preview.unchanged.push(previewRow(stored.sourceBetId, stored.state.bet));
    }
  }
  const message = choices.dryRun
    ? `Nothing was written yet: ${counts.inserted} new bets and ${selections} selections would be inserted.`
    : importMessage(counts.inserted, selections);
  return {
    success: true,
    message,
    inserted: counts.inserted,
    // docs/product.md §7's "skipped": every bet not inserted (already there, or repeated in the file).
    skipped: plan.matched.length + plan.repeated,
    selections,
    format: plan.format,
    dryRun: choices.dryRun,
    updated: counts.updated,
    unchanged: counts.unchanged,
    conflicts: counts.conflicts,
    open: counts.open,
    setAside: choices.setAsideUnreadable ? plan.unreadable.length : 0,
    updatedByStatus,
    // The first few, counted in full: the answer stays small whatever the file (issue 30).
    warnings: plan.warnings.slice(0, IMPORT_ANSWER_PROBLEMS).map(problemView),
    warningsTotal: plan.warnings.length,
    unreadable: plan.unreadable.slice(0, IMPORT_ANSWER_PROBLEMS).map(problemView),
    unreadableTotal: plan.unreadable.length,
    morePages: plan.morePages,
    ...(importId === null ? {} : { importId }),
    preview,
  };
}

/** Unreadable records refuse the import unless the user chose to set them aside. */
function unreadableRefusal(unreadable: readonly ImportProblem[]): HttpError {
  const first = unreadable[0]?.message ?? '';
  const records = unreadable.length === 1 ? '1 record' : `${unreadable.length} records`;
  return new HttpError(
    400,
    `${records} cannot be read as bets (${first}). Nothing was imported: correct them, or choose to set them aside and import the rest.`,
    'IMPORT_UNREADABLE',
    unreadable.slice(0, IMPORT_ANSWER_PROBLEMS).map((p) => ({
      field: p.field === null ? `row ${p.row}` : `row ${p.row}, ${p.field}`,
      message: p.message,
    })),
  );
}

/** What the caller sets for how an import is written. */
export interface ImportWriteOptions {
  /** The most bets one history may hold (MAX_BETS_PER_USER); unset: no cap. */
  maxBetsPerUser?: number;
  /**
   * Runs after each staged chunk is committed (SQLite, large imports): the tests' way to fail
   * or stop an import between chunks.
   */
  afterStagedChunk?: (chunk: number) => Promise<void>;
}

/** From this many records a SQLite import is staged (docs/decisions/020). */
export const STAGE_FROM_RECORDS = 1000;

/** New bets per staged transaction: each holds SQLite's writer a few milliseconds. */
const STAGED_CHUNK_BETS = 200;

const isSqlite = (db: Kysely<Database>) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * Imports parsed bets for one user, all or nothing: new bets are inserted, bets the user
 * already has (by any of their ids) are updated where the source's version is newer and
 * differs, hand-edited bets are kept and reported as conflicts. A dry run plans the same way
 * and writes nothing. A large import on SQLite is staged (importStaged), so other users'
 * writes wait at most for its final copy; otherwise it is one transaction (row locks on
 * PostgreSQL let others write beside it).
 */
export async function importParsedBets(
  db: Kysely<Database>,
  userId: number,
  parsedAsRead: ParsedImport,
  choices: ImportChoices,
  options: ImportWriteOptions = {},
): Promise<UploadResponse> {
  // Every bet with its currency before it is compared or stored: the file's, else the
  // upload's choice, the format's (Pikkit's dollars), the owner's default.
  const parsed = resolveCurrencies(
    parsedAsRead,
    choices.currency,
    await defaultCurrencyOf(db, userId),
  );
  const unreadable = parsed.problems.filter((p) => p.severity === 'unreadable');
  if (unreadable.length > 0 && !choices.setAsideUnreadable && !choices.dryRun) {
    throw unreadableRefusal(unreadable);
  }
  await refuseUnknownBankroll(db, userId, choices.bankrollId);
  if (choices.dryRun) {
    return importResponse(await planImport(db, userId, parsed, choices), choices, null);
  }
  if (parsed.bets.length >= STAGE_FROM_RECORDS && isSqlite(db)) {
    const staged = await importStaged(db, userId, parsed, choices, options);
    if (staged) return staged;
  }
  return db.transaction().execute(async (trx) => {
    const plan = await planImport(trx, userId, parsed, choices);
    await refuseOverBetsQuota(trx, userId, plan.fresh.length, options.maxBetsPerUser);
    const now = new Date();
    const importId = await applyImportPlan(trx, userId, plan, choices, now);
    await placeImportedBets(trx, userId, plan.format, plan.fresh, choices.bankrollId, now);
    return importResponse(plan, choices, importId);
  });
}

/**
 * A large SQLite import in short transactions (docs/decisions/020): planned outside any
 * transaction, its new bets written to a staging a chunk at a time (SQLite's one writer is
 * free between chunks), then shown in one short transaction that copies them over, applies
 * the updates and takes the new bets version, so the changes feed sees the whole import at
 * once. Null when the user's history changed while it was staged (their bets version moved,
 * or a sweep took the staging): the plan may be stale, and the caller imports in one
 * transaction instead.
 */
async function importStaged(
  db: Kysely<Database>,
  userId: number,
  parsed: ParsedImport,
  choices: ImportChoices,
  options: ImportWriteOptions,
): Promise<UploadResponse | null> {
  const version = (await betChangesWindow(db, userId))?.version;
  const plan = await planImport(db, userId, parsed, choices);
  await refuseOverBetsQuota(db, userId, plan.fresh.length, options.maxBetsPerUser);
  const now = new Date();
  const stagingId = await startStaging(db, userId, now);
  try {
    const { resolver, pending } = await createDeferredCatalogueResolver(db, userId);
    for (const [index, part] of chunks(plan.fresh, STAGED_CHUNK_BETS).entries()) {
      await stageBets(
        db,
        stagingId,
        userId,
        resolver,
        part,
        index * STAGED_CHUNK_BETS + 1,
        now,
        plan.asOf,
      );
      await options.afterStagedChunk?.(index + 1);
      await yieldToEventLoop();
    }
    const shown = db.transaction().execute(async (trx) => {
      const current = (await betChangesWindow(trx, userId))?.version;
      if (current !== version || !(await claimStaging(trx, stagingId))) return null;
      const importId = await applyImportPlan(trx, userId, plan, choices, now, async () => {
        if (plan.fresh.length === 0) return;
        const catalogue = await createPendingEntries(trx, userId, pending);
        await copyStagedBets(trx, userId, stagingId, await bumpBetsVersion(trx, userId), catalogue);
      });
      await placeImportedBets(trx, userId, plan.format, plan.fresh, choices.bankrollId, now);
      return importResponse(plan, choices, importId);
    });
    // A catalogue entry the staged bets point at was deleted meanwhile (by an admin, with none
    // of this user's bets on it, so their version did not move): rolled back, planned again.
    return await shown.catch((err: unknown) => {
      if (isForeignKeyFailure(err)) return null;
      throw err;
    });
  } finally {
    // Shown or failed, the staged rows are garbage; a failure here leaves them to the sweep.
    await clearStagedRows(db, stagingId).catch(() => undefined);
  }
}

const isForeignKeyFailure = (err: unknown) =>
  err instanceof Error && (err as { code?: unknown }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY';

/** Stores bets a program produced (the demo history): an import with no choices made. */
export function storeImportedBets(
  db: Kysely<Database>,
  userId: number,
  bets: BetRecord[],
  format: ParsedImport['format'],
): Promise<UploadResponse> {
  return importParsedBets(
    db,
    userId,
    { format, bets, problems: [], morePages: false },
    { dryRun: false, setAsideUnreadable: false, preferSource: new Set() },
  );
}

/**
 * An importer's refusal as a 400: its English message (which says where and why), its message
 * key (`import.…`) as the code and the key's parameters, which the web words in the user's
 * language.
 */
export function importRefusal(err: ImportFormatError): HttpError {
  // The formats tried by id too ("pikkit-csv bet-analytix-csv"): the `tried` parameter is their
  // English names, which the web replaces with its own words for each.
  const formats: Record<string, string> =
    err.code === 'import.unknownFormat' && err.tried.length > 0
      ? { formats: err.tried.join(' ') }
      : {};
  return new HttpError(400, err.message, err.code, undefined, { ...err.params, ...formats });
}

/** Runs a parser; a format problem becomes a 400 (see importRefusal). */
export function parseOrRefuse<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    if (err instanceof ImportFormatError) throw importRefusal(err);
    throw err;
  }
}
