import {
  type BetRecord,
  type BetStatus,
  ImportFormatError,
  type SelectionRecord,
  noBetExtras,
} from '../bets/bet-record.ts';
import { statusKey, toBetStatus } from '../bets/bet-status.ts';
import { backBetNetCents, settledReturnCents } from '../bets/settlement.ts';
import { cellAt, columnName, type CsvRow, type CsvSheet, rowObject } from './csv-reader.ts';
import { commonValue } from './fields.ts';
import { stableHash } from './hash.ts';
import { describeValue, parseInstant, parseOddsMilli, parseStakeCents } from './numbers.ts';

/**
 * Bet-Analytix CSV export (docs/formats.md §4): ";"-separated, one row per bet with Date, Type
 * (Simple, Combined, or a system like 2/3), Sport, Label ("Event : Selection"), Odds, Stake,
 * State, Bookmaker, …; the selections of a combined bet follow it as rows with empty Date and
 * Type. The export has no return column: the return is worked out from the state, stake and
 * odds (a cashed-out bet's from its Cashout amount). It has no bet id either: each bet is named
 * by a hash of its row, so importing the same file again adds nothing. Commission, Bonus and
 * Freebet are kept in the raw record only.
 */

export const BET_ANALYTIX_REQUIRED_COLUMNS = ['date', 'type', 'label', 'odds', 'stake', 'state'];

/** Bet-Analytix's state codes (full words fall back to the common status words). */
const STATE_CODES: Readonly<Record<string, BetStatus>> = {
  W: 'WON',
  L: 'LOST',
  V: 'VOID',
  R: 'VOID',
  P: 'PENDING',
  HW: 'HALF_WON',
  HL: 'HALF_LOST',
  C: 'CASHED_OUT',
  CO: 'CASHED_OUT',
};

function stateOf(text: string): BetStatus | null {
  return STATE_CODES[statusKey(text)] ?? toBetStatus(text);
}

interface OpenBet {
  row: CsvRow;
  selectionRows: CsvRow[];
}

export function mapBetAnalytixSheet(sheet: CsvSheet): BetRecord[] {
  const cell = (row: CsvRow, key: string) => cellAt(sheet, row, key).trim();
  const where = (row: CsvRow, key: string) => `row ${row.rowNumber}, ${columnName(sheet, key)}`;
  const fail: (row: CsvRow, key: string, reason: string) => never = (row, key, reason) => {
    throw new ImportFormatError(`${where(row, key)}: ${reason}`, where(row, key), [
      'bet-analytix-csv',
    ]);
  };

  const groups: OpenBet[] = [];
  for (const row of sheet.rows) {
    if (cell(row, 'date') === '' && cell(row, 'type') === '') {
      const open = groups.at(-1);
      if (!open) fail(row, 'date', 'a selection row (empty Date and Type) before any bet');
      open.selectionRows.push(row);
    } else {
      groups.push({ row, selectionRows: [] });
    }
  }

  const splitLabel = (label: string) => {
    const at = label.indexOf(' : ');
    return at === -1
      ? { event: null, selection: label }
      : { event: label.slice(0, at).trim() || null, selection: label.slice(at + 3).trim() };
  };
  const text = (row: CsvRow, key: string) => cell(row, key) || null;
  const optionalOdds = (row: CsvRow) =>
    cell(row, 'odds') === '' ? null : parseOddsMilli(cell(row, 'odds'), where(row, 'odds'));
  const requiredState = (row: CsvRow) => {
    const state = cell(row, 'state');
    const status = stateOf(state);
    if (status === null) {
      fail(row, 'state', `unknown state ${describeValue(state)} (expected W, L, V, P, HW, HL, C)`);
    }
    return status;
  };

  const seen = new Map<string, number>();
  return groups.map(({ row, selectionRows }) => {
    const status = requiredState(row);
    const stakeCents = parseStakeCents(cell(row, 'stake'), where(row, 'stake'));
    const oddsMilli = optionalOdds(row);
    let returnCents: number | null;
    if (status === 'CASHED_OUT') {
      if (cell(row, 'cashout') === '')
        fail(row, 'cashout', 'missing (needed for a cashed-out bet)');
      returnCents = parseStakeCents(cell(row, 'cashout'), where(row, 'cashout'));
    } else {
      returnCents = settledReturnCents(status, stakeCents, oddsMilli);
      if (returnCents === null) fail(row, 'odds', `missing (needed for a ${status} bet)`);
    }

    const toSelection = (source: CsvRow, result: string | null): SelectionRecord => {
      const label = splitLabel(cell(source, 'label'));
      return {
        name: label.selection || label.event || 'Unknown',
        oddsMilli: optionalOdds(source),
        eventName: label.event,
        marketName: text(source, 'bettype'),
        sport: text(source, 'sport'),
        competition: text(source, 'competition'),
        result,
      };
    };
    const selections =
      selectionRows.length > 0
        ? selectionRows.map((r) => {
            const state = cell(r, 'state');
            return toSelection(r, state === '' ? null : (stateOf(state) ?? state));
          })
        : cell(row, 'label') === ''
          ? []
          : [toSelection(row, status)];

    // No id in the export: the row's content names the bet; a repeat within the file gets #2, #3.
    const key = [row, ...selectionRows].map((r) => r.cells.join('\u001f')).join('\u001e');
    const hash = stableHash(key);
    const occurrence = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, occurrence);

    return {
      source: 'bet-analytix',
      sourceBetId: `ba-${hash}${occurrence > 1 ? `-${occurrence}` : ''}`,
      aliases: [],
      placedAt: parseInstant(cell(row, 'date'), where(row, 'date')),
      settledAt: null,
      sport: text(row, 'sport') ?? commonValue(selections.map((s) => s.sport)),
      competition: text(row, 'competition') ?? commonValue(selections.map((s) => s.competition)),
      eventDescription: selectionRows.length > 0 ? null : splitLabel(cell(row, 'label')).event,
      oddsMilli,
      stakeCents,
      returnCents,
      netReturnCents: backBetNetCents(status, stakeCents, returnCents),
      status,
      betType: text(row, 'type'),
      bookmaker: text(row, 'bookmaker'),
      side: null,
      liabilityCents: null,
      ...noBetExtras(),
      selections,
      raw: {
        ...rowObject(sheet, row),
        selections: selectionRows.map((r) => rowObject(sheet, r)),
      },
    };
  });
}
