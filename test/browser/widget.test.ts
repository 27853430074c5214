/**
 * The widget in Debian's Chromium (headless), as readers meet it: pasted with the race page's own snippet into a
 * page of another origin, at 320, 360, 390, 414 and 480 px, light and dark, for the races with the longest title
 * and names, one without polls and the generic ballot. Nothing is hidden by any box, the freshness line and the
 * footer show, the frame takes the height the widget posts (equal to its document's height), and the snippet's
 * fixed height fits without scripts at every width from 300 to 480 px for every race. Screenshots go to
 * test-artifacts/screenshots. The snippet variants, compact size, fluid width and AMP host: embeds.test.ts.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { TEST_BASE_URL } from '../global-setup.ts';
import { browserMissing, launchChromium } from '../helpers/chromium.ts';
import { describeWith, NEEDS_CHROMIUM } from '../helpers/needs.ts';
import { snippetsOf, startEmbedder, type Embedder } from '../helpers/embed.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';
import { shot } from '../helpers/screenshots.ts';

const SHOTS = 'test-artifacts/screenshots';
const WIDTHS = [320, 360, 390, 414, 480];
/** The first line under the average (data-wording.ts): the race's last poll in our data, or that our sources have none. */
const DATE = String.raw`[A-Z][a-z]{2}\u00a0\d{1,2},\u00a0\d{4}`;
const FRESHNESS = new RegExp(
  String.raw`^((Polls through|Last poll in our data:) ${DATE}|No polls of this race in our sources( \(they end ${DATE}\))?)$`,
);
let server: RunningServer;
let browser: Browser;
let embedder: Embedder;
let raceIds: string[] = [];
const snippets = new Map<string, Record<string, string>>();
let races: string[] = [];

beforeAll(async () => {
  if (browserMissing) return;
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
  embedder = await startEmbedder();
  const exported = await (await server.get('/api/export/polls?format=json')).json();
  raceIds = exported.meta.raceIds;
  // The longest title, the longest candidate name in any poll, a race without polls, the generic ballot.
  const polled = new Set<string>(exported.polls.map((p: { raceId: string }) => p.raceId));
  const longestName = [...exported.polls]
    .filter((p) => !p.hypothetical && p.raceId !== 'us-generic-ballot-2026')
    .sort(
      (a, b) =>
        Math.max(...b.candidates.map((c: { name: string }) => c.name.length)) -
        Math.max(...a.candidates.map((c: { name: string }) => c.name.length)),
    )[0].raceId;
  races = [
    ...new Set([
      'fl-sen-2026',
      longestName,
      raceIds.find((id) => !polled.has(id))!,
      'us-generic-ballot-2026',
      'ga-sen-2026',
    ]),
  ];
  for (const id of raceIds) snippets.set(id, await snippetsOf(server, id, TEST_BASE_URL));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  embedder?.close();
});

function watch(page: Page) {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  return { requests, errors };
}

/** Every element of the widget that does not fit the frame, or whose content overflows its own box. */
function hiddenParts(frame: Frame) {
  return frame.evaluate(() => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.left < -0.5 || r.right > vw + 0.5 || r.top < -0.5 || r.bottom > vh + 0.5)
        out.push(`${el.tagName}.${el.className} outside the frame`);
      const html = el as HTMLElement;
      if (html.scrollWidth > html.clientWidth + 1 && html.clientWidth > 0)
        out.push(`${el.tagName}.${el.className} overflows sideways`);
    }
    if (document.documentElement.scrollWidth > vw) out.push('page scrolls sideways');
    return out;
  });
}

describeWith(NEEDS_CHROMIUM, 'widget in its own snippet, on another origin', () => {
  for (const width of WIDTHS) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${width}px ${scheme}: fits, nothing hidden, freshness line and footer shown, frame sized to the posted height`, async () => {
        // One page loads each race in turn: a new context per race cost a renderer process for the article and
        // another for the widget's frame each time; nothing is kept between races (no cookie is ever set, checked).
        const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: scheme });
        const page = await context.newPage();
        const { requests, errors } = watch(page);
        for (const raceId of races) {
          requests.length = 0;
          errors.length = 0;
          await page.goto(`${embedder.url}/?html=${encodeURIComponent(snippets.get(raceId)!.auto!)}`);
          const frameEl = page.locator('iframe');
          const frame = (await frameEl.elementHandle())!;
          const widget = (await frame.contentFrame())!;
          await widget.waitForLoadState('load');
          await expect
            .poll(() => page.evaluate(() => (window as unknown as { posted: unknown[] }).posted.length))
            .toBeGreaterThan(0);
          const posted: number = await page.evaluate(
            () => (window as unknown as { posted: { height: number }[] }).posted.at(-1)!.height,
          );
          const documentHeight = await widget.evaluate(() =>
            Math.ceil(document.documentElement.getBoundingClientRect().height),
          );
          expect(posted, `${raceId} posted height`).toBe(documentHeight);
          await expect.poll(() => frameEl.evaluate((f) => (f as HTMLIFrameElement).clientHeight)).toBe(posted);
          expect(await hiddenParts(widget), raceId).toEqual([]);
          // What a reader sees, read in one round trip.
          const seen = await widget.evaluate(() => {
            const footer = document.querySelector('footer');
            return {
              lines: [...document.querySelectorAll('p.fresh')].map((p) => p.textContent ?? ''),
              footerShown:
                !!footer?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
                footer.getBoundingClientRect().height > 0,
              topLinks: document.querySelectorAll('footer a[target="_top"]').length,
              background: getComputedStyle(document.body).backgroundColor,
            };
          });
          expect(
            seen.lines.some((l) => FRESHNESS.test(l.trim())),
            `${raceId}: ${seen.lines.join(' | ')}`,
          ).toBe(true);
          expect(seen.footerShown, raceId).toBe(true);
          expect(seen.topLinks, raceId).toBe(2);
          expect(seen.background).toBe(scheme === 'dark' ? 'rgb(18, 20, 23)' : 'rgb(255, 255, 255)');
          expect(requests.filter((u) => !u.startsWith(server.url) && !u.startsWith(embedder.url))).toEqual([]);
          expect(errors).toEqual([]);
          await shot(frameEl, { path: `${SHOTS}/widget-${raceId}-${width}-${scheme}.png` });
        }
        expect(await context.cookies()).toEqual([]);
        await context.close();
      });
    }
  }

  it("?theme=light and ?theme=dark override the reader's setting; auto follows it", async () => {
    for (const [theme, scheme, expected] of [
      ['light', 'dark', 'rgb(255, 255, 255)'],
      ['dark', 'light', 'rgb(18, 20, 23)'],
      ['auto', 'dark', 'rgb(18, 20, 23)'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 700 }, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto(`${embedder.url}/?html=${encodeURIComponent(snippets.get('ga-sen-2026')![theme]!)}`);
      const widget = (await (await page.locator('iframe').elementHandle())!.contentFrame())!;
      await widget.waitForLoadState('load');
      expect(
        await widget.evaluate(() => getComputedStyle(document.body).backgroundColor),
        `${theme} in ${scheme}`,
      ).toBe(expected);
      await shot(page, { path: `${SHOTS}/widget-theme-${theme}-in-${scheme}.png` });
      await context.close();
    }
  });

  it("without scripts, the snippet's fixed height fits every race from 300 to 480 px", async () => {
    // Every race's widget in a frame of its own on one article page of another origin, all resized together: a
    // frame's width is its document's viewport (media queries included), so 16 resizes do the work of 72 x 16.
    const context = await browser.newContext({ viewport: { width: 600, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    const frames = raceIds
      .map((id) => `<iframe name="${id}" src="${server.url}/embed/race/${id}" width="300" height="900"></iframe>`)
      .join('');
    await page.goto(`${embedder.url}/?csp=strict&html=${encodeURIComponent(frames)}`, { waitUntil: 'load' });
    const misfits: string[] = [];
    for (let width = 300; width <= 480; width += 12) {
      await page.evaluate((w) => document.querySelectorAll('iframe').forEach((f) => (f.width = String(w))), width);
      for (const id of raceIds) {
        const fixed = Number(/height="(\d+)"/.exec(snippets.get(id)!.auto!)![1]);
        const frame = page.frame({ name: id })!;
        const height = await frame.evaluate(() => document.documentElement.getBoundingClientRect().height);
        if (height > fixed) misfits.push(`${id} at ${width}px: ${height} > ${fixed}`);
      }
    }
    expect(page.frames()).toHaveLength(raceIds.length + 1);
    expect(misfits).toEqual([]);
    await context.close();
  });

  it('an unknown race id answers a small widget-style 404 that another origin can frame', async () => {
    const res = await server.get('/embed/race/zz-sen-2026?theme=dark');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
    const page = await browser.newPage({ viewport: { width: 360, height: 500 } });
    const { errors } = watch(page);
    await page.goto(
      `${embedder.url}/?html=${encodeURIComponent(`<iframe src="${server.url}/embed/race/zz-sen-2026" title="missing" width="100%" height="160" style="border:0"></iframe>`)}`,
    );
    const widget = (await (await page.locator('iframe').elementHandle())!.contentFrame())!;
    await expect.poll(() => widget.locator('h1').textContent()).toBe('Race not found');
    expect(await hiddenParts(widget)).toEqual([]);
    // The browser logs the frame's 404 status itself; nothing else may fail.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await shot(page.locator('iframe'), { path: `${SHOTS}/widget-404-360.png` });
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
  });
});
