/**
 * Issue 21, the presidential results pages in Chromium against the local server: /elections/{year} and /elections
 * at 360 px dark and 1280 px light (and the other two pairs), no sideways page scroll (wide tables scroll inside
 * their own focusable region), no axe violation, the map drawn with its legend, the table sort working under the
 * page's CSP and the table complete in state order without script, the API links answering. Screenshots of 2024
 * and 1976 go to test-artifacts/screenshots/elections-{year}-{width}-{scheme}.png.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeWith, NEEDS_CHROMIUM } from '../helpers/needs.ts';
import { AXE_SOURCE, useBrowserSession } from '../helpers/browser-session.ts';
import { shot } from '../helpers/screenshots.ts';

const SHOTS = 'test-artifacts/screenshots';
const session = useBrowserSession(SHOTS);
const records = JSON.parse(readFileSync('data/president-states.json', 'utf8')) as {
  year: number;
  state: string;
  margin: number;
}[];

const open = (
  path: string,
  width: number,
  scheme: 'light' | 'dark',
  opts: { javaScriptEnabled?: boolean; bypassCSP?: boolean } = {},
) => session.open(path, { width, scheme, ...opts });

const firstColumn = (page: Page) => page.locator('#states-table tbody tr td:first-child').allTextContents();

describeWith(NEEDS_CHROMIUM, 'presidential results pages (issue 21)', () => {
  // axe audits each page once per colour scheme (the phone in dark, the desktop in light: its colour rules depend on
  // the scheme, its layout rules on the width); the layout checks run in all four views.
  const views = [
    [360, 'dark', true],
    [1280, 'light', true],
    [360, 'light', false],
    [1280, 'dark', false],
  ] as const;
  for (const path of ['/elections/2024', '/elections/1976', '/elections']) {
    for (const [width, scheme, audit] of views) {
      it(`${path} at ${width}px ${scheme}: no sideways page scroll, scroll regions focusable${audit ? ', no axe violation' : ''}`, async () => {
        // CSP bypassed so the axe bundle can be injected; the sort test below runs under the page's CSP.
        const page = await open(path, width, scheme, { bypassCSP: true });
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
        ).toBe(true);
        const unfocusable = await page.evaluate(() =>
          [...document.querySelectorAll('main *')]
            .filter(
              (e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1,
            )
            .filter((e) => (e as HTMLElement).tabIndex < 0)
            .map((e) => e.className),
        );
        expect(unfocusable).toEqual([]);
        expect(page.errors).toEqual([]);
        await shot(page, {
          path: `${SHOTS}/${path.slice(1).replace('/', '-')}-${width}-${scheme}.png`,
          fullPage: true,
        });
        if (!audit) return;
        await page.addScriptTag({ content: AXE_SOURCE });
        const violations = await page.evaluate(async () => {
          const r = await (
            window as unknown as {
              axe: { run: (o: object) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> };
            }
          ).axe.run({ resultTypes: ['violations'] });
          return r.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`);
        });
        expect(violations).toEqual([]);
      }, 120_000);
    }
  }

  it('/elections/2024: the map fills every state, its legend and title say what the colours mean', async () => {
    const page = await open('/elections/2024', 1280, 'light');
    const map = page.locator('svg.us-map');
    expect(await map.getAttribute('role')).toBe('img');
    expect(await page.locator('#map-title').textContent()).toContain('2024');
    expect(await page.locator('.map-legend li').allTextContents()).toContain('Republican win, 15 points or more');
    // A pattern fill resolves: the Texas shape is painted (its bounding box is the state's, not empty).
    const box = await page.locator('path[data-state="TX"]').boundingBox();
    expect(box!.width).toBeGreaterThan(100);
    const fill = await page
      .locator('#m-r3 rect')
      .first()
      .evaluate((e) => getComputedStyle(e).fill);
    expect(fill).not.toBe('none');
  });

  it('/elections/2024: the sort works under the CSP; without script the table is complete in state order', async () => {
    const page = await open('/elections/2024', 1280, 'light');
    const names = await firstColumn(page);
    expect(names).toHaveLength(51);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    await page.locator('#states-table th', { hasText: 'Margin' }).locator('button').click();
    expect(await page.locator('#states-table th[aria-sort="ascending"]').textContent()).toContain('Margin');
    const margins = records.filter((r) => r.year === 2024).sort((a, b) => a.margin - b.margin);
    const first = await page.locator('#states-table tbody tr:first-child td:first-child a').getAttribute('href');
    expect(first).toBe(`/states/${margins[0]!.state}`);
    await page.locator('#states-table th', { hasText: 'Margin' }).locator('button').click();
    expect(await page.locator('#states-table tbody tr:first-child td:first-child a').getAttribute('href')).toBe(
      `/states/${margins.at(-1)!.state}`,
    );
    expect(page.errors).toEqual([]);

    const plain = await open('/elections/2024', 360, 'light', { javaScriptEnabled: false });
    expect(await plain.locator('#states-table th button').count()).toBe(0);
    expect(await firstColumn(plain)).toEqual(names);
  });

  it('/elections/2024 and /elections: every API and export link answers 200 within the published contract', async () => {
    for (const path of ['/elections/2024', '/elections']) {
      const page = await open(path, 1280, 'light');
      const hrefs = [
        ...new Set(
          await page.locator('main a[href^="/api/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)),
        ),
      ];
      expect(hrefs.length).toBeGreaterThan(path === '/elections' ? 20 : 52);
      for (const href of hrefs) expect((await session.server.get(href)).status, href).toBe(200);
    }
    const pages = [
      '/elections',
      ...[1976, 1980, 1984, 1988, 1992, 1996, 2000, 2004, 2008, 2012, 2016, 2020, 2024].map((y) => `/elections/${y}`),
    ];
    for (const p of pages) expect((await session.server.get(p)).headers.get('content-type'), p).toContain('text/html');
    const sitemap = await (await session.server.get('/sitemap.xml')).text();
    for (const p of pages) expect(sitemap).toContain(`${p}</loc>`);
  });
});
