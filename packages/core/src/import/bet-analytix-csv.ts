import {
  type BetRecord,
  type BetStatus,
  type SelectionRecord,
  noBetExtras,
} from '../bets/bet-record.ts';
import { statusKey, toBetStatus } from '../bets/bet-status.ts';
import { backBetNetCents, freeBetReturnCents, settledReturnCents } from '../bets/settlement.ts';
import { cellAt, columnName, type CsvRow, type CsvSheet, rowObject } from './csv-reader.ts';
import { commonValue } from './fields.ts';
import { stableHash } from './hash.ts';
import {
  type DecimalMark,
  describeValue,
  guessDecimalMark,
  parseOddsMilli,
  parseStakeCents,
} from './numbers.ts';
import { parseInstant } from './instants.ts';
import { type ReadRecords, readRecords } from './record-reader.ts';

/**
 * Bet-Analytix CSV export (docs/formats.md §4): ";"-separated, one row per bet with Date, Type
 * (Simple, Combined, or a system like 2/3), Sport, Label ("Event : Selection"), Odds, Stake,
 * State, Bookmaker, …; the selections of a combined bet follow it as rows with empty Date and
 * Type. A human-made format: each numeric column's decimal mark is decided by all its cells
 * (numbers.ts). The export has no return column: the return is worked out from the state, stake and
 * odds (a cashed-out bet's from its Cashout amount). It has no bet id either: each bet is named
 * by a hash of its row, so importing the same file again adds nothing. Tipster and Closing (the
 * closing odds) are kept as the bet's; Freebet (0 or 1, like Live, Cashout and Eachway) makes
 * it a free bet, which pays its profit only (settlement.ts freeBetReturnCents); Commission and
 * Bonus are kept in the raw record only.
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

/** A yes/no column's "yes": Bet-Analytix writes 1 and 0; words are taken too. */
const YES_WORDS = new Set(['1', 'true', 'yes', 'y', 'x', 'oui', 'si', 'sí']);
const isYes = (text: string) => YES_WORDS.has(text.trim().toLowerCase());

function stateOf(text: string): BetStatus | null {
  return STATE_CODES[statusKey(text)] ?? toBetStatus(text);
}

interface OpenBet {
  row: CsvRow;
  selectionRows: CsvRow[];
}

/** The decimal mark of each numeric column, by all its cells, else by the file's other ones. */
function columnMarks(sheet: CsvSheet): Readonly<Record<string, DecimalMark | null>> {
  const keys = ['odds', 'stake', 'cashout', 'closing'];
  const values = (key: string) => sheet.rows.map((row) => cellAt(sheet, row, key));
  const file = guessDecimalMark(keys.flatMap(values));
  return Object.fromEntries(keys.map((key) => [key, guessDecimalMark(values(key)) ?? file]));
}

export function mapBetAnalytixSheet(sheet: CsvSheet): ReadRecords<BetRecord> {
  const cell = (row: CsvRow, key: string) => cellAt(sheet, row, key).trim();
  const field = (key: string) => columnName(sheet, key);
  const marks = columnMarks(sheet);
  const mark = (key: string) => marks[key] ?? null;

  // A bet's row, then its selections' rows (empty Date and Type); selection rows before any
  // bet are a group of their own, which reads as unreadable.
  const groups: OpenBet[] = [];
  for (const row of sheet.rows) {
    const open = groups.at(-1);
    if (cell(row, 'date') === '' && cell(row, 'type') === '' && open) {
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
  const odds = (row: CsvRow) =>
    cell(row, 'odds') === ''
      ? null
      : parseOddsMilli(cell(row, 'odds'), field('odds'), mark('odds'));

  const seen = new Map<string, number>();
  return readRecords(
    groups,
    ({ row, selectionRows }) => ({
      row: row.rowNumber,
      source: () => [row, ...selectionRows].map((r) => r.text).join('\n'),
    }),
    ({ row, selectionRows }, reader): BetRecord => {
      if (cell(row, 'date') === '' && cell(row, 'type') === '') {
        reader.refuse('import.selectionBeforeBet', null);
      }
      const state = cell(row, 'state');
      const status = stateOf(state);
      if (status === null) {
        return reader.refuse('import.unknownStatus', field('state'), {
          value: describeValue(state),
        });
      }
      const stakeCents = parseStakeCents(
        cell(row, 'stake'),
        field('stake'),
        'a stake',
        mark('stake'),
      );
      const placedAt = parseInstant(cell(row, 'date'), field('date'));
      // The odds are needed to work out most returns: unreadable odds make the bet unreadable
      // then, and only a warning when the status does not need them.
      const oddsNeeded =
        settledReturnCents(status, stakeCents, null) === null && status !== 'CASHED_OUT';
      const oddsMilli = oddsNeeded ? odds(row) : reader.optional(() => odds(row));
      const freeBet = isYes(cell(row, 'freebet'));
      let returnCents: number | null;
      if (status === 'CASHED_OUT') {
        if (cell(row, 'cashout') === '') {
          reader.refuse('import.profitMissing', field('cashout'), { status });
        }
        returnCents = parseStakeCents(
          cell(row, 'cashout'),
          field('cashout'),
          'a cash-out',
          mark('cashout'),
        );
      } else {
        returnCents = freeBet
          ? freeBetReturnCents(status, stakeCents, oddsMilli)
          : settledReturnCents(status, stakeCents, oddsMilli);
        if (returnCents === null)
          return reader.refuse('import.oddsNeeded', field('odds'), { status });
      }

      const toSelection = (
        source: CsvRow,
        result: string | null,
        legOdds: number | null,
      ): SelectionRecord => {
        const label = splitLabel(cell(source, 'label'));
        return {
          name: label.selection || label.event || 'Unknown',
          oddsMilli: legOdds,
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
              const legState = cell(r, 'state');
              const result = legState === '' ? null : (stateOf(legState) ?? legState);
              return toSelection(
                r,
                result,
                reader.optional(() => odds(r)),
              );
            })
          : cell(row, 'label') === ''
            ? []
            : [toSelection(row, status, oddsMilli)];

      // No id in the export: the row's content names the bet; a repeat within the file gets #2, #3.
      const key = [row, ...selectionRows].map((r) => r.cells.join('\u001f')).join('\u001e');
      const hash = stableHash(key);
      const occurrence = (seen.get(hash) ?? 0) + 1;
      seen.set(hash, occurrence);

      return {
        source: 'bet-analytix',
        sourceBetId: `ba-${hash}${occurrence > 1 ? `-${occurrence}` : ''}`,
        aliases: [],
        placedAt,
        settledAt: null,
        sport: text(row, 'sport') ?? commonValue(selections.map((s) => s.sport)),
        competition: text(row, 'competition') ?? commonValue(selections.map((s) => s.competition)),
        eventDescription: selectionRows.length > 0 ? null : splitLabel(cell(row, 'label')).event,
        oddsMilli,
        stakeCents,
        returnCents,
        // A free bet's return is all profit: nothing of the user's was staked.
        netReturnCents: freeBet ? returnCents : backBetNetCents(status, stakeCents, returnCents),
        status,
        betType: text(row, 'type'),
        bookmaker: text(row, 'bookmaker'),
        side: null,
        liabilityCents: null,
        ...noBetExtras(),
        tipster: text(row, 'tipster'),
        freeBet,
        // The odds at the close, same decimal mark rules; unreadable: kept without, warned.
        closingOddsMilli:
          cell(row, 'closing') === ''
            ? null
            : reader.optional(() =>
                parseOddsMilli(cell(row, 'closing'), field('closing'), mark('closing')),
              ),
        selections,
        raw: {
          ...rowObject(sheet, row),
          selections: selectionRows.map((r) => rowObject(sheet, r)),
        },
      };
    },
  );
}
