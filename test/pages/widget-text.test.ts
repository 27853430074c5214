/**
 * What the widget says, from FIXTURE data: the freshness line with and without polls, the rating's rule and date,
 * the leader's margin, the election day derived from the year, "Election held" only after it (by build time),
 * and a snippet height that grows with the text. Plus the small Markdown and docs helpers.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../../build/pages/docs-view.ts';
import { electionHeld, generalElectionDay } from '../../build/pages/election-day.ts';
import { leaderName } from '../../build/pages/format.ts';
import { renderMarkdown } from '../../build/pages/markdown.ts';
import { renderPages } from '../../build/pages/render-pages.ts';
import { widgetContentHeight } from '../../build/pages/widget-layout.ts';
import type { Poll, Race2026, Rating2026 } from '../../build/schemas/polls.ts';

const NB = '\u00a0';
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
const poll = (raceId: string, date: string, a: number, b: number): Poll => ({
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
  sponsor: 'Fixture Sponsor',
  hypothetical: false,
  results: { jones: a, smith: b },
  candidates: [
    { slug: 'jones', name: 'Ann Jones Jr.', party: 'D' },
    { slug: 'smith', name: 'Bo Smith', party: 'R' },
  ],
  sourceUrl: null,
  sources: ['fixture'],
  notes: [],
});
const rating = (raceId: string): Rating2026 => ({
  raceId,
  cook: { rating: 'lean_d', as_of: '2026-09-20', source: 'fixture', superseded: [] },
  sabato: { rating: 'tossup', as_of: '2026-10-06', source: 'fixture', superseded: [] },
  inside_elections: { rating: 'likely_d', as_of: '2026-10-01', source: 'fixture', superseded: [] },
});

function render(buildTime: string | null) {
  const files = renderPages({
    templatesDir: join(__dirname, '../../templates'),
    baseUrl: 'http://localhost:8888',
    site: 'Site',
    attribution: 'Site',
    buildTime,
    polls: {
      races: [race('zz-sen-2026', 'Fixture Senate 2026'), race('zy-sen-2026', 'Fixture Without Polls 2026')],
      polls: [poll('zz-sen-2026', '2026-09-30', 48.4, 45.2)],
      ratings: [rating('zz-sen-2026')],
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
}

describe('widget text (fixtures)', () => {
  it('after election day: the average, the margin, the rule, the last poll in our data and the missing month', () => {
    const page = render('2026-11-20T12:00:00Z');
    const w = page('embed/race/zz-sen-2026.html');
    expect(w).toContain(`Last poll in our data: Sep${NB}30,${NB}2026`);
    expect(w).toContain(`Our poll sources end Sep${NB}30,${NB}2026: the last 34 days before the election are missing`);
    expect(w).toContain(`Election held Nov${NB}3,${NB}2026 · results not yet in our data`);
    expect(w).not.toContain('Final');
    expect(w).toContain('>Jones +3.2</strong>');
    expect(w).toContain(`(median of 3 raters, as of Oct${NB}6,${NB}2026)`);
    expect(w).toContain('<strong>Lean D</strong>');
    expect(page('races/zz-sen-2026.html')).toContain('Fixture Sponsor');
  });

  it('a race without polls says our sources have none (a claim about our data), and when they end', () => {
    const w = render('2026-11-20T12:00:00Z')('embed/race/zy-sen-2026.html');
    expect(w).toContain('No polls of this race in our sources');
    expect(w).not.toContain('No public polls');
    expect(w).toContain(`Our poll sources end Sep${NB}30,${NB}2026`);
    expect(w).toContain(`Election held Nov${NB}3,${NB}2026 · results not yet in our data`);
    expect(w).not.toContain('Final pre-election');
    expect(w).toContain('(no dated rating)');
  });

  it('before election day (or with no build time) it names the day and claims nothing final', () => {
    for (const time of ['2026-11-03T12:00:00Z', null]) {
      const w = render(time)('embed/race/zz-sen-2026.html');
      expect(w).toContain(`Election day: Nov${NB}3,${NB}2026`);
      expect(w).not.toContain('Election held');
    }
  });

  it("the race page shows the default snippet (light, fluid, fixed height, resize lines) and the builder's choices", () => {
    const racePage = render(null)('races/zz-sen-2026.html');
    const shown = /<textarea[^>]*class="snippet"[^>]*>([^<]*)<\/textarea>/.exec(racePage)![1]!;
    expect(shown).toMatch(/^&lt;iframe src=&quot;http:\/\/localhost:8888\/embed\/race\/zz-sen-2026&quot; /);
    expect(shown).toMatch(/height=&quot;\d+&quot; style=&quot;display:block;border:0&quot;/);
    expect(shown).toContain('election-data-widget:height');
    for (const option of [
      'value="iframe"',
      'value="amp"',
      'value="640"',
      'value="center"',
      'value="dark"',
      'value="auto"',
      'value="compact"',
    ])
      expect(racePage).toContain(option);
    expect(racePage).toContain('<div class="embed-options" hidden>');
  });
});

describe('widget height estimate', () => {
  const base = {
    title: 'Georgia Senate 2026',
    rating: 'Rating: Likely D (median of 3 raters, as of Oct 6, 2026)',
    rows: [{ name: 'Jon Ossoff (D)', pct: '50.0%' }],
    lines: ['Polls through Sep 23, 2026'],
    footer: 'Full race page · Methodology · Site',
  };
  it('grows with wrapped text and rows, and shrinks at wider frames', () => {
    const h = widgetContentHeight(base);
    expect(widgetContentHeight({ ...base, title: `${base.title} ${'very long words '.repeat(4)}` })).toBeGreaterThan(h);
    expect(
      widgetContentHeight({ ...base, rows: [...base.rows, { name: 'Mike Collins (R)', pct: '42.3%' }] }),
    ).toBeGreaterThan(h);
    expect(widgetContentHeight(base, 480)).toBeLessThanOrEqual(h);
  });
});

describe('helpers', () => {
  it('election day is the Tuesday after the first Monday in November', () => {
    expect(['2020', '2021', '2022', '2024', '2026', '2028'].map((y) => generalElectionDay(Number(y)))).toEqual([
      '2020-11-03',
      '2021-11-02',
      '2022-11-08',
      '2024-11-05',
      '2026-11-03',
      '2028-11-07',
    ]);
    expect(electionHeld('2026-11-03', '2026-11-04T01:00:00Z')).toBe(true);
    expect(electionHeld('2026-11-03', '2026-11-03T23:00:00Z')).toBe(false);
    expect(electionHeld('2026-11-03', null)).toBe(false);
  });

  it('names a leader by surname (suffixes skipped) or, on the generic ballot, by party', () => {
    expect(leaderName('Jon Ossoff', 'D', false)).toBe('Ossoff');
    expect(leaderName('Ann Jones Jr.', 'D', false)).toBe('Jones');
    expect(leaderName('Democratic candidate', 'D', true)).toBe('Democrats');
  });

  it('renders Markdown with marked: a list after its lead-in line, inline code, site paths as links, raw HTML and unsafe links as text', () => {
    expect(
      renderMarkdown('Intro <b>.\n\nConventions:\n- `margin` is D-R, `/api/x` stays code\n- see /api/sources.'),
    ).toBe(
      '<p>Intro &lt;b&gt;.</p>\n<p>Conventions:</p>\n<ul>\n<li><code>margin</code> is D-R, <code>/api/x</code> stays code</li>\n<li>see <a href="/api/sources">/api/sources</a>.</li>\n</ul>',
    );
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(renderMarkdown('[x](javascript:alert(1)) [y](/docs#errors) ![i](https://e.example/i.png)')).toBe(
      '<p>x <a href="/docs#errors">y</a> i</p>',
    );
  });

  it('lists nested fields as paths, with no bare object type', () => {
    const schema = {
      properties: {
        meta: { type: 'object', description: 'About', properties: { count: { type: 'integer', description: 'n' } } },
        rows: { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } },
      },
    };
    const rows = fieldsOf(schema, {});
    expect(rows.map((r) => [r.name, r.type])).toEqual([
      ['meta', 'object, fields below'],
      ['meta.count', 'integer'],
      ['rows', '[object, fields below]'],
      ['rows[].a', 'string'],
    ]);
  });
});
