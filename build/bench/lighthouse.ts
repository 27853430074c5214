/**
 * npm run lighthouse: Lighthouse (pinned 12.x, its Node API) scores of the site's pages against the local server,
 * mobile and desktop presets, categories performance, accessibility, best practices and SEO. A report, never
 * pass/fail: it prints a table and writes each run's JSON to test-artifacts/lighthouse/.
 *
 * The server is npm start's, in its own process (it builds dist/ if needed), on LIGHTHOUSE_PORT or else a free
 * loopback port, with that port's base URL, so canonical and OpenGraph URLs are those of the audited origin.
 * Chrome: CHROME_PATH, else /usr/bin/chromium, headless. PAGES="/ /docs" to audit other pages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startServerProcess } from './server-bench.ts';

const OUT = resolve('test-artifacts/lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const DEFAULT_PAGES = [
  '/',
  '/races',
  '/races/ga-sen-2026',
  '/methodology',
  '/corrections',
  '/docs',
  '/embed/race/ga-sen-2026',
];
/** Results pages other branches add; audited when the build has them. */
const OPTIONAL_PAGES = ['/elections/2024', '/states', '/states/GA'];
const PRESETS = ['mobile', 'desktop'] as const;

/** A free loopback port: the one asked for when free, else one the system picks (listen on it, then close). */
async function freePort(wanted = 0): Promise<number> {
  const probe = createServer();
  const listen = (port: number) =>
    new Promise<boolean>((r) => probe.once('error', () => r(false)).listen(port, '127.0.0.1', () => r(true)));
  if (!(await listen(wanted))) await listen(0);
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

/** Headless Chromium with a DevTools port for Lighthouse (what chrome-launcher does, without the dependency). */
async function launchChrome(): Promise<{ proc: ChildProcess; port: number; close: () => void }> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chrome-'));
  const args = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--no-default-browser-check',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ];
  const proc = spawn(process.env.CHROME_PATH || '/usr/bin/chromium', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise<number>((res, rej) => {
    let seen = '';
    proc.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (m) res(Number(m[1]));
    });
    proc.on('exit', (code) => rej(new Error(`chromium exited with ${code}: ${seen.slice(-300)}`)));
  });
  // Chromium may still be writing its profile as it exits: retry the removal, and never let it fail the run.
  const removeProfile = () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      console.error(`left ${profile}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return { proc, port, close: () => (proc.kill(), removeProfile()) };
}

/** The file a page path is served from in dist/ (clean URLs: /races -> races.html, / -> index.html). */
const pageFile = (dist: string, path: string) => join(dist, path === '/' ? 'index.html' : `${path.slice(1)}.html`);

const slug = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '_'));

async function main() {
  const port = await freePort(Number(process.env.LIGHTHOUSE_PORT) || 8899);
  const base = `http://localhost:${port}`;
  const dist = resolve('dist');
  const started = performance.now();
  const { proc: server } = await startServerProcess(port, { PUBLIC_BASE_URL: base });
  console.log(`serving ${base} (built if needed) after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const requested = process.env.PAGES?.split(/\s+/).filter(Boolean);
  const pages = requested ?? [...DEFAULT_PAGES, ...OPTIONAL_PAGES.filter((p) => existsSync(pageFile(dist, p)))];
  let chrome: Awaited<ReturnType<typeof launchChrome>> | null = null;
  const rows: Record<string, string | number>[] = [];
  try {
    chrome = await launchChrome();
    mkdirSync(OUT, { recursive: true });
    for (const path of pages) {
      for (const preset of PRESETS) {
        const flags = {
          port: chrome.port,
          output: 'json' as const,
          logLevel: 'error' as const,
          onlyCategories: [...CATEGORIES],
        };
        const result = await lighthouse(`${base}${path}`, flags, preset === 'desktop' ? desktopConfig : undefined);
        if (!result) throw new Error(`lighthouse returned nothing for ${path}`);
        writeFileSync(join(OUT, `${slug(path)}.${preset}.json`), result.report as string);
        const row: Record<string, string | number> = { page: path, preset };
        for (const c of CATEGORIES) {
          const score = result.lhr.categories[c]?.score;
          row[c] = score == null ? '-' : Math.round(score * 100);
        }
        // The audits that cost points, for the reader to act on (scores under 0.9, weighted ones only).
        row.failing = failingAudits(result.lhr).join(' ');
        rows.push(row);
        console.log(`${path} ${preset}: ${CATEGORIES.map((c) => `${c} ${row[c]}`).join(', ')}`);
      }
    }
  } finally {
    // The server first: a failure closing Chrome must not leave it (and this process) running.
    server.kill();
    chrome?.close();
  }
  console.table(rows.map(({ failing: _f, ...scores }) => scores));
  for (const r of rows) if (r.failing) console.log(`${r.page} ${r.preset}: ${r.failing}`);
  writeFileSync(join(OUT, 'summary.json'), `${JSON.stringify({ base, pages, rows }, null, 2)}\n`);
  console.log(`JSON reports in ${OUT}`);
}

/** Ids of the weighted audits scoring under 0.9, by category. */
function failingAudits(lhr: import('lighthouse').Result): string[] {
  const out: string[] = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) out.push(`${c}:${ref.id}`);
    }
  }
  return out;
}

try {
  await main();
} catch (error) {
  console.error(`npm run lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
