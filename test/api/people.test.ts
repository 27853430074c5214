/**
 * /api/people/{bioguide} (issue 20 item 5): a person's contests gathered through winner_ids, on real data (Bernie
 * Sanders, S000033: eight House and four Senate wins under one id), served as static files with a 400 for a
 * malformed id and a 404 for a well-formed id of no winner.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computePeople, contestUrl } from '../../build/compute/people.ts';
import { PersonSchema, type Person } from '../../build/schemas/api/people.ts';
import type { Race } from '../../build/schemas/results.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8')) as Race[];
const senate = read('senate.json');
const house = read('house.json');
const people = computePeople({ senate, house });

describe('people from winner_ids', () => {
  it('gives Bernie Sanders his House and Senate contests under one Bioguide id', () => {
    const bernie = PersonSchema.parse(people.get('S000033'));
    expect(bernie.ids).toMatchObject({ bioguide: 'S000033', icpsr: 29147, govtrack: 400357, wikidata: 'Q359442' });
    const ids = bernie.contests.map((c) => c.contest_id);
    expect(ids.filter((id) => id.startsWith('house-'))).toEqual(
      [1990, 1992, 1994, 1996, 1998, 2000, 2002, 2004].map((y) => `house-${y}-vt-00-general`),
    );
    expect(ids.filter((id) => id.startsWith('senate-'))).toEqual(
      [2006, 2012, 2018, 2024].map((y) => `senate-${y}-vt-class1-general`),
    );
    expect(bernie.contests[0]).toEqual({
      contest_id: 'house-1990-vt-00-general',
      office: 'house',
      year: 1990,
      date: '1990-11-06',
      state: 'VT',
      district: 0,
      special: false,
      stage: 'general',
      name: 'Bernie Sanders',
      party: 'independent',
      votes: 117522,
      pct: 56.001,
      result: 'won',
      url: '/api/house/1990/VT',
    });
    expect(bernie.note).toMatch(/lost are not listed/);
  });

  it('lists every winner with a Bioguide id exactly once, and each contest under its winner', () => {
    const withIds = [...senate, ...house].filter((r) => r.winner_ids);
    const listed = [...people.values()].flatMap((p) => p.contests.map((c) => [c.contest_id, p.bioguide]));
    expect(listed.length).toBe(withIds.length);
    expect(new Map(listed as [string, string][])).toEqual(new Map(withIds.map((r) => [r.id, r.winner_ids!.bioguide])));
  });

  it('links an odd-year Senate special to /api/senate/specials, since no /api/senate/{odd year} exists', () => {
    expect(contestUrl({ office: 'senate', year: 2017, state: 'AL' })).toBe('/api/senate/specials');
    expect(contestUrl({ office: 'house', year: 2022, state: 'GA' })).toBe('/api/house/2022/GA');
  });
});

describe('/api/people/{bioguide}', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it("serves a person's file, and each contest link holds the contest record", async () => {
    const res = await server.get('/api/people/S000033');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Person;
    expect(body).toEqual(people.get('S000033'));
    const senate2024 = body.contests.find((c) => c.contest_id === 'senate-2024-vt-class1-general')!;
    const linked = (await (await server.get(senate2024.url)).json()) as { races: Race[] };
    expect(linked.races.find((r) => r.id === senate2024.contest_id)!.winner_ids!.bioguide).toBe('S000033');
  });

  it('answers 404 person_not_found for a well-formed id of no winner, and 400 for a malformed one', async () => {
    const missing = await server.get('/api/people/Z999999');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('person_not_found');
    const lower = await server.get('/api/people/s000033');
    expect(lower.status).toBe(400);
    expect(((await lower.json()) as { error: { message: string } }).error.message).toMatch(
      /capital letter followed by six digits/,
    );
  });
});
