/**
 * Each function, bundled by Netlify's own bundler, stays within its budget and carries only the data it reads:
 * before, every function bundled all the results data (13.6 MB each, the polls functions included). Sizes only:
 * cold-start timings are measured by `npm run bench`, never asserted here.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFile } from '@netlify/zip-it-and-ship-it/dist/runtimes/node/in_source_config/index.js';
import { bundleFunctions, coldRequest, SAMPLE_REQUESTS, type FunctionBundle } from '../../build/bench/bundles.ts';
import { netlifyRateLimit } from '../../build/http/rate-limits.ts';
import { functionFiles } from '../../build/serving/functions.ts';
import { ROUTES } from '../../build/routes/table.ts';

const KB = 1000;
const MB = 1000 * KB;

/**
 * Bytes of the bundled function file and of that file plus the data/ deployed beside it. The build inlines the
 * packages (zod, csv-stringify, @netlify/blobs) into the file (serving/function-bundles.ts), so no function deploys
 * a node_modules folder: about 650 KB of code today, most of it zod; the target is 1.5 MB of function and
 * data for every function that serves no results.
 */
type Budget = { functionBytes: number; withData: number };
/** Any function that serves no results data (every route function unless listed below). */
const DEFAULT_BUDGET: Budget = { functionBytes: 1 * MB, withData: 1.5 * MB };
const BUDGETS: Record<string, Budget> = {
  // The results export: its code like the others (0.65 MB, its packages inlined), its data the results files it
  // answers from (17.4 MB of data/ since every contest carries its verification status and note, House and Senate
  // winners their member ids). It reads one office's file per request and answers a cold request in about 0.3 s.
  export: { functionBytes: 1 * MB, withData: 19 * MB },
  // The poll history's state lists: every cycle's file is deployed (8.8 MB of data/ in all), a request reads one.
  'poll-history': { functionBytes: 1 * MB, withData: 10 * MB },
  'widget-not-found': { functionBytes: 50 * KB, withData: 50 * KB },
  'rate-limited': { functionBytes: 50 * KB, withData: 50 * KB },
  'refresh-markets': { functionBytes: 1 * MB, withData: 1 * MB },
};

/** The status each sample request gets (the fallback's and the widget's are deliberate 404s). */
const EXPECTED_STATUS: Record<string, number> = { fallback: 404, 'widget-not-found': 404, 'rate-limited': 429 };

const dataFilesOf = new Map(functionFiles(ROUTES).map((f) => [f.name, f.dataFiles]));
const dir = mkdtempSync(join(tmpdir(), 'function-bundles-'));
let bundles: FunctionBundle[] = [];

beforeAll(async () => {
  bundles = await bundleFunctions(join(dir, 'out'));
}, 600_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('function bundles (Netlify zip-it-and-ship-it)', () => {
  it('bundles every function in netlify/functions', () => {
    const names = readdirSync('netlify/functions')
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(bundles.map((b) => b.name).sort()).toEqual(names);
  });

  it('keeps each function file and its deployed data within budget', () => {
    const over = bundles.flatMap((b) => {
      const budget = BUDGETS[b.name] ?? DEFAULT_BUDGET;
      const faults: string[] = [];
      const withData = b.functionBytes + b.dataBytes;
      if (b.functionBytes > budget.functionBytes)
        faults.push(`${b.name}: file ${b.functionBytes} B > ${budget.functionBytes}`);
      if (withData > budget.withData) faults.push(`${b.name}: file + data ${withData} B > ${budget.withData}`);
      if (b.modulesBytes > 0) faults.push(`${b.name}: deploys ${b.modulesBytes} B of packages beside its file`);
      return faults;
    });
    expect(over).toEqual([]);
  });

  it("Netlify's static config parser reads the same config (rate limit, schedule) from each bundle as from its source", async () => {
    const limits = new Map(functionFiles(ROUTES).map((f) => [f.name, netlifyRateLimit(f.rateLimit)]));
    for (const b of bundles) {
      const bundled = (await parseFile(b.file, { functionName: b.name })).config;
      const source = (await parseFile(resolve(`netlify/functions/${b.name}.ts`), { functionName: b.name })).config;
      expect(bundled, b.name).toEqual(source);
      if (limits.has(b.name)) expect(bundled.rateLimit, b.name).toEqual(limits.get(b.name));
    }
  });

  it('deploys with each function exactly the data/ files it says it reads, and no others', () => {
    for (const b of bundles) {
      const deployed = (() => {
        try {
          return readdirSync(join(b.dir, 'data')).sort();
        } catch {
          return [];
        }
      })();
      expect(deployed, b.name).toEqual([...(dataFilesOf.get(b.name) ?? [])].sort());
    }
  });

  it('answers its sample request from its bundle alone, in a new process outside the repository', async () => {
    const statuses: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const b of bundles) {
      const path = SAMPLE_REQUESTS[b.name];
      if (!path) continue; // refresh-markets is scheduled, not requested
      statuses[b.name] = (await coldRequest(b, path, dir, { MARKETS_LOCAL_STORE_DIR: join(dir, 'blobs') })).status;
      expected[b.name] = EXPECTED_STATUS[b.name] ?? 200;
    }
    expect(statuses).toEqual(expected);
  });
});
