/**
 * Issue 22, item 4, in Chromium against the local server: /methodology opens with a table of contents and the
 * known limits, and links to /corrections instead of carrying the table; /corrections is an index of one page per
 * office (one page of all 1,261 was 716 KB and scored 42 on a phone) that together list every correction, each
 * record linked to an API URL that answers, by year in collapsed sections, with a filter that works under the
 * pages' CSP (and plain sections without script); at 360, 390 and 1280 px, light and dark, with no sideways scroll,
 * and no serious axe violation (at 360 px in light, 1280 px in dark).
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeWith, NEEDS_CHROMIUM } from '../helpers/needs.ts';
import { AXE_SOURCE, useBrowserSession } from '../helpers/browser-session.ts';
import { officeYearOf } from '../../build/pages/corrections-groups.ts';
import { recordApiUrl } from '../../build/pages/corrections-view.ts';
import { shot } from '../helpers/screenshots.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'test-artifacts/screenshots/issue22';
const AXE = AXE_SOURCE;
const corrections = JSON.parse(readFileSync('data/corrections.json', 'utf8')) as {
  record: string;
  field: string;
  source: string;
  reason: string;
}[];
const OFFICES = ['president', 'senate', 'house', 'governor', 'polls'];
const session = useBrowserSession(SHOTS);

const open = (
  path: string,
  width: number,
  scheme: 'light' | 'dark',
  opts: { bypassCSP?: boolean; javaScriptEnabled?: boolean } = {},
) => session.open(path, { width, scheme, ...opts });

describeWith(NEEDS_CHROMIUM, '/methodology and /corrections (issue 22)', () => {
  it('/methodology: contents first, then the known limits; no corrections table; under 100 KB', async () => {
    const page = await open('/methodology', 1280, 'light');
    const order = await page.evaluate(() => [...document.querySelectorAll('main h2')].slice(0, 2).map((h) => h.id));
    expect(order).toEqual(['contents', 'limits-summary']);
    expect(await page.locator('nav.toc a[href^="#"]').count()).toBeGreaterThanOrEqual(8);
    expect(await page.locator('main table tbody tr').evaluateAll((rows) => rows.length)).toBeLessThan(
      corrections.length,
    );
    expect(await page.locator('a[href="/corrections"]').count()).toBeGreaterThan(0);
    const bytes = (await (await session.server.get('/methodology')).text()).length;
    expect(bytes).toBeLessThan(100_000);
  });

  it('/corrections: an index of the office pages, each year linked, counts adding up to every correction', async () => {
    const page = await open('/corrections', 1280, 'light');
    const offices = await page
      .locator('.corr-offices > li > a:first-child')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(offices).toEqual(OFFICES.map((o) => `/corrections/${o}`));
    const years = await page
      .locator('.corr-offices a[href*="#y"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const expected = new Set(
      corrections.map((c) => {
        const { office, year } = officeYearOf(c.record);
        return `/corrections/${office}#y${year}`;
      }),
    );
    expect(new Set(years)).toEqual(expected);
    const bytes = (await (await session.server.get('/corrections')).text()).length;
    expect(bytes).toBeLessThan(20_000);
    expect(await (await session.server.get('/sitemap.xml')).text()).toContain('/corrections/house</loc>');
  });

  it('/corrections: the search looks through every office page (fetched from this site) under the CSP', async () => {
    const page = await open('/corrections', 390, 'light');
    await page.fill('#filter-input', 'grijalva');
    await page.locator('#results .c').first().waitFor();
    const items = await page
      .locator('#results .c')
      .evaluateAll((lis) =>
        lis.map((li) => ({ n: Number((li as HTMLElement).dataset.n), text: li.textContent!.toLowerCase() })),
      );
    expect(items.every((i) => i.text.includes('grijalva'))).toBe(true);
    const k = items.reduce((s, i) => s + i.n, 0);
    expect(k).toBeGreaterThanOrEqual(
      corrections.filter((c) => `${c.field} ${c.source}`.toLowerCase().includes('grijalva')).length,
    );
    expect(await page.locator('#filter-count').textContent()).toBe(`${k} of ${corrections.length} corrections match`);
    expect(await page.locator('#results .c a').first().getAttribute('href')).toMatch(/^\/api\/house\//);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    expect(page.errors).toEqual([]);
    await shot(page, { path: `${SHOTS}/corrections-search-390-light.png` });
    await page.fill('#filter-input', '');
    expect(await page.locator('#results .c').count()).toBe(0);
  });

  it('every correction in data/corrections.json is on its office page, its record linked to the API URL that answers', async () => {
    const links = new Set<string>();
    let shown = 0;
    for (const office of OFFICES) {
      const page = await open(`/corrections/${office}`, 1280, 'light');
      const items = await page.locator('#corrections .c').evaluateAll((lis) =>
        lis.map((li) => ({
          record: li.firstElementChild!.textContent,
          href: li.firstElementChild!.getAttribute('href'),
          n: Number((li as HTMLElement).dataset.n),
          text: li.textContent!,
        })),
      );
      const mine = corrections.filter((c) => officeYearOf(c.record).office === office);
      for (const c of mine) {
        const item = items.find(
          (i) =>
            i.record === c.record && i.text.includes(c.field) && i.text.includes(c.source) && i.text.includes(c.reason),
        );
        expect(item, `${c.record} ${c.field}`).toBeDefined();
        expect(item!.href, c.record).toBe(recordApiUrl(c.record));
        if (item!.href) links.add(item!.href);
      }
      expect(items.reduce((n, i) => n + i.n, 0)).toBe(mine.length);
      shown += mine.length;
    }
    expect(shown).toBe(corrections.length);
    expect(links.size).toBeGreaterThan(100);
    for (const url of links) expect((await session.server.get(url)).status, url).toBe(200);
  }, 180_000);

  it('/corrections/president: the filter keeps the records with every typed word and opens their years; no CSP error', async () => {
    const page = await open('/corrections/president', 1280, 'light');
    const record = corrections.find((c) => c.record.startsWith('president-'))!.record; // e.g. president-1976-nh
    const [office, year, state] = record.split('-');
    const total = corrections.filter((c) => officeYearOf(c.record).office === 'president').length;
    await page.fill('#filter-input', `${state} ${office}-${year}`);
    const shown = page.locator('#corrections .c:not([hidden])');
    const texts = await shown.allTextContents();
    expect(texts.length).toBeGreaterThanOrEqual(1);
    expect(texts.every((t) => t.toLowerCase().includes(`${office}-${year}`) && t.toLowerCase().includes(state!))).toBe(
      true,
    );
    expect(await shown.first().isVisible()).toBe(true);
    const count = (await shown.evaluateAll((lis) => lis.map((li) => Number((li as HTMLElement).dataset.n)))).reduce(
      (a, b) => a + b,
      0,
    );
    expect(count).toBeGreaterThanOrEqual(corrections.filter((c) => c.record === record).length);
    expect(await page.locator('#filter-count').textContent()).toBe(`${count} of ${total} corrections shown`);
    expect(await page.locator('#corrections details:not([hidden])').count()).toBe(1);
    expect(page.errors).toEqual([]);
    await shot(page, { path: `${SHOTS}/corrections-filtered-1280-light.png` });
    await page.fill('#filter-input', '');
    expect(await page.locator('#corrections details[open]').count()).toBe(0);
    expect(await page.locator('#corrections .c[hidden]').count()).toBe(0);
  });

  it('/corrections/president#y2016 opens that year; without script the years are there, no filter box shown', async () => {
    const page = await open('/corrections/president#y2016', 390, 'light');
    expect(await page.locator('#y2016 .c').first().isVisible()).toBe(true);
    const plain = await open('/corrections/house', 360, 'light', { javaScriptEnabled: false });
    expect(await plain.locator('#filter').isVisible()).toBe(false);
    expect(
      await plain
        .locator('#corrections .c')
        .evaluateAll((lis) => lis.reduce((n, li) => n + Number((li as HTMLElement).dataset.n), 0)),
    ).toBe(corrections.filter((c) => officeYearOf(c.record).office === 'house').length);
  });

  // Each page and scheme is loaded once and resized: 360 and 390 px (phones) and 1280 px are measured. axe audits
  // each page once per colour scheme, the narrowest phone in light and the desktop in dark (colour rules depend on
  // the scheme, layout rules on the width; auditing every width and scheme took four times as long).
  for (const path of ['/methodology', '/corrections', '/corrections/house', '/corrections/president']) {
    for (const scheme of ['light', 'dark'] as const) {
      const audited = scheme === 'light' ? 360 : 1280;
      it(`${path} ${scheme} at 360, 390 and 1280 px: no sideways scroll; no serious axe violation at ${audited}`, async () => {
        const page = await open(path, 360, scheme, { bypassCSP: true });
        // The years are measured and audited open (the filter opens them).
        await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
        await page.addScriptTag({ content: AXE });
        for (const width of [360, 390, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
            `${width}px`,
          ).toBe(true);
          await shot(page, { path: `${SHOTS}/${path.slice(1)}-${width}-${scheme}.png` });
          if (width !== audited) continue;
          const result = await page.evaluate(async () => {
            const r = await (
              window as unknown as {
                axe: { run: (o: object) => Promise<{ violations: { id: string; impact: string }[] }> };
              }
            ).axe.run({ resultTypes: ['violations'] });
            return r.violations.map((v) => ({ id: v.id, impact: v.impact }));
          });
          expect(
            result.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
            `${width}px`,
          ).toEqual([]);
        }
      }, 120_000);
    }
  }
});
