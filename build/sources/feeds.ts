/**
 * Live feeds: sources that keep changing upstream (the VoteHub generic-ballot polls as republished by
 * us-elections-2026, that site's weekly Senate/governor poll compilation, and its 270toWin rating scrapes).
 * A refresh resolves the repository's HEAD commit, fetches each file at that commit, checks its format, and when
 * its bytes differ from the newest known version returns a dated snapshot (bytes + manifest entry pinned to the
 * commit). Nothing is written here: the caller writes only when every feed passed.
 * Repositories and paths are the ones polls/SOURCES.md and ratings/SOURCES.md give for the current files.
 */
import { download, type DownloadOptions } from './download.ts';
import type { Disk, Effects } from './effects.ts';
import { checkFeedFile, type FeedFormat } from './feed-formats.ts';
import { join } from 'node:path';
import { serializeManifest, sha256, type Manifest, type SnapshotEntry } from './manifest.ts';

interface FeedFile {
  name: string;
  /** A fixed path at HEAD, or the file `name` in the newest dated folder (YYYY-MM-DD) under `latestIn`. */
  locate: { path: string } | { latestIn: string };
  format: FeedFormat;
  /** The manifest file this feed superseded; its licence and publisher carry over, and if it is a byte copy of
   * the same upstream path, its hash is the version to compare against until a snapshot exists. */
  current: string;
}

export interface Feed {
  id: string;
  repository: string;
  files: FeedFile[];
}

const UE = 'us-elections-2026/us-elections-2026.github.io';
const GENERIC_COLUMNS = 'date_end date_start pollster sponsor population n dem rep value partisan internal poll_id source_url'.split(' ');
const RACE_COLUMNS = ('state pollster sponsor partisan population n start_date end_date dem_candidate rep_candidate dem_pct rep_pct ' +
  'margin note source_url').split(' ');
const GENERIC_CSV: FeedFormat = { kind: 'csv', columns: GENERIC_COLUMNS, dateColumn: 'date_end' };
const RACE_CSV: FeedFormat = { kind: 'csv', columns: RACE_COLUMNS, dateColumn: 'end_date' };
const RATINGS: FeedFormat = { kind: 'ratings-json' };
const HISTORY = { latestIn: 'data/history' };

export const FEEDS: Feed[] = [
  {
    id: 'votehub-generic-ballot',
    repository: UE,
    files: [
      { name: 'generic_polls.csv', locate: { path: 'data/generic_polls.csv' }, format: GENERIC_CSV, current: 'polls/us-elections-2026/generic_polls_2026-08-07.csv' },
    ],
  },
  {
    id: 'us-elections-2026-polls',
    repository: UE,
    files: [
      { name: 'senate_polls.csv', locate: HISTORY, format: RACE_CSV, current: 'polls/us-elections-2026/senate_polls_2026-10-05.csv' },
      { name: 'governor_polls.csv', locate: HISTORY, format: RACE_CSV, current: 'polls/us-elections-2026/governor_polls_2026-10-05.csv' },
    ],
  },
  {
    id: 'us-elections-2026-ratings',
    repository: UE,
    files: [
      {
        name: 'senate_ratings_feed.json',
        locate: { path: 'data/senate_ratings_feed.json' },
        format: RATINGS,
        current: 'ratings/us-elections-2026/senate_ratings_feed_2026-08-07.json',
      },
      {
        name: 'governor_ratings.json',
        locate: { path: 'data/governor_ratings.json' },
        format: RATINGS,
        current: 'ratings/us-elections-2026/governor_ratings_2026-08-07.json',
      },
    ],
  },
];

export interface GitHubBases {
  api: string;
  raw: string;
  token?: string;
}

const GITHUB: GitHubBases = { api: 'https://api.github.com', raw: 'https://raw.githubusercontent.com' };

/** GitHub's hosts, or others from SOURCES_GITHUB_API / SOURCES_GITHUB_RAW (a local fake in tests); GITHUB_TOKEN if set. */
export function githubBases(env: Record<string, string | undefined>): GitHubBases {
  return { api: env.SOURCES_GITHUB_API ?? GITHUB.api, raw: env.SOURCES_GITHUB_RAW ?? GITHUB.raw, token: env.GITHUB_TOKEN || undefined };
}

export interface FeedFileResult {
  feed: string;
  name: string;
  status: 'unchanged' | 'changed' | 'new';
  upstreamPath: string;
  commit: string;
  description: string;
  /** The version compared against (a snapshot or the pinned file), if any. */
  previous: string | null;
  snapshot?: { entry: SnapshotEntry; bytes: Uint8Array };
}

export interface FeedFailure {
  feed: string;
  reason: string;
}

async function getJson(url: string, fx: Effects, options: DownloadOptions, what: string): Promise<unknown> {
  const bytes = await download(url, fx, options);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new Error(`malformed ${what} from ${url}: not JSON`);
  }
}

async function headCommit(feed: Feed, bases: GitHubBases, fx: Effects, options: DownloadOptions): Promise<string> {
  const body = await getJson(`${bases.api}/repos/${feed.repository}/commits/HEAD`, fx, options, 'commit');
  const sha = (body as { sha?: unknown })?.sha;
  if (typeof sha !== 'string' || !/^[0-9a-f]{40}$/.test(sha)) throw new Error(`malformed commit from the GitHub API: no 40-hex sha`);
  return sha;
}

async function newestFolder(feed: Feed, dir: string, commit: string, bases: GitHubBases, fx: Effects, options: DownloadOptions): Promise<string> {
  const body = await getJson(`${bases.api}/repos/${feed.repository}/contents/${dir}?ref=${commit}`, fx, options, 'folder listing');
  if (!Array.isArray(body)) throw new Error(`malformed folder listing of ${dir}: not an array`);
  const dated = body
    .filter((e): e is { name: string; type: string } => typeof e?.name === 'string' && e.type === 'dir' && /^\d{4}-\d{2}-\d{2}$/.test(e.name))
    .map((e) => e.name)
    .sort();
  if (!dated.length) throw new Error(`no dated folder in ${dir} at ${commit.slice(0, 12)}`);
  return `${dir}/${dated.at(-1)}`;
}

/** The newest known version of a feed file: its latest snapshot, else the pinned file if it is a byte copy of the same path. */
function previousVersion(manifest: Manifest, feed: Feed, file: FeedFile, upstreamPath: string): { path: string; sha256: string } | null {
  const snapshots = manifest.snapshots.filter((s) => s.feed === feed.id && s.path.endsWith(`/${file.name}`));
  const last = snapshots.sort((a, b) => (a.retrieved < b.retrieved ? -1 : a.retrieved > b.retrieved ? 1 : 0)).at(-1);
  if (last) return last;
  const pinned = manifest.files.find((f) => f.path === file.current);
  return pinned && pinned.copy === 'bytes' && pinned.upstream?.path === upstreamPath ? pinned : null;
}

function snapshotPath(manifest: Manifest, feed: string, date: string, name: string, taken: Set<string>): string {
  for (let n = 1; ; n++) {
    const path = `${feed}/${n === 1 ? date : `${date}-${n}`}/${name}`;
    if (!taken.has(path) && !manifest.snapshots.some((s) => s.path === path)) return path;
  }
}

/**
 * Refreshes every feed. A feed whose every file fetched and passed its format check yields results (with
 * snapshots for changed files); any problem yields one failure line for that feed and none of its snapshots.
 */
export async function refreshFeeds(
  manifest: Manifest,
  feeds: Feed[],
  fx: Effects,
  options: DownloadOptions,
  bases: GitHubBases = GITHUB,
): Promise<{ results: FeedFileResult[]; failures: FeedFailure[] }> {
  const results: FeedFileResult[] = [];
  const failures: FeedFailure[] = [];
  const date = fx.now().toISOString().slice(0, 10);
  const taken = new Set<string>();
  const auth: Record<string, string> = bases.token ? { authorization: `Bearer ${bases.token}` } : {};
  const apiOptions = { ...options, headers: { accept: 'application/vnd.github+json', ...auth } };
  for (const feed of feeds) {
    try {
      const commit = await headCommit(feed, bases, fx, apiOptions);
      const folders = new Map<string, string>();
      const own: FeedFileResult[] = [];
      for (const file of feed.files) {
        let upstreamPath: string;
        if ('path' in file.locate) upstreamPath = file.locate.path;
        else {
          const dir = file.locate.latestIn;
          if (!folders.has(dir)) folders.set(dir, await newestFolder(feed, dir, commit, bases, fx, apiOptions));
          upstreamPath = `${folders.get(dir)}/${file.name}`;
        }
        const url = `${bases.raw}/${feed.repository}/${commit}/${upstreamPath}`;
        const bytes = await download(url, fx, options);
        let description: string;
        try {
          description = checkFeedFile(bytes, file.format);
        } catch (error) {
          throw new Error(`${file.name} at ${commit.slice(0, 12)}: ${(error as Error).message}`);
        }
        const hash = sha256(bytes);
        const previous = previousVersion(manifest, feed, file, upstreamPath);
        const status = previous ? (previous.sha256 === hash ? 'unchanged' : 'changed') : 'new';
        const result: FeedFileResult = { feed: feed.id, name: file.name, status, upstreamPath, commit, description, previous: previous?.path ?? null };
        if (result.status !== 'unchanged') {
          const pinned = manifest.files.find((f) => f.path === file.current);
          const path = snapshotPath(manifest, feed.id, date, file.name, taken);
          taken.add(path);
          result.snapshot = {
            bytes,
            entry: {
              path,
              sha256: hash,
              size: bytes.length,
              publisher: pinned?.publisher ?? feed.repository,
              licence: pinned?.licence ?? 'unknown (not recorded for this feed)',
              retrieved: date,
              copy: 'snapshot',
              feed: feed.id,
              upstream: { repository: feed.repository, path: upstreamPath, commit, url },
              note: `Feed snapshot: ${description}. Supersedes ${previous?.path ?? file.current}; not read by the ingest until a reader is pointed at it.`,
            },
          };
        }
        own.push(result);
      }
      results.push(...own);
    } catch (error) {
      failures.push({ feed: feed.id, reason: (error as Error).message });
    }
  }
  for (const r of results) {
    const written = r.snapshot ? ` -> snapshots/${r.snapshot.entry.path}` : '';
    fx.log(`feed ${r.feed} ${r.name}: ${r.status} at ${r.commit.slice(0, 12)} (${r.description})${written}`);
  }
  for (const f of failures) fx.log(`FAILED feed ${f.feed}: ${f.reason}`);
  return { results, failures };
}

/** The manifest with the new snapshots appended (sorted by path, so reruns give the same bytes). */
export function withSnapshots(manifest: Manifest, results: FeedFileResult[]): Manifest {
  const added = results.flatMap((r) => (r.snapshot ? [r.snapshot.entry] : []));
  return { ...manifest, snapshots: [...manifest.snapshots, ...added].sort((a, b) => a.path.localeCompare(b.path)) };
}

/**
 * Writes the new snapshots into `snapshotsDir` and the manifest with their entries to `manifestPath` (only when
 * there are any). Returns how many were written.
 */
export async function recordSnapshots(
  manifest: Manifest,
  results: FeedFileResult[],
  disk: Disk,
  snapshotsDir: string,
  manifestPath: string,
): Promise<number> {
  const fresh = results.filter((r) => r.snapshot);
  for (const r of fresh) await disk.write(join(snapshotsDir, r.snapshot!.entry.path), r.snapshot!.bytes);
  if (fresh.length) await disk.write(manifestPath, serializeManifest(withSnapshots(manifest, results)));
  return fresh.length;
}
