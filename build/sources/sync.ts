/**
 * `npm run sources`: brings every manifest file into the cache, verified. Files already in the cache with the
 * right sha256 are kept (resume); others come from a mirror folder laid out like the sources folder, or from
 * their pinned upstream URL. A file reaches the cache only after its hash matched, so the cache never holds an
 * unverified byte. Every failure is collected as one line; the caller decides the exit code.
 */
import { join } from 'node:path';
import { download, type DownloadOptions } from './download.ts';
import type { Effects } from './effects.ts';
import { fetchUrl, mismatch, type ManifestEntry } from './manifest.ts';
import { formatBytes, progressLine } from './progress.ts';
import { extractZipMember } from './zip.ts';

export type Origin = { mirror: string } | { upstream: true };

export interface SyncResult {
  cached: number;
  fetched: number;
  bytes: number;
  failures: { path: string; reason: string }[];
}

async function obtain(entry: ManifestEntry, origin: Origin, fx: Effects, options: DownloadOptions): Promise<Uint8Array> {
  if ('mirror' in origin) {
    const bytes = await fx.disk.read(join(origin.mirror, entry.path));
    if (!bytes) throw new Error(`not in mirror ${origin.mirror}`);
    return bytes;
  }
  const target = fetchUrl(entry);
  if (!('url' in target)) throw new Error(`cannot be fetched from upstream: ${target.reason}; use --mirror DIR`);
  const bytes = await download(target.url, fx, options, (message, wait, n) =>
    fx.log(`  retry ${n} of ${options.retries} for ${entry.path} in ${(wait / 1000).toFixed(1)} s: ${message}`),
  );
  return target.member ? extractZipMember(bytes, target.member) : bytes;
}

export async function syncSources(
  entries: ManifestEntry[],
  cacheDir: string,
  origin: Origin,
  fx: Effects,
  options: DownloadOptions,
): Promise<SyncResult> {
  const total = entries.reduce((s, e) => s + e.size, 0);
  const result: SyncResult = { cached: 0, fetched: 0, bytes: 0, failures: [] };
  let done = 0;
  for (const [i, entry] of entries.entries()) {
    const target = join(cacheDir, entry.path);
    let status: string;
    const have = await fx.disk.read(target);
    if (have && !mismatch(entry, have)) {
      result.cached++;
      status = 'verified (cached)';
    } else {
      try {
        const bytes = await obtain(entry, origin, fx, options);
        const why = mismatch(entry, bytes);
        if (why) throw new Error(`verification failed: ${why}`);
        await fx.disk.write(target, bytes);
        result.fetched++;
        status = 'mirror' in origin ? 'verified (copied)' : 'verified (fetched)';
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        result.failures.push({ path: entry.path, reason });
        status = 'FAILED';
      }
    }
    done += entry.size;
    if (status !== 'FAILED') result.bytes += entry.size;
    fx.log(progressLine(i + 1, entries.length, done, total, status, entry.path));
  }
  const ok = result.cached + result.fetched;
  const counts = `${result.fetched} fetched, ${result.cached} already in the cache, ${result.failures.length} failed`;
  fx.log(`${ok}/${entries.length} files verified (${formatBytes(result.bytes)}): ${counts}`);
  for (const f of result.failures) fx.log(`FAILED ${f.path}: ${f.reason}`);
  return result;
}
