/**
 * npm run update as a flow of passed-in stages (no network, no real data/): the change report between two data
 * sets, and the rule that any failure publishes nothing. Records here are labelled fixtures, not data.
 */
import { describe, expect, it, vi } from 'vitest';
import { memoryDisk } from '../../build/sources/effects.ts';
import { sha256, type Manifest } from '../../build/sources/manifest.ts';
import { fieldChanges } from '../../build/sources/diff.ts';
import { changeReport, type DataFiles } from '../../build/sources/report.ts';
import { runUpdate, UpdateFailed, type UpdateStages } from '../../build/sources/update.ts';
import { FEEDS } from '../../build/sources/feeds.ts';
import { closedPort, TEST_DOWNLOAD, testEffects } from './helpers.ts';

const json = (records: unknown[]) => `${JSON.stringify(records, null, 2)}\n`;
const poll = (id: string, over: object = {}) => ({ id, raceId: 'ga-sen-2026', date: '2026-10-01', startDate: '2026-09-28', pollster: 'Fixture Poll', results: { a: 48, b: 46 }, sampleSize: 800, ...over });
const rating = (raceId: string, cook: string, asOf: string) => ({ raceId, cook: { rating: cook, as_of: asOf }, sabato: null, inside_elections: null });
const race = (id: string, votes: number) => ({ id, candidates: [{ name: 'Ann Fixture', votes }, { name: 'Bob Fixture', votes: 100 }] });

const BEFORE: DataFiles = {
  'polls-2026.json': json([poll('p1'), poll('p2'), poll('p3')]),
  'ratings-2026.json': json([rating('ga-sen-2026', 'tossup', '2026-09-23'), rating('nc-sen-2026', 'lean_d', '2026-09-23')]),
  'senate.json': json([race('senate-2024-ga-class3-general', 1000)]),
  'races-2026.json': json([{ id: 'ga-sen-2026' }]),
};
const AFTER: DataFiles = {
  'polls-2026.json': json([poll('p1'), poll('p2', { sampleSize: 812 }), poll('p4', { date: '2026-11-01', startDate: '2026-10-29' })]),
  'ratings-2026.json': json([rating('ga-sen-2026', 'lean_d', '2026-10-06'), rating('nc-sen-2026', 'lean_d', '2026-09-23')]),
  'senate.json': json([race('senate-2024-ga-class3-general', 1040)]),
  'races-2026.json': json([{ id: 'ga-sen-2026' }]),
};

describe('fieldChanges', () => {
  it('matches candidates by name, so an inserted candidate is one addition and not a chain of renames', () => {
    const before = { total: 10, candidates: [{ name: 'Ann', votes: 6 }, { name: 'Bob', votes: 4 }] };
    const after = { total: 12, candidates: [{ name: 'Ann', votes: 6 }, { name: 'Cy', votes: 2 }, { name: 'Bob', votes: 4 }] };
    expect(fieldChanges(before, after)).toEqual(['total: 10 -> 12', 'candidates[Cy]: added {"name":"Cy","votes":2}']);
    const swapped = { ...before, candidates: [{ name: 'Bob', votes: 7 }, { name: 'Ann', votes: 6 }] };
    expect(fieldChanges(before, swapped)).toEqual(['candidates[Bob].votes: 4 -> 7', 'candidates: order Bob, Ann']);
    expect(fieldChanges({ notes: ['a'] }, { notes: ['a', 'b'] })).toEqual(['notes[1]: (none) -> "b"']);
  });
});

describe('changeReport', () => {
  it('lists polls added, changed and removed, ratings with dates, corrected results and changed API files', () => {
    const { markdown, dataChanged } = changeReport({
      date: '2026-11-24',
      before: BEFORE,
      after: AFTER,
      apiBefore: new Map([['api/polls/ga.json', 'old'], ['api/senate/2024.json', 'same'], ['api/gone.json', 'x']]),
      apiAfter: new Map([['api/polls/ga.json', 'new'], ['api/senate/2024.json', 'same'], ['api/new.json', 'y']]),
      sources: '2 files verified',
      feeds: [],
    });
    expect(dataChanged).toBe(true);
    expect(markdown).toContain('Data files changed: `data/polls-2026.json`, `data/ratings-2026.json`, `data/senate.json`.');
    expect(markdown).toContain('## Polls (data/polls-2026.json): 1 added, 1 changed, 1 removed');
    expect(markdown).toContain('| p4 | ga-sen-2026 | Fixture Poll | 2026-10-29..2026-11-01 | a 48, b 46 |');
    expect(markdown).toContain('| p3 | ga-sen-2026 | Fixture Poll | 2026-09-28..2026-10-01 | a 48, b 46 |');
    expect(markdown).toContain('- `p2`: sampleSize: 800 -> 812');
    expect(markdown).toContain('## Ratings (data/ratings-2026.json): 1 rating changed or re-dated');
    expect(markdown).toContain('| ga-sen-2026 | cook | tossup (2026-09-23) | lean_d (2026-10-06) |');
    expect(markdown).toContain('### data/senate.json: 1 corrected, 0 added, 0 removed');
    expect(markdown).toContain('- `senate-2024-ga-class3-general`: candidates[Ann Fixture].votes: 1000 -> 1040');
    expect(markdown).toContain('- data/races-2026.json: unchanged');
    expect(markdown).toContain('## API files: 1 changed, 1 added, 1 removed (of 3)');
    expect(markdown).toMatch(/Changed \(1\):\n\n- `api\/polls\/ga.json`\n\nAdded \(1\):\n\n- `api\/new.json`\n\nRemoved \(1\):\n\n- `api\/gone.json`/);
  });

  it('says so when nothing changed, and stays under the pull-request body limit', () => {
    const same = changeReport({ date: '2026-11-24', before: BEFORE, after: BEFORE, apiBefore: null, apiAfter: null, sources: 's', feeds: [] });
    expect(same.dataChanged).toBe(false);
    expect(same.markdown).toContain('No change: the new data/ is byte-identical to the committed one.');
    const many = { ...AFTER, 'senate.json': json(Array.from({ length: 3000 }, (_, i) => race(`senate-${i}-x-general`, i))) };
    const big = changeReport({ date: '2026-11-24', before: { ...BEFORE, 'senate.json': json(Array.from({ length: 3000 }, (_, i) => race(`senate-${i}-x-general`, i + 1))) }, after: many, apiBefore: new Map(), apiAfter: new Map(Array.from({ length: 5000 }, (_, i) => [`api/${'x'.repeat(40)}${i}.json`, ''])), sources: 's', feeds: [] });
    expect(big.markdown.length).toBeLessThan(65_536);
  });
});

function stages(over: Partial<UpdateStages> = {}): UpdateStages & { published: unknown[] } {
  const bytes = Buffer.from('fixture\n');
  const manifest: Manifest = {
    files: [{ path: 'f/a.csv', sha256: sha256(bytes), size: bytes.length, publisher: 'fixture', licence: 'fixture', retrieved: '2026-11-24', copy: 'built', upstream: null, note: 'fixture' }],
    snapshots: [],
  };
  const published: unknown[] = [];
  return {
    fx: testEffects(memoryDisk({ '/mirror/f/a.csv': bytes })),
    manifest,
    filesDir: '/cache/files',
    origin: { mirror: '/mirror' },
    download: TEST_DOWNLOAD,
    feeds: null,
    readData: () => BEFORE,
    ingest: () => AFTER,
    build: (data) => Object.entries(data).map(([name, content]) => ({ path: `api/${name}`, content })),
    publish: async (out) => {
      published.push(out);
    },
    published,
    ...over,
  };
}

describe('runUpdate', () => {
  it('publishes the new data, the built site and the report together', async () => {
    const s = stages();
    const { report, dataChanged, timings } = await runUpdate(s);
    expect(dataChanged).toBe(true);
    expect(report).toContain('## API files: 3 changed, 0 added, 0 removed (of 4)');
    expect(s.published).toEqual([{ data: AFTER, site: expect.any(Array), manifest: null, snapshots: [], report }]);
    expect(Object.keys(timings)).toEqual(['sources', 'ingest', 'build', 'build (committed data, for the report)', 'write']);
  });

  it.each([
    ['a source that fails verification', () => stages({ fx: testEffects(memoryDisk({ '/mirror/f/a.csv': 'altered\n' })) }), /^1 source file\(s\) failed verification; nothing written$/],
    ['an ingest that cannot place a row', () => stages({ ingest: () => { throw new Error('f/a.csv row 2: unknown party'); } }), /^f\/a\.csv row 2: unknown party$/],
    ['a build that rejects the data', () => stages({ build: () => { throw new Error('data/polls-2026.json record 3: sampleSize'); } }), /record 3/],
  ])('publishes nothing after %s', async (_, make, message) => {
    const s = make();
    const ingest = vi.fn(s.ingest);
    await expect(runUpdate({ ...s, ingest })).rejects.toThrow(message);
    expect(s.published).toEqual([]);
  });

  it('publishes nothing when a feed fails, and does not run the ingest', async () => {
    const down = await closedPort();
    const s = stages({ feeds: { list: FEEDS.slice(0, 1), bases: { api: down, raw: down } }, download: { ...TEST_DOWNLOAD, retries: 0 } });
    const ingest = vi.fn(s.ingest);
    await expect(runUpdate({ ...s, ingest })).rejects.toThrow(new UpdateFailed('1 feed(s) failed; nothing written'));
    expect(ingest).not.toHaveBeenCalled();
    expect(s.published).toEqual([]);
  });
});
