/**
 * Issue 22 item 3: the home page says what the data cover, how fresh they are and what changed lately, with the
 * values /api/meta serves (one computation, routes/meta.ts releaseSummary), checked on the view function and on the
 * real build (index.html against api/meta.json).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import changelog from '../../build/curated/changelog.json' with { type: 'json' };
import { humanDate } from '../../build/pages/format.ts';
import { buildTimeText, changeSummary, CHANGES_URL, homeView, RECENT_CHANGES } from '../../build/pages/home-view.ts';

const release = {
  data_release: '2026-10-06',
  build_time: '2026-11-26T08:33:07+00:00',
  latest_poll: '2026-10-02',
  counts: {
    states: 51,
    president_state_results: 663,
    senate_races: 881,
    house_races: 10890,
    governor_races: 588,
    races_2026: 72,
    polls_2026: 592,
    pollsters: 103,
  },
};
const coverage = {
  president: { first: 1976, last: 2024, years: 13 },
  senate: { first: 1976, last: 2024, years: 25 },
  house: { first: 1976, last: 2024, years: 25 },
  governor: { first: 1976, last: 2024, years: 25 },
  pollHistory: { first: 1998, last: 2022, years: 25, polls: 10776 },
};
const changes = [
  { date: '2026-11-26', text: 'Fixed: one thing. And more detail.' },
  { date: '2026-11-25', text: 'Added: b.' },
  { date: '2026-11-24', text: 'Added: c.' },
  { date: '2026-11-23', text: 'Added: d.' },
  { date: '2026-11-22', text: 'Added: e.' },
  { date: '2026-11-21', text: 'Added: f.' },
];

describe('homeView', () => {
  const view = homeView({ baseUrl: 'https://example.org/', release, coverage, changes });

  it('quotes every count of the release summary, with year spans', () => {
    const text = view.coverage.join('\n');
    expect(text).toContain('Presidential results by state, 1976-2024: 663 state results in 13 elections');
    expect(text).toContain('Senate, 1976-2024: 881 contests');
    expect(text).toContain('House, 1976-2024: 10,890 contests');
    expect(text).toContain('Governor, 1976-2024: 588 contests');
    expect(text).toContain('2026: 72 races');
    expect(text).toContain('592 polls');
    expect(text).toContain('103 pollsters graded');
    expect(text).toContain('Poll history, 1998-2022: 10,776 poll questions');
  });

  it('dates the data, the latest poll and the build from the summary', () => {
    expect(view.freshness).toEqual({
      dataDate: humanDate('2026-10-06'),
      latestPoll: humanDate('2026-10-02'),
      buildTime: `${humanDate('2026-11-26')}, 08:33\u00a0UTC`,
    });
    expect(buildTimeText('2026-11-26T10:33:07+02:00')).toBe(`${humanDate('2026-11-26')}, 08:33\u00a0UTC`);
    expect(buildTimeText(null)).toBe('not recorded');
  });

  it('lists the newest changes, first sentence only, and links the full history', () => {
    expect(view.changes).toHaveLength(RECENT_CHANGES);
    expect(view.changes[0]).toEqual({ date: humanDate('2026-11-26'), text: 'Fixed: one thing.' });
    expect(view.changesUrl).toBe(CHANGES_URL);
    const long = `Added: ${'word '.repeat(60)}end.`;
    expect(changeSummary(long).length).toBeLessThanOrEqual(161);
    expect(changeSummary(long).endsWith('\u2026')).toBe(true);
  });

  it('puts the common tasks one click away', () => {
    const hrefs = view.tasks.map((t) => t.href);
    for (const h of [
      '/races',
      '/elections/2024',
      '/states',
      '/api/export?year=2024&format=csv',
      '/docs',
      '/docs#widget',
      '/methodology',
      '/corrections',
    ])
      expect(hrefs).toContain(h);
    expect(view.curl).toBe('curl https://example.org/api/elections/2024/GA');
  });
});

describe('the built home page agrees with /api/meta', () => {
  const dist = inject('distDir');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const meta = JSON.parse(readFileSync(join(dist, 'api/meta.json'), 'utf8'));
  const textOf = (cls: string) => new RegExp(`<dd class="${cls}">([^<]*)`).exec(html)?.[1]?.trim();

  it('data date, latest poll and build time', () => {
    expect(textOf('data-date')).toBe(humanDate(meta.data_release));
    expect(textOf('latest-poll')).toBe(humanDate(meta.latest_poll));
    expect(textOf('build-time')).toBe(buildTimeText(meta.build_time));
  });

  it('every count of /api/meta', () => {
    for (const [name, n] of Object.entries(meta.counts as Record<string, number>))
      expect(html, name).toContain(`${n.toLocaleString('en-US')} `);
    expect(html).toContain(`${meta.counts.house_races.toLocaleString('en-US')} contests`);
    expect(html).toContain(`${meta.counts.polls_2026.toLocaleString('en-US')} polls`);
  });

  it('the newest change-history entries with their dates, and a link to the rest', () => {
    for (const e of changelog.entries.slice(0, RECENT_CHANGES))
      expect(html).toContain(`<strong class="date">${humanDate(e.date)}</strong>`);
    expect(html).toContain(`href="${CHANGES_URL}"`);
  });
});
