/**
 * Issue 19 items 4-5 in Chromium, on a test build with a labelled FIXTURE result (a made-up "Fixture Senate 2026"
 * race, its polls and its result exist only here, written to a temporary folder and served by a throwaway static
 * server; nothing of it reaches data/ or dist/). The race page and the widget lead with the result at 360 and
 * 1280 px, light and dark, and the widget's fixed snippet height fits its text from 300 to 480 px without scripts.
 * Screenshots go to test-artifacts/screenshots/issue19, or to ISSUE19_SHOTS when set.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWith, NEEDS_CHROMIUM } from '../helpers/needs.ts';
import type { Browser } from 'playwright-core';
import { renderPages } from '../../build/pages/render-pages.ts';
import type { Poll, Race2026 } from '../../build/schemas/polls.ts';
import type { Race } from '../../build/schemas/results.ts';
import { browserMissing, launchChromium } from '../helpers/chromium.ts';
import { shot } from '../helpers/screenshots.ts';

const SHOTS = process.env.ISSUE19_SHOTS ?? 'test-artifacts/screenshots/issue19';
const NB = '\u00a0';
const RACE: Race2026 = {
  id: 'zz-sen-2026',
  year: 2026,
  state: 'GA',
  state_name: 'Georgia',
  office: 'senate',
  special: false,
  seat_class: 2,
  title: 'Fixture Senate 2026',
  incumbent: { name: 'Fixture Incumbent', party: 'D', status: 'Incumbent renominated' },
  nominees: [],
  sources: ['fixture'],
  notes: [],
};
const POLL = (date: string, d: number, r: number): Poll => ({
  id: `zz-sen-2026-${date}`,
  raceId: RACE.id,
  date,
  startDate: null,
  pollster: 'Fixture Poll',
  grade: 'A',
  sampleSize: 800,
  population: 'lv',
  marginOfError: 3,
  partisan: null,
  sponsor: null,
  hypothetical: false,
  results: { jones: d, smith: r },
  candidates: [
    { slug: 'jones', name: 'Ann Jones', party: 'D' },
    { slug: 'smith', name: 'Bo Smith', party: 'R' },
  ],
  sourceUrl: null,
  sources: ['fixture'],
  notes: [],
});
/** FIXTURE result, in the results record layout. */
const RESULT = {
  id: 'senate-2026-ga-class2-general',
  office: 'senate',
  year: 2026,
  date: '2026-11-03',
  state: 'GA',
  district: null,
  seat_class: 2,
  special: false,
  stage: 'general',
  result: 'won',
  winner: 'Ann Jones',
  winner_party: 'democrat',
  winner_margin: 5,
  margin: 5,
  dem_pct: 52,
  rep_pct: 47,
  candidates: [
    { name: 'Ann Jones', party: 'democrat' },
    { name: 'Bo Smith', party: 'republican' },
  ],
  runoff_id: null,
  unopposed: false,
} as unknown as Race;

let dir = '';
let site: Server;
let url = '';
let browser: Browser;

beforeAll(async () => {
  if (browserMissing) return;
  mkdirSync(SHOTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), 'issue19-fixture-'));
  const files = renderPages({
    templatesDir: resolve('templates'),
    baseUrl: 'http://localhost:8888',
    site: 'FIXTURE build',
    attribution: 'FIXTURE',
    buildTime: '2026-11-26T06:00:00Z',
    polls: { races: [RACE], polls: [POLL('2026-09-20', 48, 45), POLL('2026-10-02', 49, 44)], ratings: [] },
    seatResults: [RESULT],
    pollsters: [],
    corrections: [],
    routes: [],
    openapi: {
      openapi: '3.1.0',
      info: { title: 't', version: '1', description: 'd' },
      paths: {},
      components: { schemas: {} },
    },
  });
  for (const f of files) {
    mkdirSync(dirname(join(dir, f.path)), { recursive: true });
    writeFileSync(join(dir, f.path), f.content);
  }
  site = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    for (const candidate of [path, `${path}.html`]) {
      try {
        const body = readFileSync(join(dir, candidate));
        res.writeHead(200, { 'Content-Type': candidate.endsWith('.css') ? 'text/css' : 'text/html; charset=utf-8' });
        return res.end(body);
      } catch {
        /* try the next */
      }
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  site?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describeWith(NEEDS_CHROMIUM, 'with a result in the data (FIXTURE test build)', () => {
  for (const width of [360, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${width}px ${scheme}: the race page and the widget lead with the result`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
        const page = await context.newPage();
        await page.goto(`${url}/races/zz-sen-2026`);
        const opening = (await page.locator('main h1 + p.muted + p').textContent())!;
        expect(opening).toContain('Result in our data: Ann Jones (D) won by 5.0 points over Bo Smith (R).');
        expect(opening).toContain(
          'was D+4.2; the result was D+5.0: it was 0.8 points more Republican than the result.',
        );
        await shot(page, { path: `${SHOTS}/fixture-result-race-${width}-${scheme}.png`, fullPage: true });
        const frameWidth = Math.min(480, width - 16);
        await page.setContent(
          `<!doctype html><body style="margin:8px"><iframe src="${url}/embed/race/zz-sen-2026" style="width:${frameWidth}px;height:400px;border:0"></iframe></body>`,
        );
        const widget = (await (await page.locator('iframe').elementHandle())!.contentFrame())!;
        await widget.waitForLoadState('load');
        expect((await widget.locator('h1 + p').textContent())!.trim()).toBe(
          'Result: Ann Jones (D) won by 5.0 points over Bo Smith (R)',
        );
        expect(await widget.locator('main').innerText()).toContain(`Election held Nov${NB}3,${NB}2026`);
        const height = await widget.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
        await page.locator('iframe').evaluate((f, h) => ((f as HTMLIFrameElement).style.height = `${h}px`), height);
        await shot(page.locator('iframe'), { path: `${SHOTS}/fixture-result-widget-${width}-${scheme}.png` });
        await context.close();
      }, 60_000);
    }
  }

  it("the snippet's fixed height fits the widget with its result line from 300 to 480 px without scripts", async () => {
    const racePage = readFileSync(join(dir, 'races/zz-sen-2026.html'), 'utf8');
    const fixed = Number(/height=&quot;(\d+)&quot;/.exec(racePage)![1]);
    const context = await browser.newContext({ viewport: { width: 300, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${url}/embed/race/zz-sen-2026`);
    const misfits: string[] = [];
    for (let width = 300; width <= 480; width += 12) {
      await page.setViewportSize({ width, height: 900 });
      const height = await page.evaluate(() => document.documentElement.getBoundingClientRect().height);
      if (height > fixed) misfits.push(`${width}px: ${height} > ${fixed}`);
    }
    expect(misfits).toEqual([]);
    await context.close();
  });
});
