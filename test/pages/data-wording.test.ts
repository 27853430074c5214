/**
 * The wording rules of issue 19, on pure functions and FIXTURE renders: after the election the widget and race
 * page give the last poll in our data, where our poll sources end and how many days before the election that is,
 * and that results are not yet in our data; "final" only for an average whose polls reach election day; claims
 * about our data, never about the world; /races and /methodology open with the same derived known limits.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  knownLimits,
  raceWording,
  reachesElectionDay,
  resultsUrlsOf,
  type WordingInput,
} from '../../build/pages/data-wording.ts';
import { renderPages } from '../../build/pages/render-pages.ts';
import type { Poll, Race2026 } from '../../build/schemas/polls.ts';

const NB = '\u00a0';
const AFTER = '2026-11-26T06:00:00Z';
const base: WordingInput = {
  electionDay: '2026-11-03',
  buildTime: AFTER,
  lastPoll: '2026-09-28',
  averageThrough: '2026-09-28',
  sourcesEnd: '2026-10-02',
  resultsUrl: null,
};

describe('race wording (pure)', () => {
  it('after the election, with polls: last poll, the missing 32 days, results not in our data, nothing final', () => {
    const w = raceWording(base);
    expect(w.widgetLines).toEqual([
      `Last poll in our data: Sep${NB}28,${NB}2026`,
      `Our poll sources end Oct${NB}2,${NB}2026: the last 32 days before the election are missing`,
      `Election held Nov${NB}3,${NB}2026 · results not yet in our data`,
    ]);
    expect(w.finalAverage).toBe(false);
    expect(w.pageLine).toBe(
      `Election held Nov${NB}3,${NB}2026. Its results are not yet in our data. The last poll of this race in our data ended Sep${NB}28,${NB}2026. ` +
        `Our poll sources end Oct${NB}2,${NB}2026, so polls of the last 32 days of the campaign are missing: the average below is not a final pre-election average. ` +
        'Ratings are the last ones in our sources, as of their dates.',
    );
    expect(w.pageLine).not.toMatch(/last ones published|No public polls/);
  });

  it('after the election, without polls: a claim about our sources, not about the world', () => {
    const w = raceWording({ ...base, lastPoll: null, averageThrough: null });
    expect(w.widgetLines[0]).toBe('No polls of this race in our sources');
    expect(w.noPolls).toBe('No polls of this race in our sources.');
    expect(w.pageLine).toContain('Our sources have no polls of this race.');
    expect(w.pageLine).not.toContain('average below');
    expect(w.widgetLines.join(' ')).not.toMatch(/public polls|Final/);
  });

  it('calls an average final only when its polls reach election day', () => {
    expect(reachesElectionDay('2026-11-02', '2026-11-03')).toBe(true);
    expect(reachesElectionDay('2026-11-01', '2026-11-03')).toBe(false);
    const final = raceWording({
      ...base,
      lastPoll: '2026-11-02',
      averageThrough: '2026-11-02',
      sourcesEnd: '2026-11-02',
    });
    expect(final.finalAverage).toBe(true);
    expect(final.widgetLines).toEqual([
      `Last poll in our data: Nov${NB}2,${NB}2026`,
      `Final pre-election polling average · Election held Nov${NB}3,${NB}2026 · results not yet in our data`,
    ]);
    // The sources reach election day, but this race's average does not: not final.
    expect(raceWording({ ...base, sourcesEnd: '2026-11-02' }).finalAverage).toBe(false);
  });

  it('before the election (or with no build time) names the day and the polls through date only', () => {
    for (const buildTime of ['2026-11-03T12:00:00Z', null]) {
      const w = raceWording({ ...base, buildTime });
      expect(w.widgetLines).toEqual([`Polls through Sep${NB}28,${NB}2026`, `Election day: Nov${NB}3,${NB}2026`]);
      expect(w.held).toBe(false);
    }
    expect(raceWording({ ...base, buildTime: null, lastPoll: null }).widgetLines[0]).toBe(
      `No polls of this race in our sources (they end Oct${NB}2,${NB}2026)`,
    );
  });

  it('once results are in our data, says so and links them instead of "not yet"', () => {
    const w = raceWording({ ...base, resultsUrl: '/api/senate/2026/GA' });
    expect(w.widgetLines.at(-1)).toBe(`Election held Nov${NB}3,${NB}2026`);
    expect(w.pageLine).toContain('Its results are in our data');
    const urls = resultsUrlsOf(
      [
        { id: 'ga-sen-2026', year: 2026, state: 'GA', office: 'senate', special: false },
        { id: 'oh-sen-2026', year: 2026, state: 'OH', office: 'senate', special: true },
      ],
      [
        { office: 'senate', year: 2026, state: 'GA', special: false, stage: 'general' },
        { office: 'senate', year: 2026, state: 'OH', special: false, stage: 'general' },
      ],
    );
    expect([...urls]).toEqual([['ga-sen-2026', '/api/senate/2026/GA']]);
  });
});

describe('known limits (pure)', () => {
  it('derives the summary from the data and the build time', () => {
    const l = knownLimits({
      electionDay: '2026-11-03',
      buildTime: AFTER,
      sourcesEnd: '2026-10-02',
      races: 71,
      racesWithoutPolls: 54,
      racesWithResults: 0,
      latestRating: '2026-10-09',
    });
    expect(l).toEqual([
      `Our poll sources end Oct${NB}2,${NB}2026, 32 days before the Nov${NB}3,${NB}2026 election: the polls of the last month of the campaign are not in our data, so no average here is a final pre-election average.`,
      '54 of the 71 Senate and governor races have no polls in our sources.',
      `The election was held Nov${NB}3,${NB}2026; its results are not yet in our data.`,
      `Ratings are the last ones in our sources, the newest dated Oct${NB}9,${NB}2026.`,
    ]);
    const before = knownLimits({
      electionDay: '2026-11-03',
      buildTime: '2026-10-20T00:00:00Z',
      sourcesEnd: '2026-10-02',
      races: 71,
      racesWithoutPolls: 54,
      racesWithResults: 0,
      latestRating: null,
    });
    expect(before.join(' ')).not.toContain('held');
  });
});

const race = (id: string, title: string): Race2026 => ({
  id,
  year: 2026,
  state: 'GA',
  state_name: 'Georgia',
  office: 'senate',
  special: false,
  seat_class: 2,
  title,
  incumbent: null,
  nominees: [],
  sources: ['fixture'],
  notes: [],
});
const poll = (raceId: string, date: string): Poll => ({
  id: `${raceId}-${date}`,
  raceId,
  date,
  startDate: null,
  pollster: 'Fixture Poll',
  grade: 'A',
  sampleSize: 800,
  population: 'lv',
  marginOfError: 3,
  partisan: null,
  sponsor: null,
  hypothetical: false,
  results: { jones: 48, smith: 45 },
  candidates: [
    { slug: 'jones', name: 'Ann Jones', party: 'D' },
    { slug: 'smith', name: 'Bo Smith', party: 'R' },
  ],
  sourceUrl: null,
  sources: ['fixture'],
  notes: [],
});

describe('pages (FIXTURE render after the election)', () => {
  const files = renderPages({
    templatesDir: join(__dirname, '../../templates'),
    baseUrl: 'http://localhost:8888',
    site: 'Site',
    attribution: 'Site',
    buildTime: AFTER,
    polls: {
      races: [race('zz-sen-2026', 'Fixture Senate 2026'), race('zy-sen-2026', 'Fixture Without Polls 2026')],
      polls: [poll('zz-sen-2026', '2026-09-28'), poll('zz-sen-2026', '2026-10-02')],
      ratings: [],
    },
    pollsters: [],
    corrections: [],
    routes: [],
    openapi: {
      openapi: '3.1.0',
      info: { title: 't', version: '1', description: 'd' },
      paths: {},
      components: { schemas: {} },
    },
  });
  const page = (path: string) => files.find((f) => f.path === path)!.content;

  it('the race page opens with the derived paragraph and never claims the last polls published', () => {
    const p = page('races/zz-sen-2026.html');
    expect(p).toContain(
      `Election held Nov${NB}3,${NB}2026. Its results are not yet in our data. The last poll of this race in our data ended Oct${NB}2,${NB}2026.`,
    );
    expect(p).not.toContain('last ones published');
    const none = page('races/zy-sen-2026.html');
    expect(none).toContain('No polls of this race in our sources.');
    expect(none).not.toContain('None in the sources');
  });

  it('/races and the top of /methodology carry the same known limits, linking the full list', () => {
    const races = page('races.html');
    expect(races).toContain('1 of the 2 Senate and governor races have no polls in our sources.');
    expect(races).toContain('no polls in our sources</td>');
    expect(races).toContain('<th>Last poll in our data</th>');
    const m = page('methodology.html');
    const summary = m.indexOf('id="limits-summary"');
    expect(summary).toBeGreaterThan(-1);
    expect(summary).toBeLessThan(m.indexOf('id="averages"'));
    expect(m).toContain('<a href="#limits">The full list of known limits</a>');
    expect(m).toContain(`its results are not yet in our data`);
  });
});

describe('incumbent line', () => {
  it('reads "Incumbent: Brian Kemp (R), term-limited; open seat"', async () => {
    const { incumbentLine } = await import('../../build/pages/race-view.ts');
    expect(incumbentLine({ name: 'Brian Kemp', party: 'R', status: 'Incumbent term-limited; open seat' })).toBe(
      'Incumbent: Brian Kemp (R), term-limited; open seat',
    );
    expect(incumbentLine({ name: 'Jon Husted', party: 'R', status: 'Interim appointee nominated' })).toBe(
      'Incumbent: Jon Husted (R), interim appointee nominated',
    );
    expect(incumbentLine({ name: 'Katie Hobbs', party: 'D', status: 'Incumbent' })).toBe('Incumbent: Katie Hobbs (D)');
  });
});

describe('once a result is in our data (FIXTURE record, never served)', () => {
  /** FIXTURE: a made-up 2026 Georgia Senate result, in the results record layout; it exists only in this test. */
  const fixtureResult = {
    id: 'senate-2026-ga-class2-general',
    office: 'senate',
    year: 2026,
    date: '2026-11-03',
    state: 'GA',
    district: null,
    seat_class: 2,
    special: false,
    stage: 'general',
    result: 'won',
    winner: 'Ann Jones',
    winner_party: 'democrat',
    winner_margin: 5,
    margin: 5,
    dem_pct: 52,
    rep_pct: 47,
    candidates: [
      { name: 'Ann Jones', party: 'democrat' },
      { name: 'Bo Smith', party: 'republican' },
    ],
    runoff_id: null,
    unopposed: false,
  } as unknown as import('../../build/schemas/results.ts').Race;
  const render = (seatResults: import('../../build/schemas/results.ts').Race[]) => {
    const files = renderPages({
      templatesDir: join(__dirname, '../../templates'),
      baseUrl: 'http://localhost:8888',
      site: 'Site',
      attribution: 'Site',
      buildTime: AFTER,
      seatResults,
      polls: {
        races: [race('zz-sen-2026', 'Fixture Senate 2026')],
        polls: [poll('zz-sen-2026', '2026-09-28'), poll('zz-sen-2026', '2026-10-02')],
        ratings: [],
      },
      pollsters: [],
      corrections: [],
      routes: [],
      openapi: {
        openapi: '3.1.0',
        info: { title: 't', version: '1', description: 'd' },
        paths: {},
        components: { schemas: {} },
      },
    });
    return (path: string) => files.find((f) => f.path === path)!.content;
  };

  it('the race page and the widget lead with the result and say how far the last average was from it', () => {
    const page = render([fixtureResult]);
    const p = page('races/zz-sen-2026.html');
    expect(p).toContain(
      `Election held Nov${NB}3,${NB}2026. Result in our data: Ann Jones (D) won by 5.0 points over Bo Smith (R).`,
    );
    expect(p).toContain(
      `The last polling average in our data (polls through Oct${NB}2,${NB}2026) was D+3.0; the result was D+5.0: it was 2.0 points more Republican than the result.`,
    );
    expect(p).toContain('<a href="/api/senate/2026/GA">Results (JSON)</a>');
    expect(p).not.toContain('not yet in our data');
    const w = page('embed/race/zz-sen-2026.html');
    expect(w).toMatch(
      /<h1>Fixture Senate 2026<\/h1>\n<p class="small fresh result">Result: Ann Jones \(D\) won by 5\.0 points over Bo Smith \(R\)<\/p>/,
    );
    expect(w).toContain(`Election held Nov${NB}3,${NB}2026</p>`);
    expect(page('races.html')).toContain(
      `The election was held Nov${NB}3,${NB}2026; results of 1 of the 1 races are in our data.`,
    );
  });

  it('until then, nothing of it appears', () => {
    const page = render([]);
    expect(page('embed/race/zz-sen-2026.html')).not.toContain('Result:');
    expect(page('races/zz-sen-2026.html')).not.toContain('Result in our data');
    expect(page('races/zz-sen-2026.html')).toContain('Its results are not yet in our data.');
  });
});
