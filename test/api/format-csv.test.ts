/**
 * Issue 21 item 2: the functions' CSV (/api/polls, /api/polls/average), read with csv-parse and compared with their
 * JSON; the office results of one state, whose CSV is the export's (a 301 to it); and format=csv on an endpoint
 * without a CSV: a 400 JSON error that says so, never JSON with 200.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsvRows } from '../../build/routes/csv-check.ts';
import { PollCsvRowSchema } from '../../build/schemas/api/polls.ts';
import { AverageCsvRowSchema } from '../../build/schemas/api/table-rows.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ rateLimits: false });
});
afterAll(() => server.close());

async function csvOf(path: string, name: string): Promise<string> {
  const res = await server.get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
  return res.text();
}

describe('format=csv answered by the functions', () => {
  it('/api/polls?state=GA&format=csv: one row per poll and candidate, the polls of the JSON', async () => {
    const body = await (await server.get('/api/polls?state=GA')).json();
    const rows = parseCsvRows(
      await csvOf('/api/polls?state=GA&format=csv', 'polls-2026-selected.csv'),
      PollCsvRowSchema,
    );
    type Poll = { id: string; results: Record<string, number>; candidates: { slug: string; name: string }[] };
    const expected = body.polls.flatMap((p: Poll) =>
      p.candidates
        .filter((c) => p.results[c.slug] !== undefined)
        .map((c) => ({ poll_id: p.id, candidate: c.slug, candidate_name: c.name, pct: p.results[c.slug] })),
    );
    expect(body.polls.length).toBeGreaterThan(5);
    expect(
      rows.map((r) => ({ poll_id: r.poll_id, candidate: r.candidate, candidate_name: r.candidate_name, pct: r.pct })),
    ).toEqual(expected);
    expect(new Set(rows.map((r) => r.poll_id))).toEqual(new Set(body.polls.map((p: { id: string }) => p.id)));
  });

  it.each(['/api/polls/average?state=GA', '/api/polls/average?race=ga-sen-2026&half_life=7', '/api/polls/average'])(
    '%s&format=csv: one row per candidate per race',
    async (path) => {
      const body = await (await server.get(path)).json();
      const rows = parseCsvRows(
        await csvOf(`${path}${path.includes('?') ? '&' : '?'}format=csv`, 'polls-average-2026.csv'),
        AverageCsvRowSchema,
      );
      const { half_life, min_rating, as_of } = body.meta.filters;
      const expected = Object.values(body.average).flatMap((r: any) =>
        r.candidates.map((c: any) => ({
          raceId: r.raceId,
          title: r.title,
          race_polls: r.polls,
          latest_poll: r.latest_poll,
          candidate: c.slug,
          candidate_name: c.name,
          candidate_party: c.party,
          pct: c.pct,
          polls: c.polls,
          half_life,
          min_rating,
          as_of,
        })),
      );
      expect(expected.length).toBeGreaterThan(1);
      expect(rows).toEqual(expected);
    },
  );

  it('format=json answers as the default, format=xml is a 400', async () => {
    const plain = await (await server.get('/api/polls/average?state=GA')).json();
    expect(await (await server.get('/api/polls/average?state=GA&format=json')).json()).toEqual(plain);
    for (const path of ['/api/polls/average?format=xml', '/api/polls?format=xlsx']) {
      const res = await server.get(path);
      expect(res.status, path).toBe(400);
      expect((await res.json()).error.code).toBe('invalid_parameter');
    }
  });
});

describe('office results of one state', () => {
  it.each([
    ['/api/house/2022/GA?format=csv', '/api/export?office=house&year=2022&state=GA&format=csv'],
    ['/api/senate/2020/ga?format=CSV', '/api/export?office=senate&year=2020&state=GA&format=csv'],
  ])('%s: a 301 to the export of the same contests', async (path, location) => {
    const res = await server.get(path);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
  });

  it('the export it points to has one row per candidate of the JSON', async () => {
    const body = await (await server.get('/api/house/2022/GA?format=json')).json();
    expect(body.races.length).toBe(14);
    const text = await csvOf('/api/export?office=house&year=2022&state=GA&format=csv', 'elections-house-2022-GA.csv');
    const candidates = body.races.reduce((n: number, r: { candidates: unknown[] }) => n + r.candidates.length, 0);
    expect(text.trimEnd().split('\r\n').length - 1).toBe(candidates);
  });
});

describe('format=csv where there is no CSV', () => {
  it.each([
    '/api/elections/2020/GA',
    '/api/people/S000033',
    '/api/sources',
    '/api/meta',
    '/api/manifest',
    '/api/prediction-markets?raceId=ga-sen-2026',
  ])('%s: format=csv is a 400 unsupported_format, without format the JSON', async (path) => {
    const sep = path.includes('?') ? '&' : '?';
    for (const format of ['csv', 'CSV']) {
      const res = await server.get(`${path}${sep}format=${format}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect((await res.json()).error).toMatchObject({
        status: 400,
        code: 'unsupported_format',
        message: expect.stringContaining('no CSV'),
      });
    }
    if (!path.startsWith('/api/prediction-markets')) expect((await server.get(path)).status).toBe(200);
  });
});
