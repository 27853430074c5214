/**
 * /api/polls/history/{year} end to end through the local server: the static files per cycle and office, the office
 * filter, the state filter (its function), and the errors (every response is also checked against openapi.json by
 * the server helper).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FUNCTION_CACHE } from '../../build/http/headers.ts';
import { pollHistoryOfYear } from '../../build/polls/history.ts';
import type { PollHistoryYear } from '../../build/schemas/api/poll-history.ts';
import { POLL_HISTORY_STATES, POLL_HISTORY_YEARS } from '../../build/schemas/poll-history.ts';
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

describe('/api/polls/history/{year}?state= (the function)', () => {
  it('2020 state=GA&office=senate: only Georgia Senate polls, the static year list filtered, in its order', async () => {
    const { res, body } = await get('/api/polls/history/2020?state=GA&office=senate');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(FUNCTION_CACHE['Cache-Control']);
    expect([body.year, body.office, body.state]).toEqual([2020, 'senate', 'GA']);
    // The regular, special, runoff and special runoff races of Georgia's two 2020 Senate seats.
    expect(body.summary.polls).toBe(66);
    expect(new Set(body.polls.map((p) => p.actual.contest_id))).toEqual(
      new Set([
        'senate-2020-ga-class2-general',
        'senate-2020-ga-class2-runoff',
        'senate-2020-ga-class3-special-jungle-primary',
        'senate-2020-ga-class3-special-runoff',
      ]),
    );
    expect(body.polls.find((p) => p.id === 134173)?.pollster).toBe('Garin-Hart-Yang Research Group');
    const { body: year } = await get('/api/polls/history/2020');
    expect(year.state).toBeNull();
    const expected = year.polls.filter((p) => p.state === 'GA' && p.office === 'senate');
    expect(body.polls).toEqual(expected);
    expect(body.summary).toEqual({
      polls: expected.length,
      joined: expected.filter((p) => p.actual.source === 'our_results').length,
      kept: expected.filter((p) => p.actual.source !== 'our_results').length,
      disagreements: expected.filter((p) => p.source_actual !== null).length,
    });
    expect(body.source).toBe(year.source);
  });

  it('reads the state in any case, and national for the national polls', async () => {
    const upper = await (await server.get('/api/polls/history/2020?state=GA')).text();
    expect(await (await server.get('/api/polls/history/2020?state=ga')).text()).toBe(upper);
    expect(JSON.parse(upper).summary.polls).toBe(92);
    const { body } = await get('/api/polls/history/2020?state=National&office=president');
    expect(body.state).toBe('national');
    expect(body.polls.length).toBeGreaterThan(0);
    expect(body.polls.every((p) => p.state === null && p.office === 'president')).toBe(true);
  });

  it('answers a state without polls of that year and office with an empty list (Georgia elected no governor in 2020)', async () => {
    const { res, body } = await get('/api/polls/history/2020?state=GA&office=governor');
    expect(res.status).toBe(200);
    expect([body.state, body.office, body.summary.polls, body.polls]).toEqual(['GA', 'governor', 0, []]);
  });

  it('serves a territory the file polls (Puerto Rico, 2020 governor)', async () => {
    const { body } = await get('/api/polls/history/2020?state=pr&office=governor');
    expect(body.polls.length).toBeGreaterThan(0);
    expect(body.polls.every((p) => p.race === '2020_Gov-G_PR')).toBe(true);
  });

  it('state=GA&format=csv: the static CSV rows of Georgia, as a download named for the filter', async () => {
    const res = await server.get('/api/polls/history/2020?state=GA&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="polls-history-2020-GA.csv"');
    const text = await res.text();
    const whole = await (await server.get('/api/polls/history/2020?format=csv')).text();
    const [header] = whole.split('\r\n');
    expect(text.split('\r\n')[0]).toBe(header);
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    const expected = (parse(whole, { columns: true }) as Record<string, string>[]).filter((r) => r.state === 'GA');
    expect(rows).toEqual(expected);
    expect(rows.length).toBe(92);
    const office = await server.get('/api/polls/history/2020?office=senate&state=GA&format=csv');
    expect(office.headers.get('content-disposition')).toBe('attachment; filename="polls-history-2020-senate-GA.csv"');
  });

  it('answers errors as JSON: a malformed state 400, two letters of no state 404, a year outside the data 404', async () => {
    const cases: [string, number, string][] = [
      ['/api/polls/history/2020?state=Georgia', 400, 'invalid_parameter'],
      ['/api/polls/history/2020?state=ZZ', 404, 'unknown_state'],
      ['/api/polls/history/2020?state=GA&office=mayor', 400, 'invalid_parameter'],
      ['/api/polls/history/1996?state=GA', 404, 'year_not_found'],
      ['/api/polls/history/2024?state=GA&format=csv', 404, 'year_not_found'],
      ['/api/polls/history/20x0?state=GA', 400, 'invalid_year'],
    ];
    for (const [path, status, code] of cases) {
      const { res, body } = await get(path);
      expect([path, res.status, res.headers.get('content-type'), body.error?.code]).toEqual([
        path,
        status,
        'application/json; charset=utf-8',
        code,
      ]);
    }
  });

  it('can select every poll of the data: each state is a code the filter accepts, or null (national)', () => {
    const states = new Set(
      POLL_HISTORY_YEARS.flatMap((y) =>
        (JSON.parse(readFileSync(`data/poll-history-${y}.json`, 'utf8')) as { state: string | null }[]).map(
          (p) => p.state,
        ),
      ),
    );
    const accepted = new Set<string | null>([...POLL_HISTORY_STATES, null]);
    expect([...states].filter((s) => !accepted.has(s))).toEqual([]);
    expect(states.has('PR') && states.has('VI')).toBe(true);
  });

  it("reads only the asked year's data file", () => {
    const read = vi.fn((file: string) => JSON.parse(readFileSync(`data/${file}`, 'utf8')) as unknown);
    // 2003 is asked of the function by no other test in this file, so it is not cached yet.
    expect(pollHistoryOfYear(2003, read).every((p) => p.year === 2003)).toBe(true);
    expect(read.mock.calls).toEqual([['poll-history-2003.json']]);
  });
});
