/**
 * The widget and pages in a real browser (Debian's Chromium, headless) against the local server: screenshots at
 * 360 and 480 px in light and dark, no horizontal overflow, the footer visible, no cookie, no request leaving the
 * local origin, framing from another origin, and pages without console errors and with working links.
 */
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { widgetHeight } from '../../build/pages/race-view.ts';
import { browserMissing, launchChromium } from '../helpers/chromium.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const SHOTS = 'test-artifacts/screenshots';
let server: RunningServer;
let browser: Browser;
let other: Server;
let otherUrl: string;
let raceIds: string[] = [];

beforeAll(async () => {
  if (browserMissing) return;
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
  const exported = await (await server.get('/api/export/polls?format=json')).json();
  raceIds = exported.meta.raceIds;
  // Another local origin that embeds the widget with the default snippet.
  const snippet = await snippetFor('ga-sen-2026');
  other = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><body><h1>Embedding page</h1>${snippet}</body></html>`);
  });
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  other?.close();
});

/** The default embed snippet as the race page shows it, pointed at the test server. */
async function snippetFor(raceId: string): Promise<string> {
  const html = await (await server.get(`/races/${raceId}`)).text();
  const encoded = html.match(/<textarea[^>]*>([\s\S]*?)<\/textarea>/)![1]!;
  const decoded = encoded.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  return decoded.replace(/https?:\/\/[^/"]+\/embed/, `${server.url}/embed`);
}

async function watch(page: Page) {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  return { requests, errors };
}

describe.skipIf(browserMissing)('widget in Chromium', () => {
  for (const width of [360, 480]) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`renders at ${width}px ${scheme}: no overflow, footer visible, no cookie, nothing from other origins`, async () => {
        for (const raceId of ['ga-sen-2026', 'wy-sen-2026']) {
          const context = await browser.newContext({ viewport: { width, height: widgetHeight(2) }, colorScheme: scheme });
          const page = await context.newPage();
          const { requests, errors } = await watch(page);
          const res = await page.goto(`${server.url}/embed/race/${raceId}`);
          expect(res!.status()).toBe(200);
          await page.screenshot({ path: `${SHOTS}/widget-${raceId}-${width}-${scheme}.png` });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          const footer = await page.locator('footer').boundingBox();
          expect(footer).not.toBeNull();
          expect(footer!.y + footer!.height).toBeLessThanOrEqual(widgetHeight(2) + 0.5);
          expect(await page.locator('footer a[target="_top"]').count()).toBe(2);
          expect(await context.cookies()).toEqual([]);
          expect(requests.every((u) => u.startsWith(server.url))).toBe(true);
          expect(errors).toEqual([]);
          const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
          expect(background).toBe(scheme === 'dark' ? 'rgb(18, 20, 23)' : 'rgb(255, 255, 255)');
          await context.close();
        }
      });
    }
  }

  it('renders inside an iframe on another local origin', async () => {
    const page = await browser.newPage();
    const { errors } = await watch(page);
    await page.goto(otherUrl);
    const frame = page.frameLocator('iframe');
    await expect.poll(() => frame.locator('h1').textContent()).toBe('Georgia Senate 2026');
    expect(await frame.locator('footer').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('has a widget for every race id in the poll export, under 15 KB with its stylesheet', async () => {
    const css = (await (await server.get('/assets/site.css')).text()).length;
    expect(raceIds.length).toBe(72);
    for (const id of raceIds) {
      const res = await server.get(`/embed/race/${id}`);
      expect(res.status, id).toBe(200);
      expect((await res.text()).length + css, id).toBeLessThan(15 * 1024);
    }
    expect((await server.get('/embed/race/zz-sen-2026')).status).toBe(404);
  });

  it.each(['/races/ga-sen-2026', '/races/wy-gov-2026', '/docs', '/methodology', '/', '/races'])('%s renders without console errors and its local links resolve', async (path) => {
    const page = await browser.newPage();
    const { errors } = await watch(page);
    const res = await page.goto(`${server.url}${path}`);
    expect(res!.status()).toBe(200);
    const links = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(errors).toEqual([]);
    const local = [...new Set(links.filter((l) => l.startsWith(server.url)).map((l) => l.split('#')[0]!))];
    expect(local.length).toBeGreaterThan(2);
    for (const link of local) {
      const r = await fetch(link, { redirect: 'manual' });
      expect(r.status, link).toBe(200);
    }
    await page.close();
  });
});
