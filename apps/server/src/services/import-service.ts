import {
  ImportFormatError,
  type BetRecord,
  IMPORT_ANSWER_PROBLEMS,
  type BetSnapshot,
  type FieldChange,
  type ImportProblem,
  type ImportProblemView,
  type ParsedImport,
  type UploadRequest,
  type UploadResponse,
} from '@stakelab/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../plugins/error-handler.ts';
import {
  applyImportPlan,
  planCounts,
  planImport,
  type ImportChoices,
  type ImportPlan,
} from './import-plan.ts';

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
  };
}

/** The preview lists this many rows of each kind. */
export const PREVIEW_ROWS = 20;

type PreviewRow = NonNullable<UploadResponse['preview']>['new'][number];

function previewRow(
  betId: string,
  bet: Pick<
    BetSnapshot,
    'placedAt' | 'eventDescription' | 'status' | 'stakeCents' | 'netReturnCents'
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

/**
 * Imports parsed bets for one user, as one transaction: new bets are inserted, bets the user
 * already has (by any of their ids) are updated where the source's version is newer and
 * differs, hand-edited bets are kept and reported as conflicts. A dry run plans the same way
 * and writes nothing.
 */
export async function importParsedBets(
  db: Kysely<Database>,
  userId: number,
  parsed: ParsedImport,
  choices: ImportChoices,
): Promise<UploadResponse> {
  const unreadable = parsed.problems.filter((p) => p.severity === 'unreadable');
  if (unreadable.length > 0 && !choices.setAsideUnreadable && !choices.dryRun) {
    throw unreadableRefusal(unreadable);
  }
  if (choices.dryRun) {
    return importResponse(await planImport(db, userId, parsed, choices), choices, null);
  }
  return db.transaction().execute(async (trx) => {
    const plan = await planImport(trx, userId, parsed, choices);
    const importId = await applyImportPlan(trx, userId, plan, choices, new Date());
    return importResponse(plan, choices, importId);
  });
}

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
  return new HttpError(400, err.message, err.code, undefined, err.params);
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
