import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { median } from './build-bench.ts';

export interface FunctionTiming {
  name: string;
  url: string;
  coldStartMs: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Cold start as Netlify runs a function: bundled with esbuild into one file (as Netlify's bundler does), then a new
 * node process that loads it and answers one request; measured from process start to the first response.
 */
async function coldStart(name: string, url: string, dir: string): Promise<number> {
  const entry = join(dir, `${name}-entry.mjs`);
  writeFileSync(entry, `import handler from ${JSON.stringify(resolve(`netlify/functions/${name}.ts`))};\nconst res = await handler(new Request(${JSON.stringify(url)}));\nprocess.stdout.write(String(res.status));\n`);
  const outfile = join(dir, `${name}.mjs`);
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'silent', banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" } });
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await new Promise<void>((ok, fail) => {
      const p = spawn(process.execPath, [outfile], { stdio: ['ignore', 'pipe', 'inherit'] });
      p.stdout.once('data', () => {
        runs.push(performance.now() - t);
        ok();
      });
      p.on('exit', (code) => (code ? fail(new Error(`${name} exited ${code}`)) : undefined));
    });
  }
  return median(runs);
}

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

export async function benchFunctions(calls = 10_000): Promise<FunctionTiming[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-fn-'));
  const targets = [
    ['polls', 'http://localhost/api/polls?state=GA&min_rating=B'],
    ['polls-average', 'http://localhost/api/polls/average?state=GA&half_life=7'],
    ['export-polls', 'http://localhost/api/export/polls?format=csv&race=ga-sen-2026'],
    ['fallback', 'http://localhost/api/elections/2021'],
  ] as const;
  const out: FunctionTiming[] = [];
  for (const [name, url] of targets) {
    const cold = await coldStart(name, url, dir);
    const { p50, p99 } = await handlerTimes(name, url, calls);
    out.push({ name, url: url.replace('http://localhost', ''), coldStartMs: cold, p50, p99 });
  }
  rmSync(dir, { recursive: true, force: true });
  void execFileSync;
  return out;
}
