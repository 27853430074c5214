/**
 * The live-feed fetcher against a local fake of GitHub's API and raw hosts (127.0.0.1 only): unchanged, changed,
 * new, malformed, truncated, unreachable and rate-limited upstreams. Feed contents are small labelled fixtures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryDisk } from '../../build/sources/effects.ts';
import { FEEDS, recordSnapshots, refreshFeeds, withSnapshots, type GitHubBases } from '../../build/sources/feeds.ts';
import { ManifestSchema, parseManifest, sha256, type Manifest, type ManifestEntry } from '../../build/sources/manifest.ts';
import { startFakeUpstream, type FakeUpstream, type Reply } from './fake-upstream.ts';
import { closedPort, TEST_DOWNLOAD, testEffects } from './helpers.ts';

const REPO = 'us-elections-2026/us-elections-2026.github.io';
const C1 = '1'.repeat(40);
const C2 = '2'.repeat(40);

// Fixtures (not real polls): the columns the readers need, one or two rows.
const GENERIC = 'date_end,date_start,pollster,sponsor,population,n,dem,rep,value,partisan,internal,poll_id,source_url\r\n2026-11-01,2026-10-30,Fixture Poll,,LV,1000,48,46,2,,,fx1,https://example.test/1\r\n';
const RACE_HEADER = 'state,pollster,sponsor,partisan,population,n,start_date,end_date,dem_candidate,rep_candidate,dem_pct,rep_pct,margin,note,source_url\n';
const SENATE = `${RACE_HEADER}GA,Fixture Poll,,none,LV,800,2026-10-20,2026-10-25,A,B,49,47,2,,https://example.test/2\n`;
const GOVERNOR = `${RACE_HEADER}AZ,Fixture Poll,,none,LV,700,2026-10-21,2026-10-26,C,D,50,45,5,,https://example.test/3\n`;
const ratings = (asOf: string) => JSON.stringify({ n_races: 2, sources: [{ key: 'cook-fixture', label: 'Cook Political Report', as_of: asOf, ratings: { GA: 'Lean D', NC: 'Toss-up' } }] }, null, 1);

let fake: FakeUpstream;
let bases: GitHubBases;
beforeAll(async () => {
  fake = await startFakeUpstream();
  bases = { api: `${fake.base}/api`, raw: `${fake.base}/raw` };
});
afterAll(() => fake.close());

function pinned(path: string, upstreamPath: string, content: string, copy: ManifestEntry['copy']): ManifestEntry {
  return {
    path,
    sha256: sha256(Buffer.from(content)),
    size: Buffer.byteLength(content),
    publisher: `publisher of ${path}`,
    licence: `licence of ${path}`,
    retrieved: '2026-11-22',
    copy,
    upstream: { repository: REPO, path: upstreamPath, commit: '0'.repeat(40), url: `https://example.test/${upstreamPath}` },
  };
}

/** The manifest's current files for the feeds: generic polls pinned as a byte copy of what upstream still serves. */
const BASE: Manifest = ManifestSchema.parse({
  files: [
    pinned('polls/us-elections-2026/generic_polls_2026-08-07.csv', 'data/generic_polls.csv', GENERIC, 'bytes'),
    pinned('polls/us-elections-2026/senate_polls_2026-10-05.csv', 'data/history/2026-10-05/senate_polls.csv', 'older', 'transcribed'),
    pinned('polls/us-elections-2026/governor_polls_2026-10-05.csv', 'data/history/2026-10-05/governor_polls.csv', 'older', 'transcribed'),
    pinned('ratings/us-elections-2026/senate_ratings_feed_2026-08-07.json', 'data/senate_ratings_feed.json', ratings('2026-08-05'), 'bytes'),
    pinned('ratings/us-elections-2026/governor_ratings_2026-08-07.json', 'data/governor_ratings.json', ratings('2026-07-10'), 'bytes'),
  ],
  snapshots: [],
});

function serve(commit: string, files: Record<string, string | Reply>) {
  fake.set(`/api/repos/${REPO}/commits/HEAD`, { body: JSON.stringify({ sha: commit }) });
  fake.set(`/api/repos/${REPO}/contents/data/history?ref=${commit}`, {
    body: JSON.stringify([{ name: '2026-10-05', type: 'dir' }, { name: '2026-11-20', type: 'dir' }, { name: 'README.md', type: 'file' }]),
  });
  const all: Record<string, string | Reply> = {
    'data/generic_polls.csv': GENERIC,
    'data/history/2026-11-20/senate_polls.csv': SENATE,
    'data/history/2026-11-20/governor_polls.csv': GOVERNOR,
    'data/senate_ratings_feed.json': ratings('2026-11-18'),
    'data/governor_ratings.json': ratings('2026-07-10'),
    ...files,
  };
  for (const [path, reply] of Object.entries(all)) fake.set(`/raw/${REPO}/${commit}/${path}`, typeof reply === 'string' ? { body: reply } : reply);
}

const status = (results: { feed: string; name: string; status: string }[]) => Object.fromEntries(results.map((r) => [r.name, r.status]));

describe('refreshFeeds', () => {
  it('snapshots what is new or changed, pinned to the upstream commit, and leaves the unchanged alone', async () => {
    serve(C1, {});
    const fx = testEffects(memoryDisk());
    const { results, failures } = await refreshFeeds(BASE, FEEDS, fx, TEST_DOWNLOAD, bases);
    expect(failures).toEqual([]);
    expect(status(results)).toEqual({
      'generic_polls.csv': 'unchanged',
      'senate_polls.csv': 'new',
      'governor_polls.csv': 'new',
      'senate_ratings_feed.json': 'changed',
      'governor_ratings.json': 'unchanged',
    });
    const senate = results.find((r) => r.name === 'senate_polls.csv')!.snapshot!;
    expect(senate.entry).toEqual({
      path: 'us-elections-2026-polls/2026-11-24/senate_polls.csv',
      sha256: sha256(Buffer.from(SENATE)),
      size: Buffer.byteLength(SENATE),
      publisher: 'publisher of polls/us-elections-2026/senate_polls_2026-10-05.csv',
      licence: 'licence of polls/us-elections-2026/senate_polls_2026-10-05.csv',
      retrieved: '2026-11-24',
      copy: 'snapshot',
      feed: 'us-elections-2026-polls',
      upstream: { repository: REPO, path: 'data/history/2026-11-20/senate_polls.csv', commit: C1, url: `${bases.raw}/${REPO}/${C1}/data/history/2026-11-20/senate_polls.csv` },
      note: expect.stringContaining('1 rows, end_date 2026-10-25 .. 2026-10-25'),
    });
    expect(Buffer.from(senate.bytes).toString()).toBe(SENATE);
    expect(results.find((r) => r.name === 'senate_ratings_feed.json')).toMatchObject({ previous: 'ratings/us-elections-2026/senate_ratings_feed_2026-08-07.json', description: '2 races; Cook Political Report 2026-11-18' });

    // Recorded, the snapshots become the versions compared against: the same upstream is now unchanged.
    const recorded = ManifestSchema.parse(withSnapshots(BASE, results));
    expect(recorded.snapshots.map((s) => s.path)).toEqual([
      'us-elections-2026-polls/2026-11-24/governor_polls.csv',
      'us-elections-2026-polls/2026-11-24/senate_polls.csv',
      'us-elections-2026-ratings/2026-11-24/senate_ratings_feed.json',
    ]);
    const again = await refreshFeeds(recorded, FEEDS, testEffects(memoryDisk()), TEST_DOWNLOAD, bases);
    expect(Object.values(status(again.results))).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged', 'unchanged']);
    expect(again.results.some((r) => r.snapshot)).toBe(false);

    // A new upstream commit that changes the generic-ballot feed: a second snapshot, same day, its own path.
    serve(C2, { 'data/generic_polls.csv': `${GENERIC}2026-11-02,2026-11-01,Fixture Two,,RV,900,47,47,0,,,fx2,https://example.test/4\r\n` });
    const changed = await refreshFeeds(recorded, FEEDS, testEffects(memoryDisk()), TEST_DOWNLOAD, bases);
    expect(status(changed.results)['generic_polls.csv']).toBe('changed');
    expect(changed.results.find((r) => r.name === 'generic_polls.csv')!.snapshot!.entry).toMatchObject({
      path: 'votehub-generic-ballot/2026-11-24/generic_polls.csv',
      upstream: { commit: C2, path: 'data/generic_polls.csv' },
      note: expect.stringContaining('2 rows, date_end 2026-11-01 .. 2026-11-02'),
    });
  });

  it('writes each new snapshot into the cache and its entry into the manifest, and nothing when all is unchanged', async () => {
    serve(C1, {});
    const disk = memoryDisk();
    const first = await refreshFeeds(BASE, FEEDS, testEffects(disk), TEST_DOWNLOAD, bases);
    expect(await recordSnapshots(BASE, first.results, disk, '/cache/snapshots', '/repo/sources/manifest.json')).toBe(3);
    const written = parseManifest(Buffer.from(disk.files.get('/repo/sources/manifest.json')!).toString());
    expect(written.files).toEqual(BASE.files);
    expect(written.snapshots).toHaveLength(3);
    for (const entry of written.snapshots) {
      const bytes = disk.files.get(`/cache/snapshots/${entry.path}`)!;
      expect([entry.path, sha256(bytes), bytes.length]).toEqual([entry.path, entry.sha256, entry.size]);
    }
    const files = disk.files.size;
    const second = await refreshFeeds(written, FEEDS, testEffects(disk), TEST_DOWNLOAD, bases);
    expect(await recordSnapshots(written, second.results, disk, '/cache/snapshots', '/repo/sources/manifest.json')).toBe(0);
    expect(disk.files.size).toBe(files);
  });

  it.each([
    ['a CSV without a column the reader needs', { 'data/generic_polls.csv': GENERIC.replace(',poll_id', '').replace(',fx1', '') }, 'votehub-generic-ballot', /generic_polls\.csv at 1{12}: malformed: missing column\(s\) poll_id$/],
    ['a CSV row with a stray column', { 'data/history/2026-11-20/senate_polls.csv': `${SENATE}GA,x,,,,,,,,,,,,,,extra\n` }, 'us-elections-2026-polls', /senate_polls\.csv at 1{12}: malformed CSV: /],
    ['a CSV cut mid-row', { 'data/history/2026-11-20/governor_polls.csv': GOVERNOR.slice(0, -20) }, 'us-elections-2026-polls', /governor_polls\.csv at 1{12}: truncated: the last line has no line end$/],
    ['a ratings file that is not the feed shape', { 'data/senate_ratings_feed.json': '{"n_races": 35, "sources": {}}' }, 'us-elections-2026-ratings', /senate_ratings_feed\.json at 1{12}: malformed: sources: /],
    ['a ratings file cut short', { 'data/governor_ratings.json': ratings('2026-11-18').slice(0, 60) }, 'us-elections-2026-ratings', /governor_ratings\.json at 1{12}: truncated JSON: /],
    ['a body shorter than its Content-Length, every time', { 'data/generic_polls.csv': { body: GENERIC, fault: 'short' } as Reply }, 'votehub-generic-ballot', /^truncated: .* \(after 3 attempts\)$/],
  ])('fails the feed with %s, and snapshots none of its files', async (_, files, feed, reason) => {
    serve(C1, files);
    const { results, failures } = await refreshFeeds(BASE, FEEDS, testEffects(memoryDisk()), TEST_DOWNLOAD, bases);
    expect(failures).toEqual([{ feed, reason: expect.stringMatching(reason) }]);
    expect(results.some((r) => r.feed === feed)).toBe(false);
    expect(results.length).toBeGreaterThan(0);
  });

  it('fails on a malformed commit answer from the API', async () => {
    serve(C1, {});
    fake.set(`/api/repos/${REPO}/commits/HEAD`, { body: '<html>maintenance</html>' });
    const { failures } = await refreshFeeds(BASE, FEEDS.slice(0, 1), testEffects(memoryDisk()), TEST_DOWNLOAD, bases);
    expect(failures[0]!.reason).toMatch(/^malformed commit from .*commits\/HEAD: not JSON$/);
  });

  it('fails every feed, one line each, when the upstream is unreachable', async () => {
    const down = await closedPort();
    const fx = testEffects(memoryDisk());
    const { results, failures } = await refreshFeeds(BASE, FEEDS, fx, { ...TEST_DOWNLOAD, retries: 1 }, { api: `${down}/api`, raw: `${down}/raw` });
    expect(results).toEqual([]);
    expect(failures.map((f) => f.reason)).toEqual(FEEDS.map(() => expect.stringMatching(/^unreachable \(ECONNREFUSED\) from .* \(after 2 attempts\)$/)));
    expect(fx.lines.filter((l) => l.startsWith('FAILED feed '))).toHaveLength(3);
  });

  it('waits out a rate limit (429 Retry-After, GitHub 403 with its reset time) and gives up when it persists', async () => {
    serve(C1, {});
    const reset = Date.parse('2026-11-24T06:00:00Z') / 1000 + 4;
    fake.set(`/api/repos/${REPO}/commits/HEAD`, [
      { status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) }, body: '{"message":"API rate limit exceeded"}' },
      { body: JSON.stringify({ sha: C1 }) },
    ]);
    fake.set(`/raw/${REPO}/${C1}/data/generic_polls.csv`, [{ status: 429, headers: { 'retry-after': '2' } }, { body: GENERIC }]);
    const fx = testEffects(memoryDisk());
    const ok = await refreshFeeds(BASE, FEEDS.slice(0, 1), fx, TEST_DOWNLOAD, bases);
    expect(ok.failures).toEqual([]);
    expect(fx.sleeps).toEqual([4000, 2000]);

    fake.set(`/api/repos/${REPO}/commits/HEAD`, { status: 429, headers: { 'retry-after': '60' } });
    const limited = testEffects(memoryDisk());
    const { failures } = await refreshFeeds(BASE, FEEDS.slice(0, 1), limited, TEST_DOWNLOAD, bases);
    expect(failures[0]!.reason).toMatch(/^HTTP 429 \(rate limited\) from .*commits\/HEAD \(after 3 attempts\)$/);
    expect(limited.sleeps).toEqual([5000, 5000]);
  });
});
