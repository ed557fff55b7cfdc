import type { TaxReportLanguage } from '@stakelab/core';

/**
 * The tax report's texts (CSV and PDF) in the two languages it is offered in. The statement says
 * what the figures are and are not; the web shows the same statement (its i18n "taxYear").
 */
export interface TaxReportTexts {
  title: (year: number) => string;
  preparedFor: (name: string) => string;
  generatedOn: (day: string) => string;
  statementTitle: string;
  statement: (timeZone: string) => string[];
  unknownBookmaker: string;
  allBookmakers: string;
  byBookmaker: string;
  evidence: string;
  unconvertedTitle: string;
  unconvertedNote: string;
  /** The PDF lists this many bets at most: the rest are in the CSV. */
  evidenceCut: (shown: number, all: number) => string;
  openNote: (bets: number) => string;
  noBets: string;
  page: (page: number) => string;
  columns: {
    bookmaker: string;
    bets: string;
    winnings: string;
    losses: string;
    net: string;
    date: string;
    event: string;
    betId: string;
    status: string;
    freeBet: string;
    currency: string;
    stake: string;
    odds: string;
    rate: string;
    netEur: string;
  };
  yes: string;
  no: string;
}

export const TAX_REPORT_TEXTS: Record<TaxReportLanguage, TaxReportTexts> = {
  en: {
    title: (year) => `Betting winnings and losses, tax year ${year}`,
    preparedFor: (name) => `Prepared for ${name} by StakeLab`,
    generatedOn: (day) => `Generated on ${day}`,
    statementTitle: 'What these figures are, and are not',
    statement: (timeZone) => [
      'This is not tax advice. These figures are worked out from the bets you recorded in StakeLab, as you recorded them, and may be incomplete or wrong where your records are.',
      `A bet counts in the year of the day it was settled, in the ${timeZone} time zone. Open bets are left out.`,
      'For each bookmaker, winnings are the sum of the net results of the bets that made a profit, losses the sum of the net results of the bets that lost money (shown as a positive amount), and net is winnings minus losses. A void bet counts 0. A free bet counts its profit when it wins and 0 when it loses: its stake was never your money.',
      "Amounts in other currencies are converted to euros at the European Central Bank's euro reference rate of the day the bet was settled (the previous working day's when the ECB published none), each bet rounded to the cent. Bets with no rate are listed apart and are in no total.",
      "Check these figures against each operator's own statements, and ask a tax adviser how to declare them.",
    ],
    unknownBookmaker: 'Unknown',
    allBookmakers: 'All bookmakers',
    byBookmaker: 'By bookmaker (euros)',
    evidence: 'The bets (evidence)',
    evidenceCut: (shown, all) =>
      `The first ${shown.toLocaleString('en-GB')} of ${all.toLocaleString('en-GB')} bets: the CSV download lists every one.`,
    unconvertedTitle: 'Bets without an exchange rate (in no total)',
    unconvertedNote:
      'No ECB rate for their currency by their settle day was loaded: these bets are not converted and not added to any figure.',
    openNote: (bets) =>
      bets === 1 ? '1 open bet is left out.' : `${bets} open bets are left out.`,
    noBets: 'No settled bets in this year.',
    page: (page) => `Page ${page}`,
    columns: {
      bookmaker: 'Bookmaker',
      bets: 'Bets',
      winnings: 'Winnings',
      losses: 'Losses',
      net: 'Net',
      date: 'Date',
      event: 'Event',
      betId: 'Bet ID',
      status: 'Status',
      freeBet: 'Free bet',
      currency: 'Currency',
      stake: 'Stake',
      odds: 'Odds',
      rate: 'Rate (per EUR)',
      netEur: 'Net (EUR)',
    },
    yes: 'Yes',
    no: 'No',
  },
  es: {
    title: (year) => `Ganancias y pérdidas de apuestas, ejercicio ${year}`,
    preparedFor: (name) => `Preparado para ${name} por StakeLab`,
    generatedOn: (day) => `Generado el ${day}`,
    statementTitle: 'Qué son estas cifras y qué no son',
    statement: (timeZone) => [
      'Esto no es asesoramiento fiscal. Estas cifras se calculan a partir de las apuestas que registraste en StakeLab, tal como las registraste, y pueden estar incompletas o ser erróneas donde lo sean tus registros.',
      `Una apuesta cuenta en el año del día en que se liquidó, en la zona horaria ${timeZone}. Las apuestas abiertas quedan fuera.`,
      'Para cada operador, las ganancias son la suma de los resultados netos de las apuestas con beneficio, las pérdidas la suma de los resultados netos de las apuestas con pérdida (en positivo), y el neto es ganancias menos pérdidas. Una apuesta anulada cuenta 0. Una apuesta gratuita cuenta su beneficio cuando gana y 0 cuando pierde: su importe nunca fue dinero tuyo.',
      'Los importes en otras divisas se convierten a euros al tipo de cambio de referencia del euro del Banco Central Europeo del día en que se liquidó la apuesta (el del día hábil anterior cuando el BCE no publicó ninguno), redondeando cada apuesta al céntimo. Las apuestas sin tipo se listan aparte y no están en ningún total.',
      'Contrasta estas cifras con los extractos de cada operador y consulta a un asesor fiscal cómo declararlas.',
    ],
    unknownBookmaker: 'Desconocido',
    allBookmakers: 'Todos los operadores',
    byBookmaker: 'Por operador (euros)',
    evidence: 'Las apuestas (justificantes)',
    evidenceCut: (shown, all) =>
      `Las primeras ${shown.toLocaleString('es-ES')} de ${all.toLocaleString('es-ES')} apuestas: la descarga CSV las lista todas.`,
    unconvertedTitle: 'Apuestas sin tipo de cambio (en ningún total)',
    unconvertedNote:
      'No hay cargado un tipo del BCE para su divisa hasta el día de su liquidación: estas apuestas no se convierten ni se suman a ninguna cifra.',
    openNote: (bets) =>
      bets === 1 ? '1 apuesta abierta queda fuera.' : `${bets} apuestas abiertas quedan fuera.`,
    noBets: 'No hay apuestas liquidadas en este año.',
    page: (page) => `Página ${page}`,
    columns: {
      bookmaker: 'Operador',
      bets: 'Apuestas',
      winnings: 'Ganancias',
      losses: 'Pérdidas',
      net: 'Neto',
      date: 'Fecha',
      event: 'Evento',
      betId: 'ID de apuesta',
      status: 'Estado',
      freeBet: 'Apuesta gratuita',
      currency: 'Divisa',
      stake: 'Importe',
      odds: 'Cuota',
      rate: 'Tipo (por EUR)',
      netEur: 'Neto (EUR)',
    },
    yes: 'Sí',
    no: 'No',
  },
};
