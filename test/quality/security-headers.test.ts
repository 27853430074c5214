/**
 * Headers on every route of the endpoint catalog and every page: CORS, nosniff, Referrer-Policy, a strict CSP on
 * HTML (the widget frameable by any site, no X-Frame-Options), and no cookie anywhere; netlify.toml agrees with
 * the headers the code sets.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_HEADERS } from '../../build/http/headers.ts';
import { ROUTES } from '../../build/routes/table.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

function expectCommon(res: Response, path: string) {
  expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
  expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
  expect(res.headers.get('set-cookie'), path).toBeNull();
}

describe('every route in the endpoint catalog', () => {
  it('lists every route of the table in /api', async () => {
    const index = await (await server.get('/api')).json();
    expect(index.endpoints.map((e: { id: string }) => e.id).sort()).toEqual(ROUTES.map((r) => r.id).sort());
  });

  it.each(ROUTES.map((r) => [r.id, r] as const))(
    '%s: success and error responses carry the security headers',
    async (_id, route) => {
      const ok = await server.get(route.example);
      expect(ok.status).toBeLessThan(300);
      expectCommon(ok, route.example);
      const query = route.params.filter((p) => p.in === 'query');
      const broken = query.length
        ? `${route.path}?${query.map((p) => `${p.name}=zz`).join('&')}`
        : `${route.example}/zz/zz`;
      const err = await server.get(broken);
      expect(err.status).toBeGreaterThanOrEqual(400);
      expectCommon(err, broken);
      expect(err.headers.get('content-type')).toBe('application/json; charset=utf-8');
    },
  );
});

describe('pages', () => {
  it.each([
    '/',
    '/docs',
    '/methodology',
    '/races',
    '/races/ga-sen-2026',
    '/races/unknown-race',
    '/embed/race/ga-sen-2026',
    '/embed/race/unknown',
    '/nowhere',
    '/corrections',
    '/corrections/house',
  ])('%s has a strict CSP', async (path) => {
    const res = await server.get(path);
    expectCommon(res, path);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    // The widget (and its 404 for unknown ids) may be framed anywhere and runs only its own script, by hash; a race
    // page runs only its snippet builder, by hash.
    expect(csp).toContain(path.startsWith('/embed/race/') ? 'frame-ancestors *' : "frame-ancestors 'self'");
    // /docs runs its one script too (menu, search, copy, try it), by hash, and only it may fetch: this site's API.
    // /corrections searches the office pages, fetched from this site; each office page runs its filter.
    const scripted =
      path.startsWith('/embed/race/') ||
      path.startsWith('/corrections') ||
      path === '/docs' ||
      path === '/races/ga-sen-2026';
    expect(csp).toMatch(scripted ? /script-src 'sha256-[A-Za-z0-9+/]+=*'(;|$)/ : /^(?!.*script-src)/);
    expect(csp.includes("connect-src 'self'")).toBe(path === '/docs' || path === '/corrections');
    expect(csp).not.toMatch(/connect-src (?!'self';)/);
    expect(res.headers.get('x-frame-options')).toBeNull();
  });
});

describe('netlify.toml', () => {
  it('declares the same common headers as the code', () => {
    const toml = readFileSync('netlify.toml', 'utf8');
    for (const name of ['Access-Control-Allow-Origin', 'X-Content-Type-Options', 'Referrer-Policy']) {
      expect(toml).toContain(`${name} = "${COMMON_HEADERS[name]}"`);
    }
  });
});
