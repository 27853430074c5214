/**
 * `npm run update`: sources -> (feeds) -> ingest -> change report -> build, then publish. Every stage is passed
 * in, so the flow runs in tests without network or the real data/. Any failure (a file that does not verify, a
 * feed that fails, an ingest or build error) throws before anything is published: data/, dist/, the manifest and
 * the report are written together at the end or not at all. (The cache only ever receives verified files.)
 */
import type { DownloadOptions } from './download.ts';
import type { Effects } from './effects.ts';
import { refreshFeeds, withSnapshots, type Feed, type FeedFileResult, type GitHubBases } from './feeds.ts';
import type { Manifest } from './manifest.ts';
import { formatBytes } from './progress.ts';
import { changeReport, type DataFiles } from './report.ts';
import { syncSources, type Origin } from './sync.ts';

interface BuiltFile {
  path: string;
  content: string;
}

export interface UpdateStages {
  fx: Effects;
  manifest: Manifest;
  /** Where verified source files go (the ingest reads this folder). */
  filesDir: string;
  origin: Origin;
  download: DownloadOptions;
  feeds: { list: Feed[]; bases: GitHubBases } | null;
  /** The committed data set, file name -> content. */
  readData: () => DataFiles;
  /** The ingest over the verified folder; throws on anything it cannot place. */
  ingest: (filesDir: string) => DataFiles;
  /** The API's files from a data set; throws on invalid data. */
  build: (data: DataFiles) => BuiltFile[];
  publish: (out: Publication) => Promise<void>;
}

interface Publication {
  data: DataFiles;
  site: BuiltFile[];
  /** The manifest with new feed snapshots, or null when it did not change. */
  manifest: Manifest | null;
  snapshots: { path: string; bytes: Uint8Array }[];
  report: string;
}

export class UpdateFailed extends Error {}

export async function runUpdate(s: UpdateStages): Promise<{ report: string; dataChanged: boolean; timings: Record<string, number> }> {
  const timings: Record<string, number> = {};
  const time = async <T>(name: string, f: () => T | Promise<T>): Promise<T> => {
    const t = performance.now();
    try {
      return await f();
    } finally {
      timings[name] = performance.now() - t;
    }
  };

  const synced = await time('sources', () => syncSources(s.manifest.files, s.filesDir, s.origin, s.fx, s.download));
  if (synced.failures.length) throw new UpdateFailed(`${synced.failures.length} source file(s) failed verification; nothing written`);

  let feeds: FeedFileResult[] = [];
  if (s.feeds) {
    const { list, bases } = s.feeds;
    const refreshed = await time('feeds', () => refreshFeeds(s.manifest, list, s.fx, s.download, bases));
    if (refreshed.failures.length) throw new UpdateFailed(`${refreshed.failures.length} feed(s) failed; nothing written`);
    feeds = refreshed.results;
  }

  const after = await time('ingest', () => s.ingest(s.filesDir));
  const before = s.readData();
  const dataChanged = Object.keys({ ...before, ...after }).some((n) => before[n] !== after[n]);
  const site = await time('build', () => s.build(after));
  const apiBefore = dataChanged ? await time('build (committed data, for the report)', () => s.build(before)) : null;
  const toMap = (files: BuiltFile[]) => new Map(files.map((f) => [f.path, f.content]));
  const from = 'mirror' in s.origin ? 'a mirror' : 'their pinned upstreams';
  const sources = `${s.manifest.files.length} files verified (${formatBytes(synced.bytes)}; ${synced.fetched} fetched, ${synced.cached} already in the cache) from ${from}`;
  const { markdown } = changeReport({
    date: s.fx.now().toISOString().slice(0, 10),
    before,
    after,
    apiBefore: apiBefore && toMap(apiBefore),
    apiAfter: apiBefore && toMap(site),
    sources,
    feeds,
  });

  const snapshots = feeds.flatMap((f) => (f.snapshot ? [{ path: f.snapshot.entry.path, bytes: f.snapshot.bytes }] : []));
  await time('write', () => s.publish({ data: after, site, manifest: snapshots.length ? withSnapshots(s.manifest, feeds) : null, snapshots, report: markdown }));
  return { report: markdown, dataChanged, timings };
}
