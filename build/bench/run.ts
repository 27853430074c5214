/**
 * npm run bench: measurements, never pass/fail. Build: wall time, files, bytes, files/s and the ratio to a bare
 * write loop. Load: autocannon against the local server (npm start's server in its own process) for a static JSON
 * endpoint, a CSV export, two function endpoints and a 404. Functions, bundled by Netlify's bundler: bytes, cold start
 * and in-process handler time. `npm run bench -- functions` (or build, load) runs one section.
 */
import { benchBuild } from './build-bench.ts';
import { benchFunctions } from './functions-bench.ts';
import { loadTest, startServerProcess, type LoadResult } from './server-bench.ts';

const only = process.argv[2];
const runs = (section: 'build' | 'load' | 'functions') => !only || only === section;

if (runs('build')) {
  const b = benchBuild();
  console.log('\n== Build (median of 5 in-process runs; npm run build median of 3) ==');
  console.log(`files ${b.files}, bytes ${(b.bytes / 1e6).toFixed(2)} MB`);
  console.log(`npm run build (whole process, incl. tsx start): ${(b.processMs / 1000).toFixed(2)} s   target < 3 s`);
  console.log(
    `pipeline in-process: ${b.pipelineMs.toFixed(0)} ms (load+validate ${b.stages.load.toFixed(0)}, ` +
      `compute+render+validate ${b.stages.render.toFixed(0)}, write ${b.stages.write.toFixed(0)})`,
  );
  console.log(`files/s: ${Math.round(b.files / (b.pipelineMs / 1000))}`);
  console.log(
    `bare write loop (same files, same bytes): ${b.bareMs.toFixed(0)} ms; ratio pipeline/bare = ${(b.pipelineMs / b.bareMs).toFixed(2)}x   target <= 3x`,
  );
}

if (runs('load')) {
  const port = 18_000 + (process.pid % 1000);
  const { proc, startMs } = await startServerProcess(port, { RATE_LIMITS: 'off' });
  try {
    const base = `http://127.0.0.1:${port}`;
    const targets = [
      ['static JSON', '/api/elections/2020'],
      ['CSV export', '/api/export?year=2024&format=csv'],
      ['polls (function)', '/api/polls?state=GA&min_rating=B'],
      ['average (function)', '/api/polls/average?state=GA&half_life=7'],
      ['404', '/api/elections/2021'],
    ] as const;
    const results: LoadResult[] = [];
    for (const [label, path] of targets) results.push(await loadTest(label, base, path));
    console.log(
      `\n== Load: local server (autocannon, 10 connections, 5 s each, loopback, rate limits off; server up in ${startMs.toFixed(0)} ms) ==`,
    );
    console.table(
      results.map((r) => ({
        endpoint: r.label,
        path: r.path,
        'req/s': Math.round(r.requestsPerSec),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors,
        statuses: r.statuses,
      })),
    );
  } finally {
    proc.kill();
  }
}

if (runs('functions')) {
  const f = await benchFunctions();
  const mb = (n: number) => (n / 1e6).toFixed(3);
  console.log(
    "\n== Functions, bundled by Netlify's bundler (zip-it-and-ship-it): MB of the function file, of the data/ deployed" +
      " beside it, of the packages it loads from node_modules, and of the whole bundle (Netlify's ~1.1 MB runtime" +
      ' included); cold start (new node process to first' +
      ' response, median of 5); in-process handler time over 10,000 calls ==',
  );
  console.table(
    f.map((x) => ({
      function: x.name,
      request: x.url,
      status: x.status,
      'function MB': mb(x.functionBytes),
      'data MB': mb(x.dataBytes),
      'packages MB': mb(x.modulesBytes),
      'bundle MB': mb(x.totalBytes),
      'cold start ms': Math.round(x.coldStartMs),
      'handler p50 ms': x.p50?.toFixed(3) ?? '-',
      'handler p99 ms': x.p99?.toFixed(3) ?? '-',
    })),
  );
  console.log(
    'targets: no errors; function + data under 1.5 MB for functions that serve no results; cold start < 200 ms' +
      ' (export < 1 s); handler p99 < 2 ms',
  );
}
