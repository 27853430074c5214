/**
 * Property-based fuzzing (fast-check): at least 10,000 generated requests to the local server across every route
 * and page, with hostile path segments and query values. Every answer must be 2xx/3xx/400/404/405/429, an API
 * error must be the documented JSON shape (pages answer with the HTML 404), and no answer may be a 5xx, carry a
 * stack trace, or reflect markup from the request.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../build/schemas/api/error.ts';
import { ROUTES } from '../../build/routes/table.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const RUNS = 500;
const PER_RUN = 20;
let server: RunningServer;
const statuses = new Map<number, number>();
let sent = 0;

beforeAll(async () => {
  server = await startServer({ rateLimits: false });
});
afterAll(async () => {
  console.log(
    `fuzz: ${sent} requests; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
  );
  await server.close();
});

const HOSTILE = [
  '',
  ' ',
  '0',
  '-4',
  '-2020',
  '2020.5',
  '20.20',
  '1e3',
  '%00',
  '\u0000',
  '../',
  '../../etc/passwd',
  '..%2F..',
  '%2e%2e',
  '%',
  '%zz',
  "' OR 1=1 --",
  '1; DROP TABLE polls',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<b>x</b>',
  '${7*7}',
  '{{7*7}}',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'ñandú',
  '日本',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '[]',
  '{}',
  'GA',
  'ga',
  'Ga',
  'gA',
  'XX',
  'national',
  'NATIONAL',
  '2020',
  '2024',
  '1976',
  '2022',
  '2026',
  '02020',
  'ga-sen-2026',
  'GA-SEN-2026',
  'us-national-2026',
  'us-generic-ballot-2026',
  'A+',
  'a+',
  'c-',
  'D',
  'csv',
  'CSV',
  'json',
  'xml',
  '7',
  '14',
  '365',
  '366',
];
const value = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ maxLength: 16 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.integer({ min: -100_000, max: 100_000 }).map(String) },
  { weight: 1, arbitrary: fc.double({ noNaN: false }).map(String) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(10 * 1024)) },
);

/** A request: a route (or a page, or noise), filled path params, query params (some repeated), a method. */
const request = fc.record({
  target: fc.oneof(
    fc.constantFrom(...ROUTES.map((r) => r.path)),
    fc.constantFrom('/races/{id}', '/embed/race/{id}', '/docs', '/methodology', '/', '/races', '/api', '/openapi.json'),
    fc.constantFrom('/api/{x}', '/{x}', '/api/elections/{x}/{y}/{z}', '/API/elections/{x}'),
  ),
  pathValues: fc.array(value, { minLength: 3, maxLength: 3 }),
  query: fc.array(
    fc.tuple(
      fc.constantFrom(
        'year',
        'state',
        'format',
        'from_year',
        'to_year',
        'days',
        'min_rating',
        'pollster',
        'half_life',
        'race',
        'raceId',
        'x',
      ),
      value,
    ),
    { maxLength: 5 },
  ),
  method: fc.constantFrom('GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE'),
});

function toUrl(r: { target: string; pathValues: string[]; query: [string, string][] }): string {
  let i = 0;
  const path = r.target.replace(/\{[a-z_]+\}/g, () => encodeURIComponent(r.pathValues[i++ % 3]!));
  const query = r.query.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}

const ALLOWED = (s: number) => (s >= 200 && s < 400) || [400, 404, 405, 429].includes(s);
const STACK = /\n\s+at .+:\d+:\d+|node_modules|\/work\/|Error: /;

async function check(
  r: fc.Arbitrary<unknown> extends never
    ? never
    : { target: string; pathValues: string[]; query: [string, string][]; method: string },
) {
  const url = toUrl(r);
  const res = await server.get(url, { method: r.method });
  sent++;
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  const body = r.method === 'HEAD' ? '' : await res.text();
  expect(ALLOWED(res.status), `${r.method} ${url} -> ${res.status}`).toBe(true);
  expect(STACK.test(body), `${url}: stack trace in body`).toBe(false);
  // Markup from the request never comes back raw (JSON messages escape < > & as \u003c...; pages reflect nothing).
  for (const v of [...r.pathValues, ...r.query.map((q) => q[1])]) {
    if (/</.test(v) && v.length > 2) expect(body.includes(v), `${url}: reflects ${v}`).toBe(false);
  }
  if (res.status >= 400 && r.method !== 'HEAD') {
    const isApi = new URL(url, 'http://x').pathname.startsWith('/api/') || r.method !== 'GET';
    if (isApi || res.headers.get('content-type')?.startsWith('application/json')) {
      const parsed = ErrorBodySchema.safeParse(JSON.parse(body));
      expect(parsed.success, `${url}: error body ${body.slice(0, 200)}`).toBe(true);
      expect(parsed.data!.error.status).toBe(res.status);
    } else {
      expect(res.headers.get('content-type'), url).toBe('text/html; charset=utf-8');
    }
  }
}

describe('fuzzing every route', () => {
  it(`answers ${RUNS * PER_RUN} generated requests within the documented contract`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: PER_RUN, maxLength: PER_RUN }), async (batch) => {
        await Promise.all(batch.map(check));
      }),
      { numRuns: RUNS, seed: 20261122 },
    );
    expect(sent).toBeGreaterThanOrEqual(10_000);
    // Every response is also checked against openapi.json (test/helpers/openapi-check.ts): allow for a busy machine.
  }, 300_000);
});
