import { type BetRecord, ImportFormatError, type ImportProblem } from '../bets/bet-record.ts';
import { refuseOutOfBounds } from './amount-bounds.ts';
import {
  importMessage,
  type ImportMessageCode,
  type ImportMessageParams,
} from './problem-codes.ts';

/**
 * How importers read a history record by record: a record that cannot be read as a bet becomes
 * an 'unreadable' problem (the bet is left out, the others go on); a field that is implausible
 * on a bet that is otherwise known becomes a 'warning' and the bet keeps that field empty.
 */

/** A problem with its English message, the row and the field among its parameters. */
export function importProblem(
  severity: ImportProblem['severity'],
  row: number,
  field: string | null,
  code: ImportMessageCode,
  params: ImportMessageParams,
  source: string,
): ImportProblem {
  const all = { ...params, row, ...(field === null ? {} : { field }) };
  return { severity, row, field, code, params: all, message: importMessage(code, all), source };
}

/** The `field` parameter of a field reader's error (numbers.ts puts `where` there), or null. */
function fieldOf(err: ImportFormatError): string | null {
  const field = err.params['field'];
  return typeof field === 'string' ? field : (err.where ?? null);
}

/**
 * The most of a record's text a problem keeps (for the set-aside CSV). A bet's record is a few
 * KB; one of megabytes (a bet of 100,000 legs) is no bet, and storing all of it would make
 * writing the set-aside rows hold the event loop for as long as the text is large.
 */
export const PROBLEM_SOURCE_MAX_CHARS = 64 * 1024;

function clipSource(text: string): string {
  return text.length <= PROBLEM_SOURCE_MAX_CHARS
    ? text
    : `${text.slice(0, PROBLEM_SOURCE_MAX_CHARS)}… (${text.length} characters in all)`;
}

/** One record being read: where it is, its text, and the warnings its fields gave. */
export class RecordReader {
  readonly warnings: ImportProblem[] = [];
  private text: string | null = null;
  constructor(
    readonly row: number,
    /** The record's text, built only when a problem needs it (JSON.stringify is not free). */
    private readonly sourceText: () => string,
  ) {}

  get source(): string {
    this.text ??= clipSource(this.sourceText());
    return this.text;
  }

  /**
   * The field `read` gives, or null with a warning when it throws an ImportFormatError: odds
   * below 1.01 say so; anything else says the field did not read. The bet keeps going.
   */
  optional<T>(read: () => T): T | null {
    try {
      return read();
    } catch (err) {
      if (!(err instanceof ImportFormatError)) throw err;
      const field = fieldOf(err);
      if (err.code === 'import.oddsBelowMinimum') {
        this.warn('import.oddsBelowMinimum', field, err.params);
      } else {
        this.warn('import.fieldDropped', field, { value: err.params['value'] ?? '""' });
      }
      return null;
    }
  }

  warn(code: ImportMessageCode, field: string | null, params: ImportMessageParams = {}): void {
    this.warnings.push(importProblem('warning', this.row, field, code, params, this.source));
  }

  /** Refuses this record: thrown inside the mapper, it becomes the record's 'unreadable'. */
  refuse(code: ImportMessageCode, field: string | null, params: ImportMessageParams = {}): never {
    const all = { ...params, ...(field === null ? {} : { field }) };
    throw new ImportFormatError(
      importMessage(code, { ...all, row: this.row }),
      field ?? undefined,
      [],
      code,
      all,
    );
  }
}

/** Bets and the problems met reading them, in source order. */
export interface ReadRecords<B> {
  bets: B[];
  problems: ImportProblem[];
}

/**
 * Maps every record with `map`. An ImportFormatError thrown while mapping a record makes it
 * 'unreadable' (its warnings are dropped: the unreadable problem says what matters); any other
 * error is a bug and propagates.
 */
export function readRecords<R, B>(
  records: readonly R[],
  locate: (record: R, index: number) => { row: number; source: () => string },
  map: (record: R, reader: RecordReader, index: number) => B,
): ReadRecords<B> {
  const bets: B[] = [];
  const problems: ImportProblem[] = [];
  records.forEach((record, index) => {
    const { row, source } = locate(record, index);
    const reader = new RecordReader(row, source);
    try {
      const bet = map(record, reader, index);
      // Every importer's bets (B is a BetRecord, or null for a record that is no bet).
      if (bet !== null && typeof bet === 'object' && 'stakeCents' in bet)
        refuseOutOfBounds(bet as unknown as BetRecord, reader);
      bets.push(bet);
      problems.push(...reader.warnings);
    } catch (err) {
      if (!(err instanceof ImportFormatError)) throw err;
      problems.push(unreadableProblem(err, row, reader.source));
    }
  });
  return { bets, problems };
}

function unreadableProblem(err: ImportFormatError, row: number, source: string): ImportProblem {
  // Odds below 1.01 where the bet needs them: the warning's key would say the bet was kept.
  const code = err.code === 'import.oddsBelowMinimum' ? 'import.oddsTooLow' : err.code;
  const problem = importProblem('unreadable', row, fieldOf(err), code, err.params, source);
  // An error without its own key (a generic refusal) keeps its specific English text.
  return err.code === 'import.unreadableInput' ? { ...problem, message: err.message } : problem;
}
