/**
 * The endpoint's logic through its handler (defineHandler: the real error mapping), with injected deps: parameter
 * errors, serving and storing snapshots, and the fault table — every fault is a 200 with available and reason set,
 * or the previous snapshot; never a 500.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Handler } from '../../build/http/handler.ts';
import { raceKey } from '../../build/markets/race-store.ts';
import type { JsonStore } from '../../build/markets/store.ts';
import { PredictionMarketsSchema, type PredictionMarkets } from '../../build/schemas/api/markets.ts';
import { startFakeUpstream, type Fault, type FakeUpstream } from './fake-upstream.ts';
import { marketsHandler, MemoryStore, NOW, SHORT_TIMEOUT, testDeps, type TestDeps } from './helpers.ts';

let fake: FakeUpstream;
let store: MemoryStore;
let deps: TestDeps;
let handler: Handler;

beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  store = new MemoryStore();
  deps = testDeps(fake, {}, store);
  handler = marketsHandler(() => deps);
});

const call = (query: string) => handler(new Request(`http://localhost/api/prediction-markets${query}`));
async function ok(query: string): Promise<PredictionMarkets> {
  const res = await call(query);
  expect(res.status).toBe(200);
  // Strict parse: exactly the published schema, no extra or missing field.
  return PredictionMarketsSchema.parse(await res.json());
}
const later = (ms: number) => () => new Date(NOW.getTime() + ms);

describe('parameters', () => {
  it.each([
    ['', /^raceId is required/],
    ['?raceId=', /^raceId must be a 2026 Senate or governor race id like .*; got ""$/],
    ['?raceId=GA-SEN-2026', /^raceId must be a 2026 Senate or governor race id like .*; got "GA-SEN-2026"$/],
    // The published pattern ^[a-z]{2}-(gov|sen|national)-2026$ (issue 23): other race ids are 400s here.
    ['?raceId=ga-sen-2024', /got "ga-sen-2024"/],
    ['?raceId=ga-senate-2026', /got "ga-senate-2026"/],
    ['?raceId=ga-house-2026', /got "ga-house-2026"/],
    ['?raceId=us-generic-ballot-2026', /got "us-generic-ballot-2026"/],
    ['?raceId=ga_senate_2026', /got "ga_senate_2026"/],
    ['?race=2026', /got "2026"/],
    ['?raceId=%3Cscript%3E', /got "\\u003cscript\\u003e"/],
  ])('%s -> 400 invalid_parameter', async (query, message) => {
    const res = await call(query);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('invalid_parameter');
    expect(body.error.message).toMatch(message);
    expect(fake.requests).toEqual([]);
  });

  it.each(['de-gov-2026', 'ga-national-2026', 'zz-sen-2026'])(
    '%s (well formed, no such 2026 race) -> 404 unknown_race',
    async (id) => {
      const res = await call(`?raceId=${id}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('unknown_race');
    },
  );

  it('the last raceId counts when repeated, like every endpoint', async () => {
    expect((await ok('?raceId=zz&raceId=ga-sen-2026')).raceId).toBe('ga-sen-2026');
  });

  it('race is an alias of raceId (raceId wins when both are given)', async () => {
    expect((await ok('?race=ga-sen-2026')).raceId).toBe('ga-sen-2026');
    expect((await ok('?raceId=ga-sen-2026&race=zz')).raceId).toBe('ga-sen-2026');
  });

  it('405 for POST, 204 for a CORS preflight', async () => {
    expect(
      (await handler(new Request('http://localhost/api/prediction-markets?raceId=ga-sen-2026', { method: 'POST' })))
        .status,
    ).toBe(405);
    expect((await handler(new Request('http://localhost/api/prediction-markets', { method: 'OPTIONS' }))).status).toBe(
      204,
    );
  });
});

describe('snapshots', () => {
  it('without a snapshot, fetches once, stores it and answers with both platforms and trends', async () => {
    const res = await call('?raceId=ga-sen-2026');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(res.headers.get('Netlify-CDN-Cache-Control')).toBe('public, max-age=300, stale-while-revalidate=60');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const body = PredictionMarketsSchema.parse(await res.json());
    expect(body).toMatchObject({ raceId: 'ga-sen-2026', available: true, reason: null });
    expect(body.snapshot?.fetchedAt).toBe('2026-09-20T12:00:00.000Z');
    expect(body.snapshot?.platforms.kalshi.map((m) => m.probability)).toEqual([0.56, 0.44]);
    expect(body.snapshot?.platforms.polymarket.map((m) => m.probability)).toEqual([0.58, 0.42]);
    expect(body.snapshot?.status.kalshi).toEqual({
      ok: true,
      stale: false,
      fetchedAt: '2026-09-20T12:00:00.000Z',
      reason: null,
      source: 'SENATEGA-26',
      notes: ['dropped kalshi SENATEGA-26-L: status closed, not trading'],
    });
    expect(
      [...body.trends.kalshi, ...body.trends.polymarket].map((t) => `${t.platform}:${t.market}:${t.change}`),
    ).toEqual(['kalshi:SENATEGA-26-D:0.05', 'kalshi:SENATEGA-26-R:-0.04', 'polymarket:562901:-0.02']);
    expect(store.data.has(raceKey('ga-sen-2026'))).toBe(true);
  });

  it('then serves the stored snapshot without calling the upstreams', async () => {
    await ok('?raceId=ga-sen-2026');
    const calls = fake.requests.length;
    deps.now = later(30 * 60_000);
    const body = await ok('?raceId=ga-sen-2026');
    expect(fake.requests.length).toBe(calls);
    expect(body.snapshot?.fetchedAt).toBe('2026-09-20T12:00:00.000Z');
  });

  it('refetches prices older than 2 hours; if that fails, serves the previous prices marked stale', async () => {
    await ok('?raceId=ga-sen-2026');
    deps.now = later(3 * 3600_000);
    fake.fault('kalshi', { kind: 'status', status: 503 });
    fake.fault('gamma', { kind: 'malformed' });
    const body = await ok('?raceId=ga-sen-2026');
    expect(body.available).toBe(true);
    expect(body.snapshot?.fetchedAt).toBe('2026-09-20T12:00:00.000Z');
    expect(body.snapshot?.platforms.kalshi.map((m) => m.probability)).toEqual([0.56, 0.44]);
    expect(body.snapshot?.status.kalshi).toMatchObject({
      ok: false,
      stale: true,
      fetchedAt: '2026-09-20T12:00:00.000Z',
    });
    expect(body.snapshot?.status.kalshi.reason).toMatch(/^latest fetch failed \(kalshi event SENATEGA-26: HTTP 503/);
    expect(body.snapshot?.status.polymarket).toMatchObject({ ok: false, stale: true });
    expect(body.trends.kalshi.length + body.trends.polymarket.length).toBe(3);
  });

  it('a stored "nothing available" is reused for 10 minutes, then retried', async () => {
    fake.fault('kalshi', { kind: 'status', status: 500 });
    fake.fault('gamma', { kind: 'status', status: 500 });
    expect((await ok('?raceId=ga-sen-2026')).available).toBe(false);
    const calls = fake.requests.length;
    deps.now = later(5 * 60_000);
    expect((await ok('?raceId=ga-sen-2026')).available).toBe(false);
    expect(fake.requests.length).toBe(calls);
    fake.reset();
    deps.now = later(11 * 60_000);
    expect((await ok('?raceId=ga-sen-2026')).available).toBe(true);
  });

  it('a race no platform lists: available false with every reason', async () => {
    const body = await ok('?raceId=wy-gov-2026');
    expect(body).toMatchObject({ available: false, snapshot: null, trends: { days: 7, kalshi: [], polymarket: [] } });
    expect(body.reason).toBe(
      'no prediction market found for this race: kalshi: no kalshi market for this race (kalshi event GOVPARTYWY-26 does not exist); polymarket: no polymarket market for this race (polymarket event wyoming-governor-winner-2026 does not exist; polymarket event wyoming-governor-election-winner does not exist; polymarket event wyoming-governor-election-2026 does not exist)',
    );
  });

  it('a corrupt stored blob is ignored (refetched), never a 500', async () => {
    await store.setJSON(raceKey('ga-sen-2026'), { version: 1, raceId: 'ga-sen-2026', platforms: 'garbage' });
    expect((await ok('?raceId=ga-sen-2026')).available).toBe(true);
  });

  it('a store that cannot read or write still answers', async () => {
    const broken: JsonStore = {
      get: async () => Promise.reject(new Error('blobs down')),
      setJSON: async () => Promise.reject(new Error('blobs down')),
    };
    deps = testDeps(fake, {}, broken);
    expect((await ok('?raceId=ga-sen-2026')).available).toBe(true);
  });
});

describe('fault table: both platforms failing, no previous snapshot -> 200, available false, reason', () => {
  const table: [string, Fault, RegExp][] = [
    [
      'slow (timeout)',
      { kind: 'slow', ms: 1500 },
      /^upstreams unreachable: kalshi: kalshi event SENATEGA-26: timeout after 300 ms; polymarket: polymarket event georgia-senate-election-winner: timeout after 300 ms$/,
    ],
    [
      'HTTP 503',
      { kind: 'status', status: 503 },
      /^upstreams unreachable: kalshi: .*HTTP 503 \(after 3 attempts\); polymarket: .*HTTP 503 \(after 3 attempts\)$/,
    ],
    ['HTTP 429', { kind: 'status', status: 429 }, /^upstreams unreachable: .*HTTP 429 \(rate limited\)/],
    ['connection reset', { kind: 'reset' }, /^upstreams unreachable: kalshi: kalshi event SENATEGA-26: network error/],
    [
      'truncated JSON',
      { kind: 'truncated' },
      /^upstream responses invalid: kalshi: .*malformed or truncated JSON; polymarket: .*malformed or truncated JSON$/,
    ],
    ['malformed JSON', { kind: 'malformed' }, /^upstream responses invalid: /],
    [
      'wrong field types',
      { kind: 'wrong-types' },
      /^upstream responses invalid: kalshi: .*unexpected payload \(event\.markets\.0\.yes_bid_dollars: .*; polymarket: .*unexpected payload \(0\.markets\.0\.outcomes: /,
    ],
  ];

  it.each(table)('%s', async (_name, fault, reason) => {
    if (fault.kind === 'slow') deps = testDeps(fake, SHORT_TIMEOUT, store);
    fake.fault('kalshi', fault);
    fake.fault('gamma', fault);
    const body = await ok('?raceId=ga-sen-2026');
    expect(body).toMatchObject({ available: false, snapshot: null, trends: { days: 7, kalshi: [], polymarket: [] } });
    expect(body.reason).toMatch(reason);
    expect(JSON.stringify(body)).not.toMatch(/<html>|SyntaxError|stack/);
    expect(deps.sleeps.every((ms) => ms === 100 || ms === 200)).toBe(true);
  });

  it.each(table)('%s, with a previous snapshot -> its prices, marked stale, with the reason', async (_name, fault) => {
    await ok('?raceId=ga-sen-2026');
    if (fault.kind === 'slow') deps = testDeps(fake, SHORT_TIMEOUT, store);
    deps.now = later(3 * 3600_000);
    fake.fault('kalshi', fault);
    fake.fault('gamma', fault);
    const body = await ok('?raceId=ga-sen-2026');
    expect(body.available).toBe(true);
    expect(body.snapshot?.fetchedAt).toBe('2026-09-20T12:00:00.000Z');
    expect(body.snapshot?.platforms.polymarket.map((m) => m.probability)).toEqual([0.58, 0.42]);
    for (const status of Object.values(body.snapshot!.status)) {
      expect(status).toMatchObject({ ok: false, stale: true, fetchedAt: '2026-09-20T12:00:00.000Z' });
      expect(status.reason).toMatch(/^latest fetch failed \(.+\); showing prices fetched at 2026-09-20T12:00:00.000Z$/);
    }
  });

  it('one platform failing: available, the other platform served, the failure in its status', async () => {
    fake.fault('gamma', { kind: 'wrong-types' });
    const body = await ok('?raceId=ga-sen-2026');
    expect(body.available).toBe(true);
    expect(body.snapshot?.platforms.kalshi).toHaveLength(2);
    expect(body.snapshot?.platforms.polymarket).toEqual([]);
    expect(body.snapshot?.status.polymarket).toMatchObject({ ok: false, stale: false, fetchedAt: null });
    expect(body.trends.kalshi.every((t) => t.platform === 'kalshi')).toBe(true);
    expect(body.trends.polymarket).toEqual([]);
  });

  it('the request budget bounds the wait even when every call would time out slowly', async () => {
    deps = testDeps(fake, { MARKETS_TIMEOUT_MS: '5000', MARKETS_REQUEST_BUDGET_MS: '400' }, store);
    fake.fault('kalshi', { kind: 'slow', ms: 3000 });
    fake.fault('gamma', { kind: 'slow', ms: 3000 });
    // The budget's own message proves it cut the wait (slow upstreams would take 3 s); no wall-clock assertion.
    const body = await ok('?raceId=ga-sen-2026');
    expect(body.reason).toBe(
      'upstreams unreachable: kalshi: kalshi event SENATEGA-26: time budget exhausted; polymarket: polymarket event georgia-senate-election-winner: time budget exhausted',
    );
  });
});
