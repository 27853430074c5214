/**
 * The state and office-year results pages (issue 21) in Chromium against the local server, at 360 px dark and
 * 1280 px light: no sideways scroll of the page (wide tables scroll in their own focusable region), an axe-core
 * audit with no violation, every local link answering, and the margin chart readable (text at least 11 px at 360
 * px). Screenshots of Georgia's state page and of House contests with runoffs and rounds go to
 * test-artifacts/screenshots.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeWith, NEEDS_CHROMIUM } from '../helpers/needs.ts';
import { AXE_SOURCE, useBrowserSession } from '../helpers/browser-session.ts';
import { shot } from '../helpers/screenshots.ts';

const SHOTS = 'test-artifacts/screenshots';
const session = useBrowserSession(SHOTS);
// Georgia; the index pages; a Senate year with the Georgia runoffs; an odd-year special; House 2022 Georgia (no
// runoff in our 2022 House data), Alaska (ranked-choice rounds and a special) and Texas 1996 (specials and runoffs).
const PAGES = [
  '/states/GA',
  '/states',
  '/states/DC',
  '/senate/2020',
  '/senate/1983',
  '/governor/1990',
  '/house/2022',
  '/house/2022/GA',
  '/house/2022/AK',
  '/house/1996/TX',
];
const VIEWS = [
  { width: 360, scheme: 'dark' },
  { width: 1280, scheme: 'light' },
] as const;

const shotName = (path: string) => path.slice(1).replace(/\//g, '-');

const open = (path: string, width: number, scheme: 'light' | 'dark', bypassCSP = false) =>
  session.open(path, { width, scheme, bypassCSP });

/** The page's own sideways overflow, and any element wider than its box outside a scroll region. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
      out.push(`page ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.body.querySelectorAll('*')) {
      const e = el as HTMLElement;
      // Inside an SVG, Chromium's scroll sizes of text are not layout: the drawing itself is measured.
      if (e.closest('.table-wrap') || (e.closest('svg') && e.tagName !== 'svg') || e.clientWidth <= 1) continue;
      if (e.scrollWidth > e.clientWidth + 1)
        out.push(
          `${e.tagName}.${e.className}: ${e.scrollWidth}/${e.clientWidth} "${(e.textContent ?? '').slice(0, 40)}"`,
        );
    }
    return out;
  });

describeWith(NEEDS_CHROMIUM, 'results pages: states and office years (issue 21)', () => {
  for (const { width, scheme } of VIEWS) {
    it.each(PAGES)(`%s at ${width} px ${scheme}: no sideways scroll, no axe violation`, async (path) => {
      const page = await open(path, width, scheme, true);
      await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
      expect(await sideways(page)).toEqual([]);
      await page.addScriptTag({ content: AXE_SOURCE });
      const violations = await page.evaluate(async () => {
        const r = await (
          window as unknown as {
            axe: {
              run: (
                o: object,
              ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
            };
          }
        ).axe.run({ resultTypes: ['violations'] });
        return r.violations.map(
          (v) => `${v.id} (${v.impact}): ${v.nodes.length} nodes, first ${v.nodes[0]?.target.join(' ')}`,
        );
      });
      expect(violations).toEqual([]);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await shot(page, { path: `${SHOTS}/${shotName(path)}-${width}-${scheme}.png`, fullPage: height < 8000 });
    });
  }

  it('/states/GA: the margin chart text is at least 11 px at 360 px, one bar or n/a per presidential year', async () => {
    const page = await open('/states/GA', 360, 'dark');
    const chart = await page.evaluate(() => {
      const svg = document.querySelector('svg.margins') as SVGSVGElement;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      return {
        min: Math.min(
          ...[...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale),
        ),
        bars: svg.querySelectorAll('rect.bar').length,
        label: svg.getAttribute('aria-label'),
      };
    });
    const history = await (await session.server.get('/api/states/GA/history')).json();
    expect(chart.min).toBeGreaterThanOrEqual(11);
    expect(chart.bars).toBe(history.elections.length);
    expect(chart.label).toContain('Georgia');
  });

  it('/states/GA and /house/2022/GA: every local link answers (pages and API records)', async () => {
    for (const path of ['/states/GA', '/house/2022/GA', '/senate/2020']) {
      const page = await open(path, 1280, 'light');
      const hrefs = await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      // Other helpers' pages (/elections/{year}) may not be merged yet: they are checked where they exist.
      const mine = [...new Set(hrefs.map((h) => h.split('#')[0]!))].filter((h) => !h.startsWith('/elections/'));
      // State-filtered exports are a rate-limited function (30 a minute): the first link of each office is asked.
      const exports = new Map(
        mine
          .filter((h) => h.startsWith('/api/export'))
          .map((h) => [new URLSearchParams(h.split('?')[1]).get('office') ?? 'president', h]),
      );
      const asked = [...mine.filter((h) => !h.startsWith('/api/export')), ...exports.values()];
      for (const href of asked) expect((await session.server.get(href)).status, `${path} -> ${href}`).toBe(200);
    }
  });
});
