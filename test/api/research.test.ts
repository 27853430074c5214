/**
 * The research endpoints end to end through the local server: the list of races, the daily average series (its
 * last point is the current average; the race page's chart is drawn from exactly its numbers), the ratings
 * history, and their errors.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollChart } from '../../build/pages/chart.ts';
import type { Race2026 } from '../../build/schemas/polls.ts';
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
const races: Race2026[] = JSON.parse(readFileSync('data/races-2026.json', 'utf8'));

describe('/api/races', () => {
  it("lists every race id the poll export knows, with poll counts equal to the export's", async () => {
    const { res, body } = await get('/api/races');
    expect(res.status).toBe(200);
    const exported = (await get('/api/export/polls?format=json')).body;
    expect(body.races.map((r: { id: string }) => r.id)).toEqual([...exported.meta.raceIds].sort());
    expect(body.count).toBe(72);
    for (const race of body.races) {
      const polls = exported.polls.filter((p: { raceId: string }) => p.raceId === race.id);
      expect(race.polls, race.id).toBe(polls.length);
      expect(race.polls_averaged, race.id).toBe(
        polls.filter((p: { inDefaultAverage: boolean }) => p.inDefaultAverage).length,
      );
      expect(race.latest_poll, race.id).toBe(
        polls.length
          ? polls
              .map((p: { date: string }) => p.date)
              .sort()
              .at(-1)
          : null,
      );
      expect(race.election_date).toBe('2026-11-03');
    }
    const ga = body.races.find((r: { id: string }) => r.id === 'ga-sen-2026');
    expect(ga).toMatchObject({
      title: 'Georgia Senate 2026',
      office: 'senate',
      state: 'GA',
      incumbent: { name: 'Jon Ossoff', party: 'D' },
    });
    expect(ga.nominees.map((n: { name: string }) => n.name)).toContain('Jon Ossoff');
  });

  it('links resolve: page, widget, average, daily series and downloads of a polled race', async () => {
    const { body } = await get('/api/races');
    const ga = body.races.find((r: { id: string }) => r.id === 'ga-sen-2026');
    for (const url of Object.values(ga.urls) as string[]) expect((await server.get(url)).status, url).toBe(200);
    const unpolled = body.races.find((r: { polls: number }) => r.polls === 0);
    for (const url of [unpolled.urls.average, unpolled.urls.average_history])
      expect((await server.get(url)).status, url).toBe(200);
  });

  it("the consensus rating is the race page's", async () => {
    const { body } = await get('/api/races');
    for (const id of ['ga-sen-2026', 'me-sen-2026', 'az-gov-2026']) {
      const race = body.races.find((r: { id: string }) => r.id === id);
      const html = await (await server.get(`/races/${id}`)).text();
      expect(html).toContain(`<strong>${race.rating.label}</strong>`);
    }
  });
});

describe('/api/polls/average/history', () => {
  it('for every race: one point a day from the first averaged poll to the last, ending at the current average', async () => {
    for (const race of races) {
      const { res, body } = await get(`/api/polls/average/history?race=${race.id}`);
      expect(res.status, race.id).toBe(200);
      const current = await server.get(`/api/polls/average?race=${race.id}`);
      if (body.first_date === null) {
        expect(body.candidates).toEqual([]);
        continue;
      }
      const average = (await current.json()).average[race.id];
      const days = (Date.parse(body.last_date) - Date.parse(body.first_date)) / 86_400_000 + 1;
      expect(body.last_date).toBe(average.latest_poll);
      expect(body.candidates.map((c: { slug: string }) => c.slug)).toEqual(
        average.candidates.map((c: { slug: string }) => c.slug),
      );
      for (const c of body.candidates) {
        const last = c.points.at(-1);
        const now = average.candidates.find((a: { slug: string }) => a.slug === c.slug);
        expect([last.date, last.pct, last.polls], `${race.id} ${c.slug}`).toEqual([body.last_date, now.pct, now.polls]);
        expect(c.points.length).toBeLessThanOrEqual(days);
        const dates = c.points.map((p: { date: string }) => Date.parse(p.date));
        for (let i = 1; i < dates.length; i++) expect(dates[i] - dates[i - 1]).toBe(86_400_000);
      }
      expect(Math.max(...body.candidates.map((c: { points: unknown[] }) => c.points.length))).toBe(days);
    }
  });

  it("the race page's chart is drawn from exactly the endpoint's numbers", async () => {
    for (const id of ['ga-sen-2026', 'us-generic-ballot-2026', 'mi-gov-2026']) {
      const race = races.find((r) => r.id === id)!;
      // The chart runs to the race's election day as /api/races publishes it.
      const electionDate: string = (await get('/api/races')).body.races.find(
        (r: { id: string }) => r.id === id,
      ).election_date;
      const history = (await get(`/api/polls/average/history?race=${id}`)).body;
      const polls = (await get(`/api/export/polls?format=json&race=${id}`)).body.polls;
      const html = await (await server.get(`/races/${id}`)).text();
      const chart = html.match(/<svg class="chart"[\s\S]*?<\/svg>/)?.[0];
      expect(chart, id).toBeDefined();
      expect(chart).toBe(pollChart(race, polls, history, electionDate)?.svg);
      // And a different series would draw a different chart: the comparison can fail.
      const shifted = {
        ...history,
        candidates: history.candidates.map((c: any) => ({
          ...c,
          points: c.points.map((p: any) => ({ ...p, pct: p.pct + 1 })),
        })),
      };
      expect(pollChart(race, polls, shifted, electionDate)?.svg).not.toBe(chart);
    }
  });

  it.each([
    ['/api/polls/average/history', 400, 'invalid_parameter', 'race'],
    ['/api/polls/average/history?race=Georgia', 400, 'invalid_parameter', 'Georgia'],
    ['/api/polls/average/history?race=zz-sen-2026', 404, 'unknown_race', 'zz-sen-2026'],
    ['/api/polls/average/history?race=GA-SEN-2026', 400, 'invalid_parameter', 'GA-SEN-2026'],
    ['/api/ratings/2024/history', 404, 'year_not_found', '2026'],
    ['/api/ratings/2025/history', 400, 'invalid_year', '2025'],
  ])('%s -> %i %s naming %s', async (path, status, code, named) => {
    const { res, body } = await get(path);
    expect(res.status).toBe(status);
    expect(body.error).toMatchObject({ status, code });
    expect(body.error.message).toContain(named);
  });

  it('unknown parameters are ignored; a repeated race counts its last value', async () => {
    const plain = await (await server.get('/api/polls/average/history?race=ga-sen-2026')).text();
    expect(await (await server.get('/api/polls/average/history?race=ga-sen-2026&utm_source=x')).text()).toBe(plain);
    expect(await (await server.get('/api/polls/average/history?race=ak-sen-2026&race=ga-sen-2026')).text()).toBe(plain);
  });
});

describe('/api/polls/average?as_of=', () => {
  it("as of each race's last poll date, the average is the default (current) average", async () => {
    const current = (await get('/api/polls/average')).body;
    expect(Object.keys(current.average).length).toBe(
      (await get('/api/races')).body.races.filter((r: { polls: number }) => r.polls > 0).length,
    );
    for (const [id, avg] of Object.entries(current.average) as [string, { latest_poll: string }][]) {
      const { res, body } = await get(`/api/polls/average?race=${id}&as_of=${avg.latest_poll}`);
      expect(res.status, id).toBe(200);
      expect(body.average[id], id).toEqual(avg);
      expect(body.meta.filters.as_of).toBe(avg.latest_poll);
      expect(body.methodology.reference_date).toBe(avg.latest_poll);
    }
  });

  it('equals the daily series on any day, leaves out later polls and counts recency from the day', async () => {
    for (const id of ['ga-sen-2026', 'us-generic-ballot-2026', 'nc-sen-2026']) {
      const history = (await get(`/api/polls/average/history?race=${id}`)).body;
      const days = history.candidates[0].points.map((p: { date: string }) => p.date);
      for (const day of [days[0], days[Math.floor(days.length / 3)], days[Math.floor((2 * days.length) / 3)]]) {
        const { body } = await get(`/api/polls/average?race=${id}&as_of=${day}`);
        const avg = body.average[id];
        for (const c of history.candidates) {
          const point = c.points.find((p: { date: string }) => p.date === day);
          const now = avg.candidates.find((a: { slug: string }) => a.slug === c.slug);
          expect(now ? [now.pct, now.polls] : undefined, `${id} ${c.slug} ${day}`).toEqual(
            point ? [point.pct, point.polls] : undefined,
          );
        }
        for (const p of body.polls_included) {
          expect(p.date <= day).toBe(true);
          expect(p.days_old).toBe((Date.parse(day) - Date.parse(p.date)) / 86_400_000);
        }
      }
    }
    const before = (await get('/api/polls/average?race=ga-sen-2026&as_of=2020-01-01')).body;
    expect(before.average['ga-sen-2026']).toMatchObject({ polls: 0, latest_poll: null, candidates: [] });
  });

  it.each([
    ['/api/polls/average?as_of=2026-02-30', 'as_of'],
    ['/api/polls/average?as_of=yesterday', 'as_of'],
    ['/api/polls/average?race=ga-sen-2026&as_of=2026-9-1', 'as_of'],
  ])('%s -> 400 naming %s', async (path, named) => {
    const { res, body } = await get(path);
    expect(res.status).toBe(400);
    expect(body.error.code).toBe('invalid_parameter');
    expect(body.error.message).toContain(named);
  });
});

describe('/api/ratings/2026/history', () => {
  it("every dated rating, oldest first; the current ones are exactly /api/ratings/2026's", async () => {
    const { res, body } = await get('/api/ratings/2026/history');
    expect(res.status).toBe(200);
    expect(body.count).toBe(body.ratings.length);
    const dates = body.ratings.map((r: { as_of: string }) => r.as_of);
    expect([...dates].sort()).toEqual(dates);
    expect(dates[0] < '2026-08-01').toBe(true);
    const latest = (await get('/api/ratings/2026')).body;
    for (const race of latest.ratings) {
      for (const rater of ['cook', 'sabato', 'inside_elections']) {
        const current = body.ratings.filter((h: any) => h.raceId === race.raceId && h.rater === rater && h.current);
        if (race[rater] === null) expect(current).toEqual([]);
        else expect(current.map((h: any) => [h.rating, h.as_of])).toEqual([[race[rater], race.as_of[rater]]]);
      }
    }
    // A superseded rating stays in the history: Cook moved North Carolina from Lean D to Likely D.
    const nc = body.ratings
      .filter((h: any) => h.raceId === 'nc-sen-2026' && h.rater === 'cook')
      .map((h: any) => [h.as_of, h.rating, h.current]);
    expect(nc).toEqual([
      ['2026-08-05', 'lean_d', false],
      ['2026-09-23', 'lean_d', false],
      ['2026-10-06', 'likely_d', true],
    ]);
  });
});
