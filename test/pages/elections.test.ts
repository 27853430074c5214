/**
 * The presidential results pages (issue 21) as pure functions of the API's bodies: the 1976 page against its golden
 * file, every state's map colour and label against /api/elections/{year} for every year, Maine's and Nebraska's
 * elector boxes against the electors the API lists, flips and links in the table, and the map's size.
 */
import { join } from 'node:path';
import { Eta } from 'eta';
import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../build/catalog/dataset.ts';
import { computeElectionState, computeElectionYear } from '../../build/compute/elections.ts';
import { electionPages, electionYearView, type ElectionsInput } from '../../build/pages/results/elections.ts';
import { SIDE_LIST, usMap } from '../../build/pages/results/us-map.ts';
import { PRESIDENTIAL_YEARS, STATE_CODES } from '../../build/schemas/common.ts';
import { SCRIPT_HASHES } from '../../build/pipeline/render.ts';
import { headerRules, sitePlans } from '../../build/serving/plan.ts';
import { TABLE_SORT_HASH, TABLE_SORT_SCRIPT } from '../../build/pages/results/table-sort.ts';
import { presidentNational, presidentStates, states } from '../helpers/committed-data.ts';

const data = { states, presidentStates, presidentNational } as unknown as Dataset;
const input: ElectionsInput = {
  years: PRESIDENTIAL_YEARS.map((y) => computeElectionYear(data, y)),
  states: PRESIDENTIAL_YEARS.flatMap((y) => STATE_CODES.map((s) => computeElectionState(data, y, s))),
};
const eta = new Eta({ views: join(__dirname, '../../templates'), autoEscape: true, autoTrim: false, cache: true });
/** The page body alone (the site layout is render-pages' and tested with it). */
const files = electionPages(input, (path, _title, template, body) => ({ path, content: eta.render(template, body) }));
const page = (path: string) => files.find((f) => f.path === path)!.content;
const year = (y: number) => input.years.find((e) => e.year === y)!;

/** The step the legend promises: under 5 points, 5 to under 15, 15 or more (independent of the module's table). */
const expectedClass = (party: string, margin: number) =>
  `${party === 'democrat' ? 'd' : party === 'republican' ? 'r' : 'o'}${Math.abs(margin) < 5 ? 1 : Math.abs(margin) < 15 ? 2 : 3}`;

/** Every state mark of a map: shapes (path) and side-list boxes (g.side), with their attributes. */
function marks(svg: string) {
  const found = [...svg.matchAll(/<(path|g) class="(st|side)"([^>]*)>/g)].map((m) => {
    const attr = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(m[3]!)?.[1] ?? null;
    const fill =
      attr('fill') ??
      new RegExp(
        `data-state="${attr('data-state')}"[^>]*>(?:<title>[^<]*</title>)?<rect class="st" fill="([^"]*)"`,
      ).exec(svg.slice(m.index))?.[1] ??
      null;
    return { state: attr('data-state')!, party: attr('data-party')!, cls: attr('data-class')!, fill };
  });
  return found;
}

describe('/elections/{year} pages', () => {
  it('renders one page per presidential year and the index', () => {
    expect(files.map((f) => f.path).sort()).toEqual(
      [...PRESIDENTIAL_YEARS.map((y) => `elections/${y}.html`), 'elections.html'].sort(),
    );
  });

  it('1976 matches its golden file', async () => {
    await expect(page('elections/1976.html')).toMatchFileSnapshot('../output/elections-1976.html');
  });

  it.each(PRESIDENTIAL_YEARS)(
    "%i: every state is on the map (the small ones also in the side list), in its API winner's colour and margin step",
    (y) => {
      const api = year(y);
      const found = marks(page(`elections/${y}.html`));
      const expected = [...api.states.map((s) => s.abbr), ...SIDE_LIST].sort();
      expect(found.map((m) => m.state).sort()).toEqual(expected);
      for (const mark of found) {
        const s = api.states.find((x) => x.abbr === mark.state)!;
        const cls = expectedClass(s.winner_party, s.margin);
        expect({ state: s.abbr, party: mark.party, cls: mark.cls, fill: mark.fill }).toEqual({
          state: s.abbr,
          party: s.winner_party,
          cls,
          fill: `url(#m-${cls})`,
        });
      }
    },
  );

  it.each(PRESIDENTIAL_YEARS)('%i: large states carry their code on the map, the small ones in the side list', (y) => {
    const svg = page(`elections/${y}.html`);
    const labels = [...svg.matchAll(/<text class="lbl[^"]*" x="[^"]*" y="[^"]*">([A-Z]{2})<\/text>/g)].map((m) => m[1]);
    for (const abbr of ['CA', 'TX', 'FL', 'NY', 'PA', 'GA', 'ME', 'NE', ...SIDE_LIST])
      expect(labels, abbr).toContain(abbr);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each(PRESIDENTIAL_YEARS)("%i: Maine's and Nebraska's boxes are their electoral votes as cast", (y) => {
    const svg = page(`elections/${y}.html`);
    for (const abbr of ['ME', 'NE']) {
      const detail = input.states.find((s) => s.year === y && s.state.abbr === abbr)!.state;
      const boxes = [
        ...svg.matchAll(new RegExp(`<g class="elector" data-state="${abbr}" data-party="([a-z]*)">`, 'g')),
      ].map((m) => m[1]);
      expect(boxes).toEqual(detail.electors.flatMap((e) => Array.from({ length: e.ev }, () => e.party ?? '')));
    }
  });

  it('2016 Maine splits 3 Clinton, 1 Trump on the map; 2024 Nebraska 4 Trump, 1 Harris', () => {
    const parties = (y: number, abbr: string) =>
      [
        ...page(`elections/${y}.html`).matchAll(
          new RegExp(`<g class="elector" data-state="${abbr}" data-party="([a-z]*)">`, 'g'),
        ),
      ].map((m) => m[1]);
    expect(parties(2016, 'ME')).toEqual(['democrat', 'democrat', 'democrat', 'republican']);
    expect(parties(2024, 'NE')).toEqual(['republican', 'republican', 'republican', 'republican', 'democrat']);
  });

  it('the table marks exactly the states the API says flipped, with the parties from and to', () => {
    const view = electionYearView(year(2024), year(2020), null, input.states);
    const flipped = year(2024)
      .states.filter((s) => s.flipped)
      .map((s) => s.abbr)
      .sort();
    expect(
      view.states
        .filter((r) => r.flip)
        .map((r) => r.abbr)
        .sort(),
    ).toEqual(flipped);
    expect(flipped).toEqual(['AZ', 'GA', 'MI', 'NV', 'PA', 'WI']);
    expect(view.states.find((r) => r.abbr === 'GA')!.flip).toBe('D to R');
    expect(electionYearView(year(1976), null, year(1980), input.states).states.every((r) => r.flip === '')).toBe(true);
    // 1972 is not in the data: the 1976 page says no flips are marked, not that no state flipped.
    expect(page('elections/1976.html')).toContain('No flips are marked: the previous election is not in our data');
    expect(page('elections/1976.html')).not.toMatch(/\d+ states? changed party/);
    expect(page('elections/2024.html')).toContain('6 states changed party since <a href="/elections/2020">2020</a>');
  });

  it('faithless electors are shown as the data give them (1976 Washington, 2016 Texas)', () => {
    expect(page('elections/1976.html')).toContain('9: 8 Ford, 1 Reagan (faithless)');
    const html2016 = page('elections/2016.html');
    expect(html2016).toContain('38: 36 Trump, 1 Kasich (faithless), 1 Paul (faithless)');
    expect(html2016).toContain('faithless elector (Christopher Suprun)');
  });

  it('the table is sorted by state name and links each state page and API record', () => {
    const html = page('elections/2024.html');
    const names = [...html.matchAll(/<tr><td><a href="\/states\/([A-Z]{2})">([^<]+)<\/a>/g)].map((m) => m[2]!);
    expect(names).toHaveLength(51);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const s of STATE_CODES) expect(html).toContain(`href="/api/elections/2024/${s}"`);
    expect(html).toContain('href="/api/elections/2024"');
    expect(html).toContain('href="/api/export?year=2024&amp;format=csv"');
    expect(html).toContain('href="/elections/2020" rel="prev"');
    expect(html).not.toContain('rel="next"');
  });

  it("the national figures are the API's", () => {
    const html = page('elections/2024.html');
    const n = year(2024).national;
    expect(html).toContain(`won <strong>${n.ev.by_candidate[n.winner]}</strong> of 538 electoral votes`);
    expect(html).toContain(`${n.popular_vote.total.toLocaleString('en-US')} votes`);
    for (const c of n.candidates.filter((c) => c.ev > 0)) expect(html).toContain(`<li>${c.name}: ${c.ev}</li>`);
  });

  it('the map stays small: under 50 KB for every year', () => {
    for (const y of PRESIDENTIAL_YEARS) {
      const view = electionYearView(year(y), null, null, input.states);
      expect(Buffer.byteLength(view.map)).toBeLessThan(50_000);
    }
  });

  it('a state the data lack is left out of the map rather than drawn with a guessed colour', () => {
    const svg = usMap({
      year: 2024,
      states: [{ abbr: 'GA', name: 'Georgia', winner: 'X', winner_party: 'republican', margin: -2.2 }],
      districts: [],
    });
    expect(marks(svg).map((m) => m.state)).toEqual(['GA']);
  });

  it('the pages run only the sort script, allowed by its hash; served as HTML', () => {
    for (const f of files)
      expect(f.content.replace(`<script>${TABLE_SORT_SCRIPT}</script>`, '')).not.toContain('<script');
    const rules = headerRules(sitePlans([]), new Map(), SCRIPT_HASHES);
    for (const path of ['/elections', '/elections/*']) {
      const values = Object.assign({}, ...rules.filter((r) => r.for === path).map((r) => r.values)) as Record<
        string,
        string
      >;
      expect(values['Content-Type'], path).toContain('text/html');
      expect(values['Content-Security-Policy'], path).toContain(`script-src ${TABLE_SORT_HASH}`);
      expect(values['Content-Security-Policy'], path).not.toContain('unsafe-inline');
    }
  });
});
