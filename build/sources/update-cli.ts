/**
 * npm run update [-- --mirror DIR] [--feeds] [--report FILE] [--cache DIR] [--data DIR] [--dist DIR]
 * Verifies the sources into the cache, optionally refreshes the live feeds, re-runs the ingest, prints the change
 * report against the committed data/ (and writes it to --report), then writes data/ and builds dist/.
 * Exits 1 and writes nothing on any verification, feed, ingest or build failure.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { baseUrl } from '../config.ts';
import { directoryReader } from '../ingest/core/sources.ts';
import { runIngest } from '../ingest/run.ts';
import { buildSite } from '../pipeline/build.ts';
import { writeSite } from '../pipeline/write.ts';
import { DEFAULT_DOWNLOAD } from './download.ts';
import { nodeEffects } from './effects.ts';
import { FEEDS, githubBases } from './feeds.ts';
import { manifestVerifier, serializeManifest } from './manifest.ts';
import { cacheFiles, cacheSnapshots, DEFAULT_CACHE, loadManifest, MANIFEST_PATH } from './paths.ts';
import { runUpdate, UpdateFailed } from './update.ts';

const { values } = parseArgs({
  options: {
    mirror: { type: 'string' },
    feeds: { type: 'boolean', default: false },
    report: { type: 'string' },
    cache: { type: 'string', default: DEFAULT_CACHE },
    data: { type: 'string', default: 'data' },
    dist: { type: 'string', default: 'dist' },
  },
});
const fx = nodeEffects();
const manifest = loadManifest();
const cache = resolve(values.cache!);
const dataDir = resolve(values.data!);
const templatesDir = resolve('templates');

function build(data: Record<string, string>) {
  // The build reads a data folder: give it a private one, removed afterwards.
  const dir = mkdtempSync(join(tmpdir(), 'update-data-'));
  try {
    for (const [name, content] of Object.entries(data)) writeFileSync(join(dir, name), content);
    return buildSite({ dataDir: dir, baseUrl: baseUrl(), templatesDir }).files;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const started = performance.now();
try {
  const { report, dataChanged, timings } = await runUpdate({
    fx,
    manifest,
    filesDir: cacheFiles(cache),
    origin: values.mirror ? { mirror: resolve(values.mirror) } : { upstream: true },
    download: DEFAULT_DOWNLOAD,
    feeds: values.feeds ? { list: FEEDS, bases: githubBases(process.env) } : null,
    readData: () => Object.fromEntries(readdirSync(dataDir).filter((n) => n.endsWith('.json')).map((n) => [n, readFileSync(join(dataDir, n), 'utf8')])),
    ingest: (dir) => runIngest(directoryReader(dir, manifestVerifier(manifest))).files,
    build,
    async publish(out) {
      for (const s of out.snapshots) await fx.disk.write(join(cacheSnapshots(cache), s.path), s.bytes);
      for (const [name, content] of Object.entries(out.data)) await fx.disk.write(join(dataDir, name), content);
      writeSite(out.site, resolve(values.dist!));
      if (out.manifest) await fx.disk.write(resolve(MANIFEST_PATH), serializeManifest(out.manifest));
      if (values.report) await fx.disk.write(resolve(values.report), out.report);
    },
  });
  console.log(`\n${report}`);
  const stages = Object.entries(timings).map(([k, v]) => `${k} ${(v / 1000).toFixed(2)} s`).join(', ');
  console.log(`update done in ${((performance.now() - started) / 1000).toFixed(2)} s (${stages}); data ${dataChanged ? 'changed' : 'unchanged'}`);
} catch (error) {
  const message = error instanceof UpdateFailed ? error.message : `update failed, nothing written:\n${error instanceof Error ? error.message : String(error)}`;
  console.error(message);
  process.exitCode = 1;
}
