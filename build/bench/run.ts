/**
 * npm run bench: measurements, never pass/fail. Build: wall time, files, bytes, files/s and the ratio to a bare
 * write loop; local server: load per endpoint with autocannon.
 */
import { benchBuild } from './build-bench.ts';
import { loadTest, startServerProcess, type LoadResult } from './server-bench.ts';

const b = benchBuild();
console.log('\n== Build (median of 5 in-process runs; npm run build median of 3) ==');
console.log(`files ${b.files}, bytes ${(b.bytes / 1e6).toFixed(2)} MB`);
console.log(`npm run build (whole process, incl. tsx start): ${(b.processMs / 1000).toFixed(2)} s   target < 3 s`);
console.log(`pipeline in-process: ${b.pipelineMs.toFixed(0)} ms (load+validate ${b.stages.load.toFixed(0)}, compute+render+validate ${b.stages.render.toFixed(0)}, write ${b.stages.write.toFixed(0)})`);
console.log(`files/s: ${Math.round(b.files / (b.pipelineMs / 1000))}`);
console.log(`bare write loop (same files, same bytes): ${b.bareMs.toFixed(0)} ms; ratio pipeline/bare = ${(b.pipelineMs / b.bareMs).toFixed(2)}x   target <= 3x`);

const port = 18_000 + (process.pid % 1000);
const { proc } = await startServerProcess(port, { RATE_LIMITS: 'off' });
try {
  const base = `http://127.0.0.1:${port}`;
  const results: LoadResult[] = [];
  for (const [label, path] of [['static JSON', '/api/elections/2020']] as const) results.push(await loadTest(label, base, path));
  console.log('\n== Local server load (autocannon, 10 connections, 5 s, loopback; rate limits off) ==');
  console.table(results.map((r) => ({ endpoint: r.label, path: r.path, 'req/s': Math.round(r.requestsPerSec), 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.errors, statuses: r.statuses })));
} finally {
  proc.kill();
}
