/**
 * npm run lighthouse: Lighthouse (pinned 12.x, its Node API) scores of the site's pages against the local server,
 * mobile and desktop presets, categories performance, accessibility, best practices and SEO. A report, never
 * pass/fail: it prints a table and writes each run's JSON to test-artifacts/lighthouse/.
 *
 * It builds the working tree's data/ into test-artifacts/lighthouse/dist (the developer's dist/ is left alone),
 * with the base URL of the port it serves on, so canonical and OpenGraph URLs are those of the audited origin.
 * Chrome: CHROME_PATH, else /usr/bin/chromium, headless. PAGES="/ /docs" to audit other pages.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildSite } from '../pipeline/build.ts';
import { writeSite } from '../pipeline/write.ts';
import { createLocalServer } from '../server/app.ts';
import { loadFunctions } from '../server/functions.ts';
import { listenOn } from '../server/start.ts';

const OUT = resolve('test-artifacts/lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const DEFAULT_PAGES = ['/', '/races', '/races/ga-sen-2026', '/methodology', '/corrections', '/docs', '/embed/race/ga-sen-2026'];
/** Results pages other branches add; audited when the build has them. */
const OPTIONAL_PAGES = ['/elections/2024', '/states', '/states/GA'];
const PRESETS = ['mobile', 'desktop'] as const;

/** A free loopback port, found by listening on port 0 and closing. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

/** The file a page path is served from in dist/ (clean URLs: /races -> races.html, / -> index.html). */
const pageFile = (dist: string, path: string) => join(dist, path === '/' ? 'index.html' : `${path.slice(1)}.html`);

const slug = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '_'));

async function main() {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dist = join(OUT, 'dist');
  const started = performance.now();
  writeSite(buildSite({ dataDir: resolve('data'), baseUrl: base }).files, dist);
  console.log(`built ${dist} for ${base} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const requested = process.env.PAGES?.split(/\s+/).filter(Boolean);
  const pages = requested ?? [...DEFAULT_PAGES, ...OPTIONAL_PAGES.filter((p) => existsSync(pageFile(dist, p)))];
  const server: Server = createLocalServer({ distDir: dist, functions: await loadFunctions(resolve('netlify/functions')) });
  await listenOn(server, '127.0.0.1', port);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows: Record<string, string | number>[] = [];
  try {
    mkdirSync(OUT, { recursive: true });
    for (const path of pages) {
      for (const preset of PRESETS) {
        const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES] };
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
    chrome.kill();
    await new Promise<void>((r) => server.close(() => r()));
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
