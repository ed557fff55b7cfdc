import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { SheetMapping } from '@stakelab/core';
import { registerBenchUser } from './lib/accounts.ts';
import type { BenchFigure } from './lib/stats.ts';
import { startServerProcess } from './lib/server-process.ts';

/**
 * Issue 33: 10,000 rows of a bettor's own spreadsheet (American odds, a free-bet column, no bet
 * ids: each row named by its content's fingerprint), mapped and imported over HTTP on SQLite,
 * within the target of the other imports of 10,000 bets (history-bench.ts: 3 s for preview and
 * import).
 */
const ROWS = 10_000;
/** The SQLite target of the other 10,000-bet imports (history-bench.ts). */
const IMPORT_TARGET_MS = 3000;

const MAPPING: SheetMapping = {
  columns: {
    placedDate: 'Date',
    bookmaker: 'Book',
    description: 'Event',
    odds: 'Odds',
    stake: 'Stake',
    status: 'Result',
    freeBet: 'Free Bet',
  },
  oddsFormat: 'american',
  name: 'Bench sheet',
};

const ODDS = ['+150', '-110', '+200', '-120', '+105', '-250'];
const RESULTS = ['Win', 'Loss', 'Win', 'Loss', 'Push', 'Win'];

/** One bet every 37 minutes back from 1 June 2026, every 7th a free bet. */
function mappedSheet(rows: number): string {
  const lines = ['Date,Book,Event,Odds,Stake,Result,Free Bet'];
  for (let i = 0; i < rows; i += 1) {
    const placed = new Date(Date.UTC(2026, 5, 1, 12) - i * 37 * 60_000);
    const date = placed.toISOString().slice(0, 16).replace('T', ' ');
    lines.push(
      [
        date,
        i % 3 === 0 ? 'DraftKings' : 'FanDuel',
        `Home ${i} v Away ${i}`,
        ODDS[i % ODDS.length],
        `${5 + (i % 20)}.00`,
        RESULTS[i % RESULTS.length],
        i % 7 === 0 ? 'Yes' : '',
      ].join(','),
    );
  }
  return lines.join('\n');
}

interface UploadAnswer {
  success?: boolean;
  needsMapping?: boolean;
  inserted?: number;
  unchanged?: number;
}

export async function mappedSheetBenchmarks(): Promise<BenchFigure[]> {
  const server = await startServerProcess();
  try {
    const { cookie, email } = await registerBenchUser(server.baseUrl);
    const data = mappedSheet(ROWS);
    const upload = async (choices: { dryRun?: boolean; mapping?: SheetMapping }) => {
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}/api/history/upload-csv`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ data, userEmail: email, ...choices }),
      });
      const answer = (await res.json()) as UploadAnswer;
      return { ms: performance.now() - started, answer };
    };
    const check = (step: string, ok: boolean, answer: UploadAnswer) => {
      if (!ok) throw new Error(`${step}: ${JSON.stringify(answer).slice(0, 500)}`);
    };
    // The dialog's first question: no mapping yet, the columns and a guess.
    const asked = await upload({});
    check('needsMapping', asked.answer.needsMapping === true, asked.answer);
    const preview = await upload({ dryRun: true, mapping: MAPPING });
    check('preview', preview.answer.inserted === ROWS, preview.answer);
    const imported = await upload({ mapping: MAPPING });
    check('import', imported.answer.inserted === ROWS, imported.answer);
    // The same sheet again: every row found by its fingerprint, nothing added.
    const again = await upload({ mapping: MAPPING });
    check(
      're-import',
      again.answer.inserted === 0 && again.answer.unchanged === ROWS,
      again.answer,
    );
    console.log(
      `mapped sheet: ${ROWS} rows (${(data.length / 1048576).toFixed(1)} MB): needsMapping ${Math.round(asked.ms)} ms; preview ${Math.round(preview.ms)} ms + import ${Math.round(imported.ms)} ms; re-import (all unchanged) ${Math.round(again.ms)} ms`,
    );
    return [
      {
        name: 'a 10,000-row sheet without a mapping: the columns and a guess (SQLite)',
        value: Math.round(asked.ms),
        unit: 'ms',
        target: 1000,
        better: 'lower',
      },
      {
        name: 'preview then import 10,000 rows of a mapped sheet over HTTP (SQLite)',
        value: Math.round(preview.ms + imported.ms),
        unit: 'ms',
        target: IMPORT_TARGET_MS,
        better: 'lower',
      },
      {
        name: 're-import the same 10,000 mapped rows, all unchanged (SQLite)',
        value: Math.round(again.ms),
        unit: 'ms',
        target: IMPORT_TARGET_MS,
        better: 'lower',
      },
    ];
  } finally {
    await server.stop();
  }
}

// `npx tsx bench/mapped-sheet-bench.ts` (after `npm run build`) runs this case alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await mappedSheetBenchmarks());
}
