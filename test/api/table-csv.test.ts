/**
 * Issue 21 item 2: format=csv is no longer silently ignored on the 2026 tables. The races, the ratings, the ratings
 * history and each race's daily average series answer format=csv with a tidy CSV download (RFC 4180), read back here with
 * csv-parse and compared cell by cell with the endpoint's JSON; any other format is a 400, never JSON with 200.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsvRows } from '../../build/routes/csv-check.ts';
import {
  AverageHistoryCsvRowSchema,
  RaceCsvRowSchema,
  RatingCsvRowSchema,
  RatingHistoryCsvRowSchema,
} from '../../build/schemas/api/table-rows.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const json = async (path: string) => (await server.get(path)).json();

/** The CSV of a path: checks it is a CSV download named `name`, returns its text. */
async function csvOf(path: string, name: string): Promise<string> {
  const res = await server.get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
  const text = await res.text();
  expect(text.endsWith('\r\n')).toBe(true);
  return text;
}

describe('format=csv on the 2026 tables', () => {
  it('/api/ratings/2026: one row per race, the JSON entry with its as_of dates as columns', async () => {
    const body = await json('/api/ratings/2026');
    const text = await csvOf('/api/ratings/2026?format=csv', 'ratings-2026.csv');
    const raw = parse(text, { columns: true }) as Record<string, string>[];
    expect(raw.length).toBe(body.ratings.length);
    expect(raw.length).toBeGreaterThan(60);
    const rows = parseCsvRows(text, RatingCsvRowSchema);
    rows.forEach((row, i) => {
      const { as_of, ...rest } = body.ratings[i];
      expect(row).toEqual({
        ...rest,
        cook_as_of: as_of.cook,
        sabato_as_of: as_of.sabato,
        inside_elections_as_of: as_of.inside_elections,
        state_name: rest.state,
      });
    });
    expect(raw.find((r) => r.raceId === 'ga-sen-2026')).toMatchObject({ abbr: 'GA', office: 'senate' });
  });

  it('/api/ratings/2026/history: one row per dated rating, sources joined by ";"', async () => {
    const body = await json('/api/ratings/2026/history');
    const text = await csvOf('/api/ratings/2026/history?format=csv', 'ratings-2026-history.csv');
    const rows = parseCsvRows(text, RatingHistoryCsvRowSchema);
    expect(rows.length).toBe(body.count);
    expect(rows).toEqual(body.ratings.map((r: { sources: string[] }) => ({ ...r, sources: r.sources.join(';') })));
  });

  it('/api/polls/average/history: one row per candidate per day, for every race of /api/races', async () => {
    const races = await json('/api/races');
    const list = (races.races ?? races) as { id: string }[];
    expect(list.length).toBeGreaterThan(60);
    let withPoints = 0;
    for (const { id } of list) {
      const body = await json(`/api/polls/average/history?race=${id}`);
      const text = await csvOf(`/api/polls/average/history?race=${id}&format=csv`, `polls-average-history-${id}.csv`);
      const expected = body.candidates.flatMap(
        (c: { slug: string; name: string; party: string; points: { date: string; pct: number; polls: number }[] }) =>
          c.points.map((p) => ({
            raceId: id,
            date: p.date,
            candidate: c.slug,
            candidate_name: c.name,
            party: c.party,
            pct: p.pct,
            polls: p.polls,
            candidate_party: c.party,
          })),
      );
      expect(parseCsvRows(text, AverageHistoryCsvRowSchema), id).toEqual(expected);
      if (expected.length > 0) withPoints++;
    }
    expect(withPoints).toBeGreaterThan(10);
    // Georgia's Senate series: the last day of each candidate is the current default average.
    const ga = parse(
      await csvOf('/api/polls/average/history?race=ga-sen-2026&format=csv', 'polls-average-history-ga-sen-2026.csv'),
      { columns: true },
    ) as Record<string, string>[];
    expect(new Set(ga.map((r) => r.candidate)).size).toBeGreaterThanOrEqual(2);
  });

  it('/api/races: one row per race, incumbent and rating as columns, the nominees in one cell', async () => {
    const body = await json('/api/races');
    const text = await csvOf('/api/races?format=csv', 'races-2026.csv');
    const rows = parseCsvRows(text, RaceCsvRowSchema);
    expect(rows.length).toBe(body.count);
    rows.forEach((row, i) => {
      const r = body.races[i];
      expect(row).toMatchObject({
        id: r.id,
        title: r.title,
        office: r.office,
        state: r.state,
        special: r.special,
        polls: r.polls,
        polls_averaged: r.polls_averaged,
      });
      expect(row).toMatchObject({
        latest_poll: r.latest_poll,
        rating: r.rating.code,
        rating_label: r.rating.label,
        raters: r.rating.raters,
        page_url: r.urls.page,
      });
      expect(row.incumbent).toBe(r.incumbent?.name ?? null);
      expect(row.nominees).toBe(
        r.nominees.map((n: { name: string; party: string }) => `${n.name} (${n.party})`).join('; '),
      );
    });
  });

  it.each([
    '/api/races',
    '/api/ratings/2026',
    '/api/ratings/2026/history',
    '/api/polls/average/history?race=ga-sen-2026',
  ])(
    '%s: format=json is the JSON, format=CSV redirects to format=csv, format=xlsx is a 400 naming format',
    async (path) => {
      const sep = path.includes('?') ? '&' : '?';
      const plain = await server.get(path);
      const explicit = await server.get(`${path}${sep}format=json`);
      expect(explicit.status).toBe(200);
      expect(await explicit.text()).toBe(await plain.text());
      const upper = await server.get(`${path}${sep}format=CSV`);
      expect(upper.status).toBe(301);
      expect(upper.headers.get('location')).toContain('format=csv');
      const bad = await server.get(`${path}${sep}format=xlsx`);
      expect(bad.status).toBe(400);
      const err = (await bad.json()).error;
      expect(err).toMatchObject({ status: 400, code: 'invalid_parameter' });
      expect(err.message).toContain('format');
    },
  );
});
