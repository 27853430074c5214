/**
 * npm run feeds [-- --cache DIR]
 * Refreshes the live feeds (build/sources/feeds.ts): for each file that changed upstream, writes a dated snapshot
 * into the cache (sources/cache/snapshots/) and its entry into sources/manifest.json. If any feed fails
 * (unreachable, rate limited past the retries, malformed or truncated) nothing is written and the exit code is 1.
 * GITHUB_TOKEN, when set, raises GitHub's API rate limit. SOURCES_GITHUB_API / SOURCES_GITHUB_RAW point the
 * fetcher at another host (the tests' local fake upstream).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DOWNLOAD } from './download.ts';
import { nodeEffects } from './effects.ts';
import { FEEDS, githubBases, recordSnapshots, refreshFeeds } from './feeds.ts';
import { cacheSnapshots, DEFAULT_CACHE, loadManifest, MANIFEST_PATH } from './paths.ts';

const { values } = parseArgs({ options: { cache: { type: 'string', default: DEFAULT_CACHE }, retries: { type: 'string', default: String(DEFAULT_DOWNLOAD.retries) } } });
const fx = nodeEffects();
const manifest = loadManifest();
const { results, failures } = await refreshFeeds(manifest, FEEDS, fx, { ...DEFAULT_DOWNLOAD, retries: Number(values.retries) }, githubBases(process.env));
if (failures.length) {
  fx.log(`${failures.length} feed(s) failed: nothing written`);
  process.exitCode = 1;
} else {
  const written = await recordSnapshots(manifest, results, fx.disk, cacheSnapshots(resolve(values.cache!)), resolve(MANIFEST_PATH));
  fx.log(`${results.length} feed files checked: ${written} new snapshot(s)${written ? ` recorded in ${MANIFEST_PATH}` : ''}`);
}
