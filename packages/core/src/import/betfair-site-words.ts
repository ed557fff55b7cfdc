import type { BetSide, BetStatus } from '../bets/bet-record.ts';

/**
 * The words of Betfair's website downloads (Betting P&L by bet, settled bets, P&L by market).
 * The site writes them in the account's language: headers, the back/lay word, the status word
 * and the month of a date all follow it, so each is read here in English, Spanish, Portuguese
 * and Italian. Everything is compared after `plainWords` (no accents, lower case, one space).
 */

/** "Lucro/Prejuízo (R$)" → "lucro prejuizo": accents off, a trailing "(currency)" off. */
export function plainWords(text: string): string {
  const bare = text.normalize('NFD');
  let out = '';
  let space = false;
  let depth = 0;
  // A scan, not a regex: a header cell may be 10,000 characters (import/regex-work.test.ts).
  for (const char of bare.toLowerCase()) {
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth > 0) continue;
    else if ((char >= 'a' && char <= 'z') || (char >= '0' && char <= '9')) {
      if (space && out !== '') out += ' ';
      out += char;
      space = false;
    } else if (char < '\u0300' || char > '\u036f') space = true; // combining accents vanish
  }
  return out;
}

/** The currency written in a header's brackets ("Aposta (R$)" → "R$"), or null. */
export function headerCurrency(text: string): string | null {
  const open = text.lastIndexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const inside = text.slice(open + 1, close).trim();
  return inside.length > 0 && inside.length <= 4 ? inside : null;
}

export type SiteColumn =
  | 'market'
  | 'selection'
  | 'side'
  | 'betId'
  | 'placed'
  | 'settled'
  | 'description'
  | 'oddsRequested'
  | 'averageOdds'
  | 'odds'
  | 'stake'
  | 'liability'
  | 'risk'
  | 'profit'
  | 'status'
  | 'startTime';

/** Header words of each column, per language, as `plainWords` leaves them. */
const COLUMN_WORDS: Readonly<Record<SiteColumn, readonly string[]>> = {
  market: ['market', 'mercado', 'mercato'],
  selection: ['selection', 'selecao', 'seleccion', 'selezione'],
  side: [
    'bet type',
    'type',
    'tipo de lance',
    'tipo de aposta',
    'tipo',
    'tipo de apuesta',
    'tipo di scommessa',
  ],
  betId: ['bet id', 'id da aposta', 'id de la apuesta', 'id de apuesta', 'id scommessa'],
  placed: [
    'bet placed',
    'placed',
    'aposta realizada',
    'realizada',
    'apuesta realizada',
    'realizado',
    'scommessa piazzata',
    'piazzata',
  ],
  settled: [
    'settled',
    'settled date',
    'resolvida',
    'liquidada',
    'resuelta',
    'liquidata',
    'regolata',
  ],
  description: ['description', 'descricao', 'descripcion', 'descrizione'],
  oddsRequested: ['odds req', 'odds requested', 'probabilidades req', 'cuotas sol', 'quota rich'],
  averageOdds: [
    'avg odds matched',
    'average odds matched',
    'media de probabilidades correspondidas',
    'cuotas medias igualadas',
    'cuota media igualada',
    'quota media abbinata',
  ],
  odds: ['odds', 'cotacoes', 'cuotas', 'cuota', 'quote', 'quota'],
  stake: ['stake', 'aposta', 'valor apostado', 'apuesta', 'importe apostado', 'puntata', 'importo'],
  liability: ['liability', 'responsabilidade', 'responsabilidad', 'responsabilita'],
  risk: ['risk', 'risco', 'riesgo', 'rischio'],
  profit: [
    'profit loss',
    'lucro prejuizo',
    'lucro perda',
    'ganancia perdida',
    'ganancias perdidas',
    'profitto perdita',
  ],
  status: ['status', 'estado', 'stato'],
  startTime: ['start time', 'hora de inicio', 'inicio', 'ora di inizio'],
};

const COLUMN_BY_WORDS: ReadonlyMap<string, SiteColumn> = new Map(
  Object.entries(COLUMN_WORDS).flatMap(([column, words]) =>
    words.map((word) => [word, column as SiteColumn] as const),
  ),
);

/** The columns of a header row: where each known one is, and the currency its amounts name. */
export interface SiteColumns {
  at: ReadonlyMap<SiteColumn, number>;
  currency: string | null;
}

export function siteColumns(header: readonly string[]): SiteColumns {
  const at = new Map<SiteColumn, number>();
  let currency: string | null = null;
  header.forEach((cell, i) => {
    const column = COLUMN_BY_WORDS.get(plainWords(cell));
    if (column !== undefined && !at.has(column)) at.set(column, i);
    currency ??= headerCurrency(cell);
  });
  return { at, currency };
}

const SIDE_WORDS: ReadonlyMap<string, BetSide> = new Map([
  ['back', 'BACK'],
  ['a favor', 'BACK'],
  ['a favore', 'BACK'],
  ['lay', 'LAY'],
  ['contra', 'LAY'],
  ['en contra', 'LAY'],
  ['contro', 'LAY'],
]);

export const siteSide = (text: string): BetSide | null => SIDE_WORDS.get(plainWords(text)) ?? null;

const STATUS_WORDS: ReadonlyMap<string, BetStatus> = new Map([
  ['won', 'WON'],
  ['win', 'WON'],
  ['ganhas', 'WON'],
  ['ganha', 'WON'],
  ['ganadas', 'WON'],
  ['ganada', 'WON'],
  ['vinte', 'WON'],
  ['vinta', 'WON'],
  ['vincente', 'WON'],
  ['lost', 'LOST'],
  ['perdidas', 'LOST'],
  ['perdida', 'LOST'],
  ['perse', 'LOST'],
  ['persa', 'LOST'],
  ['void', 'VOID'],
  ['voided', 'VOID'],
  ['anuladas', 'VOID'],
  ['anulada', 'VOID'],
  ['canceladas', 'VOID'],
  ['cancelada', 'VOID'],
  ['annullata', 'VOID'],
  ['annullate', 'VOID'],
]);

export const siteStatus = (text: string): BetStatus | null =>
  STATUS_WORDS.get(plainWords(text)) ?? null;

/** Month abbreviations of the four languages (none means two months). */
const MONTHS: ReadonlyMap<string, number> = new Map(
  (
    [
      ['jan', 1],
      ['ene', 1],
      ['gen', 1],
      ['feb', 2],
      ['fev', 2],
      ['mar', 3],
      ['apr', 4],
      ['abr', 4],
      ['may', 5],
      ['mai', 5],
      ['mag', 5],
      ['jun', 6],
      ['giu', 6],
      ['jul', 7],
      ['lug', 7],
      ['aug', 8],
      ['ago', 8],
      ['sep', 9],
      ['set', 9],
      ['oct', 10],
      ['out', 10],
      ['ott', 10],
      ['nov', 11],
      ['dec', 12],
      ['dez', 12],
      ['dic', 12],
    ] as const
  ).map(([word, month]) => [word, month]),
);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "23-jun-26 23:00" or "23-jun-26 23:00:36" (any of the four languages' months, "." after the
 * month allowed) as "2026-06-23 23:00:36", the form parseInstant reads; null when it is not one.
 * Two-digit years are 2000–2099: the Exchange opened in 2000.
 */
export function siteDateText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > 40) return null;
  const match =
    /^(\d{1,2})[-/ ]([^\d\s./-]{3,4})\.?[-/ ](\d{2}|\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$/u.exec(
      trimmed,
    );
  if (!match) return null;
  const [, day = '', monthWord = '', year = '', hour = '', minute = '', second = '00'] = match;
  const month = MONTHS.get(plainWords(monthWord).slice(0, 3));
  if (month === undefined) return null;
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  return `${fullYear}-${pad(month)}-${pad(Number(day))} ${pad(Number(hour))}:${minute}:${second}`;
}
