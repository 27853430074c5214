/**
 * npm run sources [-- --mirror DIR] [--cache DIR] [--timeout SECONDS] [--retries N] [--snapshots]
 * Fetches every file in sources/manifest.json into the cache (default sources/cache), verifying sha256; keeps
 * what is already verified. --mirror copies from a folder laid out like ../shared/sources instead of the network.
 * --snapshots also fetches the feed snapshots the manifest lists. Exits 1 if any file could not be verified.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DOWNLOAD } from './download.ts';
import { nodeEffects } from './effects.ts';
import { cacheFiles, cacheSnapshots, DEFAULT_CACHE, loadManifest } from './paths.ts';
import { syncSources, type Origin } from './sync.ts';

const { values } = parseArgs({
  options: {
    mirror: { type: 'string' },
    cache: { type: 'string', default: DEFAULT_CACHE },
    timeout: { type: 'string', default: String(DEFAULT_DOWNLOAD.timeoutMs / 1000) },
    retries: { type: 'string', default: String(DEFAULT_DOWNLOAD.retries) },
    snapshots: { type: 'boolean', default: false },
  },
});
const options = { ...DEFAULT_DOWNLOAD, timeoutMs: Number(values.timeout) * 1000, retries: Number(values.retries) };
const origin: Origin = values.mirror ? { mirror: resolve(values.mirror) } : { upstream: true };
const fx = nodeEffects();
const started = performance.now();
const manifest = loadManifest();
const cache = resolve(values.cache!);
fx.log(`${manifest.files.length} source files from ${values.mirror ? `mirror ${values.mirror}` : 'their pinned upstreams'} into ${values.cache}/files`);
const files = await syncSources(manifest.files, cacheFiles(cache), origin, fx, options);
let failed = files.failures.length;
if (values.snapshots && manifest.snapshots.length) {
  fx.log(`${manifest.snapshots.length} feed snapshots into ${values.cache}/snapshots`);
  failed += (await syncSources(manifest.snapshots, cacheSnapshots(cache), { upstream: true }, fx, options)).failures.length;
}
fx.log(`done in ${((performance.now() - started) / 1000).toFixed(2)} s`);
if (failed) process.exitCode = 1;
