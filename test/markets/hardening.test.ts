/**
 * Market snapshots under a hostile upstream: out-of-range numbers are reported faults that never reach a client
 * or the store, concurrent requests share one refresh per race, the file store's writes are atomic under
 * concurrency, Retry-After is honoured from the platforms and computed by our own rate-limited function.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitedHandler, retryAfterSeconds } from '../../build/http/rate-limited.ts';
import rateLimitedFunction from '../../netlify/functions/rate-limited.ts';
import { getJson } from '../../build/markets/http.ts';
import { marketMap } from '../../build/markets/market-map.ts';
import { raceKey, readRace } from '../../build/markets/race-store.ts';
import { FileStore } from '../../build/markets/store.ts';
import { StoredRaceSchema } from '../../build/markets/snapshot.ts';
import { PredictionMarketsSchema, type PredictionMarkets } from '../../build/schemas/api/markets.ts';
import { z } from 'zod';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.ts';
import { marketsHandler, MemoryStore, NOW, testDeps, type TestDeps } from './helpers.ts';

let fake: FakeUpstream;
let store: MemoryStore;
let deps: TestDeps;
beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  store = new MemoryStore();
  deps = testDeps(fake, { MARKETS_TIMEOUT_MS: '2000' }, store);
});

async function get(raceId: string, d: TestDeps = deps): Promise<PredictionMarkets> {
  const res = await marketsHandler(() => d)(new Request(`http://localhost/api/prediction-markets?raceId=${raceId}`));
  expect(res.status).toBe(200);
  return PredictionMarketsSchema.parse(await res.json());
}

type Json = Record<string, unknown>;
/** Applies f to every Kalshi market of an event body. */
const kalshiMarkets = (f: (m: Json) => void) => (body: unknown) => {
  for (const m of (body as { event: { markets: Json[] } }).event.markets) f(m);
  return body;
};
const gammaMarkets = (f: (m: Json) => void) => (body: unknown) => {
  for (const e of body as { markets: Json[] }[]) for (const m of e.markets) f(m);
  return body;
};

describe('values outside their range are reported faults, never served or stored', () => {
  it('a negative Kalshi volume_fp fails the platform as invalid, and the stored snapshot stays readable', async () => {
    fake.fault('kalshi', { kind: 'transform', apply: kalshiMarkets((m) => (m.volume_fp = '-250000.00')) });
    const first = await get('ga-sen-2026');
    const kalshi = first.snapshot!.status.kalshi;
    expect(kalshi.ok).toBe(false);
    expect(kalshi.reason).toMatch(/volume_fp "-250000.00" is negative/);
    expect(first.snapshot!.platforms.kalshi).toEqual([]);
    expect((await readRace(store, 'ga-sen-2026'))!.platforms.kalshi.failure).toBe('invalid');
    expect(await readRace(store, 'ga-sen-2026')).not.toBeNull();
    // The stored snapshot is valid, so the next requests are served from it without calling the upstreams.
    const calls = fake.requests.length;
    for (let i = 0; i < 3; i++) await get('ga-sen-2026');
    expect(fake.requests.length).toBe(calls);
  });

  it('a negative Polymarket volumeNum fails the platform as invalid', async () => {
    fake.fault('gamma', { kind: 'transform', apply: gammaMarkets((m) => (m.volumeNum = -12)) });
    const r = await get('ga-sen-2026');
    const poly = r.snapshot!.status.polymarket;
    expect(poly.ok).toBe(false);
    expect(poly.reason).toMatch(/volumeNum -12 is negative/);
    expect(r.snapshot!.platforms.polymarket).toEqual([]);
  });

  it('a price above 1 is a reported fault, not a silent null with ok: true', async () => {
    fake.fault('kalshi', { kind: 'transform', apply: kalshiMarkets((m) => (m.last_price_dollars = '56.0000')) });
    const kalshi = (await get('ga-sen-2026')).snapshot!.status.kalshi;
    expect(kalshi.ok).toBe(false);
    expect(kalshi.reason).toMatch(/last_price_dollars "56.0000" is outside \[0, 1\]/);
  });

  it('an invalid fetch never replaces a valid stored snapshot', async () => {
    await get('ga-sen-2026');
    const good = store.data.get(raceKey('ga-sen-2026'))!;
    fake.fault('kalshi', { kind: 'transform', apply: kalshiMarkets((m) => (m.volume_fp = '-1')) });
    fake.fault('gamma', { kind: 'transform', apply: gammaMarkets((m) => (m.bestBid = 7)) });
    const later = { ...deps, now: () => new Date(NOW.getTime() + 3 * 3600_000) };
    const r = await get('ga-sen-2026', later);
    expect(r.available).toBe(true);
    expect(Object.values(r.snapshot!.status).every((p) => p.stale && !p.ok)).toBe(true);
    const stored = StoredRaceSchema.parse(JSON.parse(store.data.get(raceKey('ga-sen-2026'))!));
    expect([stored.platforms.kalshi.failure, stored.platforms.polymarket.failure]).toEqual(['invalid', 'invalid']);
    expect(stored.platforms.kalshi.markets).toEqual(StoredRaceSchema.parse(JSON.parse(good)).platforms.kalshi.markets);
  });
});

describe('one refresh per race at a time', () => {
  it('200 concurrent requests over 10 races make the upstream calls of 10 requests', async () => {
    const races = Object.keys(marketMap().races).slice(0, 10);
    for (const id of races) await get(id, testDeps(fake, { MARKETS_TIMEOUT_MS: '2000' }, new MemoryStore()));
    const single = fake.requests.length;
    fake.reset();
    fake.fault('kalshi', { kind: 'slow', ms: 150 });
    await Promise.all(Array.from({ length: 200 }, (_, i) => get(races[i % 10]!)));
    console.log(
      `upstream calls: ${single} for 10 races one by one, ${fake.requests.length} for 200 concurrent requests`,
    );
    expect(fake.requests.length).toBe(single);
  });
});

describe('sizes and values past the one bound (issue 23)', () => {
  it('an event with 3,000 markets fails the platform as invalid at once: nothing of it served or stored', async () => {
    fake.fault('kalshi', {
      kind: 'transform',
      apply: (body) => {
        const event = (body as { event: { markets: Json[] } }).event;
        event.markets = Array.from({ length: 3000 }, (_, i) => ({
          ...event.markets[0]!,
          ticker: `${String(event.markets[0]!.ticker)}-${i}`,
        }));
        return body;
      },
    });
    const answer = await get('ga-sen-2026');
    expect(answer.snapshot!.status.kalshi).toMatchObject({ ok: false });
    expect(answer.snapshot!.status.kalshi.reason).toMatch(/lists 3000 markets, more than 100/);
    expect(answer.snapshot!.platforms.kalshi).toEqual([]);
    expect((await readRace(store, 'ga-sen-2026'))!.platforms.kalshi.markets).toEqual([]);
    expect(fake.requests.filter((r) => r.includes('candlesticks'))).toEqual([]);
  });

  it.each([
    [
      'a volume of 1e20',
      (m: Json) => (m.volume_fp = `1${'0'.repeat(20)}.00`),
      /volume_fp "10+\.00" is more than 1000000000000/,
    ],
    [
      'a 400-digit price',
      (m: Json) => (m.last_price_dollars = '9'.repeat(400)),
      /last_price_dollars is 400 characters long/,
    ],
    ['a price of 1.5', (m: Json) => (m.yes_bid_dollars = '1.5000'), /yes_bid_dollars "1.5000" is outside \[0, 1\]/],
  ])('%s fails the platform as invalid, like every value past its bound', async (_what, change, reason) => {
    fake.fault('kalshi', { kind: 'transform', apply: kalshiMarkets(change) });
    const kalshi = (await get('ga-sen-2026')).snapshot!.status.kalshi;
    expect(kalshi.ok).toBe(false);
    expect(kalshi.reason).toMatch(reason);
  });

  it('a Polymarket volume of 1e308 fails the platform as invalid (it was served)', async () => {
    fake.fault('gamma', { kind: 'transform', apply: gammaMarkets((m) => (m.volumeNum = 1e308)) });
    const polymarket = (await get('ga-sen-2026')).snapshot!.status.polymarket;
    expect(polymarket.ok).toBe(false);
    expect(polymarket.reason).toMatch(/volumeNum 1e\+308 is more than 1000000000000/);
  });
});

describe("a request's time is bounded (issue 23)", () => {
  it('a refresh that never ends (here: a store write that hangs) still lets the request answer what was stored', async () => {
    class HangingStore extends MemoryStore {
      override setJSON(): Promise<void> {
        return new Promise(() => {});
      }
    }
    // A race no other test uses: the hanging refresh stays in this process's in-flight map.
    const raceId = Object.keys(marketMap().races).at(-1)!;
    const d = testDeps(fake, { MARKETS_TIMEOUT_MS: '200', MARKETS_REQUEST_BUDGET_MS: '300' }, new HangingStore());
    const answer = await get(raceId, d);
    expect(answer).toMatchObject({ raceId, available: false, snapshot: null });
  });
});

describe('one refresh per race per process (issue 23)', () => {
  it('100 concurrent requests for one race, each with its own dependencies as the route makes them, share one refresh', async () => {
    await get('ga-sen-2026', testDeps(fake, { MARKETS_TIMEOUT_MS: '2000' }, new MemoryStore()));
    const single = fake.requests.length;
    fake.reset();
    fake.fault('kalshi', { kind: 'slow', ms: 150 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        get('ga-sen-2026', testDeps(fake, { MARKETS_TIMEOUT_MS: '2000' }, new MemoryStore())),
      ),
    );
    expect(fake.requests.length).toBe(single);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });
});

describe('the file store under concurrent writes', () => {
  it('200 concurrent writes to one key leave one complete value and no temporary files, in 20 trials', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'filestore-'));
    const fileStore = new FileStore(dir);
    const payload = (i: number) => ({ writer: i, filler: 'x'.repeat(20_000 + i) });
    let invalid = 0;
    for (let trial = 0; trial < 20; trial++) {
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) => fileStore.setJSON('races/ga-sen-2026', payload(i))),
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      try {
        const v = (await fileStore.get('races/ga-sen-2026', { type: 'json' })) as { writer: number; filler: string };
        if (v.filler !== payload(v.writer).filler) invalid++;
      } catch {
        invalid++;
      }
    }
    console.log(`file store: ${invalid} of 20 trials of 200 concurrent writes left an unreadable or mixed value`);
    expect(invalid).toBe(0);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('Retry-After', () => {
  // No test here exercises the timeout: a generous one, so a healthy fake reply never times out on a loaded machine.
  const http = (d: TestDeps, maxRetryWaitMs: number) => ({
    fetch: d.fetch,
    sleep: d.sleep,
    timeoutMs: 5000,
    retries: 2,
    backoffMs: 100,
    maxRetryWaitMs,
    now: () => NOW.getTime(),
  });
  const url = () => `${fake.config.KALSHI_API_BASE}/events/SENATEGA-26?with_nested_markets=true`;

  it('an upstream 429 asking for an hour is not retried', async () => {
    fake.fault('kalshi', { kind: 'status', status: 429, headers: { 'Retry-After': '3600' } });
    await expect(getJson(url(), z.unknown(), http(deps, 5000), 'kalshi event')).rejects.toThrow(/retry after 3600 s/);
    expect(fake.requests).toHaveLength(1);
    expect(deps.sleeps).toEqual([]);
  });

  it('a short Retry-After is waited out before the retry (never less than asked)', async () => {
    fake.fault('kalshi', { kind: 'status', status: 429, headers: { 'Retry-After': '2' } }, 1);
    await getJson(url(), z.unknown(), http(deps, 5000), 'kalshi event');
    expect(fake.requests).toHaveLength(2);
    expect(deps.sleeps).toEqual([2000]);
  });

  it('an HTTP-date Retry-After counts from now', async () => {
    const at = new Date(NOW.getTime() + 3000).toUTCString();
    fake.fault('kalshi', { kind: 'status', status: 503, headers: { 'Retry-After': at } }, 1);
    await getJson(url(), z.unknown(), http(deps, 5000), 'kalshi event');
    expect(deps.sleeps).toEqual([3000]);
  });

  it("our rate-limited function's Retry-After is the rest of the window, not a constant", async () => {
    const at = (s: number) =>
      rateLimitedHandler(() => Date.UTC(2026, 8, 20, 12, 0, s))(
        new Request('http://x/.netlify/functions/rate-limited?limit=100&window=60'),
      );
    expect((await at(15)).headers.get('retry-after')).toBe('45');
    expect((await at(59)).headers.get('retry-after')).toBe('1');
    expect((await at(0)).headers.get('retry-after')).toBe('60');
    expect(retryAfterSeconds(3600, Date.UTC(2026, 8, 20, 12, 30, 0))).toBe(1800);
  });
  it('the deployed function uses that computation', async () => {
    const before = retryAfterSeconds(60, Date.now());
    const res = await rateLimitedFunction(new Request('http://x/.netlify/functions/rate-limited?limit=100&window=60'));
    const after = retryAfterSeconds(60, Date.now());
    expect([String(before), String(after)]).toContain(res.headers.get('retry-after'));
  });
});
