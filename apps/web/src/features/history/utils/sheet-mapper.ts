import {
  MAPPED_STATUSES,
  type MappedStatus,
  type OddsFormat,
  type SavedSheetMapping,
  SHEET_ROLES,
  type SheetMapping,
  type SheetRole,
  type UploadResponse,
} from '@stakelab/core';

/**
 * The column mapper's form (docs/formats.md §4 "mapping"): what the user chose for each column,
 * the odds' format, each result word's status, the free-bet words and a name; prefilled from
 * the mapping they saved for this header, else from the server's guess.
 */

export const IGNORE = 'ignore';
export type ColumnChoice = SheetRole | typeof IGNORE;

export interface MapperState {
  /** Each column's role, by its header. */
  roles: Record<string, ColumnChoice>;
  oddsFormat: OddsFormat;
  /** Each result word of the sheet, and the status chosen for it ('' none yet). */
  statusValues: Record<string, MappedStatus | ''>;
  /** The free-bet column's values that mean a free bet, comma-separated ('' the usual words). */
  freeBetValues: string;
  name: string;
}

/** The roles a mapping must have. */
export const REQUIRED_ROLES = ['placedDate', 'stake'] as const satisfies readonly SheetRole[];

const isRole = (value: string): value is SheetRole =>
  (SHEET_ROLES as readonly string[]).includes(value);
const isStatus = (value: string): value is MappedStatus =>
  (MAPPED_STATUSES as readonly string[]).includes(value);

/** The saved mapping, when every column it names is in this sheet (else the guess is better). */
export function usableSavedMapping(answer: UploadResponse): SavedSheetMapping | null {
  const saved = answer.savedMapping ?? null;
  if (saved === null) return null;
  const headers = new Set((answer.columns ?? []).map((c) => c.header));
  const named = Object.values(saved.mapping.columns).filter((h) => h !== undefined);
  return named.every((h) => headers.has(h)) ? saved : null;
}

/** The form as the answer suggests it: the saved mapping's choices, else the guess's. */
export function initialMapperState(answer: UploadResponse): MapperState {
  const saved = usableSavedMapping(answer)?.mapping ?? null;
  const guess = answer.guess;
  const columns = saved?.columns ?? guess?.columns ?? {};
  const roleOf = new Map<string, SheetRole>();
  for (const [role, header] of Object.entries(columns)) {
    if (header !== undefined && isRole(role) && !roleOf.has(header)) roleOf.set(header, role);
  }
  const roles: Record<string, ColumnChoice> = {};
  for (const { header } of answer.columns ?? []) roles[header] = roleOf.get(header) ?? IGNORE;

  // The sheet's result words, and the saved mapping's: kept, so that sending it again keeps them
  // (the words are the guessed result column's, which may not be the one the user chose).
  const statusValues: Record<string, MappedStatus | ''> = {};
  const guessedStatus = guess?.statusValues ?? {};
  const words = [
    ...Object.keys(guessedStatus),
    ...(guess?.unknownStatusWords ?? []),
    ...Object.keys(saved?.statusValues ?? {}),
  ];
  for (const word of words) {
    statusValues[word] = saved?.statusValues?.[word] ?? guessedStatus[word] ?? '';
  }
  return {
    roles,
    oddsFormat: saved?.oddsFormat ?? guess?.oddsFormat ?? 'decimal',
    statusValues,
    freeBetValues: (saved?.freeBetValues ?? []).join(', '),
    name: saved?.name ?? '',
  };
}

/** Gives a column a role; the column that had it before goes back to "ignore" (one each). */
export function withRole(state: MapperState, header: string, choice: ColumnChoice): MapperState {
  const roles: Record<string, ColumnChoice> = {};
  for (const [other, role] of Object.entries(state.roles)) {
    roles[other] = other === header ? choice : choice !== IGNORE && role === choice ? IGNORE : role;
  }
  return { ...state, roles };
}

export type MappingOutcome =
  { ok: true; mapping: SheetMapping } | { ok: false; missing: (typeof REQUIRED_ROLES)[number][] };

/** The request's `mapping` from the form, or the required roles no column has. */
export function mappingOf(state: MapperState): MappingOutcome {
  const columns: Partial<Record<SheetRole, string>> = {};
  for (const [header, role] of Object.entries(state.roles)) {
    if (role !== IGNORE) columns[role] = header;
  }
  const missing = REQUIRED_ROLES.filter((role) => columns[role] === undefined);
  const { placedDate, stake } = columns;
  if (placedDate === undefined || stake === undefined) return { ok: false, missing };
  const statusValues: Record<string, MappedStatus> = {};
  for (const [word, status] of Object.entries(state.statusValues)) {
    if (isStatus(status)) statusValues[word] = status;
  }
  const freeBetValues = state.freeBetValues
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const name = state.name.trim();
  return {
    ok: true,
    mapping: {
      columns: { ...columns, placedDate, stake },
      oddsFormat: state.oddsFormat,
      ...(Object.keys(statusValues).length > 0 ? { statusValues } : {}),
      ...(columns.freeBet !== undefined && freeBetValues.length > 0 ? { freeBetValues } : {}),
      ...(name === '' ? {} : { name: name.slice(0, 80) }),
    },
  };
}
