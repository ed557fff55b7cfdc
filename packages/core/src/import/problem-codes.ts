/**
 * Every message an importer can give a person: import problems (one record) and refusals (the
 * whole text), as message keys with their English wording. The web translates the same keys
 * (en, es) with the same `{{name}}` parameters, and its i18n test checks it has them all; the
 * English here is what the API's `message` and the logs say.
 *
 * Parameters of record problems always include `row` (the CSV line, or the record's position
 * in a JSON list, from 1) and, where one field is at fault, `field` (the source's own name).
 */
export const IMPORT_MESSAGES = {
  // --- A record that cannot be read as a bet ('unreadable'): it is left out of the bets.
  'import.idMissing': 'Row {{row}}: the bet has no id ({{field}}), so it cannot be imported',
  'import.valueMissing': 'Row {{row}}: {{field}} is missing',
  'import.notANumber': 'Row {{row}}: {{field}} {{value}} is not a number',
  'import.numberTooLarge': 'Row {{row}}: {{field}} {{value}} is too large',
  'import.amountNegative': 'Row {{row}}: {{field}} must not be negative (it is {{value}})',
  'import.amountOutOfRange':
    'Row {{row}}: {{field}} {{value}} is more than a bet may have ({{max}})',
  'import.tooManyLegs': 'Row {{row}}: the bet has {{count}} selections, more than {{max}}',
  'import.notADate': 'Row {{row}}: {{field}} {{value}} is not a date',
  'import.dateOutOfRange': 'Row {{row}}: {{field}} {{value}} is not a date between 1970 and 2999',
  'import.unknownStatus': 'Row {{row}}: the status {{value}} is not one this importer knows',
  'import.unknownSide': 'Row {{row}}: the side {{value}} is neither BACK nor LAY',
  'import.unknownCurrency':
    'Row {{row}}: the currency {{value}} is not a currency code (EUR, USD, BRL…) or sign this importer knows',
  'import.oddsTooLow':
    'Row {{row}}: the odds {{odds}} are below {{min}}, and the bet cannot be worked out without them',
  'import.oddsNeeded': 'Row {{row}}: a {{status}} bet needs its odds to work out what it returned',
  'import.profitMissing': 'Row {{row}}: {{field}} is missing, and a {{status}} bet needs it',
  'import.resultMissing':
    'Row {{row}}: the bet has no result, and what it returned does not tell one',
  'import.notABetRecord': 'Row {{row}}: {{value}} is not a bet record',
  'import.notAList': 'Row {{row}}: {{field}} should be a list',
  'import.selectionsUnreadable': 'Row {{row}}: {{field}} is not a list of selections',
  'import.selectionBeforeBet':
    'Row {{row}}: a selection row (empty Date and Type) comes before any bet',

  // --- A field that is implausible on a bet that is otherwise known ('warning'): the bet is
  // imported with that field empty.
  'import.oddsBelowMinimum':
    'Row {{row}}: the odds {{odds}} are below {{min}}; the bet was kept without odds',
  'import.fieldDropped':
    'Row {{row}}: {{field}} {{value}} does not read; the bet was kept without it',
  'import.profitOfVoidBet':
    'Row {{row}}: a {{status}} bet returns its stake, so its profit {{profit}} was taken as 0',
  'import.unmatchedOrder':
    'Row {{row}}: nothing of this order has been matched, so it is not a bet yet; it was left out',
  'import.betfairGroupedLine':
    'Row {{row}}: this line totals {{count}} bets of market {{market}}, which cannot be told apart; ask Betfair for groupBy BET to import them',
  'import.commissionUnassigned':
    'Row {{row}}: Betfair charged {{commission}} commission on market {{market}}, but no winning bet of that market is in this text; the commission was left out',

  // --- The whole text is refused.
  'import.unreadableInput': 'The text cannot be read as a bet history',
  'import.empty': 'The text is empty: there is nothing to import',
  'import.notJson': 'The text is not valid JSON (line {{line}}, column {{column}})',
  'import.tooDeep':
    'The text nests deeper than {{max}} levels (line {{line}}, column {{column}}): it is not a bet history',
  'import.truncated':
    'The text ends too early (line {{line}}, column {{column}}): was it cut off when copied?',
  'import.unclosedQuote':
    'Row {{row}}: a quoted field never closes (a missing " or a text cut off when copied?)',
  'import.unknownFormat': 'This is not a bet history this importer knows (tried: {{tried}})',
  'import.csvColumnsMissing': 'This looks like a {{format}}, but it lacks the columns {{columns}}',
  'import.mappingColumnsMissing':
    'The column mapping names columns this file does not have: {{columns}}',
  'import.betfairMarketPnl':
    "This is Betfair's Betting P&L by market: it has no stakes or bets. Download Betting P&L by bet (or your settled bets) instead",
  'import.betfairError': 'Betfair answered with an error instead of bets: {{errorCode}}',
  'import.notClearedOrders':
    'This Betfair answer is not a bet history: only listClearedOrders answers are',
  'import.betfairRollUp':
    'This Betfair answer gives totals grouped by {{groupBy}}, not single bets: ask listClearedOrders again with groupBy: BET',
  'import.tooManyBets': 'The history has more than {{max}} bets: narrow the date range',
  'import.tooManyRows':
    'Row {{row}}: the text has more than {{max}} rows; import it in parts (by date range)',
  'import.cellTooLong':
    'Row {{row}}: a cell is longer than {{max}} characters, which no bet history has',
  'import.tooManyColumns':
    'Row {{row}}: the row has more than {{max}} cells, which no bet history has',

  // --- A pasted "Copy as cURL" command that cannot be read.
  'import.curlUnreadable': 'The cURL command cannot be read: {{reason}}',
  'import.curlNotCurl': 'The text must start with "curl"',
  'import.curlShellSyntax':
    'The cURL command holds shell syntax ({{text}}): paste only the curl command, with values in it',
  'import.curlReadsFile': 'The cURL option {{option}} reads a file: paste the data itself',
  'import.curlUnsupportedOption': 'The cURL option {{option}} is not supported',
  'import.curlOptionNeedsValue': 'The cURL option {{option}} needs a value',
  'import.curlNoUrl': 'The cURL command has no URL',
  'import.curlManyUrls': 'The cURL command has more than one URL ({{count}})',
  'import.curlNotHttp': 'Only http and https URLs can be imported',
  'import.curlBodyNotJson': 'The request body of the cURL command is not a JSON object',

  // --- A pasted cURL command replayed against Betfair (the `reason` of a REPLAY_FAILED answer).
  'import.replayFailed': 'The cURL command could not be replayed',
  'import.replayNotAllowed':
    '{{origin}} is not an allowed Betfair address: copy the command from a Betfair page',
  'import.replayUnresolved': '{{host}} could not be resolved',
  'import.replayInternal': '{{host}} resolves to an internal address; refused',
  'import.replayTimeout': 'Betfair did not answer within {{seconds}} s',
  'import.replayTooLarge': "Betfair's answer is larger than {{mb}} MB",
  'import.replayUnreachable': 'Could not reach Betfair: {{error}}',
  'import.replayRedirect':
    'Betfair answered with a redirect ({{status}}); redirects are not followed',
  'import.replayEncoding': "Betfair's answer is encoded as {{encoding}}, which was not asked for",
  'import.replayUndecodable': "Betfair's answer could not be decoded",
  'import.replayInsecure':
    'The command turns off certificate checks (-k / --insecure): remove that option',
  'import.replayRefused':
    'Betfair refused the request ({{status}}): log in to Betfair again and copy a fresh command',
  'import.replayStatus': 'Betfair answered with status {{status}}',
  'import.replayTooManyPages': 'Betfair kept offering more pages after {{max}}; stopped',

  // --- Quotas (the server's configuration): the whole import is refused, nothing written.
  'import.betsQuota':
    'A history can hold at most {{max}} bets and yours has {{count}}: only {{fit}} of the {{incoming}} new bets of this import fit, so nothing was imported. Import a shorter date range, or delete bets you no longer need',
  'import.dailyQuota':
    'You can upload at most {{maxMb}} MB of histories a day and have uploaded {{usedMb}} MB today: this {{sizeMb}} MB upload does not fit. Try again after midnight (UTC), or upload a smaller file',
} as const;

export type ImportMessageCode = keyof typeof IMPORT_MESSAGES;

/** Every message key, in the order above: what the web's translations must all have. */
export const IMPORT_MESSAGE_CODES = Object.keys(IMPORT_MESSAGES) as ImportMessageCode[];

export type ImportMessageParams = Readonly<Record<string, string | number>>;

/**
 * The English text of a message key with its parameters filled in (`{{row}}` → 1047). A
 * parameter that is not given stays as written, so a missing one shows rather than vanishes.
 */
export function importMessage(code: ImportMessageCode, params: ImportMessageParams = {}): string {
  return IMPORT_MESSAGES[code].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
