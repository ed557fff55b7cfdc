import { toBetStatus } from '../bets/bet-status.ts';
import type { CsvSheet } from './csv-reader.ts';
import { plainWords } from './betfair-site-words.ts';
import { guessOddsFormat, type OddsFormat } from './odds-formats.ts';
import type { SheetMapping, SheetRole } from './sheet-mapping.ts';

/**
 * A first guess of how to read a spreadsheet, for the column mapper to show and the user to
 * correct: each column with a few sample values and the role its header's words suggest (en,
 * es, pt, it), the odds' format by the odds column's values, and the result words it found.
 */

/** Header words of each role, as plainWords leaves them (whole header, or its first words). */
const ROLE_WORDS: Readonly<Record<SheetRole, readonly string[]>> = {
  placedDate: ['date', 'placed', 'placed date', 'date placed', 'fecha', 'data', 'bet date'],
  settledDate: ['settled', 'settled date', 'settle date', 'fecha liquidacion', 'liquidada'],
  stake: [
    'stake',
    'amount',
    'wager',
    'risk',
    'bet amount',
    'importe',
    'apuesta',
    'stake amount',
    'puntata',
  ],
  odds: ['odds', 'price', 'cuota', 'cuotas', 'quota', 'odd'],
  status: ['result', 'status', 'outcome', 'state', 'resultado', 'estado', 'w l', 'win loss'],
  netReturn: [
    'profit',
    'net',
    'p l',
    'pl',
    'profit loss',
    'beneficio',
    'ganancia',
    'neto',
    'lucro',
  ],
  return: ['return', 'returns', 'payout', 'retorno', 'devolucion', 'cobro'],
  freeBet: ['free bet', 'freebet', 'fb', 'apuesta gratis', 'bono'],
  bookmaker: ['bookmaker', 'bookie', 'sportsbook', 'book', 'casa', 'casa de apuestas'],
  sport: ['sport', 'deporte', 'esporte'],
  competition: ['competition', 'league', 'tournament', 'competicion', 'liga', 'torneo'],
  description: [
    'description',
    'event',
    'selection',
    'bet',
    'pick',
    'match',
    'evento',
    'seleccion',
    'partido',
    'descripcion',
  ],
  betId: ['bet id', 'id', 'betid', 'ticket', 'reference', 'ref'],
  currency: ['currency', 'moneda', 'divisa', 'ccy'],
};

export interface GuessedColumn {
  header: string;
  samples: string[];
  role: SheetRole | null;
}

export interface SheetGuess {
  columns: GuessedColumn[];
  oddsFormat: OddsFormat;
  /** The distinct words of the result column (at most 20), each with its guessed status. */
  statusWords: { word: string; status: string | null }[];
  /** A mapping built from the guess, or null when it lacks a date or a stake column. */
  mapping: SheetMapping | null;
}

const SAMPLES = 3;

function roleOfHeader(header: string): SheetRole | null {
  const words = plainWords(header);
  for (const [role, known] of Object.entries(ROLE_WORDS) as [SheetRole, readonly string[]][]) {
    if (known.includes(words)) return role;
  }
  return null;
}

export function guessSheet(sheet: CsvSheet): SheetGuess {
  const taken = new Set<SheetRole>();
  const columns = sheet.columns.map((header, i): GuessedColumn => {
    const values = sheet.rows.map((row) => (row.cells[i] ?? '').trim()).filter(Boolean);
    let role = roleOfHeader(header);
    if (role !== null && taken.has(role)) role = null; // the first column of a role wins
    if (role !== null) taken.add(role);
    return { header: header.trim(), samples: values.slice(0, SAMPLES), role };
  });
  const valuesOf = (role: SheetRole) => {
    const i = columns.findIndex((c) => c.role === role);
    return i < 0 ? [] : sheet.rows.map((row) => (row.cells[i] ?? '').trim());
  };
  const words = [...new Set(valuesOf('status').filter(Boolean))].slice(0, 20);
  const statusWords = words.map((word) => ({ word, status: toBetStatus(word) }));
  const oddsFormat = guessOddsFormat(valuesOf('odds'));
  const headerOf = (role: SheetRole) => columns.find((c) => c.role === role)?.header;
  const placedDate = headerOf('placedDate');
  const stake = headerOf('stake');
  const mapping: SheetMapping | null =
    placedDate === undefined || stake === undefined
      ? null
      : {
          columns: Object.fromEntries(
            columns.filter((c) => c.role !== null).map((c) => [c.role, c.header]),
          ) as SheetMapping['columns'],
          oddsFormat,
        };
  return { columns, oddsFormat, statusWords, mapping };
}

/** A header's identity for finding a saved mapping again: its cells' plain words, in order. */
export function headerSignature(sheet: CsvSheet): string {
  return sheet.columns.map(plainWords).join('|');
}
