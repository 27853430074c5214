/**
 * The embeds of issue 22 in Debian's Chromium, each pasted as the race page builds it into a page of another origin:
 * the default snippet fills a 700 px column; compact fits a 300x250 slot for every race without scrolling; the
 * iframe-only snippet works on a host whose CSP allows no script, with no CSP error there (the script+iframe one,
 * as a control, is refused); an AMP-like host resizes its frame by the embed-size message; light by default, dark
 * and auto on request; the race page's builder rewrites and copies the snippet; capitals redirect; axe finds no
 * serious violation. Screenshots: test-artifacts/screenshots/embed-*.png.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { TEST_BASE_URL } from '../global-setup.ts';
import { AXE_SOURCE, useBrowserSession } from '../helpers/browser-session.ts';
import { browserMissing } from '../helpers/chromium.ts';
import { builderOf, startEmbedder, type Embedder } from '../helpers/embed.ts';
import { describeWith, NEEDS_CHROMIUM } from '../helpers/needs.ts';
import { DEFAULT_CHOICES, embedSnippet, type SnippetOptions } from '../../build/pages/embed-snippet.ts';
import { shot } from '../helpers/screenshots.ts';

const SHOTS = 'test-artifacts/screenshots';
const WHITE = 'rgb(255, 255, 255)';
const DARK = 'rgb(18, 20, 23)';
const session = useBrowserSession(SHOTS);
let embedder: Embedder;
let raceIds: string[] = [];
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  if (browserMissing) return;
  embedder = await startEmbedder();
  raceIds = (await (await session.server.get('/api/export/polls?format=json')).json()).meta.raceIds;
}, 60_000);
afterAll(async () => {
  for (const c of contexts) await c.close();
  embedder?.close();
});

/** The snippet the race page builds for these choices, pointed at the test server. */
async function snippetFor(raceId: string, choices: Partial<SnippetOptions> = {}): Promise<string> {
  const { data } = await builderOf(session.server, raceId, TEST_BASE_URL);
  return embedSnippet({ ...data, ...DEFAULT_CHOICES, ...choices });
}

/** A page of the embedder's origin with the given HTML pasted in; console errors of the page and its frames kept. */
async function host(html: string, options: { width?: number; scheme?: 'light' | 'dark'; strict?: boolean } = {}) {
  const url = `${embedder.url}/?${options.strict ? 'csp=strict&' : ''}html=${encodeURIComponent(html)}`;
  const page = await session.open(url, { width: options.width ?? 800, height: 900, scheme: options.scheme ?? 'light' });
  const frame = (await (await page.locator('iframe').first().elementHandle())!.contentFrame())!;
  await frame.waitForLoadState('load');
  return { page, frame, errors: page.errors };
}

/** Parts of the widget outside its frame or overflowing their box, and whether the document scrolls either way. */
const overflow = (frame: Frame) =>
  frame.evaluate(() => {
    const out: string[] = [];
    const d = document.documentElement;
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.left < -0.5 || r.right > d.clientWidth + 0.5 || r.bottom > window.innerHeight + 0.5)
        out.push(`${el.tagName}.${el.className} outside`);
      if ((el as HTMLElement).scrollWidth > (el as HTMLElement).clientWidth + 1 && (el as HTMLElement).clientWidth > 0)
        out.push(`${el.tagName}.${el.className} overflows`);
    }
    if (d.scrollHeight > window.innerHeight || d.scrollWidth > d.clientWidth)
      out.push(`scrolls: ${d.scrollWidth}x${d.scrollHeight} in ${d.clientWidth}x${window.innerHeight}`);
    return out;
  });

const background = (frame: Frame) => frame.evaluate(() => getComputedStyle(document.body).backgroundColor);

describeWith(NEEDS_CHROMIUM, 'embeds on other origins (issue 22)', () => {
  it('the default snippet fills a 700 px column (no 480 px stop), its bars too, sized to the posted height', async () => {
    const snippet = await snippetFor('ga-sen-2026');
    const { page, frame, errors } = await host(`<div id="column" style="width:700px;margin:0 auto">${snippet}</div>`);
    const frameBox = (await page.locator('iframe').boundingBox())!;
    const column = (await page.locator('#column').boundingBox())!;
    expect(frameBox.width).toBe(700);
    expect(frameBox.x).toBe(column.x);
    expect(await frame.evaluate(() => document.documentElement.clientWidth)).toBe(700);
    expect(
      await frame.evaluate(() => document.querySelector('.bars')!.getBoundingClientRect().width),
    ).toBeGreaterThanOrEqual(700 - 2 * 12);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { posted: unknown[] }).posted.length))
      .toBeGreaterThan(1);
    const height = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    await expect.poll(() => page.locator('iframe').evaluate((f) => (f as HTMLIFrameElement).clientHeight)).toBe(height);
    expect(await overflow(frame)).toEqual([]);
    expect(errors).toEqual([]);
    await shot(page.locator('#column'), { path: `${SHOTS}/embed-700-column.png` });
  });

  it("at 360, 390 and 1280 px, light and dark (theme=auto): fills the page's width, nothing hidden, the reader's palette", async () => {
    for (const width of [360, 390, 1280]) {
      for (const scheme of ['light', 'dark'] as const) {
        const { page, frame, errors } = await host(await snippetFor('ga-sen-2026', { theme: 'auto' }), {
          width,
          scheme,
        });
        expect((await page.locator('iframe').boundingBox())!.width, `${width} ${scheme}`).toBe(width - 16);
        await expect
          .poll(() => frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight))
          .toBe(true);
        expect(await overflow(frame), `${width} ${scheme}`).toEqual([]);
        expect(await background(frame)).toBe(scheme === 'dark' ? DARK : WHITE);
        expect(errors).toEqual([]);
        if (width === 1280) await shot(page.locator('iframe'), { path: `${SHOTS}/embed-1280-${scheme}.png` });
      }
    }
  });

  it('a chosen maximum caps the frame, centred on request', async () => {
    const { page } = await host(
      `<div id="column" style="width:700px">${await snippetFor('ga-sen-2026', { width: '480', align: 'center' })}</div>`,
    );
    const frameBox = (await page.locator('iframe').boundingBox())!;
    const column = (await page.locator('#column').boundingBox())!;
    expect(frameBox.width).toBe(480);
    expect(frameBox.x - column.x).toBe(110);
  });

  it('compact fits a 300x250 slot for every race: no scrolling, nothing hidden; leader, margin, average, as-of and link shown', async () => {
    const context = await session.browser.newContext({ viewport: { width: 300, height: 250 } });
    contexts.push(context);
    const page = await context.newPage();
    const misfits: string[] = [];
    let tallest = { id: '', height: 0 };
    for (const id of raceIds) {
      await page.goto(`${session.server.url}/embed/race/${id}?size=compact`);
      const height = await page.evaluate(() => document.documentElement.getBoundingClientRect().height);
      if (height > tallest.height) tallest = { id, height };
      const problems = await overflow(page.mainFrame());
      if (problems.length) misfits.push(`${id}: ${problems.join('; ')}`);
      const visible = await page.evaluate(() => {
        const shown = (sel: string) =>
          [...document.querySelectorAll(sel)]
            .filter((e) => (e as HTMLElement).offsetParent !== null)
            .map((e) => e.textContent!.trim());
        return {
          leader: shown('main p.small strong'),
          bars: shown('.bars li'),
          asOf: shown('p.fresh'),
          link: shown('footer a'),
          rule: shown('.rating .muted'),
        };
      });
      if (
        !visible.asOf.length ||
        visible.link[0] !== 'Full race page' ||
        visible.link.length !== 1 ||
        visible.rule.length
      )
        misfits.push(`${id}: ${JSON.stringify(visible)}`);
      // A race with an average shows its candidates and the leader with the margin ("Ossoff +7.7" or "Tied").
      if (visible.bars.length && !/(\+\d+\.\d|Tied)$/.test(visible.leader[0] ?? ''))
        misfits.push(`${id}: leader ${visible.leader[0]}`);
    }
    expect(misfits).toEqual([]);
    // Room for one more footer line: the site name is the operator's and its host may be longer than the test's.
    expect(tallest.height, tallest.id).toBeLessThanOrEqual(250 - 16);
    const { page: hostPage, frame } = await host(
      `<div id="slot" style="width:300px;height:250px">${await snippetFor('ga-sen-2026', { size: 'compact', variant: 'iframe' })}</div>`,
    );
    expect((await hostPage.locator('iframe').boundingBox())!.height).toBe(250);
    expect(await overflow(frame)).toEqual([]);
    await shot(hostPage.locator('#slot'), { path: `${SHOTS}/embed-300x250.png` });
  });

  it("iframe only on a CSP-strict host (script-src 'none'): the widget shows, no CSP error on the host; the script variant is refused there", async () => {
    const { page, frame, errors } = await host(await snippetFor('ga-sen-2026', { variant: 'iframe', width: '640' }), {
      strict: true,
    });
    expect(await frame.locator('h1').textContent()).toBe('Georgia Senate 2026');
    expect(await frame.locator('.bars li').count()).toBe(2);
    expect(await overflow(frame)).toEqual([]);
    expect(errors).toEqual([]);
    await shot(page, { path: `${SHOTS}/embed-csp-strict.png`, fullPage: true });
    // The control: the default snippet's host lines are what such a host refuses, and the browser says so.
    const control = await host(await snippetFor('ga-sen-2026'), { strict: true });
    expect(control.errors.join('\n')).toMatch(/Content Security Policy/);
  });

  it("an AMP-like host resizes its frame by the widget's embed-size message", async () => {
    const amp = await snippetFor('ga-sen-2026', { variant: 'amp' });
    const src = /<amp-iframe src="([^"]+)"/.exec(amp)![1]!.replace(/&amp;/g, '&');
    const sandbox = /sandbox="([^"]+)"/.exec(amp)![1]!;
    const height = /height="(\d+)" layout="fixed-height"/.exec(amp)![1]!;
    // What amp-iframe does with a resizable frame (AMP's runtime is a third-party script, not loaded in tests).
    const page = `<div id="amp"><iframe src="${src}" sandbox="${sandbox}" height="${height}" style="width:100%;border:0" title="amp"></iframe></div>
<script>window.sizes=[];addEventListener("message",function(e){if(e.data&&e.data.sentinel==="amp"&&e.data.type==="embed-size"){window.sizes.push(e.data.height);document.querySelector("#amp iframe").style.height=e.data.height+"px"}})</script>`;
    const { page: hostPage, frame, errors } = await host(page, { width: 412 });
    await expect
      .poll(() => hostPage.evaluate(() => (window as unknown as { sizes: number[] }).sizes.length))
      .toBeGreaterThan(0);
    const documentHeight = await frame.evaluate(() =>
      Math.ceil(document.documentElement.getBoundingClientRect().height),
    );
    expect(await hostPage.evaluate(() => (window as unknown as { sizes: number[] }).sizes.at(-1))).toBe(documentHeight);
    await expect
      .poll(() => hostPage.locator('iframe').evaluate((f) => (f as HTMLIFrameElement).clientHeight))
      .toBe(documentHeight);
    expect(errors).toEqual([]);
    await shot(hostPage.locator('#amp'), { path: `${SHOTS}/embed-amp.png` });
  });

  it('light by default, also for readers in dark mode; dark and auto on request', async () => {
    for (const [theme, scheme, expected] of [
      ['light', 'dark', WHITE],
      ['dark', 'light', DARK],
      ['auto', 'dark', DARK],
      ['auto', 'light', WHITE],
    ] as const) {
      const { frame } = await host(await snippetFor('ga-sen-2026', { theme }), { scheme });
      expect(await background(frame), `${theme} in ${scheme}`).toBe(expected);
    }
    const { frame, page } = await host(
      `<iframe src="${session.server.url}/embed/race/zz-sen-2026" title="missing" width="100%" height="200" style="border:0"></iframe>`,
      { scheme: 'dark', width: 360 },
    );
    expect(await background(frame)).toBe(WHITE);
    expect(await frame.locator('main').textContent()).toContain('We have no polling average for “zz-sen-2026”');
    await shot(page.locator('iframe'), { path: `${SHOTS}/embed-404.png` });
  });

  it("the race page's builder rewrites the snippet for each choice and copies it; its script runs under the page's CSP", async () => {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 900 } });
    contexts.push(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${session.server.url}/races/ga-sen-2026`);
    const { data, shown } = await builderOf(session.server, 'ga-sen-2026', TEST_BASE_URL);
    const box = page.locator('#embed-builder textarea');
    const here = (s: string) => s.replaceAll(TEST_BASE_URL, session.server.url);
    expect(here(await box.inputValue())).toBe(shown);
    expect(shown).toBe(embedSnippet({ ...data, ...DEFAULT_CHOICES }));
    const choices: Partial<SnippetOptions>[] = [
      { variant: 'iframe' },
      { variant: 'amp', width: '480' },
      { theme: 'dark', size: 'compact', align: 'center', width: '300' },
    ];
    for (const choice of choices) {
      const all = { ...DEFAULT_CHOICES, ...choice };
      for (const [name, value] of Object.entries(all))
        await page.locator(`#embed-builder select[name="${name}"]`).selectOption(String(value));
      expect(here(await box.inputValue()), JSON.stringify(choice)).toBe(embedSnippet({ ...data, ...all }));
    }
    await page.locator('#embed-builder button.copy').click();
    await expect.poll(() => page.locator('#embed-builder .copy-status').textContent()).toBe('Copied to the clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await box.inputValue());
    expect(errors).toEqual([]);
    await shot(page.locator('#embed-builder'), { path: `${SHOTS}/embed-builder-390.png` });
  });

  it('race ids in capitals redirect to the canonical id, keeping the query', async () => {
    const res = await session.server.get('/embed/race/GA-SEN-2026?theme=dark', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location')!).pathname + new URL(res.headers.get('location')!).search).toBe(
      '/embed/race/ga-sen-2026?theme=dark',
    );
    const context = await session.browser.newContext();
    contexts.push(context);
    const page: Page = await context.newPage();
    await page.goto(`${session.server.url}/races/GA-sen-2026`);
    expect(new URL(page.url()).pathname).toBe('/races/ga-sen-2026');
    // Any other mix of capitals: the widget's function redirects it; a race page without a rule is the site's 404.
    const mixed = await session.server.get('/embed/race/Ga-Sen-2026?size=compact');
    expect([mixed.status, new URL(mixed.headers.get('location')!, session.server.url).pathname]).toEqual([
      301,
      '/embed/race/ga-sen-2026',
    ]);
    const unknown = await session.server.get('/embed/race/Zz-Sen-2026');
    expect([unknown.status, unknown.headers.get('location')]).toEqual([301, '/embed/race/zz-sen-2026']);
    expect((await session.server.get('/embed/race/zz-sen-2026')).status).toBe(404);
    expect((await session.server.get('/races/Ga-Sen-2026')).status).toBe(404);
  });

  it('axe: no serious or critical violation in the widget (standard, compact, dark), the unknown-race widget and the builder', async () => {
    const targets = [
      '/embed/race/ga-sen-2026',
      '/embed/race/ga-sen-2026?size=compact',
      '/embed/race/ga-sen-2026?theme=dark',
      '/embed/race/zz-sen-2026',
      '/races/ga-sen-2026#embed',
    ];
    for (const path of targets) {
      // The pages' CSP allows only their own scripts; the audit's script is injected with CSP bypassed, in the test only.
      const context = await session.browser.newContext({ viewport: { width: 390, height: 800 }, bypassCSP: true });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(`${session.server.url}${path}`);
      await page.addScriptTag({ content: AXE_SOURCE });
      const violations = await page.evaluate(async () => {
        const r = await (
          window as unknown as {
            axe: { run: (o: object) => Promise<{ violations: { id: string; impact: string }[] }> };
          }
        ).axe.run({ resultTypes: ['violations'] });
        return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
      });
      expect(violations, path).toEqual([]);
    }
  });
});
