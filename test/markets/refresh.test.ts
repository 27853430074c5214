/** The scheduled refresh (budget, stalest first, never losing stored prices) and the file-backed local store. */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { marketMap } from '../../build/markets/market-map.ts';
import { INDEX_KEY, raceKey, readRace } from '../../build/markets/race-store.ts';
import { refreshAll, refreshOrder } from '../../build/markets/refresh-all.ts';
import { FileStore, marketStore, onNetlify } from '../../build/markets/store.ts';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.ts';
import { MemoryStore, NOW, testDeps } from './helpers.ts';

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const ALL = Object.keys(marketMap().races).length;

describe('refreshOrder', () => {
  it('never-attempted races first, then the oldest attempt; ties by id', () => {
    expect(refreshOrder(['b', 'a', 'c', 'd'], { a: '2026-09-20T10:00:00Z', c: '2026-09-20T09:00:00Z' })).toEqual([
      'b',
      'd',
      'c',
      'a',
    ]);
  });
});

describe('refreshAll', () => {
  it('refreshes every race when time allows, and records each attempt in the index', async () => {
    const store = new MemoryStore();
    const summary = await refreshAll(testDeps(fake, {}, store));
    expect(summary.refreshed.sort()).toEqual(['ga-sen-2026', 'ky-sen-2026', 'us-national-2026']);
    expect(summary.unavailable).toHaveLength(ALL - 3);
    expect(summary.notStarted).toEqual([]);
    const index = (await store.get(INDEX_KEY)) as Record<string, string>;
    expect(Object.keys(index)).toHaveLength(ALL);
    expect((await readRace(store, 'ga-sen-2026'))?.platforms.kalshi.markets).toHaveLength(2);
  });

  it('starts no race after the budget, stalest first; the rest are first next time', async () => {
    const store = new MemoryStore();
    const index = Object.fromEntries(
      Object.keys(marketMap().races).map((id, i) => [id, new Date(NOW.getTime() - i * 60_000).toISOString()]),
    );
    await store.setJSON(INDEX_KEY, index);
    // Simulated time: every upstream request takes one second.
    let clock = NOW.getTime();
    const deps = testDeps(fake, { MARKETS_REFRESH_BUDGET_MS: '20000' }, store);
    deps.now = () => new Date(clock);
    const realFetch = deps.fetch;
    deps.fetch = (url, init) => ((clock += 1000), realFetch(url, init));
    const summary = await refreshAll(deps, { concurrency: 1 });
    const started = [...summary.refreshed, ...summary.unavailable];
    const stalest = refreshOrder(Object.keys(index), index);
    expect(started.length).toBeGreaterThan(2);
    expect(started.length).toBeLessThan(ALL);
    expect(started.sort()).toEqual(stalest.slice(0, started.length).sort());
    expect(summary.notStarted).toEqual(stalest.slice(started.length).sort());
    const next = (await store.get(INDEX_KEY)) as Record<string, string>;
    expect(refreshOrder(Object.keys(next), next).slice(0, summary.notStarted.length).sort()).toEqual(
      summary.notStarted,
    );
  });

  it('aborts at the hard limit, and a failed refresh keeps the stored prices', async () => {
    const store = new MemoryStore();
    await refreshAll(testDeps(fake, {}, store));
    const before = await readRace(store, 'ga-sen-2026');
    fake.fault('kalshi', { kind: 'slow', ms: 3000 });
    fake.fault('gamma', { kind: 'slow', ms: 3000 });
    const deps = testDeps(fake, { MARKETS_TIMEOUT_MS: '5000', MARKETS_REFRESH_HARD_LIMIT_MS: '300' }, store);
    const index = (await store.get(INDEX_KEY)) as Record<string, string>;
    index['ga-sen-2026'] = '2000-01-01T00:00:00.000Z';
    await store.setJSON(INDEX_KEY, index);
    // The budget's own message proves it cut the wait (slow upstreams would take 3 s); no wall-clock assertion.
    const summary = await refreshAll(deps);
    expect(summary.notStarted.length).toBeGreaterThan(0);
    const after = await readRace(store, 'ga-sen-2026');
    expect(after?.platforms.kalshi.markets).toEqual(before?.platforms.kalshi.markets);
    expect(after?.platforms.kalshi.fetchedAt).toBe(before?.platforms.kalshi.fetchedAt);
    expect(after?.platforms.kalshi).toMatchObject({ ok: false, failure: 'unreachable' });
    expect(after?.platforms.kalshi.reason).toMatch(/time budget exhausted/);
  });
});

describe('stores', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'markets-store-'));
  });

  it('the file store reads what it wrote, null when absent, one file per key', async () => {
    const store = new FileStore(dir);
    expect(await store.get(raceKey('ga-sen-2026'), { type: 'json' })).toBeNull();
    await store.setJSON(raceKey('ga-sen-2026'), { a: 1 });
    await store.setJSON(raceKey('ga-sen-2026'), { a: 2 });
    expect(await store.get(raceKey('ga-sen-2026'), { type: 'json' })).toEqual({ a: 2 });
    expect(readdirSync(dir)).toEqual(['races%2Fga-sen-2026.json']);
    rmSync(dir, { recursive: true });
  });

  it('a corrupt file is treated as no snapshot', async () => {
    writeFileSync(join(dir, 'races%2Fga-sen-2026.json'), '{"version":1,"raceId"');
    expect(await readRace(new FileStore(dir), 'ga-sen-2026')).toBeNull();
  });

  it('uses Netlify Blobs only where Netlify provides its context', () => {
    expect(onNetlify({})).toBe(false);
    expect(marketStore(dir, {})).toBeInstanceOf(FileStore);
    expect(onNetlify({ NETLIFY_BLOBS_CONTEXT: 'e30=' })).toBe(true);
    // A context Blobs cannot use (here: empty) falls back to a temporary file store instead of failing requests.
    expect(marketStore(dir, { NETLIFY_BLOBS_CONTEXT: 'e30=' })).toBeInstanceOf(FileStore);
  });
});
