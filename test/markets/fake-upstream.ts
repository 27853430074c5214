/**
 * A fake of the three upstreams (Kalshi trade API, Polymarket Gamma and CLOB) on a random loopback port, serving the
 * hand-written fixtures of test/fixtures/markets, with switches for every fault the clients must survive.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';

export type Upstream = 'kalshi' | 'gamma' | 'clob';

export type Fault =
  | { kind: 'slow'; ms: number }
  | { kind: 'status'; status: number; headers?: Record<string, string> }
  /** The normal body, changed by a function (a negative volume, a price above 1...). */
  | { kind: 'transform'; apply: (body: unknown) => unknown }
  /** A complete response whose JSON body is cut in half. */
  | { kind: 'truncated' }
  | { kind: 'malformed' }
  /** The fixture with documented types changed (numbers for Kalshi's price strings, arrays for Gamma's encoded strings...). */
  | { kind: 'wrong-types' }
  /** Headers sent, then the connection is destroyed mid-body. */
  | { kind: 'reset' };

export interface FakeUpstream {
  config: { KALSHI_API_BASE: string; POLYMARKET_GAMMA_BASE: string; POLYMARKET_CLOB_BASE: string };
  /** Every request path+query, in order. */
  requests: string[];
  /** Sets a fault on one upstream, optionally only for its next `times` requests (then it recovers). */
  fault(upstream: Upstream, fault: Fault | null, times?: number): void;
  reset(): void;
  close(): Promise<void>;
}

const FIXTURES = resolve('test/fixtures/markets');
const readFixture = (path: string): unknown | null =>
  existsSync(join(FIXTURES, path)) ? JSON.parse(readFileSync(join(FIXTURES, path), 'utf8')) : null;

/** The normal answer of a request: status and JSON body. */
function route(upstream: Upstream, url: URL): { status: number; body: unknown } {
  const parts = url.pathname.split('/').filter(Boolean).slice(1).map(decodeURIComponent);
  if (upstream === 'kalshi' && parts[0] === 'events' && parts.length === 2) {
    const body = readFixture(`kalshi/events/${parts[1]}.json`);
    return body ? { status: 200, body } : { status: 404, body: { error: { code: 'not_found', message: 'not found' } } };
  }
  if (upstream === 'kalshi' && parts[0] === 'series' && parts[4] === 'candlesticks') {
    return {
      status: 200,
      body: readFixture(`kalshi/candles/${parts[3]}.json`) ?? { ticker: parts[3], candlesticks: [] },
    };
  }
  if (upstream === 'gamma' && parts[0] === 'events')
    return { status: 200, body: readFixture(`gamma/${url.searchParams.get('slug')}.json`) ?? [] };
  if (upstream === 'clob' && parts[0] === 'prices-history') {
    const all = readFixture('clob/history.json') as Record<string, unknown>;
    return { status: 200, body: all[url.searchParams.get('market') ?? ''] ?? { history: [] } };
  }
  return { status: 404, body: { error: 'no such path on the fake' } };
}

/** Changes the documented types of the fields the clients read. */
function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(wrongTypes);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k.endsWith('_dollars') && typeof v === 'string') out[k] = Number(v);
    else if ((k === 'outcomes' || k === 'clobTokenIds') && typeof v === 'string') out[k] = JSON.parse(v);
    else if (k === 't' && typeof v === 'number') out[k] = String(v);
    else out[k] = wrongTypes(v);
  }
  return out;
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const faults = new Map<Upstream, { fault: Fault; remaining: number }>();
  const requests: string[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${url.pathname}${url.search}`);
    const upstream = url.pathname.split('/')[1] as Upstream;
    const normal = route(upstream, url);
    const active = faults.get(upstream);
    const fault = active && active.remaining !== 0 ? active.fault : null;
    if (active && active.remaining > 0) active.remaining--;
    const send = (status: number, text: string, length = Buffer.byteLength(text)) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': String(length) });
      res.end(text);
    };
    if (!fault) return send(normal.status, JSON.stringify(normal.body));
    switch (fault.kind) {
      case 'slow':
        await new Promise((r) => setTimeout(r, fault.ms));
        if (!res.destroyed) send(normal.status, JSON.stringify(normal.body));
        return;
      case 'status':
        res.writeHead(fault.status, { 'Content-Type': 'application/json', ...fault.headers });
        return void res.end(fault.status === 429 ? '{"error":"too many requests"}' : '<html>upstream error</html>');
      case 'transform':
        return send(normal.status, JSON.stringify(fault.apply(structuredClone(normal.body))));
      case 'truncated': {
        const text = JSON.stringify(normal.body);
        return send(200, text.slice(0, Math.floor(text.length / 2)));
      }
      case 'malformed':
        return send(200, "{'event': {ticker: SENATEGA-26,}}");
      case 'wrong-types':
        return send(200, JSON.stringify(wrongTypes(normal.body)));
      case 'reset': {
        const text = JSON.stringify(normal.body);
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) });
        res.write(text.slice(0, 10));
        setTimeout(() => res.destroy(), 5);
        return;
      }
    }
  };

  const server = createServer((req, res) => void handle(req, res));
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    config: {
      KALSHI_API_BASE: `${base}/kalshi`,
      POLYMARKET_GAMMA_BASE: `${base}/gamma`,
      POLYMARKET_CLOB_BASE: `${base}/clob`,
    },
    requests,
    fault: (upstream, fault, times = -1) =>
      fault ? faults.set(upstream, { fault, remaining: times }) : faults.delete(upstream),
    reset: () => {
      faults.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
