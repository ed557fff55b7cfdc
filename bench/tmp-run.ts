import { webHistoryBenchmarks } from './tmp-trace.ts';
const figs = await webHistoryBenchmarks();
for (const f of figs) console.log(`${f.name}: ${f.value} ${f.unit} (target ${f.target})`);
