/**
 * /api/polls/history/{year} end to end through the local server: the static files per cycle and office, the office
 * filter, and the errors (every response is also checked against openapi.json by the server helper).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PollHistoryYear } from '../../build/schemas/api/poll-history.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const get = async (path: string) => {
  const res = await server.get(path);
  return { res, body: (await res.json()) as PollHistoryYear & { error?: { code: string } } };
};

describe('/api/polls/history/{year}', () => {
  it('serves a 2020 Georgia Senate poll with its outcome joined to our contest, whose result page agrees', async () => {
    const { res, body } = await get('/api/polls/history/2020?office=senate');
    expect(res.status).toBe(200);
    expect(body.office).toBe('senate');
    expect(body.polls.every((p) => p.office === 'senate' && p.year === 2020)).toBe(true);
    const poll = body.polls.find((p) => p.id === 134173)!;
    expect(poll).toMatchObject({
      pollster: 'Garin-Hart-Yang Research Group',
      date: '2020-10-13',
      sample_size: 600,
      margin_poll: 5,
    });
    expect(poll.actual.contest_id).toBe('senate-2020-ga-class2-general');
    const contest = await server.get(poll.actual.contest_url!);
    const race = (
      (await contest.json()) as { races: { id: string; candidates: { name: string; pct: number }[] }[] }
    ).races.find((r) => r.id === poll.actual.contest_id)!;
    const pct = (s: string) => race.candidates.find((c) => c.name.endsWith(s))!.pct;
    expect(poll.actual.margin).toBeCloseTo(pct('Ossoff') - pct('Perdue'), 3);
    expect(poll.error).toBeCloseTo(Math.abs(5 - poll.actual.margin), 2);
  });

  it('lists every office without the filter, and the filtered lists add up to it', async () => {
    const { body: all } = await get('/api/polls/history/2016');
    expect(all.summary.polls).toBe(1374); // SOURCES.md section 7: 2016 has 1,374 rows
    let sum = 0;
    for (const office of ['president', 'senate', 'governor', 'house'])
      sum += (await get(`/api/polls/history/2016?office=${office}`)).body.summary.polls;
    expect(sum).toBe(1374);
    expect(all.summary.joined + all.summary.kept).toBe(1374);
  });

  it('answers a year without polls with 404 and a malformed year or office with 400', async () => {
    expect((await get('/api/polls/history/1996')).res.status).toBe(404);
    const bad = await get('/api/polls/history/20x0');
    expect([bad.res.status, bad.body.error?.code]).toEqual([400, 'invalid_year']);
    const office = await get('/api/polls/history/2020?office=mayor');
    expect([office.res.status, office.body.error?.code]).toEqual([400, 'invalid_parameter']);
  });
});
