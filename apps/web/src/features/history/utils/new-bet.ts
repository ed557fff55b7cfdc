import { type MANUAL_BET_STATUSES, type NewBetRequest, newBetRequestSchema } from '@stakelab/core';
import type { z } from 'zod';
import { DEFAULT_BET_TIME, localDay, placedDateIso } from './placed-date';

export type ManualStatus = (typeof MANUAL_BET_STATUSES)[number];

export interface SelectionFormValues {
  /** React key of the row (rows are added and removed). */
  key: string;
  name: string;
  odds: number | string;
  event: string;
  market: string;
}

export interface BetFormValues {
  /** The chosen sport's name ('' for none): the payload's sportName. */
  sport: string;
  competition: string;
  /** 'YYYY-MM-DD' from the date picker. */
  day: string | null;
  /** 'HH:mm' from the time input; '' skips the time (spec §5). */
  time: string;
  /** NumberInput values: a number, or '' while empty. */
  stake: number | string;
  odds: number | string;
  status: ManualStatus;
  eventDescription: string;
  selections: SelectionFormValues[];
}

let selectionKey = 0;

export function blankSelection(): SelectionFormValues {
  selectionKey += 1;
  return { key: `selection-${selectionKey}`, name: '', odds: '', event: '', market: '' };
}

/** Spec §4: a fresh form is today, 12:00, empty fields, WON and one blank selection. */
export function emptyBetValues(today: Date = new Date()): BetFormValues {
  return {
    sport: '',
    competition: '',
    day: localDay(today),
    time: DEFAULT_BET_TIME,
    stake: '',
    odds: '',
    status: 'WON',
    eventDescription: '',
    selections: [blankSelection()],
  };
}

const numberOrUndefined = (value: number | string) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

function isBlank(selection: SelectionFormValues): boolean {
  return (
    selection.name.trim() === '' &&
    numberOrUndefined(selection.odds) === undefined &&
    selection.event.trim() === '' &&
    selection.market.trim() === ''
  );
}

/** The payload before the schema has checked it: the numbers may still be missing. */
export type NewBetDraft = Omit<NewBetRequest, 'originalOdds_decimal' | 'stake'> & {
  originalOdds_decimal: number | undefined;
  stake: number | undefined;
};

/** A payload the contract's schema accepted. */
export type CheckedNewBet = z.output<typeof newBetRequestSchema>;

/**
 * The new-bet payload of spec §3 (plus the stake of issue 4) from the form. Rows left entirely
 * blank are not selections; the one blank row of a fresh form sends `selections: []`. Values
 * that cannot be read are passed on as they are, so the contract's schema names the problem.
 */
export function toNewBetDraft(
  values: BetFormValues,
  userEmail: string,
  betId: string,
): NewBetDraft {
  const rows = values.selections.filter((selection) => !isBlank(selection));
  return {
    betId,
    placedDate: values.day ? (placedDateIso(values.day, values.time) ?? '') : '',
    sportName: textOrNull(values.sport),
    competitionName: textOrNull(values.competition),
    // Absent numbers fail the schema with 'invalidOdds' / 'invalidStake'.
    originalOdds_decimal: numberOrUndefined(values.odds),
    status: values.status,
    eventDescription: textOrNull(values.eventDescription),
    selections: rows.map((selection) => ({
      SelectionName: selection.name.trim(),
      Odds: numberOrUndefined(selection.odds) ?? null,
      EventName: textOrNull(selection.event),
      MarketName: textOrNull(selection.market),
    })),
    user_email: userEmail,
    stake: numberOrUndefined(values.stake),
  };
}

const TOP_LEVEL_FIELDS: Readonly<Record<string, string>> = {
  placedDate: 'day',
  sportName: 'sport',
  competitionName: 'competition',
  originalOdds_decimal: 'odds',
  status: 'status',
  eventDescription: 'eventDescription',
  stake: 'stake',
  selections: 'selections',
};

const SELECTION_FIELDS: Readonly<Record<string, keyof SelectionFormValues>> = {
  SelectionName: 'name',
  Odds: 'odds',
  EventName: 'event',
  MarketName: 'market',
};

/**
 * The form field an API field names ('selections.1.Odds' → 'selections.1.odds'), for the
 * schema's issues and the server's field errors alike; undefined when the form has no such
 * field. `rowOf` maps a payload selection index to its form row (blank rows are skipped).
 */
export function formPathOf(
  apiField: string,
  rowOf: (payloadIndex: number) => number | undefined = (index) => index,
): string | undefined {
  const [head = '', index, field] = apiField.split('.');
  if (head === 'selections' && index !== undefined && field !== undefined) {
    const row = rowOf(Number(index));
    const formField = SELECTION_FIELDS[field];
    return row === undefined || formField === undefined
      ? undefined
      : `selections.${row}.${formField}`;
  }
  return TOP_LEVEL_FIELDS[head];
}

/** For each payload selection, its row in the form (blank rows are not sent). */
export function payloadRows(values: BetFormValues): number[] {
  return values.selections.flatMap((selection, row) => (isBlank(selection) ? [] : [row]));
}

export type BetFormCheck =
  { ok: true; request: CheckedNewBet } | { ok: false; errors: Record<string, string> };

/**
 * Checks the form with the contract's own schema (the one the server applies): the payload to
 * send, or the errors keyed by form path, each a message key (oddsTooLow, stakeMustBePositive…).
 */
export function checkBetForm(
  values: BetFormValues,
  userEmail: string,
  betId: string,
): BetFormCheck {
  const parsed = newBetRequestSchema.safeParse(toNewBetDraft(values, userEmail, betId));
  if (parsed.success) return { ok: true, request: parsed.data };
  const rows = payloadRows(values);
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = formPathOf(issue.path.join('.'), (index) => rows[index]);
    // The first complaint about a field is the one to fix first.
    if (path !== undefined && errors[path] === undefined) errors[path] = issue.message;
  }
  return { ok: false, errors };
}
