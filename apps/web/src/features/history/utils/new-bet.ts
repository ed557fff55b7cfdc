import { type BetView, type NewBetRequest, newBetRequestSchema } from '@stakelab/core';
import type { z } from 'zod';
import { UNKNOWN_CATALOGUE_NAME } from './catalogue-name';
import { DEFAULT_BET_TIME, localDay, localTime, placedDateIso } from './placed-date';

export interface SelectionFormValues {
  /** React key of the row (rows are added and removed). */
  key: string;
  name: string;
  odds: number | string;
  event: string;
  market: string;
  /**
   * Issue 36: the live feed's event (RowId) and outcome the leg was picked from; absent: none
   * (an edit that leaves them out keeps the bet's link).
   */
  feed?: { eventId: string; outcome: '1' | 'X' | '2' };
}

/** The form's labels (see BetFormValues). */
export type BetLabels = Pick<
  BetFormValues,
  'bookmaker' | 'tipster' | 'tags' | 'closingOdds' | 'bankrollId' | 'freeBet'
>;

const NO_LABELS: BetLabels = {
  bookmaker: '',
  tipster: '',
  tags: [],
  closingOdds: '',
  bankrollId: '',
  freeBet: false,
};

export interface BetFormValues {
  /** The chosen sport's name ('' for none): the payload's sportName. */
  sport: string;
  competition: string;
  /** 'YYYY-MM-DD' from the date picker. */
  day: string | null;
  /** 'HH:mm' from the time input; '' skips the time (docs/product.md §5). */
  time: string;
  /** NumberInput values: a number, or '' while empty. */
  stake: number | string;
  odds: number | string;
  /**
   * WON, LOST or PENDING (open; docs/product.md §4). Editing an imported bet may start from
   * another status (VOID, CASHED_OUT…): it is shown, and the contract's schema asks for one of
   * the three on submit.
   */
  status: string;
  eventDescription: string;
  selections: SelectionFormValues[];
  /** The labels of docs/product.md §3 "Bet" (issue 16): '' / [] for none. */
  bookmaker: string;
  tipster: string;
  tags: string[];
  /** NumberInput value: a number, or '' while empty (none). */
  closingOdds: number | string;
  /** A bankroll's id as text (the Select's value); '' for the user's main (default) bankroll. */
  bankrollId: string;
  /** A free bet (issue 33): a win pays the profit only, a loss costs nothing. */
  freeBet: boolean;
  /**
   * The stake's currency (ISO 4217); '' until the user picks one: a new bet then takes the
   * profile's default currency, an edit keeps the bet's.
   */
  currency: string;
  /** Issue 34: the tipster stake this bet tails (sent as stakeId); absent for the user's own. */
  stakeId?: number;
  /** Edit mode: the labels the bet had, so only the ones changed are sent. */
  labelsBefore?: BetLabels;
  /**
   * Edit mode: the bet's placed instant and the day and time shown for it. While the user
   * leaves both as they were, the instant is sent unchanged (the form shows no seconds, and an
   * imported bet's seconds should survive an edit of its stake).
   */
  placed?: { day: string; time: string; placedDate: string };
}

let selectionKey = 0;

export function blankSelection(): SelectionFormValues {
  selectionKey += 1;
  return { key: `selection-${selectionKey}`, name: '', odds: '', event: '', market: '' };
}

/** docs/product.md §4: a fresh form is today, 12:00, empty fields, WON and one blank selection. */
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
    bookmaker: '',
    tipster: '',
    tags: [],
    closingOdds: '',
    bankrollId: '',
    freeBet: false,
    currency: '',
  };
}

/**
 * The edit form's values for a stored bet: its day and time on the user's clock, its names
 * ('Unknown', the server's word for none, as empty), numbers, status and selections (one blank
 * row when it has none).
 */
export function betFormValuesOf(bet: BetView): BetFormValues {
  const placed = new Date(bet.PlacedDate);
  const isReadable = !Number.isNaN(placed.getTime());
  const day = isReadable ? localDay(placed) : null;
  const time = isReadable ? localTime(placed) : DEFAULT_BET_TIME;
  const known = (name: string) => (name === UNKNOWN_CATALOGUE_NAME ? '' : name);
  const selections = bet.Selections.map((selection): SelectionFormValues => ({
    ...blankSelection(),
    name: selection.SelectionName,
    odds: selection.Odds ?? '',
    event: selection.EventName ?? '',
    market: selection.MarketName ?? '',
  }));
  const labels: BetLabels = {
    bookmaker: bet.Bookmaker ?? '',
    tipster: bet.Tipster ?? '',
    tags: bet.Tags ?? [],
    closingOdds: bet.ClosingOdds ?? '',
    bankrollId:
      bet.BankrollId === null || bet.BankrollId === undefined ? '' : String(bet.BankrollId),
    freeBet: bet.FreeBet === true,
  };
  // A single shows its odds and event once (issue 32): the bet's, or its selection's if the
  // bet has none (an import may carry them on the leg only).
  const single = selections.length === 1 ? selections[0] : undefined;
  return {
    sport: known(bet.Sport),
    competition: known(bet.Competition),
    day,
    time,
    stake: bet.Stake,
    odds: bet.Odds ?? single?.odds ?? '',
    status: bet.Status,
    eventDescription: bet.EventDescription ?? single?.event ?? '',
    selections: selections.length > 0 ? selections : [blankSelection()],
    currency: bet.Currency ?? '',
    ...labels,
    labelsBefore: labels,
    ...(day === null ? {} : { placed: { day, time, placedDate: bet.PlacedDate } }),
  };
}

const numberOrUndefined = (value: number | string) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * A single (one selection row) is asked its odds and event once, on the bet (issue 32): its
 * row shows only name and market, and the payload's selection takes the bet's odds and event.
 * Two rows or more are legs with fields of their own.
 */
export function isSingle(values: Pick<BetFormValues, 'selections'>): boolean {
  return values.selections.length === 1;
}

/** The rows as the payload means them: a single's row with the bet's odds and event. */
function legsOf(values: BetFormValues): SelectionFormValues[] {
  const [only] = values.selections;
  if (only === undefined || !isSingle(values)) return values.selections;
  return [{ ...only, odds: values.odds, event: values.eventDescription }];
}

/** A row with nothing typed; a single's row is only its name and market. */
function isBlank(selection: SelectionFormValues, single: boolean): boolean {
  return (
    selection.name.trim() === '' &&
    selection.market.trim() === '' &&
    (single || (numberOrUndefined(selection.odds) === undefined && selection.event.trim() === ''))
  );
}

/**
 * The form with one more row. A single becoming a double keeps what was typed: its odds and
 * event become the first leg's, so nothing is typed twice.
 */
export function withSelectionAdded(values: BetFormValues): BetFormValues {
  const selections = legsOf(values).map((row) => ({ ...row }));
  return { ...values, selections: [...selections, blankSelection()] };
}

/**
 * The form without row `row`. Left with a single, its leg's odds and event fill the bet's
 * where those are empty (the single's row no longer shows them).
 */
export function withSelectionRemoved(values: BetFormValues, row: number): BetFormValues {
  const selections = values.selections.filter((_, index) => index !== row);
  const [only] = selections;
  if (selections.length !== 1 || only === undefined) return { ...values, selections };
  return {
    ...values,
    selections,
    odds: numberOrUndefined(values.odds) === undefined ? only.odds : values.odds,
    eventDescription: values.eventDescription.trim() === '' ? only.event : values.eventDescription,
  };
}

/**
 * The payload before the schema has checked it: the numbers may still be missing, the status
 * may be one the form does not allow.
 */
export type NewBetDraft = Omit<NewBetRequest, 'originalOdds_decimal' | 'stake' | 'status'> & {
  originalOdds_decimal: number | undefined;
  stake: number | undefined;
  status: string;
};

/** The instant the form means: the bet's own while its day and time are untouched (edit). */
function placedDateOf(values: BetFormValues): string {
  if (!values.day) return '';
  const { placed } = values;
  if (placed && placed.day === values.day && placed.time === values.time) return placed.placedDate;
  return placedDateIso(values.day, values.time) ?? '';
}

/** A payload the contract's schema accepted. */
export type CheckedNewBet = z.output<typeof newBetRequestSchema>;

/**
 * The new-bet payload of docs/product.md §3 (stake included) from the form. Rows left entirely
 * blank are not selections; the one blank row of a fresh form sends `selections: []`. Values
 * that cannot be read are passed on as they are, so the contract's schema names the problem.
 * An edit sends no bet id (the bet keeps its own) and may send no e-mail (the session says
 * whose bet it is); JSON leaves undefined fields out.
 */
export function toNewBetDraft(
  values: BetFormValues,
  userEmail: string | undefined,
  betId: string | undefined,
): NewBetDraft {
  const single = isSingle(values);
  const rows = legsOf(values).filter((selection) => !isBlank(selection, single));
  return {
    betId,
    placedDate: placedDateOf(values),
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
      ...(selection.feed
        ? { FeedEventId: selection.feed.eventId, FeedOutcome: selection.feed.outcome }
        : {}),
    })),
    user_email: userEmail,
    stake: numberOrUndefined(values.stake),
    ...(values.currency === '' ? {} : { currency: values.currency }),
    ...(values.stakeId === undefined ? {} : { stakeId: values.stakeId }),
    ...labelChanges(values),
  };
}

/**
 * The labels that differ from what the bet had (a new bet had none): absent keeps a bet's
 * label, null or [] clears it (core's newBetRequestSchema), so a form left alone sends none.
 */
function labelChanges(values: BetFormValues): Partial<NewBetDraft> {
  const before = values.labelsBefore ?? NO_LABELS;
  const changes: Partial<NewBetDraft> = {};
  if (textOrNull(values.bookmaker) !== textOrNull(before.bookmaker)) {
    changes.bookmaker = textOrNull(values.bookmaker);
  }
  if (textOrNull(values.tipster) !== textOrNull(before.tipster)) {
    changes.tipster = textOrNull(values.tipster);
  }
  if (values.tags.join('\n') !== before.tags.join('\n')) changes.tags = values.tags;
  const closing = numberOrUndefined(values.closingOdds) ?? null;
  if (closing !== (numberOrUndefined(before.closingOdds) ?? null)) changes.closingOdds = closing;
  if (values.bankrollId !== before.bankrollId) {
    changes.bankrollId = values.bankrollId === '' ? null : Number(values.bankrollId);
  }
  // Sent when it changes: a new bet says so only when it is free; an edit absent keeps it.
  if (values.freeBet !== before.freeBet) changes.freeBet = values.freeBet;
  return changes;
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
  bookmaker: 'bookmaker',
  tipster: 'tipster',
  tags: 'tags',
  closingOdds: 'closingOdds',
  bankrollId: 'bankrollId',
  freeBet: 'freeBet',
  currency: 'currency',
  // A tip that is no published stake (400 unknownStake) is said under the event it came with.
  stakeId: 'eventDescription',
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
  const single = isSingle(values);
  return values.selections.flatMap((selection, row) => (isBlank(selection, single) ? [] : [row]));
}

/**
 * Where the form shows an API field's error: a single's selection odds and event are the bet's
 * own fields (its row has none), so their complaints go under those.
 */
export function shownFieldPath(
  values: BetFormValues,
  apiField: string,
  rowOf: (payloadIndex: number) => number | undefined,
): string | undefined {
  const path = formPathOf(apiField, rowOf);
  if (!isSingle(values)) return path;
  if (path === 'selections.0.odds') return 'odds';
  if (path === 'selections.0.event') return 'eventDescription';
  return path;
}

export type BetFormCheck =
  { ok: true; request: CheckedNewBet } | { ok: false; errors: Record<string, string> };

/**
 * Checks the form with the contract's own schema (the one the server applies): the payload to
 * send, or the errors keyed by form path, each a message key (oddsTooLow, stakeMustBePositive…).
 */
export function checkBetForm(
  values: BetFormValues,
  userEmail: string | undefined,
  betId: string | undefined,
): BetFormCheck {
  const parsed = newBetRequestSchema.safeParse(toNewBetDraft(values, userEmail, betId));
  if (parsed.success) return { ok: true, request: parsed.data };
  const rows = payloadRows(values);
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = shownFieldPath(values, issue.path.join('.'), (index) => rows[index]);
    // The first complaint about a field is the one to fix first.
    if (path !== undefined && errors[path] === undefined) errors[path] = issue.message;
  }
  return { ok: false, errors };
}
