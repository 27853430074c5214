/**
 * Every data string in the pages is escaped: a FIXTURE race whose name, pollster and candidate contain markup
 * renders as text in the widget, the race page, the races list and /corrections/house (the corrections moved there
 * from /methodology, issue 22).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consensusRating } from '../../build/compute/consensus.ts';
import { renderPages } from '../../build/pages/render-pages.ts';
import { WIDGET_SCRIPT } from '../../build/pages/widget-script.ts';
import { EMBED_BUILDER_SCRIPT } from '../../build/pages/embed-snippet.ts';
import { CORRECTIONS_FILTER_SCRIPT } from '../../build/pages/corrections-view.ts';
import type { Poll, Race2026 } from '../../build/schemas/polls.ts';

const evil = '<script>alert(1)</script>';
const race: Race2026 = {
  id: 'zz-sen-2026',
  year: 2026,
  state: 'GA',
  state_name: 'Georgia',
  office: 'senate',
  special: false,
  seat_class: 2,
  title: `Fixture ${evil} Senate 2026`,
  incumbent: { name: `Inc "${evil}"`, party: 'D', status: null },
  nominees: [],
  sources: ['fixture'],
  notes: [],
};
const poll: Poll = {
  id: 'p1',
  raceId: race.id,
  date: '2026-10-01',
  startDate: null,
  pollster: `<img src=x onerror=alert(2)>`,
  grade: 'A',
  sampleSize: 800,
  population: 'lv',
  marginOfError: 3,
  partisan: null,
  sponsor: null,
  hypothetical: false,
  results: { a: 50, b: 45 },
  candidates: [
    { slug: 'a', name: `A ${evil}`, party: 'D' },
    { slug: 'b', name: 'B "quoted"', party: 'R' },
  ],
  sourceUrl: 'https://example.org/"><script>alert(3)</script>',
  sources: ['fixture'],
  notes: [],
};

describe('pages escape data', () => {
  const files = renderPages({
    templatesDir: join(__dirname, '../../templates'),
    baseUrl: 'http://localhost:8888',
    site: 'Site',
    attribution: 'Site',
    polls: { races: [race], polls: [poll], ratings: [] },
    pollsters: [],
    routes: [],
    corrections: [
      {
        record: 'house-2022-az-07-general',
        field: `candidates[${evil}].name`,
        old: evil,
        new: 'Raúl M. Grijalva',
        source: 'https://example.org/"><script>alert(4)</script>',
        reason: evil,
      },
    ],
    openapi: {
      openapi: '3.1.0',
      info: { title: 't', version: '1', description: 'd' },
      paths: {},
      components: { schemas: {} },
    },
  });
  const page = (path: string) => files.find((f) => f.path === path)!.content;

  it.each(['embed/race/zz-sen-2026.html', 'races/zz-sen-2026.html', 'races.html', 'corrections/house.html'])(
    '%s contains no markup from data',
    (path) => {
      // The widget's own script, the corrections filter and the race page's snippet builder (each allowed by its CSP
      // hash) are the only scripts.
      const html = page(path)
        .replace(`<script>${WIDGET_SCRIPT}</script>`, '')
        .replace(`<script>${CORRECTIONS_FILTER_SCRIPT}</script>`, '')
        .replace(`<script>${EMBED_BUILDER_SCRIPT}</script>`, '');
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;script&gt;');
    },
  );

  it('shows "Not rated" and the polling average when no rater rates the race', () => {
    const widget = page('embed/race/zz-sen-2026.html');
    expect(widget).toContain('<strong>Not rated</strong>');
    expect(widget).toContain('50.0%');
    expect(widget).toContain('Polls through Oct\u00a01,\u00a02026');
  });
});

describe('consensus rating', () => {
  it('is the median; with two, the one nearer toss-up; none -> Not rated', () => {
    expect(consensusRating(['lean_d', 'likely_d', 'tossup']).label).toBe('Lean D');
    expect(consensusRating(['safe_r', null, 'lean_r']).label).toBe('Lean R');
    expect(consensusRating(['likely_d', 'lean_r']).code).toBe('lean_r');
    expect(consensusRating(['tilt_d', 'lean_r']).code).toBe('tilt_d');
    expect(consensusRating([null, null, null])).toEqual({ code: null, label: 'Not rated', count: 0 });
  });
});
