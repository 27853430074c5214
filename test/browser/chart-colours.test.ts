/**
 * Issue 22, item 5, in Chromium against the local server: the race chart marks election day and draws every poll
 * over the average lines (a single poll never hides under a line), Republicans red and Democrats blue with links
 * apart from both, at 360 and 1280 px in light and dark, no sideways scroll; no serious axe violation (dark, 1280 px).
 * Screenshots go to test-artifacts/screenshots/issue22.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeWith, NEEDS_CHROMIUM } from '../helpers/needs.ts';
import { AXE_SOURCE, useBrowserSession } from '../helpers/browser-session.ts';
import { shot } from '../helpers/screenshots.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'test-artifacts/screenshots/issue22';
const AXE = AXE_SOURCE;
const session = useBrowserSession(SHOTS);

const open = (path: string, width: number, scheme: 'light' | 'dark', bypassCSP = false) =>
  session.open(path, { width, scheme, bypassCSP });

const rgb = (s: string) => s.match(/\d+/g)!.slice(0, 3).map(Number) as [number, number, number];

describeWith(NEEDS_CHROMIUM, 'race chart and party colours (issue 22)', () => {
  for (const width of [360, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`ga-sen-2026 at ${width}px ${scheme}: election day marked, every poll on top, red and blue, links apart`, async () => {
        const electionDay = (await (await session.server.get('/api/races')).json()).races[0].election_date;
        expect(electionDay).toBe('2026-11-03');
        const page = await open('/races/ga-sen-2026', width, scheme);
        const chart = await page.evaluate(() => {
          const svg = document.querySelector('svg.chart')!;
          svg.scrollIntoView({ block: 'center' }); // elementFromPoint sees only the viewport
          const kids = [...svg.children];
          const lastLine = Math.max(...kids.map((e, i) => (e.matches('polyline') ? i : -1)));
          const dots = kids.filter((e) => e.classList.contains('dot'));
          // The topmost element at the centre of every mark: the mark itself, never a line.
          const hidden = dots.filter((d) => {
            const r = d.getBoundingClientRect();
            const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
            return !top?.classList.contains('dot');
          }).length;
          const eday = svg.querySelector('line.eday');
          const fill = (sel: string) => getComputedStyle(svg.querySelector(sel)!).fill;
          return {
            dotsAfterLines: dots.every((d) => kids.indexOf(d) > lastLine),
            dots: dots.length,
            hidden,
            eday: eday ? Number(eday.getAttribute('x1')) : null,
            axisEnd: Number(svg.querySelector('line.axis')!.getAttribute('x2')),
            label: svg.querySelector('text.eday-label')?.textContent,
            aria: svg.getAttribute('aria-label'),
            dem: fill('.dot.d'),
            rep: fill('.dot.r'),
            link: getComputedStyle(document.querySelector('main a')!).color,
          };
        });
        const polls = (
          await (await session.server.get('/api/export/polls?format=json&race=ga-sen-2026')).json()
        ).polls.filter((p: { hypothetical: boolean }) => !p.hypothetical);
        const marks = polls.reduce(
          (n: number, p: { results: Record<string, number> }) => n + Object.keys(p.results).length,
          0,
        );
        expect(chart.dots).toBe(marks);
        expect(chart.dotsAfterLines).toBe(true);
        expect(chart.hidden).toBe(0);
        // The polls end before election day: the axis runs to it and the rule sits at its end.
        expect(chart.eday).toBe(chart.axisEnd);
        expect(chart.label).toBe('Election day');
        expect(chart.aria?.replace(/\u00a0/g, ' ')).toContain('election day (Nov 3, 2026) marked');
        const [dr, , db] = rgb(chart.dem);
        const [rr, , rb] = rgb(chart.rep);
        expect(db).toBeGreaterThan(dr); // blue
        expect(rr).toBeGreaterThan(rb * 2); // red
        const [lr, lg, lb] = rgb(chart.link);
        expect(lg, `link ${chart.link} is teal, apart from the party blue ${chart.dem}`).toBeGreaterThan(lr);
        expect(Math.abs(lg - lb)).toBeLessThan(60);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
        ).toBe(true);
        await shot(page, { path: `${SHOTS}/race-ga-sen-2026-${width}-${scheme}.png`, fullPage: false });
        await shot(page.locator('figure.chart-box'), { path: `${SHOTS}/chart-ga-sen-2026-${width}-${scheme}.png` });
      });
    }
  }

  // In dark at the desktop width; pages.test.ts audits the same pages in light at 390 px (once per colour scheme).
  for (const scheme of ['dark'] as const) {
    it.each(['/races/ga-sen-2026', '/races/us-generic-ballot-2026', '/embed/race/ga-sen-2026'])(
      `%s (${scheme}, 1280 px): no serious axe violation`,
      async (path) => {
        const page = await open(path, 1280, scheme, true);
        await page.addScriptTag({ content: AXE });
        const result = await page.evaluate(async () => {
          const r = await (
            window as unknown as {
              axe: { run: (o: object) => Promise<{ violations: { id: string; impact: string }[] }> };
            }
          ).axe.run({ resultTypes: ['violations'] });
          return r.violations.map((v) => ({ id: v.id, impact: v.impact }));
        });
        expect(result.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      },
    );
  }
});
