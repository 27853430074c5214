/** The upstream client against the fake server: validation, 404, retries with backoff, timeouts, every bad body. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getJson, MAX_BODY_BYTES, UpstreamError, type HttpDeps } from '../../build/markets/http.ts';
import { KalshiEventResponseSchema } from '../../build/markets/upstream-schemas.ts';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.ts';

let fake: FakeUpstream;
let sleeps: number[];
beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  sleeps = [];
});

const deps = (over: Partial<HttpDeps> = {}): HttpDeps => ({
  fetch: (url, init) => fetch(url, init),
  sleep: async (ms) => void sleeps.push(ms),
  // Generous, so that a loaded machine never times out a test that is not about timeouts.
  timeoutMs: 5_000,
  retries: 2,
  backoffMs: 100,
  ...over,
});
const eventUrl = (ticker: string) => `${fake.config.KALSHI_API_BASE}/events/${ticker}?with_nested_markets=true`;
const get = (over: Partial<HttpDeps> = {}, ticker = 'SENATEGA-26') =>
  getJson(eventUrl(ticker), KalshiEventResponseSchema, deps(over), 'kalshi event');
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
};

describe('getJson', () => {
  it('returns the validated payload, unknown fields passed through', async () => {
    // Not a timeout test: a generous budget, so a busy machine's first (cold) request does not time out.
    const body = await get({ timeoutMs: 10_000 });
    expect(body?.event.title).toBe('Georgia Senate winner?');
    expect(body?.event.markets?.[0]?.yes_bid_dollars).toBe('0.5500');
    expect((body?.event as Record<string, unknown>).collateral_return_type).toBe('MECNET');
  });

  it('returns null for a 404 (no such event), without retrying', async () => {
    expect(await get({}, 'NOSUCH-26')).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 5xx with exponential backoff and succeeds when the upstream recovers', async () => {
    fake.fault('kalshi', { kind: 'status', status: 503 }, 2);
    expect((await get())?.event.event_ticker).toBe('SENATEGA-26');
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toEqual([100, 200]);
  });

  it('gives up on 429 after the bounded retries', async () => {
    fake.fault('kalshi', { kind: 'status', status: 429 });
    const error = await failure(get());
    expect(error.kind).toBe('unreachable');
    expect(error.message).toBe('kalshi event: HTTP 429 (rate limited) (after 3 attempts)');
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toEqual([100, 200]);
  });

  it('does not retry other 4xx', async () => {
    fake.fault('kalshi', { kind: 'status', status: 403 });
    expect((await failure(get())).message).toBe('kalshi event: HTTP 403');
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a slow upstream (no retry: the time is spent)', async () => {
    fake.fault('kalshi', { kind: 'slow', ms: 2000 });
    const error = await failure(get({ timeoutMs: 200 }));
    expect(error.message).toBe('kalshi event: timeout after 200 ms');
    expect(fake.requests).toHaveLength(1);
  });

  it('stops at the caller deadline', async () => {
    fake.fault('kalshi', { kind: 'slow', ms: 2000 });
    const error = await failure(get({ timeoutMs: 5000, deadline: AbortSignal.timeout(100) }));
    expect(error.message).toBe('kalshi event: time budget exhausted');
  });

  it.each([
    ['truncated', 'kalshi event: malformed or truncated JSON'],
    ['malformed', 'kalshi event: malformed or truncated JSON'],
    [
      'wrong-types',
      'kalshi event: unexpected payload (event.markets.0.yes_bid_dollars: Invalid input: expected string, received number)',
    ],
  ] as const)('rejects a %s body as invalid', async (kind, message) => {
    fake.fault('kalshi', { kind });
    const error = await failure(get());
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe(message);
  });

  it('treats a connection dropped mid-body as a network error and retries it', async () => {
    fake.fault('kalshi', { kind: 'reset' }, 1);
    expect((await get())?.event.event_ticker).toBe('SENATEGA-26');
    expect(fake.requests).toHaveLength(2);
  });

  it('reports an unreachable host', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const error = await failure(
      getJson(`http://127.0.0.1:${port}/nothing`, z.unknown(), deps({ retries: 1 }), 'kalshi event'),
    );
    expect(error.kind).toBe('unreachable');
    expect(error.message).toMatch(/^kalshi event: network error: ECONNREFUSED \(after 2 attempts\)$/);
  });

  it("decodes Gamma's JSON-encoded arrays and keeps token ids as strings; rejects them as real arrays", async () => {
    const { GammaEventsSchema } = await import('../../build/markets/upstream-schemas.ts');
    const url = `${fake.config.POLYMARKET_GAMMA_BASE}/events?slug=georgia-senate-election-winner`;
    const events = await getJson(url, GammaEventsSchema, deps(), 'polymarket event');
    expect(events?.[0]?.markets?.[0]?.outcomes).toEqual(['Yes', 'No']);
    expect(events?.[0]?.markets?.[0]?.clobTokenIds?.[0]).toBe(
      '51338236787729560681434534660841415073585974762690814047670810862722808070955',
    );
    expect(
      await getJson(`${fake.config.POLYMARKET_GAMMA_BASE}/events?slug=nothing`, GammaEventsSchema, deps(), 'p'),
    ).toEqual([]);
    fake.fault('gamma', { kind: 'wrong-types' });
    expect((await failure(getJson(url, GammaEventsSchema, deps(), 'polymarket event'))).message).toMatch(
      /unexpected payload \(0\.markets\.0\.outcomes: /,
    );
  });
});

describe('redirects and body size (issue 23)', () => {
  /** A tiny upstream: each path answers as `routes` says; counts its requests. */
  async function upstream(routes: Record<string, (res: import('node:http').ServerResponse, base: string) => void>) {
    let count = 0;
    const server = createServer((req, res) => {
      count++;
      const route = routes[req.url ?? ''];
      if (route) route(res, base);
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { base, requests: () => count, close: () => new Promise((r) => server.close(r)) };
  }
  const ok = (res: import('node:http').ServerResponse) =>
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');

  it('refuses a redirect to another origin, without calling it', async () => {
    const elsewhere = await upstream({ '/prices': ok });
    const origin = await upstream({
      '/event': (res) => res.writeHead(302, { Location: `${elsewhere.base}/prices` }).end(),
    });
    try {
      const error = await failure(getJson(`${origin.base}/event`, z.unknown(), deps(), 'kalshi event'));
      expect(error.kind).toBe('invalid');
      expect(error.message).toBe(`kalshi event: redirect to another origin (${elsewhere.base}) refused`);
      expect(elsewhere.requests()).toBe(0);
    } finally {
      await Promise.all([origin.close(), elsewhere.close()]);
    }
  });

  it('follows a redirect within the origin, and stops a loop after a few hops (one attempt, not retried)', async () => {
    const site = await upstream({
      '/old': (res) => res.writeHead(301, { Location: '/new' }).end(),
      '/new': ok,
      '/loop': (res) => res.writeHead(302, { Location: '/loop' }).end(),
    });
    try {
      expect(await getJson(`${site.base}/old`, z.unknown(), deps(), 'k')).toEqual({ ok: true });
      const before = site.requests();
      const error = await failure(getJson(`${site.base}/loop`, z.unknown(), deps(), 'kalshi event'));
      expect(error.message).toBe('kalshi event: more than 3 redirects');
      expect(site.requests() - before).toBe(4);
    } finally {
      await site.close();
    }
  });

  it('stops reading a body past the cap, declared or not', async () => {
    const chunk = 'x'.repeat(1_000_000);
    let sent = 0;
    const site = await upstream({
      '/declared': (res) => res.writeHead(200, { 'Content-Length': String(MAX_BODY_BYTES + 1) }).end(),
      '/endless': (res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        const more = () => {
          while (sent < 50_000_000 && res.write(chunk)) sent += chunk.length;
          if (sent < 50_000_000) res.once('drain', more);
          else res.end();
        };
        res.on('close', () => (sent = Infinity));
        more();
      },
    });
    try {
      for (const path of ['/declared', '/endless']) {
        const error = await failure(
          getJson(`${site.base}${path}`, z.unknown(), deps({ timeoutMs: 20_000 }), 'kalshi event'),
        );
        expect(error).toMatchObject({
          kind: 'invalid',
          message: `kalshi event: response larger than ${MAX_BODY_BYTES} bytes`,
        });
      }
    } finally {
      await site.close();
    }
  });
});
