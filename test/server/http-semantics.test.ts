/**
 * HTTP semantics of the local server and the functions, as Netlify's CDN has them (issue 23): no markup in the bytes
 * of an error whatever it echoes, RFC 9110 conditional requests (weak, listed and * tags; If-Range), a 304 with its
 * headers, one Host line only, 500s never cacheable, a rate limiter that a flood of new keys cannot reset, and a
 * Netlify rate limit that another hostname of the site cannot reset either.
 */
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { getTrafficRulesConfig } from '@netlify/zip-it-and-ship-it/dist/rate_limit.js';
import { parseFile } from '@netlify/zip-it-and-ship-it/dist/runtimes/node/in_source_config/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, errorResponse } from '../../build/http/errors.ts';
import { defineHandler } from '../../build/http/handler.ts';
import { functionFiles } from '../../build/serving/functions.ts';
import { ROUTES } from '../../build/routes/table.ts';
import { RateLimiter } from '../../build/server/rate-limit.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ rateLimits: false });
});
afterAll(() => server.close());

/** One raw HTTP/1.0 request (fetch cannot send two Host lines). */
function raw(url: string, head: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((done, fail) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (d) => (text += d));
    socket.on('error', fail);
    socket.on('close', () =>
      done({ status: Number(text.split(' ')[1]), body: text.split('\r\n\r\n').slice(1).join('\r\n\r\n') }),
    );
  });
}

describe('echoed input is escaped in every error body (one serializer)', () => {
  const script = encodeURIComponent('<script>alert(1)</script>&');
  it.each([
    `/api/polls?pollster=${script}`,
    `/api/polls?state=${script}`,
    `/api/polls/average?as_of=${script}`,
    `/api/export/polls?race=${script}`,
    `/api/export?year=2020&state=${script}`,
    `/api/elections/${script}`,
    `/api/elections/2020/${script}`,
    `/api/prediction-markets?raceId=${script}`,
    `/api/${script}`,
  ])('%s: no <, > or & in the bytes', async (path) => {
    const res = await server.get(path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    const text = await res.text();
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text).error.message.length).toBeGreaterThan(10);
  });
});

describe('conditional requests (RFC 9110 13.1)', () => {
  const expect304 = async (path: string, ifNoneMatch: (etag: string) => string) => {
    const first = await server.get(path);
    await first.arrayBuffer();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const res = await server.get(path, { headers: { 'If-None-Match': ifNoneMatch(etag) } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toBe('');
  };
  const forms: [string, (etag: string) => string][] = [
    ['the same tag', (e) => e],
    ['a weak tag', (e) => `W/${e}`],
    ['a list', (e) => `"other", ${e}`],
    ['*', () => '*'],
  ];
  for (const path of ['/api/elections/2020', '/api/polls?state=GA']) {
    it.each(forms)(`${path}: If-None-Match with %s -> 304 with ETag, Cache-Control and CORS`, (_form, header) =>
      expect304(path, header),
    );
  }

  it('If-None-Match with another tag -> 200', async () => {
    const res = await server.get('/api/elections/2020', { headers: { 'If-None-Match': '"other", W/"x"' } });
    expect(res.status).toBe(200);
  });

  it('If-Range: ranges only while the file is the one the client has', async () => {
    const etag = (await server.get('/openapi.json')).headers.get('etag')!;
    const same = await server.get('/openapi.json', { headers: { Range: 'bytes=0-0', 'If-Range': etag } });
    expect(same.status).toBe(206);
    expect(await same.text()).toBe('{');
    for (const stale of ['"stale"', `W/${etag}`, 'Wed, 21 Oct 2015 07:28:00 GMT']) {
      const res = await server.get('/openapi.json', { headers: { Range: 'bytes=0-0', 'If-Range': stale } });
      expect(res.status, stale).toBe(200);
      expect((await res.text()).length).toBeGreaterThan(1000);
    }
  });
});

describe('requests and errors', () => {
  it('two Host lines -> 400 (RFC 9112 3.2)', async () => {
    const r = await raw(server.url, 'GET /api/elections/2020 HTTP/1.0\r\nHost: localhost\r\nHost: evil.example');
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body.trim()).error.code).toBe('bad_host');
    expect((await raw(server.url, 'GET /api/elections/2020 HTTP/1.0\r\nHost: localhost')).status).toBe(200);
  });

  it('a function 500 is never cacheable (no public max-age)', async () => {
    expect(errorResponse(new ApiError(500, 'internal_error', 'x')).headers.get('cache-control')).toBe('no-store');
    const failing = defineHandler(() => {
      throw new Error('boom');
    });
    const res = await failing(new Request('http://localhost/api/polls'));
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(errorResponse(new ApiError(404, 'not_found', 'x')).headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('rate limits', () => {
  it('the local limiter evicts idle windows, never an exhausted client, however many new keys arrive', () => {
    const now = 0;
    const limiter = new RateLimiter(() => now, { limit: 100 });
    const limit = { windowLimit: 5, windowSize: 60 };
    for (let i = 0; i < 5; i++) expect(limiter.take('fn|abuser', limit)).toBeNull();
    expect(limiter.take('fn|abuser', limit)).toBe(60);
    for (let i = 0; i < 1000; i++) limiter.take(`fn|10.0.${i >> 8}.${i & 255}`, limit);
    expect(limiter.size).toBeLessThanOrEqual(100);
    expect(limiter.take('fn|abuser', limit)).toBe(60);
  });

  it("Netlify's rate limit counts per address across every hostname of the site (aggregate keys: ip only)", async () => {
    for (const f of functionFiles(ROUTES)) {
      const parsed = await parseFile(resolve('netlify/functions', `${f.name}.ts`), { functionName: f.name });
      const rules = getTrafficRulesConfig(parsed.config.rateLimit!);
      expect(rules!.action.config.aggregate.keys, f.name).toEqual([{ type: 'ip' }]);
    }
  });
});
