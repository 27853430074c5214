/**
 * The 1998-2022 polls' record on the pages (issue 20 item 3): each 2026 race page's line comes from
 * /api/polls/accuracy's by_state_office entry for its state and office, and every pollster link on a race page
 * resolves to a row of /methodology's pollster table. Real data: data/poll-history-*.json, data/pollsters.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accuracyStats, computePollAccuracy } from '../../build/compute/poll-accuracy.ts';
import { renderPages } from '../../build/pages/render-pages.ts';
import { pollRecordLine, pollsterAnchor, pollsterRecordOf } from '../../build/pages/poll-record.ts';
import { POLL_HISTORY_YEARS, type PollHistory } from '../../build/schemas/poll-history.ts';
import { PollsterSchema, type Poll, type Race2026 } from '../../build/schemas/polls.ts';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8'));
const history = POLL_HISTORY_YEARS.flatMap((y) => read(`poll-history-${y}.json`) as PollHistory[]);
const pollsters = PollsterSchema.array().parse(read('pollsters.json'));
const accuracy = computePollAccuracy(history, pollsters);
const races = read('races-2026.json') as Race2026[];
const polls = read('polls-2026.json') as Poll[];
const race = (id: string) => races.find((r) => r.id === id)!;

describe("a race page's 1998-2022 line", () => {
  it("is the accuracy endpoint's figure for Georgia Senate, recomputed here from the Georgia Senate general-election polls", () => {
    const ga = history.filter((p) => p.state === 'GA' && p.office === 'senate' && !p.primary);
    const stats = accuracyStats(ga);
    expect(accuracy.by_state_office.find((e) => e.state === 'GA' && e.office === 'senate')!.stats).toEqual(stats);
    expect(stats.polls).toBe(187);
    const lean = stats.bias_toward === 'democrat' ? 'Democrat' : 'Republican';
    expect(pollRecordLine(race('ga-sen-2026'), accuracy.by_state_office)).toBe(
      `Polls of Georgia Senate races in 1998-2022 missed the final margin by ${stats.avg_error.toFixed(1)} points on average ` +
        `(n = 187 polls of ${stats.races} races); on average they overstated the ${lean} by ${Math.abs(stats.avg_bias!).toFixed(1)} points ` +
        `(${stats.bias_polls} Democrat-versus-Republican polls).`,
    );
  });

  it('judges the generic ballot by the national House ballot polls and says so', () => {
    expect(pollRecordLine(race('us-generic-ballot-2026'), accuracy.by_state_office)).toMatch(
      /^Generic House ballot polls in 1998-2022 missed the final margin by \d+\.\d points on average \(n = 369 polls of /,
    );
  });

  it('says plainly when the history has no polls of that office in that state', () => {
    expect(pollRecordLine({ state: 'GA', state_name: 'Georgia', office: 'governor' }, [])).toBe(
      'Polls of Georgia governor races: none in our 1998-2022 poll history.',
    );
  });

  it('has a line with figures for every 2026 race (each state and office has history polls)', () => {
    for (const r of races)
      expect(pollRecordLine(r, accuracy.by_state_office), r.id).toMatch(/missed the final margin by/);
  });
});

describe('pollster links', () => {
  it('give every 2026 pollster a distinct anchor', () => {
    expect(new Set(pollsters.map((p) => pollsterAnchor(p.name))).size).toBe(pollsters.length);
    expect(pollsterAnchor('The New York Times / Siena College')).toBe('pollster-the-new-york-times-siena-college');
  });

  it("show a 2026 pollster's 1998-2022 record by its pollster_2026 link", () => {
    const linked = accuracy.by_pollster.find((p) => p.pollster_2026 !== null)!;
    expect(pollsterRecordOf(accuracy.by_pollster)(linked.pollster_2026!)).toBe(
      `avg. error ${linked.stats.avg_error.toFixed(1)} points, n = ${linked.stats.polls}`,
    );
    expect(pollsterRecordOf(accuracy.by_pollster)('No Such Pollster')).toBeNull();
  });

  it("on every race page resolve to a row of /methodology's pollster table, and the record line links to the data", () => {
    const files = renderPages({
      templatesDir: join(__dirname, '../../templates'),
      baseUrl: 'http://localhost:8888',
      site: 'Site',
      attribution: 'Site',
      polls: { races, polls, ratings: [] },
      pollsters,
      routes: [],
      corrections: [],
      pollAccuracy: accuracy,
      openapi: {
        openapi: '3.1.0',
        info: { title: 't', version: '1', description: 'd' },
        paths: {},
        components: { schemas: {} },
      },
    });
    const methodology = files.find((f) => f.path === 'methodology.html')!.content;
    const ids = new Set([...methodology.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    const targets = new Set<string>();
    for (const f of files.filter((f) => /^races\/.+\.html$/.test(f.path))) {
      for (const m of f.content.matchAll(/href="\/methodology#([^"]+)"/g)) targets.add(m[1]!);
      expect(f.content, f.path).toMatch(/<p id="poll-record">.+ <a href="\/api\/polls\/accuracy">Data<\/a>/);
    }
    expect([...targets].filter((t) => t.startsWith('pollster-')).length).toBeGreaterThan(50);
    expect([...targets].filter((t) => !ids.has(t))).toEqual([]);
    const ga = files.find((f) => f.path === 'races/ga-sen-2026.html')!.content;
    expect(ga).toContain('Polls of Georgia Senate races in 1998-2022 missed the final margin by');
  });
});
