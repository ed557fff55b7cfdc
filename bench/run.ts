import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { analyticsBenchmarks } from './analytics-bench.ts';
import { exportStallBenchmarks } from './export-stall-bench.ts';
import { firstPageBenchmarks } from './first-page-bench.ts';
import { historyBenchmarks } from './history-bench.ts';
import { hostileBenchmarks } from './hostile-bench.ts';
import { importFloorBenchmarks } from './import-floor-bench.ts';
import { importStallBenchmarks } from './import-stall-bench.ts';
import type { BenchFigure } from './lib/stats.ts';
import { liveBenchmarks } from './live-bench.ts';
import { mappedSheetBenchmarks } from './mapped-sheet-bench.ts';
import { mixedLoadBenchmarks } from './mixed-load-bench.ts';
import { pushFanoutBenchmarks } from './push-fanout-bench.ts';
import { slowClientsBenchmarks } from './slow-clients-bench.ts';
import { startServerProcess } from './lib/server-process.ts';
import { startPathBenchmarks } from './start-path-bench.ts';
import { webHistoryBenchmarks } from './web-history-bench.ts';

/**
 * `npm run bench`: prints every figure beside its target and writes them, with the machine and
 * the date, to bench/out/results.json (ignored: figures depend on the machine that ran them).
 */
async function healthThroughput(): Promise<BenchFigure[]> {
  const server = await startServerProcess();
  try {
    const result = await autocannon({
      url: `${server.baseUrl}/api/health`,
      connections: 20,
      duration: 5,
    });
    return [
      {
        name: 'GET /api/health throughput (baseline)',
        value: Math.round(result.requests.average),
        unit: 'req/s',
        target: 1000,
        better: 'higher',
      },
    ];
  } finally {
    await server.stop();
  }
}

const figures = [
  ...(await healthThroughput()),
  ...(await historyBenchmarks()),
  ...(await mappedSheetBenchmarks()),
  ...(await importFloorBenchmarks()),
  ...(await importStallBenchmarks()),
  ...(await hostileBenchmarks()),
  ...(await exportStallBenchmarks()),
  ...(await slowClientsBenchmarks()),
  ...(await analyticsBenchmarks()),
  ...(await liveBenchmarks()),
  ...(await mixedLoadBenchmarks()),
  ...(await pushFanoutBenchmarks()),
  ...(await firstPageBenchmarks()),
  ...(await webHistoryBenchmarks()),
  // Three more servers and a second web build (about 3 minutes): only when asked for, or alone
  // with `npm run bench:start-path`.
  ...(process.env.BENCH_START_PATH === '1' ? await startPathBenchmarks() : []),
];
console.table(
  figures.map((f) => ({
    benchmark: f.name,
    value: `${f.value} ${f.unit}`,
    target: `${f.better === 'lower' ? '≤' : '≥'} ${f.target} ${f.unit}`,
    met: (f.better === 'lower' ? f.value <= f.target : f.value >= f.target) ? 'yes' : 'NO',
  })),
);
const machine = {
  cores: os.availableParallelism(),
  cpu: os.cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
};
console.log(
  `machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}`,
);
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
fs.mkdirSync(outDir, { recursive: true });
const out = path.join(outDir, 'results.json');
const results = { date: new Date().toISOString(), machine, figures };
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`written ${out}`);
