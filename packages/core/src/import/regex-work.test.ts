import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseBetfairJson } from './betfair-json.ts';
import { sportsbookBet } from './betfair-json.test-support.ts';
import { parseCsvImport } from './csv.ts';
import { parseCurlCommand } from './curl/parse-command.ts';
import { guessDecimalMark, parseMoneyCents, parseOddsMilli } from './numbers.ts';
import { parseInstant } from './instants.ts';

/*
 * Property: no reader does super-linear work on hostile text, measured by WORK DONE, not by a
 * clock (deterministic on a busy machine).
 *
 * The importers' loops scan their text once; what could be super-linear is a backtracking
 * regex (`/(\d*)[.,](\d*)/` tries every start on "111…1x," and every length from each: n²
 * steps). V8 counts no regex steps, so the test bounds what a regex is given instead: every
 * RegExp exec (String#match, #replace, #split and RegExp#test all reach exec once the method
 * is replaced) is counted with the characters it may look at (the text from its lastIndex on).
 * Two things are asserted for texts of growing size:
 * - no single match sees more than REGEX_SPAN_CAP characters: the readers' patterns have no
 *   nested quantifiers, so a match over at most C characters costs at most ~C² steps, a
 *   constant; a match over the whole text is what grows without bound;
 * - all matches together grow in proportion to the text: from one size to a size k times larger,
 *   at most 2k times the characters (plus a constant); a reader that ran one more match per
 *   row, per cell or per problem message is fine, one that ran a match per character over
 *   the rest of the text would grow k² times.
 * Bounded per call × linear in number = linear work. On the code before issue 30,
 * decimalMarkEvidence ran its match on a whole 8,000-digit CSV cell or JSON stake.
 */

/** The most characters one regex match may be given (json-text.ts reads numbers from 400). */
const REGEX_SPAN_CAP = 400;
/** Slack for the growth check: work any input costs (a header, the refusal's message). */
const WORK_CONSTANT = 20_000;
const SIZES = [1_000, 4_000, 8_000];

interface Work {
  calls: number;
  characters: number;
  widest: number;
  widestPattern: string;
}

let work: Work | null = null;
const realExec = RegExp.prototype.exec;

beforeEach(() => {
  RegExp.prototype.exec = function countedExec(this: RegExp, text: string) {
    if (work) {
      const from = this.global || this.sticky ? this.lastIndex : 0;
      const span = Math.max(0, String(text).length - from);
      work.calls += 1;
      work.characters += span;
      if (span > work.widest) {
        work.widest = span;
        work.widestPattern = String(this);
      }
    }
    return realExec.call(this, text);
  };
});
afterEach(() => {
  RegExp.prototype.exec = realExec;
});

/** The regex work a run does; its refusal (any throw) is part of the run. */
function measure(run: () => unknown): Work {
  work = { calls: 0, characters: 0, widest: 0, widestPattern: '' };
  try {
    run();
  } catch {
    // A refusal is an answer too: only the work counts here.
  }
  const done = work;
  work = null;
  return done;
}

/** Pieces hostile texts are made of: digits, marks, quotes, escapes, blanks, zone letters. */
const piece = fc.constantFrom(
  '1',
  '0',
  ',',
  '.',
  ' ',
  'x',
  'e',
  '-',
  '+',
  '"',
  "'",
  '\\',
  '^',
  '\n',
  '\r',
  '€',
  '(',
  ':',
  'T',
  'Z',
  ';',
  '|',
  '\t',
  '$',
);

/** A hostile text of about `size` characters: a head, a unit repeated, a tail. */
const hostile = fc.record({
  head: fc.array(piece, { maxLength: 3 }).map((p) => p.join('')),
  unit: fc.array(piece, { minLength: 1, maxLength: 4 }).map((p) => p.join('')),
  tail: fc.array(piece, { maxLength: 3 }).map((p) => p.join('')),
});
type Hostile = { head: string; unit: string; tail: string };
const textOf = ({ head, unit, tail }: Hostile, size: number) =>
  head + unit.repeat(Math.ceil(size / unit.length)) + tail;

const BA_HEADER =
  '"Date";"Type";"Sport";"Label";"Odds";"Stake";"State";"Bookmaker";"Tipster";"Category";"Competition";"BetType";"Closing";"EstimatedProbability";"Commission";"Bonus";"Live";"Freebet";"Cashout";"Eachway";"Comment"';
const baRow = (stake: string, odds = '2,5', date = '2025-02-03 18:30') =>
  `"${date}";"Simple";"Football";"A - B : A";"${odds}";"${stake.replaceAll('"', '""')}";"W";"Betfair";"";"";"LaLiga";"Match result";"";"";"0";"0";"0";"0";"0";"0";""`;

/** Each reader, fed a hostile text as the value it reads. */
const READERS: ReadonlyArray<readonly [string, (text: string) => unknown]> = [
  ['money', (text) => parseMoneyCents(text, 'stake', null)],
  ['odds', (text) => parseOddsMilli(text, 'odds', ',')],
  ['decimal mark of a column', (text) => guessDecimalMark([text, text])],
  ['date', (text) => parseInstant(text, 'placed')],
  ['CSV text', (text) => parseCsvImport(text)],
  ['Bet-Analytix stake cell', (text) => parseCsvImport(`${BA_HEADER}\n${baRow(text)}`)],
  [
    'Bet-Analytix odds and date',
    (text) => parseCsvImport(`${BA_HEADER}\n${baRow('10', text, text)}`),
  ],
  [
    'Sportsbook stake',
    (text) => parseBetfairJson(JSON.stringify({ bets: [sportsbookBet({ stake: text })] })),
  ],
  [
    'Sportsbook date',
    (text) => parseBetfairJson(JSON.stringify({ bets: [sportsbookBet({ placedDate: text })] })),
  ],
  ['cURL text', (text) => parseCurlCommand(text)],
  ['cURL words', (text) => parseCurlCommand(`curl 'https://x.example/' -H ${text} -X ${text}`)],
  ['cURL URL', (text) => parseCurlCommand(`curl ${text}`)],
];

describe('the readers do linear work on hostile text (regex work counted)', () => {
  it('the counter sees what a quadratic match would be given', () => {
    // The instrument itself: one unbounded match over 8,002 characters is counted as such.
    const seen = measure(() => /(\d*)[.,](\d*)/.exec(`${'1'.repeat(8_000)}x,`));
    expect(seen).toMatchObject({ calls: 1, characters: 8_002, widest: 8_002 });
  });

  it.each(READERS)('%s', (_name, read) => {
    fc.assert(
      fc.property(hostile, (shape) => {
        const done = SIZES.map((size) => {
          const text = textOf(shape, size);
          const seen = measure(() => read(text));
          expect(
            seen.widest,
            `${seen.widestPattern} saw ${seen.widest} of ${text.length}`,
          ).toBeLessThanOrEqual(REGEX_SPAN_CAP);
          return seen.characters;
        });
        const [first = 0, ...larger] = done;
        larger.forEach((characters, i) => {
          const growth = (SIZES[i + 1] ?? 0) / (SIZES[0] ?? 1);
          expect(characters).toBeLessThanOrEqual(2 * growth * first + WORK_CONSTANT);
        });
      }),
      { numRuns: 40 },
    );
  });

  it.each([
    // The reported inputs, each as it reached its reader.
    [
      'a Sportsbook stake of 8,000 digits and "x,"',
      () =>
        parseBetfairJson(
          JSON.stringify({ bets: [sportsbookBet({ stake: `${'1'.repeat(8_000)}x,` })] }),
        ),
    ],
    [
      'a Bet-Analytix stake cell of 8,000 digits and "x,"',
      () => parseCsvImport(`${BA_HEADER}\n${baRow(`${'1'.repeat(8_000)}x,`)}`),
    ],
  ])('%s: no match sees the long value', (_name, run) => {
    const done = measure(run);
    expect(done.widest, done.widestPattern).toBeLessThanOrEqual(REGEX_SPAN_CAP);
  });
});
