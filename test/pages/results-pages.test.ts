/**
 * The state and office-year results pages (issue 21) as pure renderers over the committed data: a golden file of
 * one small page (/house/2022/VT), every contest of an office year on its page with the API's winner marked, the
 * rounds, runoffs, specials and corrections a contest shows, and the state page's chart and links.
 * UPDATE_GOLDEN=1 rewrites the golden file (then read its diff).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Eta } from 'eta';
import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../build/catalog/dataset.ts';
import { computeOfficeYear } from '../../build/compute/offices.ts';
import { escapeHtml } from '../../build/pages/escape.ts';
import { contestView } from '../../build/pages/results/contest-view.ts';
import { marginChart } from '../../build/pages/results/margin-chart.ts';
import { officeYearPages, type RenderPage } from '../../build/pages/results/office-year.ts';
import { statePages } from '../../build/pages/results/states.ts';
import { pageTitle, SITE_NAME } from '../../build/pages/site-meta.ts';
import { Race2026Schema } from '../../build/schemas/polls.ts';
import { corrections, governor, house, presidentStates, readData, senate, states } from '../helpers/committed-data.ts';

const eta = new Eta({ views: resolve(__dirname, '../../templates'), autoEscape: true, autoTrim: false, cache: true });
/** The site layout, as renderPages uses it (no canonical URL: pages here have no base URL). */
const render: RenderPage = (file, title, template, data, description) => ({
  path: file,
  content: eta.render('page', {
    title: pageTitle(title),
    description,
    siteName: SITE_NAME,
    url: null,
    body: eta.render(template, data),
  }),
});
const races2026 = Race2026Schema.array().parse(readData('races-2026.json'));
const records = { senate, house, governor, states, corrections };
const pageOf = (files: { path: string; content: string }[], path: string) =>
  files.find((f) => f.path === path)?.content ?? '';
/** The HTML of one contest's section on a page. */
const section = (html: string, id: string) =>
  html.match(new RegExp(`<section class="contest" id="${id}"[\\s\\S]*?</section>`))?.[0] ?? '';
const wonRow = (html: string) => html.match(/<tr class="won"><td>([^<]*) <abbr/)?.[1] ?? null;

describe('office-year pages', () => {
  const files = officeYearPages(records, render);

  it('/house/2022/VT matches its golden file (test/output/pages/house-2022-VT.html)', () => {
    const golden = resolve(__dirname, '../output/pages/house-2022-VT.html');
    const html = pageOf(files, 'house/2022/VT.html');
    if (process.env.UPDATE_GOLDEN) writeFileSync(golden, html);
    expect(existsSync(golden), 'golden file missing: run with UPDATE_GOLDEN=1').toBe(true);
    expect(html).toBe(readFileSync(golden, 'utf8'));
  });

  it('one page per office year with data, a House index per year and one House page per state and year', () => {
    const count = (prefix: RegExp) => files.filter((f) => prefix.test(f.path)).length;
    expect(count(/^senate\/\d{4}\.html$/)).toBe(new Set(senate.map((r) => r.year)).size);
    expect(count(/^governor\/\d{4}\.html$/)).toBe(new Set(governor.map((r) => r.year)).size);
    expect(count(/^house\/\d{4}\.html$/)).toBe(25);
    expect(count(/^house\/\d{4}\/[A-Z]{2}\.html$/)).toBe(new Set(house.map((r) => `${r.year}${r.state}`)).size);
    expect(files.some((f) => f.path === 'senate/1983.html')).toBe(true);
  });

  it('every House 2022 and Senate 2020 contest of the API is on its page, with the API winner marked', () => {
    const data = { senate, house, governor } as unknown as Dataset;
    const checks = [
      ...computeOfficeYear(data, 'house', 2022).races.map((r) => ({ r, page: `house/2022/${r.state}.html` })),
      ...computeOfficeYear(data, 'senate', 2020).races.map((r) => ({ r, page: 'senate/2020.html' })),
    ];
    expect(checks.length).toBe(436 + 37);
    for (const { r, page } of checks) {
      const html = section(pageOf(files, page), r.id);
      expect(html, r.id).not.toBe('');
      expect(wonRow(html), r.id).toBe(r.winner === null ? null : escapeHtml(r.winner));
      expect(html, r.id).toContain(`href="/api/${r.office}/${r.year}/${r.state}"`);
    }
  });

  it('a first round links its runoff and marks who advanced; the runoff links back (Georgia Senate 2020)', () => {
    const html = pageOf(files, 'senate/2020.html');
    const first = section(html, 'senate-2020-ga-class2-general');
    expect(first).toContain('No majority: went to a runoff.');
    expect(first).toContain('href="/senate/2020#senate-2020-ga-class2-runoff"');
    expect(first.match(/→ runoff/g)?.length).toBe(2);
    expect(section(html, 'senate-2020-ga-class2-runoff')).toContain(
      'href="/senate/2020#senate-2020-ga-class2-general"',
    );
  });

  it('ranked-choice rounds as rounds; a round figure not quoted is said so, never computed (Alaska House 2022)', () => {
    const html = pageOf(files, 'house/2022/AK.html');
    const regular = section(html, 'house-2022-ak-00-general');
    expect(regular).toContain('<th scope="col" class="num">Round 3</th>');
    expect(regular).toContain('not quoted');
    expect(regular).not.toContain('NaN');
    const special = section(html, 'house-2022-ak-00-special-general');
    expect(special).toContain('At-large <span class="kind">(special)</span>');
    expect(special).toContain('91,266<br><span class="small">51.5%</span>');
  });

  it('odd-year Senate specials have a page served by /api/senate/specials, linked from the years next to them', () => {
    expect(pageOf(files, 'senate/1983.html')).toContain('href="/api/senate/specials"');
    expect(pageOf(files, 'senate/1982.html')).toContain('href="/senate/1983#senate-1983-wa-class1-special-general"');
  });

  it('a contest lists the corrections applied to it, the sources and its verification status', () => {
    const fix = corrections.find((c) => c.record === 'house-2022-ca-01-general')!;
    const html = section(pageOf(files, 'house/2022/CA.html'), 'house-2022-ca-01-general');
    expect(html).toContain(`<code>${escapeHtml(fix.field)}</code>`);
    expect(html).toContain('Corrections applied (');
    const race = house.find((r) => r.id === 'house-2022-ca-01-general')!;
    expect(html).toContain(`Verification: <strong>${race.verification.status.replace('_', ' ')}</strong>`);
  });

  it('a round whose votes a report does not quote has no share', () => {
    const race = house.find((r) => r.id === 'house-2022-ak-00-general')!;
    const view = contestView(race, house, []);
    expect(view.rounds!.rows[0]!.cells[1]).toEqual({ votes: 'not quoted', pct: '' });
  });

  it('a missing count says "not counted" only where the state did not count an unopposed race', () => {
    const votes = (id: string) =>
      contestView(
        house.find((r) => r.id === id)!,
        house,
        [],
      ).candidates.map((c) => c.votes);
    expect(votes('house-1976-ar-03-general')).toEqual(['not counted']);
    // 1998 MD-2 was counted; the source's counts were copied from 1994, so none is published.
    expect(votes('house-1998-md-02-general')).toEqual(['no count', 'no count']);
  });
});

describe('state pages', () => {
  const files = statePages({ ...records, president: presidentStates, races2026 }, render);

  it('/states and the 50 states and DC', () => {
    expect(files.length).toBe(1 + 51);
    for (const s of states) expect(pageOf(files, 'states.html'), s.abbr).toContain(`href="/states/${s.abbr}"`);
  });

  it('Georgia: the chart and a row per presidential year, each linked to /elections/{year}; Senate, governor, House and 2026 races linked', () => {
    const html = pageOf(files, 'states/GA.html');
    const years = presidentStates.filter((p) => p.state === 'GA').map((p) => p.year);
    expect(years.length).toBe(13);
    for (const y of years) expect(html).toContain(`href="/elections/${y}"`);
    expect(html.match(/<rect class="bar /g)?.length).toBe(13);
    for (const id of ['ga-sen-2026', 'ga-gov-2026']) expect(html).toContain(`href="/races/${id}"`);
    expect(html).toContain('href="/senate/2020#senate-2020-ga-class2-runoff"');
    expect(html).toContain('href="/governor/2022#governor-2022-ga-general"');
    expect(html).toContain('href="/house/2022/GA"');
    expect(html).toContain('href="/api/export?office=house&amp;year=2022&amp;state=GA&amp;format=csv"');
    expect(html).toContain('href="/api/states/GA/history"');
  });

  it('DC: presidential results only', () => {
    const html = pageOf(files, 'states/DC.html');
    expect(html).not.toContain('id="senate"');
    expect(html).toContain('delegate does not vote');
  });
});

describe('margin chart', () => {
  const svg = marginChart('Testland', [
    { year: 2020, margin: 3.25 },
    { year: 2016, margin: -12 },
    { year: 2012, margin: null },
  ]);

  it('a bar per counted year with its party letter and figure; Republican bars hatched; n/a for a missing margin', () => {
    expect(svg.match(/<rect class="bar d"/g)?.length).toBe(1);
    expect(svg.match(/<rect class="bar rep"/g)?.length).toBe(1);
    expect(svg).toContain('>D+3.3</text>'); // toFixed(1) of 3.25 in binary floating point
    expect(svg).toContain('>R+12.0</text>');
    expect(svg).toContain('>n/a</text>');
    expect(svg).toContain('aria-label="Presidential margin in Testland, 2012-2020');
  });

  it('a Democratic lead is drawn left of the centre line, a Republican lead right of it', () => {
    const x = (cls: string) => Number(svg.match(new RegExp(`<rect class="bar ${cls}" x="([\\d.]+)"`))![1]);
    const mid = Number(svg.match(/<line class="axis" x1="([\d.]+)"/)![1]);
    expect(x('d')).toBeLessThan(mid);
    expect(x('rep')).toBeCloseTo(mid, 0);
  });
});
