/**
 * End-to-end over HTTP against the local server (the npm start app): every results endpoint, every error row of
 * the table, the headers, and CSV exports parsed back with a real CSV parser.
 */
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ExportRowSchema } from '../../build/schemas/api/elections.ts';
import { parseCsvRows } from '../../build/routes/csv-check.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const json = async (path: string) => {
  const res = await server.get(path);
  return { res, body: await res.json() };
};

describe('results endpoints', () => {
  it('/api/elections/{year}: national result and 51 states', async () => {
    const { res, body } = await json('/api/elections/2020');
    expect(res.status).toBe(200);
    expect(body.national).toMatchObject({
      winner: 'Joe Biden',
      winner_party: 'democrat',
      ev: { total: 538, by_party: { democrat: 306, republican: 232 } },
    });
    expect(body.states).toHaveLength(51);
    const ga = body.states.find((s: { abbr: string }) => s.abbr === 'GA');
    expect(ga).toMatchObject({ ev_count: 16, winner: 'Joe Biden', flipped: true });
    expect(ga.margin).toBeCloseTo(0.236, 3);
  });

  it('/api/elections/{year} counts faithless and blank electors', async () => {
    const { body: b2016 } = await json('/api/elections/2016');
    expect(b2016.national.ev.by_candidate).toMatchObject({
      'Donald Trump': 304,
      'Hillary Clinton': 227,
      'Colin Powell': 3,
      'Bernie Sanders': 1,
    });
    const { body: b2000 } = await json('/api/elections/2000');
    expect(b2000.national.ev.abstained).toBe(1);
  });

  it('/api/elections/{year}/{state} accepts GA and ga and returns the same body', async () => {
    const upper = await server.get('/api/elections/2020/GA');
    const lower = await server.get('/api/elections/2020/ga');
    expect(upper.status).toBe(200);
    const body = await upper.text();
    expect(await lower.text()).toBe(body);
    const parsed = JSON.parse(body);
    expect(parsed.state.candidates.slice(0, 2).map((c: { votes: number }) => c.votes)).toEqual([2473633, 2461854]);
    expect(parsed.state.electors).toEqual([
      { recipient: 'Joe Biden', party: 'democrat', pledged_to: 'Joe Biden', ev: 16, faithless: false, note: '' },
    ]);
  });

  it('any other casing of a state code redirects to the canonical URL', async () => {
    const res = await server.get('/api/elections/2020/Ga');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/api/elections/2020/GA');
  });

  it('/api/states/{abbr}/history: every election with national and relative margins', async () => {
    const { body } = await json('/api/states/ga/history');
    expect(body).toMatchObject({ abbr: 'GA', name: 'Georgia', region: 'South' });
    expect(body.elections).toHaveLength(13);
    const e2020 = body.elections.find((e: { year: number }) => e.year === 2020);
    expect(e2020.relative_margin).toBeCloseTo(e2020.margin - e2020.national_margin, 2);
    expect(body.ev_history.find((e: { year: number }) => e.year === 2024).ev).toBe(16);
  });

  it.each(['senate', 'house', 'governor'])('/api/%s/{year}: races and seats won', async (office) => {
    const { res, body } = await json(`/api/${office}/2022`);
    expect(res.status).toBe(200);
    expect(body.office).toBe(office);
    expect(body.summary.races).toBe(body.races.length);
    const won = body.summary.won;
    expect(won.democrat + won.republican + won.other).toBe(body.summary.seats);
    if (office === 'house') expect(won).toEqual({ democrat: 213, republican: 222, other: 0 });
  });

  it('/api/senate/specials: every special, odd years included, JSON and CSV; /api/senate/{year} points to it (issue 18)', async () => {
    const { res, body } = await json('/api/senate/specials');
    expect(res.status).toBe(200);
    expect(body.count).toBe(body.specials.length);
    const al = body.specials.find(
      (s: { race: { id: string } }) => s.race.id === 'senate-2017-al-class2-special-general',
    );
    expect(al).toMatchObject({ date: '2017-12-12', year: 2017, listed_in: null, race: { winner_party: 'democrat' } });
    expect((await json('/api/senate/2018')).body.specials.odd_year.map((s: { id: string }) => s.id)).toEqual([
      'senate-2017-al-class2-special-general',
    ]);
    expect((await server.get('/api/senate/2017')).status).toBe(400);
    const csv = await server.get('/api/senate/specials?format=csv');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = parse(await csv.text(), { columns: true }) as { contest_id: string }[];
    expect(new Set(rows.map((r) => r.contest_id)).size).toBe(body.count);
    expect((await server.get('/api/senate/specials?format=xml')).status).toBe(400);
  });

  it('/api/governor/off-year: odd-year governor contests, JSON and CSV; /api/governor/{year} points to it (issue 18)', async () => {
    const { res, body } = await json('/api/governor/off-year');
    expect(res.status).toBe(200);
    expect(body.count).toBe(body.races.length);
    expect(body.races.every((r: { year: number }) => r.year % 2 === 1)).toBe(true);
    expect(body.coverage).toMatch(/2023 elections/);
    const va = body.races.find((r: { race: { id: string } }) => r.race.id === 'governor-2017-va-general');
    expect(va).toMatchObject({
      date: '2017-11-07',
      year: 2017,
      state: 'VA',
      race: { winner: 'Ralph S. Northam', winner_party: 'democrat' },
    });
    // Louisiana 2019: the first round points to its runoff, which elected John Bel Edwards.
    const la = body.races.find((r: { race: { id: string } }) => r.race.id === 'governor-2019-la-jungle-primary').race;
    expect(la).toMatchObject({ result: 'runoff', winner: null, runoff_id: 'governor-2019-la-runoff' });
    expect((await json('/api/governor/2018')).body.off_year.near.map((s: { id: string }) => s.id)).toEqual([
      'governor-2017-nj-general',
      'governor-2017-va-general',
      'governor-2019-la-jungle-primary',
      'governor-2019-ky-general',
      'governor-2019-ms-general',
      'governor-2019-la-runoff',
    ]);
    const odd = await server.get('/api/governor/2017');
    expect(odd.status).toBe(400);
    expect(await odd.text()).toContain('/api/governor/off-year');
    const csv = await server.get('/api/governor/off-year?format=csv');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = parse(await csv.text(), { columns: true }) as { contest_id: string }[];
    expect(new Set(rows.map((r) => r.contest_id)).size).toBe(body.count);
    expect((await server.get('/api/governor/off-year?format=xml')).status).toBe(400);
  });

  it.each(['senate', 'house', 'governor'])(
    "/api/%s/{year}/{state}: one state's contests, the year's shape, summed over the state",
    async (office) => {
      const year = (await json(`/api/${office}/2022`)).body;
      for (const state of ['GA', 'CA', 'VT']) {
        const { res, body } = await json(`/api/${office}/2022/${state}`);
        expect(res.status).toBe(200);
        expect(body.races).toEqual(year.races.filter((r: { state: string }) => r.state === state));
        expect(body.summary.races).toBe(body.races.length);
      }
      // A state that held no such contest that year: an empty list, not an error.
      if (office === 'governor') expect((await json('/api/governor/2024/CA')).body.races).toEqual([]);
      if (office === 'house') expect((await json('/api/house/2024/CA')).body.summary.races).toBe(52);
      const lower = await server.get(`/api/${office}/2022/ga`);
      expect(lower.status).toBe(301);
      expect(lower.headers.get('location')).toBe(`/api/${office}/2022/GA`);
    },
  );

  it('/api/export: format defaults to json, answered by the same static file as format=json', async () => {
    const rules = readFileSync(join(inject('distDir'), '_redirects'), 'utf8').split('\n');
    expect(rules).toContain('/api/export year=2024 /api/export/json/2024.json 200');
    expect(rules).toContain('/api/export year=2024 format=json /api/export/json/2024.json 200');
    expect(rules).toContain('/api/export year=2024 state=ga /api/export/json/2024-GA.json 200');
    const a = await server.get('/api/export?year=2024&state=GA');
    expect(a.headers.get('content-disposition')).toBe('attachment; filename="elections-2024-GA.json"');
    expect(await a.json()).toEqual(await (await server.get('/api/export?year=2024&state=GA&format=json')).json());
  });

  it('canonical redirects come from the parameter schemas (case, leading zeros), unknown parameters dropped', async () => {
    const redirects: [string, string][] = [
      ['/api/export?year=2020&format=CSV&x=1', '/api/export?year=2020&format=csv'],
      ['/api/export?year=02020', '/api/export?year=2020'],
      ['/api/elections/02020', '/api/elections/2020'],
      ['/api/states/Ga/history', '/api/states/GA/history'],
    ];
    for (const [from, to] of redirects) {
      const res = await server.get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
    // Unknown parameters are ignored, by files and functions alike.
    expect((await json('/api/elections/2020?foo=bar')).res.status).toBe(200);
  });

  it('/api/swing: defaults 2020 -> 2024, and any ordered pair', async () => {
    const { body } = await json('/api/swing');
    expect([body.from_year, body.to_year]).toEqual([2020, 2024]);
    expect(body.national_swing).toBeCloseTo(body.national_to_margin - body.national_from_margin, 2);
    const { body: pair } = await json('/api/swing?from_year=2024&to_year=1976');
    expect([pair.from_year, pair.to_year]).toEqual([2024, 1976]);
    const { body: one } = await json('/api/swing?to_year=2016');
    expect([one.from_year, one.to_year]).toEqual([2020, 2016]);
  });

  it('/api/export: CSV parses back to the JSON rows, served as a download', async () => {
    for (const q of ['year=2020&format=csv', 'year=1976&state=ga&format=csv']) {
      const csv = await server.get(`/api/export?${q}`);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="elections-\d{4}(-GA)?\.csv"$/);
      const text = await csv.text();
      expect(text.startsWith('year,state,abbreviation,electoral_votes,winner')).toBe(true);
      const viaParser = parse(text, { columns: true }) as Record<string, string>[];
      const typed = parseCsvRows(text, ExportRowSchema);
      const jsonRows = await (await server.get(`/api/export?${q.replace('csv', 'json')}`)).json();
      expect(typed).toEqual(jsonRows);
      expect(viaParser.length).toBe(jsonRows.length);
      expect(viaParser[0]!.state).toBe(jsonRows[0].state);
    }
  });
});

describe("errors (the issue's table)", () => {
  // One rule where the published table is silent: malformed or impossible -> 400, well-formed without data -> 404
  // (issue 11); where it names a status, that status wins (issue 23; build/routes/error-table.ts).
  const cases: [string, number, string][] = [
    ['/api/elections/2021', 400, 'invalid_year'],
    ['/api/elections/abcd', 400, 'invalid_year'],
    ['/api/elections/-2020', 400, 'invalid_year'],
    ['/api/elections/2028', 404, 'year_not_found'],
    ['/api/elections/1972', 404, 'year_not_found'],
    ['/api/elections/2022/GA', 404, 'year_not_found'],
    ['/api/elections/2020/ZZ', 404, 'unknown_state'],
    ['/api/elections/2020/Georgia', 404, 'unknown_state'],
    ['/api/states/ZZ/history', 404, 'unknown_state'],
    ['/api/states/GEO/history', 404, 'unknown_state'],
    ['/api/senate/2021', 400, 'invalid_year'],
    ['/api/house/20.5', 400, 'invalid_year'],
    ['/api/house/-2020', 400, 'invalid_year'],
    ['/api/governor/2026', 404, 'year_not_found'],
    ['/api/senate/1974', 404, 'year_not_found'],
    ['/api/senate/2021/GA', 400, 'invalid_year'],
    ['/api/senate/2026/GA', 404, 'year_not_found'],
    ['/api/house/2024/ZZ', 404, 'unknown_state'],
    ['/api/governor/2024/G', 400, 'invalid_parameter'],
    ['/api/swing?from_year=2021', 400, 'invalid_year'],
    ['/api/swing?to_year=1975', 400, 'invalid_year'],
    ['/api/swing?from_year=2016&to_year=2016', 400, 'invalid_year'],
    ['/api/swing?from_year=2024', 400, 'invalid_year'],
    ['/api/swing?from_year=1972', 404, 'year_not_found'],
    ['/api/export', 400, 'invalid_year'],
    ['/api/export?format=csv', 400, 'invalid_year'],
    ['/api/export?year=2020&format=xml', 400, 'invalid_parameter'],
    ['/api/export?year=2020&format=csv&state=ZZ', 400, 'unknown_state'],
    ['/api/export?year=2020&state=Georgia', 400, 'invalid_parameter'],
    ['/api/export?year=twenty&format=csv', 400, 'invalid_year'],
    ['/api/export?year=2021', 400, 'invalid_year'],
    ['/api/export?year=-2020', 400, 'invalid_year'],
    ['/api/export?year=2022&format=csv', 400, 'invalid_year'],
    ['/api/export?year=1972', 404, 'year_not_found'],
    ['/api/export?year=2028&format=json', 404, 'year_not_found'],
    ['/api/ratings/abc', 400, 'invalid_year'],
    ['/api/ratings/2024', 404, 'year_not_found'],
    ['/api/no-such-thing', 404, 'not_found'],
  ];
  it.each(cases)('%s -> %i %s', async (path, status, code) => {
    const res = await server.get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await res.json();
    expect(body).toEqual({ error: { status, code, message: expect.any(String) } });
    expect(body.error.message.length).toBeGreaterThan(10);
  });

  it('quotes input in messages without reflecting markup', async () => {
    const res = await server.get('/api/elections/%3Cscript%3E');
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text).not.toContain('<script>');
  });

  it('answers other methods with 405 and OPTIONS with a CORS preflight', async () => {
    const post = await server.get('/api/elections/2020', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const options = await server.get('/api/elections/2020', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-methods')).toContain('GET');
  });
});

describe('headers', () => {
  it.each([
    '/api/elections/2020',
    '/api/elections/2020/GA',
    '/api/senate/2020',
    '/api/swing',
    '/api/export?year=2020&format=json',
    '/openapi.json',
    '/api/elections/2021',
    '/api',
  ])('%s has CORS, nosniff, a charset and cache headers, and no cookie', async (path) => {
    const res = await server.get(path);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toMatch(/; charset=utf-8$/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(res.headers.get('etag')).toMatch(/^"/);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('revalidates with the ETag (304)', async () => {
    const first = await server.get('/api/elections/2020');
    const again = await server.get('/api/elections/2020', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
