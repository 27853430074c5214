/**
 * Results exports of every office (/api/export?office=senate|house|governor) end to end: one row per candidate
 * per contest of the records the contest endpoints publish, CSV parsed back equal to the JSON, download names,
 * the default office keeping every published call unchanged, and the errors.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FUNCTION_CACHE } from '../../build/http/headers.ts';
import { loadDataset } from '../../build/pipeline/load.ts';
import { exportBody } from '../../build/routes/exports.ts';
import { exportRoute } from '../../build/routes/results.ts';
import { routeFunction } from '../../build/serving/route-function.ts';
import { parseCsvRows } from '../../build/routes/csv-check.ts';
import { OfficeExportRowSchema } from '../../build/schemas/api/offices.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const get = async (path: string) => {
  const res = await server.get(path);
  return { res, body: await res.json() };
};

const COLUMNS =
  'year,office,state,district,stage,special,date,candidate,party,party_label,votes,pct,winner,unopposed,contest_id,' +
  'seat_class,total_votes,write_in,votes_derived,result,runoff_id,contest_result,candidate_result,is_winner,' +
  'bioguide_id,fec_ids,icpsr_id,govtrack_id,wikidata_id';

describe('/api/export?office=senate|house|governor', () => {
  it.each([
    ['senate', 2020],
    ['house', 2022],
    ['governor', 1990],
  ])(
    "%s %i: one row per candidate of every contest the office endpoint lists, with the contest's fields",
    async (office, year) => {
      const { res, body: rows } = await get(`/api/export?office=${office}&year=${year}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="elections-${office}-${year}.json"`);
      const contests = (await get(`/api/${office}/${year}`)).body.races;
      expect(rows.length).toBe(
        contests.reduce((n: number, r: { candidates: unknown[] }) => n + r.candidates.length, 0),
      );
      for (const race of contests) {
        const mine = rows.filter((r: { contest_id: string }) => r.contest_id === race.id);
        expect(mine.map((r: { candidate: string }) => r.candidate)).toEqual(
          race.candidates.map((c: { name: string }) => c.name),
        );
        for (const [i, row] of mine.entries()) {
          const c = race.candidates[i];
          expect(row).toMatchObject({
            year,
            office,
            state: race.state,
            district: race.district,
            stage: race.stage,
            special: race.special,
            date: race.date,
          });
          expect(row).toMatchObject({
            party: c.party,
            party_label: c.party_label,
            votes: c.votes,
            pct: c.pct,
            unopposed: race.unopposed,
            result: race.result,
            runoff_id: race.runoff_id,
          });
          expect(row.winner).toBe(race.result !== 'runoff' && c.name === race.winner);
        }
        expect(mine.filter((r: { winner: boolean }) => r.winner).length).toBe(
          race.result === 'runoff' || race.winner === null ? 0 : 1,
        );
      }
    },
  );

  it('runoffs are their own contests, with no winner in the first round (Georgia Senate 2020)', async () => {
    const { body } = await get('/api/export?office=senate&year=2020&state=GA');
    const stages = new Set(body.map((r: { stage: string }) => r.stage));
    expect(stages).toContain('runoff');
    const firstRounds = body.filter((r: { result: string }) => r.result === 'runoff');
    expect(firstRounds.length).toBeGreaterThan(0);
    expect(firstRounds.every((r: { winner: boolean; runoff_id: string | null }) => !r.winner && r.runoff_id)).toBe(
      true,
    );
  });

  it('CSV has the documented columns and parses back to the JSON rows, for all states and for one', async () => {
    for (const q of [
      'office=house&year=2024',
      'office=senate&year=2020&state=GA',
      'office=governor&year=1990&state=AZ',
      'office=house&year=1976&state=LA',
    ]) {
      const csv = await server.get(`/api/export?${q}&format=csv`);
      expect(csv.status, q).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toMatch(
        /^attachment; filename="elections-(senate|house|governor)-\d{4}(-[A-Z]{2})?\.csv"$/,
      );
      const text = await csv.text();
      expect(text.split('\r\n')[0]).toBe(COLUMNS);
      const json = (await get(`/api/export?${q}&format=json`)).body;
      expect(parseCsvRows(text, OfficeExportRowSchema), q).toEqual(json);
      expect((parse(text, { columns: true }) as unknown[]).length).toBe(json.length);
    }
  });

  it('a state without such a contest that year has no rows (Wyoming governor 2020)', async () => {
    const { res, body } = await get('/api/export?office=governor&year=2020&state=WY');
    expect(res.status).toBe(200);
    expect(body).toEqual([]);
    expect(await (await server.get('/api/export?office=governor&year=2020&state=WY&format=csv')).text()).toBe(
      `${COLUMNS}\r\n`,
    );
  });

  it('office defaults to president: office=president answers as the published URL; office is any case', async () => {
    const res = await server.get('/api/export?year=2020&format=csv&office=president');
    const published = await server.get('/api/export?year=2020&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(published.headers.get('content-disposition'));
    expect(await res.text()).toBe(await published.text());
    const mixed = await server.get('/api/export?year=2020&format=csv&office=President');
    expect(mixed.status).toBe(301);
    expect(mixed.headers.get('location')).toBe('/api/export?year=2020&format=csv');
    const upper = await server.get('/api/export?office=SENATE&year=2022&state=ga&format=csv');
    expect(upper.status).toBe(301);
    expect(upper.headers.get('location')).toBe('/api/export?year=2022&format=csv&state=GA&office=senate');
    expect((await server.get(upper.headers.get('location')!)).status).toBe(200);
  });

  it.each([
    ['/api/export?office=mayor&year=2022', 400, 'invalid_parameter', 'office'],
    ['/api/export?office=senate&year=2021', 400, 'invalid_year', '2021'],
    ['/api/export?office=senate', 400, 'invalid_year', 'year'],
    ['/api/export?office=house&year=2026&format=csv', 404, 'year_not_found', '2026'],
    ['/api/export?office=house&year=1974', 404, 'year_not_found', '1974'],
    ['/api/export?office=governor&year=2022&state=ZZ', 400, 'unknown_state', 'ZZ'],
    ['/api/export?office=senate&year=2022&format=xlsx', 400, 'invalid_parameter', 'format'],
    ['/api/export?year=2022&format=csv', 400, 'invalid_year', '2022'],
  ])('%s -> %i %s naming %s', async (path, status, code, named) => {
    const { res, body } = await get(path);
    expect(res.status).toBe(status);
    expect(body.error).toMatchObject({ status, code });
    expect(body.error.message).toContain(named);
  });
});

describe('state-filtered office exports: a function, the same bytes as the static files would have', () => {
  const data = loadDataset('data');
  const handler = routeFunction(exportRoute);
  it.each([
    ['senate', 2020, 'GA', 'json'],
    ['senate', 2020, 'GA', 'csv'],
    ['house', 2022, 'CA', 'csv'],
    ['house', 1976, 'LA', 'json'],
    ['governor', 1990, 'AZ', 'csv'],
    ['governor', 2020, 'WY', 'json'],
  ] as const)(
    '%s %i %s %s: body from the same compute, download name, CDN cache headers',
    async (office, year, state, format) => {
      const expected = exportBody(data, office, year, state, format);
      const res = await handler(
        new Request(`http://localhost/api/export?office=${office}&year=${year}&state=${state}&format=${format}`),
      );
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(expected);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="elections-${office}-${year}-${state}.${format}"`,
      );
      expect(res.headers.get('content-type')).toBe(
        `${format === 'json' ? 'application/json' : 'text/csv'}; charset=utf-8`,
      );
      for (const [k, v] of Object.entries(FUNCTION_CACHE)) expect(res.headers.get(k)).toBe(v);
      // Through the local server's rules too: the public URL reaches the function, not a file of fewer parameters.
      const served = await server.get(`/api/export?office=${office}&year=${year}&state=${state}&format=${format}`);
      expect(served.status).toBe(200);
      expect(await served.text()).toBe(expected);
      expect(served.headers.get('netlify-cdn-cache-control')).toBe(FUNCTION_CACHE['Netlify-CDN-Cache-Control']);
    },
  );

  it('without format the JSON, and a lower-case state answers as the upper-case one', async () => {
    const expected = exportBody(data, 'senate', 2022, 'GA', 'json');
    expect(await (await server.get('/api/export?office=senate&year=2022&state=GA')).text()).toBe(expected);
    expect(await (await server.get('/api/export?office=senate&year=2022&state=ga')).text()).toBe(expected);
  });

  it('the office exports of all states stay static files (no function call)', async () => {
    const res = await server.get('/api/export?office=house&year=2024&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).not.toBe(FUNCTION_CACHE['Cache-Control']);
    expect(await res.text()).toBe(exportBody(data, 'house', 2024, null, 'csv'));
  });

  it('dist/_redirects stays under the 10,000 rules Netlify advises', () => {
    const rules = readFileSync(join(inject('distDir'), '_redirects'), 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'));
    expect(rules.length).toBeGreaterThan(100);
    expect(rules.length).toBeLessThan(10_000);
  });
});
