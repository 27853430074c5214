/**
 * The 2026 poll endpoints end to end through the local server: filters, averages (the function's body equals the
 * static file for every default request), ratings, the bulk export (CSV parsed back equals the JSON), every error,
 * and the export's rate limit with an injected clock.
 */
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import averageFunction from '../../netlify/functions/polls-average.ts';
import { pollCsvRows } from '../../build/compute/polls.ts';
import { parseCsvRows } from '../../build/routes/csv-check.ts';
import { PollCsvRowSchema } from '../../build/schemas/api/polls.ts';
import { parseRedirects } from '../../build/serving/netlify-files.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
let clock = Date.parse('2026-11-22T12:00:00Z');
beforeAll(async () => {
  server = await startServer({ now: () => clock });
});
afterAll(() => server.close());

const get = async (path: string) => {
  const res = await server.get(path);
  return { res, body: await res.json() };
};

describe('/api/polls', () => {
  it('filters by state (any case) and minimum grade, newest first, and echoes the filters', async () => {
    const { res, body } = await get('/api/polls?state=ga&min_rating=b');
    expect(res.status).toBe(200);
    expect(body.meta.filters).toMatchObject({ state: 'GA', min_rating: 'B', days: null, pollster: null });
    expect(body.meta.count).toBe(body.polls.length);
    expect(body.polls.length).toBeGreaterThan(0);
    const order = ['A+', 'A', 'A-', 'A/B', 'B+', 'B'];
    for (const p of body.polls) {
      expect(p.raceId.startsWith('ga-')).toBe(true);
      expect(order).toContain(p.grade);
    }
    const dates = body.polls.map((p: { date: string }) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('national means the generic ballot; pollster is a case-insensitive substring', async () => {
    const { body } = await get('/api/polls?state=national&pollster=YOUGOV');
    expect(body.polls.length).toBeGreaterThan(0);
    for (const p of body.polls) {
      expect(p.raceId).toBe('us-generic-ballot-2026');
      expect(p.pollster.toLowerCase()).toContain('yougov');
    }
  });

  it('returns an empty list when filters exclude everything (coverage ends 2026-10-02)', async () => {
    const { res, body } = await get('/api/polls?state=GA&days=7');
    expect(res.status).toBe(200);
    expect(body.polls).toEqual([]);
    expect(body.meta.coverage).toContain('2026-10-02');
  });

  it.each([
    ['/api/polls?state=ZZ', 404, 'unknown_state', 'ZZ'],
    ['/api/polls?state=Georgia', 400, 'invalid_parameter', 'state'],
    ['/api/polls?race=ga_sen', 400, 'invalid_parameter', 'race'],
    ['/api/polls?race=zz-sen-2026', 404, 'unknown_race', 'zz-sen-2026'],
    ['/api/polls?state=GA&race=tx-sen-2026', 404, 'unknown_race', 'tx-sen-2026'],
    ['/api/polls?days=100000', 400, 'invalid_parameter', 'days'],
    ['/api/polls?days=-3', 400, 'invalid_parameter', 'days'],
    ['/api/polls?days=abc', 400, 'invalid_parameter', 'days'],
    ['/api/polls?min_rating=D', 400, 'invalid_parameter', 'min_rating'],
    ['/api/polls?pollster=', 400, 'invalid_parameter', 'pollster'],
    ['/api/polls?state=WY', 404, 'no_polls', 'WY'],
    ['/api/polls/average?race=zz-sen-2026', 404, 'unknown_race', 'zz-sen-2026'],
    ['/api/polls/average?state=ZZ', 404, 'unknown_state', 'ZZ'],
    ['/api/polls/average?state=GA&half_life=0', 400, 'invalid_parameter', 'half_life'],
    ['/api/polls/average?state=GA&half_life=7.5', 400, 'invalid_parameter', 'half_life'],
    ['/api/polls/average?state=GA&min_rating=Z', 400, 'invalid_parameter', 'min_rating'],
    ['/api/polls/average?state=GA&race=Georgia', 400, 'invalid_parameter', 'race'],
    ['/api/polls/average?state=GA&race=tx-sen-2026', 404, 'unknown_race', 'tx-sen-2026'],
    ['/api/polls/average?state=WY', 404, 'no_polls', 'WY'],
    ['/api/ratings/2024', 404, 'year_not_found', '2026'],
    ['/api/ratings/abc', 400, 'invalid_year', 'year'],
    ['/api/export/polls?format=xml', 400, 'invalid_parameter', 'format'],
    ['/api/export/polls?format=csv&race=GA-SEN', 400, 'invalid_parameter', 'race'],
    ['/api/export/polls?format=json&race=zz-sen-2026', 404, 'unknown_race', 'zz-sen-2026'],
  ])('%s -> %i %s naming %s', async (path, status, code, named) => {
    const { res, body } = await get(path);
    expect(res.status).toBe(status);
    expect(body.error).toMatchObject({ status, code });
    expect(body.error.message).toContain(named);
  });
});

describe('/api/polls/average', () => {
  it('never mixes races and states every parameter', async () => {
    const { body } = await get('/api/polls/average?state=GA');
    expect(Object.keys(body.average).sort()).toEqual(['ga-gov-2026', 'ga-sen-2026']);
    for (const [id, a] of Object.entries(body.average)) expect((a as { raceId: string }).raceId).toBe(id);
    expect(body.meta.filters).toEqual({ state: 'GA', race: null, half_life: 14, min_rating: 'C-', as_of: null });
    expect(body.methodology).toMatchObject({
      half_life: 14,
      min_rating: 'C-',
      reference_date: '2026-10-02',
      partisan_factor: 0.7,
    });
    for (const p of body.polls_included)
      expect(p.weight).toBeCloseTo(
        p.factors.recency * p.factors.quality * p.factors.sample_size * p.factors.partisan,
        5,
      );
  });

  it('with no state, every race that has polls (the generic ballot included); race alone selects one race', async () => {
    const all = (await get('/api/polls/average')).body;
    const polled = new Set(((await get('/api/export/polls')).body.polls as { raceId: string }[]).map((p) => p.raceId));
    expect(Object.keys(all.average).sort()).toEqual([...polled].sort());
    expect(all.average['us-generic-ballot-2026'].polls).toBeGreaterThan(0);
    expect(all.meta.filters).toEqual({ state: null, race: null, half_life: 14, min_rating: 'C-', as_of: null });
    const one = (await get('/api/polls/average?race=ga-sen-2026')).body;
    expect(Object.keys(one.average)).toEqual(['ga-sen-2026']);
    expect(one.average['ga-sen-2026']).toEqual(all.average['ga-sen-2026']);
  });

  it("the function gives the static file's body for every static request, with the defaults given explicitly", async () => {
    const dist = inject('distDir');
    const rules = parseRedirects(readFileSync(join(dist, '_redirects'), 'utf8')).filter(
      (r) => r.from === '/api/polls/average' && r.to.endsWith('.json'),
    );
    expect(rules.length).toBeGreaterThan(90);
    for (const rule of rules) {
      const query = new URLSearchParams([...Object.entries(rule.query), ['half_life', '14'], ['min_rating', 'C-']]);
      const viaFunction = await averageFunction(new Request(`http://localhost/api/polls/average?${query}`));
      expect(await viaFunction.text(), rule.to).toBe(readFileSync(join(dist, rule.to), 'utf8'));
    }
  });

  it('a shorter half-life gives more weight to recent polls (function route)', async () => {
    const d = (await get('/api/polls/average?state=GA&race=ga-sen-2026')).body;
    const h7 = (await get('/api/polls/average?state=GA&race=ga-sen-2026&half_life=7')).body;
    expect(h7.methodology.half_life).toBe(7);
    const newest = (b: typeof d) => b.polls_included[0].factors.recency;
    const oldest = (b: typeof d) => b.polls_included.at(-1).factors.recency;
    expect(oldest(h7) / newest(h7)).toBeLessThan(oldest(d) / newest(d));
    expect(newest(h7)).toBeCloseTo(0.5 ** (9 / 7), 5); // newest GA Senate poll ends 2026-09-23, 9 days before the reference date
  });
});

describe('/api/ratings/2026', () => {
  it('rates every Senate and governor race with codes and as-of dates', async () => {
    const { body } = await get('/api/ratings/2026');
    expect(body.ratings).toHaveLength(71);
    expect(body.raters.map((r: { key: string }) => r.key)).toEqual(['cook', 'sabato', 'inside_elections']);
    const codes = ['safe_d', 'likely_d', 'lean_d', 'tilt_d', 'tossup', 'tilt_r', 'lean_r', 'likely_r', 'safe_r', null];
    for (const r of body.ratings)
      for (const k of ['cook', 'sabato', 'inside_elections']) {
        expect(codes).toContain(r[k]);
        if (r[k]) expect(r.as_of[k]).toMatch(/^2026-\d\d-\d\d$/);
      }
  });
});

describe('/api/export/polls', () => {
  it('CSV, one row per poll and candidate, parses back to the JSON', async () => {
    const json = (await get('/api/export/polls?format=json&race=ga-sen-2026')).body;
    const res = await server.get('/api/export/polls?format=csv&race=ga-sen-2026');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="polls-2026-ga-sen-2026.csv"');
    const text = await res.text();
    // The published columns keep their names and order; the additions come after them.
    expect(text.split('\r\n')[0]).toBe(
      'race_id,date,pollster,grade,sample_size,population,margin_of_error,partisan,candidate,pct,source_url,' +
        'poll_id,start_date,sponsor,candidate_name,candidate_party,hypothetical,in_default_average',
    );
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    const cell = (v: unknown) => (v === null ? '' : String(v));
    const expected = json.polls.flatMap((p: any) =>
      p.candidates.map((c: any) => ({
        race_id: p.raceId,
        date: p.date,
        pollster: p.pollster,
        grade: cell(p.grade),
        sample_size: cell(p.sampleSize),
        population: cell(p.population),
        margin_of_error: cell(p.marginOfError),
        partisan: cell(p.partisan),
        candidate: c.slug,
        pct: String(p.results[c.slug]),
        source_url: cell(p.sourceUrl),
        poll_id: p.id,
        start_date: cell(p.startDate),
        sponsor: cell(p.sponsor),
        candidate_name: c.name,
        candidate_party: c.party,
        hypothetical: String(p.hypothetical),
        in_default_average: String(p.inDefaultAverage),
      })),
    );
    expect(rows).toEqual(expected);
    // Typed back with the row schema, every row equals the JSON's.
    expect(parseCsvRows(text, PollCsvRowSchema)).toEqual(pollCsvRows(json.polls));
    expect(json.meta).toMatchObject({
      race: 'ga-sen-2026',
      races: 72,
      filters: { race: 'ga-sen-2026' },
      count: json.polls.length,
    });
    expect(json.meta.generatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(json.meta.license).toContain('CC BY 4.0');
    expect(json.meta.raceIds).toHaveLength(72);
  });

  it('the full CSV identifies every poll and candidate: poll ids unique per poll, names and parties beside slugs', async () => {
    const json = (await get('/api/export/polls?format=json')).body;
    const text = await (await server.get('/api/export/polls?format=csv')).text();
    const rows = parseCsvRows(text, PollCsvRowSchema);
    expect(new Set(json.polls.map((p: any) => p.id)).size).toBe(json.polls.length);
    expect(new Set(rows.map((r) => r.poll_id)).size).toBe(json.polls.length);
    // "collins" is two people (Maine, Georgia): the name and race tell them apart.
    const collins = new Set(
      rows.filter((r) => r.candidate === 'collins').map((r) => `${r.race_id} ${r.candidate_name}`),
    );
    expect(collins.size).toBeGreaterThan(1);
    for (const p of json.polls)
      expect(p.inDefaultAverage).toBe(
        !p.hypothetical && p.grade !== null ? !['C/D', 'D+', 'D', 'D-', 'F'].includes(p.grade) : !p.hypothetical,
      );
    expect(rows.some((r) => r.hypothetical && !r.in_default_average)).toBe(true);
    expect(rows.every((r) => r.population === null || ['lv', 'rv', 'a', 'v'].includes(String(r.population)))).toBe(
      true,
    );
  });

  it('the 31st request in a minute gets 429 with Retry-After; after the window, 200 again', async () => {
    const fresh = await startServer({ now: () => clock });
    try {
      for (let i = 0; i < 30; i++)
        expect((await fresh.get('/api/export/polls?format=json&race=ak-sen-2026')).status).toBe(200);
      const limited = await fresh.get('/api/export/polls?format=json&race=ak-sen-2026');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await limited.json()).error.code).toBe('rate_limited');
      clock += 61_000;
      expect((await fresh.get('/api/export/polls?format=json&race=ak-sen-2026')).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
