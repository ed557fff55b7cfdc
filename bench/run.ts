import autocannon from 'autocannon';
import { startServerProcess } from './lib/server-process.ts';

/**
 * Benchmarks, printed as a table. Throughput figures are relative to the trivial health route
 * measured in the same run, so they compare like with like on whatever machine runs them.
 */
const server = await startServerProcess();
try {
  const result = await autocannon({
    url: `${server.baseUrl}/api/health`,
    connections: 20,
    duration: 5,
  });
  console.table([
    {
      benchmark: 'GET /api/health',
      'requests/s (mean)': Math.round(result.requests.average),
      'latency p99 (ms)': result.latency.p99,
      errors: result.errors + result.non2xx,
    },
  ]);
} finally {
  await server.stop();
}
