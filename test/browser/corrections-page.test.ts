/**
 * Issue 22, item 4, in Chromium against the local server: /methodology opens with a table of contents and the
 * known limits, and links to /corrections instead of carrying the table; /corrections lists every correction, each
 * record linked to an API URL that answers, with a filter that works under the page's CSP (and a plain table
 * without script); both at 360 and 1280 px, light and dark, with no sideways scroll and no serious axe violation.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeWith, NEEDS_CHROMIUM } from '../helpers/needs.ts';
import { AXE_SOURCE, useBrowserSession } from '../helpers/browser-session.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'test-artifacts/screenshots/issue22';
const AXE = AXE_SOURCE;
const corrections = JSON.parse(readFileSync('data/corrections.json', 'utf8')) as { record: string }[];
const session = useBrowserSession(SHOTS);

async function open(path: string, width: number, scheme: 'light' | 'dark', opts: { bypassCSP?: boolean; javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await session.browser.newContext({ viewport: { width, height: 800 }, colorScheme: scheme, ...opts });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  (page as Page & { errors: string[] }).errors = errors;
  await page.goto(`${session.server.url}${path}`);
  return page;
}

describeWith(NEEDS_CHROMIUM, '/methodology and /corrections (issue 22)', () => {
  it('/methodology: contents first, then the known limits; no corrections table; under 100 KB', async () => {
    const page = await open('/methodology', 1280, 'light');
    const order = await page.evaluate(() => [...document.querySelectorAll('main h2')].slice(0, 2).map((h) => h.id));
    expect(order).toEqual(['contents', 'limits-summary']);
    expect(await page.locator('nav.toc a[href^="#"]').count()).toBeGreaterThanOrEqual(8);
    expect(await page.locator('main table tbody tr').evaluateAll((rows) => rows.length)).toBeLessThan(corrections.length);
    expect(await page.locator('a[href="/corrections"]').count()).toBeGreaterThan(0);
    const bytes = (await (await session.server.get('/methodology')).text()).length;
    expect(bytes).toBeLessThan(100_000);
    await page.context().close();
  });

  it('/corrections: every correction, record links that answer 200, in the sitemap', async () => {
    const page = await open('/corrections', 1280, 'light');
    expect(await page.locator('#corrections-table tbody tr').count()).toBe(corrections.length);
    const urls = [...new Set(await page.locator('#corrections-table tbody a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))];
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) expect((await session.server.get(url)).status, url).toBe(200);
    expect(await (await session.server.get('/sitemap.xml')).text()).toContain('/corrections</loc>');
    await page.context().close();
  });

  it('/corrections: the filter keeps the rows with every typed word; no CSP error', async () => {
    const page = await open('/corrections', 1280, 'light');
    const record = corrections.find((c) => c.record.startsWith('president-'))!.record; // e.g. president-1976-nh
    const [office, year, state] = record.split('-');
    await page.fill('#filter-input', `${state} ${office}-${year}`);
    const shown = await page.locator('#corrections-table tbody tr:not([hidden])').allTextContents();
    expect(shown.length).toBeGreaterThanOrEqual(corrections.filter((c) => c.record === record).length);
    expect(shown.length).toBeLessThan(corrections.length);
    expect(shown.every((t) => t.toLowerCase().includes(`${office}-${year}`) && t.toLowerCase().includes(state!))).toBe(true);
    expect(await page.locator('#filter-count').textContent()).toBe(`${shown.length} of ${corrections.length} corrections shown`);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/corrections-filtered-1280-light.png` });
    await page.context().close();
  });

  it('/corrections without script: a plain table, no filter box shown', async () => {
    const page = await open('/corrections', 360, 'light', { javaScriptEnabled: false });
    expect(await page.locator('#filter').isVisible()).toBe(false);
    expect(await page.locator('#corrections-table tbody tr').count()).toBe(corrections.length);
    await page.context().close();
  });

  for (const path of ['/methodology', '/corrections']) {
    for (const width of [360, 1280]) {
      for (const scheme of ['light', 'dark'] as const) {
        it(`${path} at ${width}px ${scheme}: no sideways scroll, no serious axe violation`, async () => {
          const page = await open(path, width, scheme, { bypassCSP: true });
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
          await page.screenshot({ path: `${SHOTS}/${path.slice(1)}-${width}-${scheme}.png` });
          await page.addScriptTag({ content: AXE });
          const result = await page.evaluate(async () => {
            const r = await (window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; impact: string }[] }> } }).axe.run({ resultTypes: ['violations'] });
            return r.violations.map((v) => ({ id: v.id, impact: v.impact }));
          });
          expect(result.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
          await page.context().close();
        }, 120_000);
      }
    }
  }
});
