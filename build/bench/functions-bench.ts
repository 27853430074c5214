import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { median } from './build-bench.ts';
import { bundleFunctions, coldRequest, SAMPLE_REQUESTS } from './bundles.ts';

export interface FunctionTiming {
  name: string;
  url: string;
  functionBytes: number;
  dataBytes: number;
  modulesBytes: number;
  totalBytes: number;
  status: number;
  coldStartMs: number;
  p50: number | null;
  p99: number | null;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** In-process handler time per request: p50 and p99 over many calls (after one warm-up call). */
async function handlerTimes(name: string, url: string, calls: number): Promise<{ p50: number; p99: number }> {
  const mod = (await import(resolve(`netlify/functions/${name}.ts`))) as { default: (r: Request) => Promise<Response> };
  await (await mod.default(new Request(url))).text();
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t = performance.now();
    const res = await mod.default(new Request(url));
    await res.text();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** Functions whose handler time is measured in-process too (the others call upstreams or only answer errors). */
const WARM = new Set(['polls', 'polls-average', 'export-polls', 'fallback']);

/**
 * Every function bundled by Netlify's own bundler; per function its bytes, its cold start (a new node process that
 * loads the bundle and answers its sample request, median of 5) and, for the warm set, the in-process handler time.
 */
export async function benchFunctions(calls = 10_000): Promise<FunctionTiming[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-fn-'));
  try {
    const bundles = await bundleFunctions(join(dir, 'out'));
    const out: FunctionTiming[] = [];
    for (const b of bundles) {
      const path = SAMPLE_REQUESTS[b.name];
      if (!path) continue;
      const runs: number[] = [];
      let status = 0;
      for (let i = 0; i < 5; i++) {
        const r = await coldRequest(b, path, dir, { MARKETS_LOCAL_STORE_DIR: join(dir, 'blobs') });
        runs.push(r.ms);
        status = r.status;
      }
      const warm = WARM.has(b.name)
        ? await handlerTimes(b.name, `http://localhost${path}`, calls)
        : { p50: null, p99: null };
      const { functionBytes, dataBytes, modulesBytes, totalBytes } = b;
      out.push({
        name: b.name,
        url: path,
        functionBytes,
        dataBytes,
        modulesBytes,
        totalBytes,
        status,
        coldStartMs: median(runs),
        ...warm,
      });
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
