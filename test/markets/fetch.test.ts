/** Fetching one race from the fake upstreams: normalized output, verification, trends, and per-platform faults. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpDeps } from '../../build/markets/deps.ts';
import { fetchRace } from '../../build/markets/fetch-race.ts';
import { marketMap } from '../../build/markets/market-map.ts';
import { mergeRace, type StoredRace } from '../../build/markets/snapshot.ts';
import { startFakeUpstream, type Fault, type FakeUpstream, type Upstream } from './fake-upstream.ts';
import { NOW, SHORT_TIMEOUT, testDeps } from './helpers.ts';

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const fetchIt = (raceId: string, env: Record<string, string> = {}) => {
  const deps = testDeps(fake, env);
  return fetchRace(raceId, marketMap().races[raceId]!, {
    http: httpDeps(deps, AbortSignal.timeout(3000), 3000),
    config: deps.config,
    now: NOW,
  });
};

describe('normalized output (ga-sen-2026)', () => {
  it('Kalshi: *_dollars strings parsed, last trade else midpoint, party from the ticker, closed markets dropped', async () => {
    const { kalshi } = (await fetchIt('ga-sen-2026')).platforms;
    expect(kalshi).toMatchObject({
      ok: true,
      fetchedAt: '2026-09-20T12:00:00.000Z',
      reason: null,
      source: 'SENATEGA-26',
      notes: ['dropped kalshi SENATEGA-26-L: status closed, not trading'],
    });
    expect(kalshi.markets).toEqual([
      {
        platform: 'kalshi',
        contest: 'senate',
        market: 'SENATEGA-26-D',
        title: 'Will Jon Ossoff win the Georgia Senate race in 2026?',
        outcome: 'Jon Ossoff',
        party: 'D',
        probability: 0.56,
        probability_basis: 'last_trade',
        bid: 0.55,
        ask: 0.57,
        volume: 250000,
        url: 'https://kalshi.com/markets/senatega',
        updatedAt: '2026-09-19T08:30:00Z',
      },
      {
        platform: 'kalshi',
        contest: 'senate',
        market: 'SENATEGA-26-R',
        title: 'Will the Republican party win the Georgia Senate race in 2026?',
        outcome: 'Republican party',
        party: 'R',
        probability: 0.44,
        probability_basis: 'midpoint',
        bid: 0.42,
        ask: 0.46,
        volume: 180000.5,
        url: 'https://kalshi.com/markets/senatega',
        updatedAt: '2026-09-19T08:30:00Z',
      },
    ]);
  });

  it('Kalshi trends: hourly candles of the last 8 days; a candle without trades uses the previous trade, else the bid/ask midpoint', async () => {
    const { kalshi } = (await fetchIt('ga-sen-2026')).platforms;
    expect(fake.requests).toContain(
      '/kalshi/series/SENATEGA/markets/SENATEGA-26-D/candlesticks?start_ts=1789214400&end_ts=1789905600&period_interval=60',
    );
    expect(kalshi.trends.map(({ market, from, to, change }) => ({ market, from, to, change }))).toEqual([
      {
        market: 'SENATEGA-26-D',
        from: { t: '2026-09-13T12:00:00.000Z', p: 0.51 },
        to: { t: '2026-09-20T12:00:00.000Z', p: 0.56 },
        change: 0.05,
      },
      {
        market: 'SENATEGA-26-R',
        from: { t: '2026-09-13T12:00:00.000Z', p: 0.48 },
        to: { t: '2026-09-20T12:00:00.000Z', p: 0.44 },
        change: -0.04,
      },
    ]);
  });

  it('Polymarket: encoded arrays decoded, party from the words, lastTradePrice 0 falls back to the midpoint', async () => {
    const { polymarket } = (await fetchIt('ga-sen-2026')).platforms;
    expect(polymarket).toMatchObject({
      ok: true,
      source: 'georgia-senate-election-winner',
      notes: ['dropped polymarket 562903: closed, not trading'],
    });
    expect(polymarket.markets).toEqual([
      {
        platform: 'polymarket',
        contest: 'senate',
        market: '562901',
        title: 'Will the Democrats win the Georgia Senate race in 2026?',
        outcome: 'Democrat',
        party: 'D',
        probability: 0.58,
        probability_basis: 'last_trade',
        bid: 0.575,
        ask: 0.585,
        volume: 812345.12,
        url: 'https://polymarket.com/event/georgia-senate-election-winner',
        updatedAt: '2026-09-20T11:01:30.123456Z',
      },
      {
        platform: 'polymarket',
        contest: 'senate',
        market: '562902',
        title: 'Will the Republicans win the Georgia Senate race in 2026?',
        outcome: 'Republican',
        party: 'R',
        probability: 0.42,
        probability_basis: 'midpoint',
        bid: 0.41,
        ask: 0.43,
        volume: 640000.5,
        url: 'https://polymarket.com/event/georgia-senate-election-winner',
        updatedAt: '2026-09-20T11:01:30.123456Z',
      },
    ]);
  });

  it("Polymarket trends: the Yes token's CLOB history (token id kept as a string); an empty history gives no trend", async () => {
    const { polymarket } = (await fetchIt('ga-sen-2026')).platforms;
    expect(fake.requests).toContain(
      '/clob/prices-history?market=51338236787729560681434534660841415073585974762690814047670810862722808070955&startTs=1789214400&endTs=1789905600&fidelity=60',
    );
    expect(polymarket.trends).toEqual([
      {
        platform: 'polymarket',
        contest: 'senate',
        market: '562901',
        outcome: 'Democrat',
        party: 'D',
        from: { t: '2026-09-13T11:30:00.000Z', p: 0.6 },
        to: { t: '2026-09-20T12:00:00.000Z', p: 0.58 },
        change: -0.02,
      },
    ]);
  });
});

describe('mapping and verification', () => {
  it("drops a mislabelled ticker with the reason: SENATELA-26 is Kentucky, so not Louisiana's", async () => {
    const { kalshi } = (await fetchIt('la-sen-2026')).platforms;
    expect(kalshi).toMatchObject({ ok: false, failure: 'not_found', markets: [] });
    expect(kalshi.notes).toEqual([
      'kalshi event KXSENATELA-26 does not exist',
      'dropped kalshi SENATELA-26-R: title "Kentucky Senate winner?" does not name Louisiana Senate',
      'dropped kalshi SENATELA-26-D: title "Kentucky Senate winner?" does not name Louisiana Senate',
      'kalshi event SENATELA-26 has no active market for Louisiana Senate',
    ]);
  });

  it('serves the same event for Kentucky through the curated override', async () => {
    const { kalshi } = (await fetchIt('ky-sen-2026')).platforms;
    expect(kalshi).toMatchObject({
      ok: true,
      source: 'SENATELA-26',
      notes: ['kalshi event SENATEKY-26 does not exist'],
    });
    expect(kalshi.markets.map((m) => [m.market, m.party, m.probability])).toEqual([
      ['SENATELA-26-R', 'R', 0.92],
      ['SENATELA-26-D', 'D', 0.08],
    ]);
  });

  it('does not take West Virginia for Virginia', async () => {
    const { polymarket } = (await fetchIt('va-sen-2026')).platforms;
    expect(polymarket.markets).toEqual([]);
    expect(polymarket.notes[0]).toBe(
      'dropped polymarket 563100: title "West Virginia Senate Election Winner" does not name Virginia Senate',
    );
  });

  it('us-national-2026: House and Senate control, each market labelled with its contest', async () => {
    const { kalshi, polymarket } = (await fetchIt('us-national-2026')).platforms;
    expect(kalshi.markets.map((m) => [m.contest, m.market, m.party, m.probability])).toEqual([
      ['house_control', 'CONTROLH-2026-D', 'D', 0.9],
      ['house_control', 'CONTROLH-2026-R', 'R', 0.1],
      ['senate_control', 'CONTROLS-2026-R', 'R', 0.65],
    ]);
    expect(kalshi.source).toBe('CONTROLH-2026, CONTROLS-2026');
    expect(polymarket.markets.map((m) => [m.contest, m.outcome, m.probability])).toEqual([
      ['house_control', 'Democratic Party', 0.88],
      ['house_control', 'Republican Party', 0.12],
    ]);
    expect(polymarket.trends.map((t) => [t.market, t.change])).toEqual([['562802', 0.03]]);
  });
});

describe('faults: one platform failing leaves the other', () => {
  const faults: [Upstream, Fault, 'unreachable' | 'invalid', RegExp][] = [
    ['kalshi', { kind: 'slow', ms: 1500 }, 'unreachable', /^kalshi event SENATEGA-26: timeout after 300 ms$/],
    ['kalshi', { kind: 'status', status: 502 }, 'unreachable', /HTTP 502 \(after 3 attempts\)$/],
    ['kalshi', { kind: 'status', status: 429 }, 'unreachable', /HTTP 429 \(rate limited\) \(after 3 attempts\)$/],
    ['kalshi', { kind: 'reset' }, 'unreachable', /network error/],
    ['kalshi', { kind: 'truncated' }, 'invalid', /malformed or truncated JSON$/],
    ['kalshi', { kind: 'malformed' }, 'invalid', /malformed or truncated JSON$/],
    ['kalshi', { kind: 'wrong-types' }, 'invalid', /unexpected payload \(event\.markets\.0\.yes_bid_dollars: /],
    [
      'gamma',
      { kind: 'slow', ms: 1500 },
      'unreachable',
      /^polymarket event georgia-senate-election-winner: timeout after 300 ms$/,
    ],
    ['gamma', { kind: 'status', status: 500 }, 'unreachable', /HTTP 500/],
    ['gamma', { kind: 'truncated' }, 'invalid', /malformed or truncated JSON$/],
    ['gamma', { kind: 'wrong-types' }, 'invalid', /unexpected payload \(0\.markets\.0\.outcomes: /],
  ];

  it.each(faults)(
    '%s %o -> that platform fails (%s), the other is served',
    async (upstream, fault, failure, reason) => {
      fake.fault(upstream, fault);
      const race = await fetchIt('ga-sen-2026', fault.kind === 'slow' ? SHORT_TIMEOUT : {});
      const [bad, good] =
        upstream === 'kalshi'
          ? [race.platforms.kalshi, race.platforms.polymarket]
          : [race.platforms.polymarket, race.platforms.kalshi];
      expect(bad).toMatchObject({ ok: false, failure, fetchedAt: null, markets: [], trends: [] });
      expect(bad.reason).toMatch(reason);
      expect(good.ok).toBe(true);
      expect(good.markets).toHaveLength(2);
    },
  );

  it('a failing history endpoint costs only the trends, with a note', async () => {
    fake.fault('clob', { kind: 'malformed' });
    const { polymarket } = (await fetchIt('ga-sen-2026')).platforms;
    expect(polymarket.ok).toBe(true);
    expect(polymarket.markets).toHaveLength(2);
    expect(polymarket.trends).toEqual([]);
    expect(polymarket.notes).toContain(
      'no 7-day history: polymarket price history of market 562901: malformed or truncated JSON',
    );
  });

  it('wrong types in the price history are rejected, not plotted', async () => {
    fake.fault('clob', { kind: 'wrong-types' });
    const { polymarket } = (await fetchIt('ga-sen-2026')).platforms;
    expect(polymarket.trends).toEqual([]);
    expect(polymarket.notes.join(' ')).toMatch(/unexpected payload \(history\.0\.t: /);
  });
});

describe('merging into the stored snapshot', () => {
  it('a failed platform keeps its previous prices and fetchedAt, marked failed; a successful one is replaced', async () => {
    const previous: StoredRace = { ...(await fetchIt('ga-sen-2026')), attemptedAt: '2026-09-20T11:00:00.000Z' };
    previous.platforms.kalshi = {
      ...previous.platforms.kalshi,
      fetchedAt: '2026-09-20T11:00:00.000Z',
      attemptedAt: '2026-09-20T11:00:00.000Z',
    };
    fake.fault('kalshi', { kind: 'status', status: 503 });
    const merged = mergeRace(previous, await fetchIt('ga-sen-2026'));
    expect(merged.platforms.kalshi).toMatchObject({
      ok: false,
      failure: 'unreachable',
      fetchedAt: '2026-09-20T11:00:00.000Z',
      attemptedAt: '2026-09-20T12:00:00.000Z',
      markets: previous.platforms.kalshi.markets,
    });
    expect(merged.platforms.kalshi.reason).toMatch(
      /^latest fetch failed \(kalshi event SENATEGA-26: HTTP 503 .*\); showing prices fetched at 2026-09-20T11:00:00.000Z$/,
    );
    expect(merged.platforms.polymarket).toMatchObject({ ok: true, fetchedAt: '2026-09-20T12:00:00.000Z' });
  });

  it('without previous prices a failure is recorded as is', async () => {
    fake.fault('kalshi', { kind: 'malformed' });
    const merged = mergeRace(null, await fetchIt('ga-sen-2026'));
    expect(merged.platforms.kalshi).toMatchObject({ ok: false, failure: 'invalid', markets: [] });
  });
});
