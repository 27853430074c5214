/**
 * End to end through the real local server (build/server/app.ts createApp, functions loaded from
 * netlify/functions by loadFunctions, their config.rateLimit applied), against the fake upstreams, with the
 * file-backed store in a temporary directory. Also: the route in the OpenAPI document, validated like the contract
 * test does, and the scheduled refresh function.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../build/openapi/document.ts';
import { SCRIPT_HASHES } from '../../build/pipeline/render.ts';
import { formatHeaders, formatRedirects } from '../../build/serving/netlify-files.ts';
import { headerRules, redirectRules, sitePlans } from '../../build/serving/plan.ts';
import { MARKET_ROUTES } from '../../build/routes/markets.ts';
import { ROUTES } from '../../build/routes/table.ts';
import { PredictionMarketsSchema } from '../../build/schemas/api/markets.ts';
import { createApp } from '../../build/server/app.ts';
import { loadFunctions, type LoadedFunction } from '../../build/server/functions.ts';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.ts';

let fake: FakeUpstream;
let storeDir: string;
let functions: Map<string, LoadedFunction>;
let loadedFrom: string;

/**
 * The server's own routing files for the route table's function routes. The full build (test/global-setup.ts)
 * needs every data file, including data/races-2026.json, which may not exist yet; the rules come from the same
 * generator either way.
 */
function miniDist(): string {
  const dir = resolve('test-artifacts/markets-dist');
  mkdirSync(dir, { recursive: true });
  const plans = sitePlans(MARKET_ROUTES);
  writeFileSync(
    join(dir, '_redirects'),
    formatRedirects(redirectRules(plans, new Map(), { polls2026: { races: [] } } as never)),
  );
  writeFileSync(join(dir, '_headers'), formatHeaders(headerRules(plans, new Map(), SCRIPT_HASHES)));
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>\n');
  return dir;
}

/** Every function, as npm start loads them; if another function cannot load yet (missing data), just ours, the same way. */
async function serverFunctions(): Promise<Map<string, LoadedFunction>> {
  try {
    const all = await loadFunctions(resolve('netlify/functions'));
    loadedFrom = 'netlify/functions (all functions)';
    return all;
  } catch (error) {
    const dir = resolve('test-artifacts/markets-functions');
    mkdirSync(dir, { recursive: true });
    for (const name of ['prediction-markets', 'refresh-markets'])
      writeFileSync(join(dir, `${name}.ts`), `export { default, config } from '../../netlify/functions/${name}.ts';\n`);
    loadedFrom = `prediction-markets and refresh-markets only (${(error as Error).message.split('\n')[0]})`;
    return loadFunctions(dir);
  }
}

async function start(): Promise<{ get: (path: string) => Promise<Response>; close: () => Promise<void> }> {
  const app = createApp({ distDir: miniDist(), functions });
  const server: Server = createServer((req, res) => void app(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (path) => fetch(`${url}${path}`),
    close: () => new Promise((r) => (server.close(() => r()), server.closeAllConnections())),
  };
}

async function closedPortUrl(): Promise<string> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return `http://127.0.0.1:${port}`;
}

const pointAt = (bases: FakeUpstream['config']) => Object.assign(process.env, bases);

beforeAll(async () => {
  fake = await startFakeUpstream();
  storeDir = mkdtempSync(join(tmpdir(), 'markets-e2e-'));
  delete process.env.NETLIFY_BLOBS_CONTEXT;
  pointAt(fake.config);
  Object.assign(process.env, {
    MARKETS_LOCAL_STORE_DIR: storeDir,
    MARKETS_TIMEOUT_MS: '300',
    MARKETS_BACKOFF_MS: '1',
    MARKETS_REQUEST_BUDGET_MS: '3000',
    MARKETS_RETRIES: '2',
  });
  functions = await serverFunctions();
});
afterAll(() => fake.close());

describe('through the local server', () => {
  it('loads the function with its rate limit', () => {
    expect(functions.get('prediction-markets')?.rateLimit).toMatchObject({ windowLimit: 100, windowSize: 60 });
    console.log(`functions loaded from ${loadedFrom}`);
  });

  it('GET /api/prediction-markets?raceId=ga-sen-2026: fetched, stored on disk, answered', async () => {
    const server = await start();
    const res = await server.get('/api/prediction-markets?raceId=ga-sen-2026');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const body = PredictionMarketsSchema.parse(await res.json());
    expect(body.available).toBe(true);
    expect(body.snapshot?.platforms.kalshi).toHaveLength(2);
    expect(readdirSync(join(storeDir, 'prediction-markets'))).toContain('races%2Fga-sen-2026.json');
    await server.close();
  });

  it('400 and 404 as JSON errors', async () => {
    const server = await start();
    const bad = await server.get('/api/prediction-markets?raceId=Georgia');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('invalid_parameter');
    const unknown = await server.get('/api/prediction-markets?raceId=de-gov-2026');
    expect(unknown.status).toBe(404);
    await server.close();
  });

  it('offline: 200, available false, "upstreams unreachable: ..."', async () => {
    const closed = await closedPortUrl();
    pointAt({ KALSHI_API_BASE: closed, POLYMARKET_GAMMA_BASE: closed, POLYMARKET_CLOB_BASE: closed });
    const server = await start();
    const res = await server.get('/api/prediction-markets?raceId=az-gov-2026');
    expect(res.status).toBe(200);
    const body = PredictionMarketsSchema.parse(await res.json());
    expect(body).toMatchObject({ available: false, snapshot: null });
    expect(body.reason).toMatch(
      /^upstreams unreachable: kalshi: kalshi event GOVPARTYAZ-26: network error: ECONNREFUSED \(after 3 attempts\); polymarket: /,
    );
    await server.close();
    pointAt(fake.config);
  });

  it("applies the function's rate limit: the 101st request in a minute is a JSON 429", async () => {
    const server = await start();
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++)
      statuses.push((await server.get('/api/prediction-markets?raceId=ga-sen-2026')).status);
    expect(statuses.slice(0, 100).every((s) => s === 200)).toBe(true);
    const limited = await server.get('/api/prediction-markets?raceId=ga-sen-2026');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.json()).error.code).toBe('rate_limited');
    await server.close();
  });

  it('does not route the scheduled function', async () => {
    const server = await start();
    expect((await server.get('/.netlify/functions/refresh-markets')).status).toBe(404);
    await server.close();
  });
});

describe('the scheduled function', () => {
  it('is hourly and refreshes every race into the store', async () => {
    const mod = await import('../../netlify/functions/refresh-markets.ts');
    expect(mod.config.schedule).toBe('@hourly');
    const res = await mod.default();
    const summary = await res.json();
    expect(summary.refreshed).toEqual(expect.arrayContaining(['ga-sen-2026', 'us-national-2026']));
    expect(summary.notStarted).toEqual([]);
    expect(existsSync(join(storeDir, 'prediction-markets', 'refresh-index.json'))).toBe(true);
  });
});

describe('OpenAPI', () => {
  const doc = buildOpenApiDocument(ROUTES, 'http://localhost:8888') as Record<string, any>;

  it('documents the endpoint with its parameter, registered response schema and errors', async () => {
    const op = doc.paths['/api/prediction-markets'].get;
    expect(op.parameters[0]).toMatchObject({ name: 'raceId', in: 'query', required: true });
    expect(op.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/PredictionMarkets',
    });
    expect(Object.keys(op.responses)).toEqual(['200', '400', '404', '405', '429']);
    expect(op.parameters[1]).toMatchObject({ name: 'race', in: 'query', required: false });
    for (const id of ['PredictionMarkets', 'MarketQuote', 'MarketTrend', 'MarketPlatformStatus'])
      expect(doc.components.schemas[id]).toBeDefined();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
  });

  it('live responses validate against the document (ajv, JSON Schema 2020-12)', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ ...doc, $id: 'openapi.json' });
    const validate = (ref: string) => ajv.getSchema(`openapi.json${ref}`)!;
    const server = await start();
    for (const [path, status, ref] of [
      ['/api/prediction-markets?raceId=ga-sen-2026', 200, '#/components/schemas/PredictionMarkets'],
      ['/api/prediction-markets?raceId=az-gov-2026', 200, '#/components/schemas/PredictionMarkets'],
      ['/api/prediction-markets?raceId=x', 400, '#/components/schemas/Error'],
      ['/api/prediction-markets?raceId=de-gov-2026', 404, '#/components/schemas/Error'],
    ] as const) {
      const res = await server.get(path);
      expect(res.status).toBe(status);
      const v = validate(ref);
      expect(v(await res.json()), JSON.stringify(v.errors)).toBe(true);
    }
    await server.close();
  });
});
