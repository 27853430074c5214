/**
 * The local server (npm start) under hostile requests: malformed Host headers, protocol-relative-looking targets,
 * the Netlify rule files, conditional and range requests on missing pages, and traversal into sibling directories.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeaderTable } from '../../build/server/header-rules.ts';
import { RateLimiter } from '../../build/server/rate-limit.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ rateLimits: false });
});
afterAll(() => server.close());

/** Sends one raw HTTP/1.0 request (fetch refuses malformed Host headers) and returns the status line, headers, body. */
function raw(url: string, head: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (d) => (text += d));
    socket.on('error', reject);
    socket.on('close', () => {
      const [headers, ...body] = text.split('\r\n\r\n');
      resolve({ status: Number(headers!.split(' ')[1]), headers: headers!, body: body.join('\r\n\r\n') });
    });
  });
}

describe('malformed requests', () => {
  for (const host of ['a b', '[', 'localhost:99999']) {
    it(`Host: ${host} answers a JSON 400 with CORS and no stack trace`, async () => {
      const r = await raw(server.url, `GET /api/elections/2020 HTTP/1.0\r\nHost: ${host}`);
      expect(r.status).toBe(400);
      expect(r.headers).toMatch(/access-control-allow-origin: \*/i);
      expect(r.headers).toMatch(/content-type: application\/json/i);
      const body = JSON.parse(r.body.trim()) as { error: { status: number; code: string } };
      expect(body.error).toMatchObject({ status: 400, code: 'bad_host' });
      expect(r.body).not.toMatch(/\bat .*\.ts:\d+/);
    });
  }

  it('a target starting with // is a path, not a protocol-relative URL', async () => {
    for (const target of ['//package.json', '//evil.example/api/elections/2020']) {
      const r = await raw(server.url, `GET ${target} HTTP/1.0\r\nHost: localhost`);
      expect(r.status, target).toBe(404);
      expect(r.body).not.toContain('"electoral-data-api"');
      expect(r.body).not.toContain('"elections"');
    }
  });
});

describe('files Netlify does not publish', () => {
  for (const path of ['/_redirects', '/_headers', '/_Redirects', '/x/../_headers', '/%5fredirects']) {
    it(`${path} is not served`, async () => {
      const r = await server.get(path);
      expect(r.status).toBe(404);
      expect(await r.text()).not.toContain('/.netlify/functions/');
    });
  }
});

describe('missing pages and ranges', () => {
  it('a missing page answers 404 to a Range request, whole 404 page', async () => {
    const r = await server.get('/no-such-page', { headers: { Range: 'bytes=0-9' } });
    expect(r.status).toBe(404);
    expect(r.headers.get('content-range')).toBeNull();
  });
  it("a missing page answers 404 to If-None-Match carrying the 404 page's own ETag", async () => {
    const first = await server.get('/no-such-page');
    await first.text();
    const etag = first.headers.get('etag');
    const r = await server.get('/no-such-page', { headers: etag ? { 'If-None-Match': etag } : {} });
    expect(r.status).toBe(404);
    expect((await r.text()).length).toBeGreaterThan(0);
  });
  it('an unsatisfiable range answers 416 without the body', async () => {
    const r = await server.get('/openapi.json', { headers: { Range: 'bytes=99999999-' } });
    expect(r.status).toBe(416);
    expect(r.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(await r.text()).toBe('');
  });
  it('a satisfiable range on a real file still answers 206', async () => {
    const r = await server.get('/openapi.json', { headers: { Range: 'bytes=0-0' } });
    expect(r.status).toBe(206);
    expect(await r.text()).toBe('{');
  });
});

describe('traversal guard', () => {
  it('a sibling directory sharing the dist prefix is out of reach', async () => {
    const { inject } = await import('vitest');
    const sibling = `${inject('distDir')}.old-test`;
    mkdirSync(dirname(join(sibling, 'secret.json')), { recursive: true });
    writeFileSync(join(sibling, 'secret.json'), '{"secret":true}');
    try {
      const name = sibling.split('/').pop();
      const r = await server.get(`/..%2f${name}%2fsecret.json`);
      expect(await r.text()).not.toContain('"secret"');
      expect(r.status).toBe(404);
    } finally {
      rmSync(sibling, { recursive: true, force: true });
    }
  });
});

describe('bounded caches', () => {
  it('the header table keeps at most its limit of paths however many distinct paths arrive', () => {
    const table = new HeaderTable('/*\n  X-Test: 1\n', { limit: 50 });
    for (let i = 0; i < 500; i++) table.configFor(`/junk-${i}/../index.html`);
    expect(table.size).toBeLessThanOrEqual(50);
    expect(table.configFor('/index.html')[0]!.headers).toEqual([{ key: 'X-Test', value: '1' }]);
  });
  it('traversal-shaped paths to one file share one cache entry', async () => {
    const junk = 'j'.repeat(2000);
    for (let i = 0; i < 20; i++) {
      const r = await server.get(`/${junk}${i}%2f..%2findex.html`);
      await r.arrayBuffer();
    }
    expect(server.app.headerCacheSize()).toBeLessThanOrEqual(5);
  });
  it('the rate limiter forgets windows that have ended', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now, { limit: 100 });
    for (let i = 0; i < 1000; i++) {
      now += 1000;
      limiter.take(`fn|10.0.${i >> 8}.${i & 255}`, { windowLimit: 5, windowSize: 60 });
    }
    expect(limiter.size).toBeLessThanOrEqual(100);
  });
});

describe('redirects with a long query', () => {
  it('a redirect keeps a short query and drops one that would make Location longer than 8 KB', async () => {
    const short = await server.get('/races/GA-SEN-2026?theme=dark', { redirect: 'manual' });
    expect(short.status).toBe(301);
    expect(new URL(short.headers.get('location')!).search).toBe('?theme=dark');
    const long = await server.get(`/races/GA-SEN-2026?year=${'x'.repeat(10 * 1024)}&race=${'y'.repeat(10 * 1024)}`, {
      redirect: 'manual',
    });
    expect(long.status).toBe(301);
    expect(long.headers.get('location')).toBe(`${server.url}/races/ga-sen-2026`);
  });
});
