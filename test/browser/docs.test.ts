/**
 * Issue 22, items 1 and 6, in Chromium against the local server: /docs at 390 and 1280 px, light and dark, with no
 * sideways scroll and no axe violation; keyboard only: Tab reaches the search box and the menu, a query filters to
 * the endpoint, Enter on a result moves the focus to its section; the try-it form gets a 200 from this site under
 * the page's own CSP (no CSP error); names never wrap mid-word at 1280 px; every endpoint shows an example.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeWith, NEEDS_CHROMIUM } from '../helpers/needs.ts';
import { AXE_SOURCE, useBrowserSession } from '../helpers/browser-session.ts';
import { shot } from '../helpers/screenshots.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'test-artifacts/screenshots';
const session = useBrowserSession(SHOTS);

const open = (
  width: number,
  scheme: 'light' | 'dark',
  opts: { bypassCSP?: boolean; javaScriptEnabled?: boolean } = {},
) => session.open('/docs', { width, scheme, ...opts });

/** Presses Tab until the focused element matches the selector (at most `limit` times); returns the presses. */
async function tabTo(page: Page, selector: string, limit = 40): Promise<number> {
  for (let i = 1; i <= limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return i;
  }
  throw new Error(`Tab never reached ${selector}`);
}

describeWith(NEEDS_CHROMIUM, '/docs (issue 22)', () => {
  for (const width of [390, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      // axe audits once per colour scheme, the phone in light and the desktop in dark (colour rules depend on the
      // scheme, layout rules on the width); the sideways-scroll check runs in all four views.
      const audit = (width === 390) === (scheme === 'light');
      it(`${width}px ${scheme}: no sideways scroll${audit ? ', no axe violation' : ''}`, async () => {
        const page = await open(width, scheme, { bypassCSP: true });
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
        ).toBe(true);
        await shot(page, { path: `${SHOTS}/docs-${width}-${scheme}.png` });
        if (!audit) return;
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
          return r.violations.map((v) => ({ id: v.id, impact: v.impact, first: v.nodes[0]?.target.join(' ') }));
        });
        expect(violations).toEqual([]);
      }, 180_000);
    }
  }

  it('390px keyboard only: Tab reaches the search box, then the menu; a query finds the field; Enter focuses its endpoint', async () => {
    const page = await open(390, 'light');
    expect(await page.locator('#docs-menu').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await tabTo(page, '#docs-search');
    await page.keyboard.type('winner_party');
    const results = page.locator('#docs-results a');
    expect(await results.allTextContents()).toContain('GET /api/elections/{year}');
    await page.keyboard.press('Enter'); // to the first result
    expect(await page.evaluate(() => document.activeElement?.closest('#docs-results') !== null)).toBe(true);
    await shot(page, { path: `${SHOTS}/docs-390-search.png` });
    await page.keyboard.press('Enter');
    const focused = await page.evaluate(() => ({
      id: document.activeElement?.id,
      top: document.activeElement!.getBoundingClientRect().top,
    }));
    expect(focused.id).toBe('election-year');
    expect(focused.top).toBeGreaterThanOrEqual(0);
    expect(focused.top).toBeLessThan(800);
    // The menu: Tab from the search box reaches its summary; Enter opens it; a link moves to its section.
    await page.fill('#docs-search', '');
    await page.focus('#docs-search');
    await tabTo(page, '#docs-menu > summary', 3);
    await page.keyboard.press('Enter');
    expect(await page.locator('#docs-menu nav').isVisible()).toBe(true);
    await shot(page, { path: `${SHOTS}/docs-390-menu.png` });
    await tabTo(page, '#docs-menu a[href="#swing"]');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('swing');
    expect(await page.locator('#docs-menu').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(page.errors).toEqual([]);
  });

  it('1280px: the sidebar stays in view while the page scrolls, and Tab reaches the search box first after the site links', async () => {
    const page = await open(1280, 'light');
    await tabTo(page, '#docs-search', 6);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const box = await page.locator('#docs-search').boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(100);
    expect(await page.locator('#docs-menu nav a[href="#export"]').isVisible()).toBe(true);
  });

  it('try it: GET /api/elections/2020/GA answers 200 under the page CSP, with the first KB of the body', async () => {
    const page = await open(1280, 'light');
    const form = page.locator('#election-state form.try');
    expect(await form.locator('input[name=year]').inputValue()).toBe('2020');
    expect(await form.locator('input[name=state]').inputValue()).toBe('GA');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => form.locator('output').textContent()).toMatch(/^GET \/api\/elections\/2020\/GA\nHTTP 200/);
    const out = (await form.locator('output').textContent())!;
    expect(out).toContain('"abbr":"GA"');
    expect(out.split('\n\n')[1]!.length).toBeLessThanOrEqual(1024);
    await form.scrollIntoViewIfNeeded();
    await shot(page, { path: `${SHOTS}/docs-1280-try.png` });
    expect(page.errors).toEqual([]);
  });

  it('1280px: no name breaks mid-word; every endpoint has an example and copy buttons', async () => {
    const page = await open(1280, 'light');
    await page.evaluate(() =>
      document.querySelectorAll('details').forEach((d) => ((d as HTMLDetailsElement).open = true)),
    );
    // Where a name's line wraps, it wraps at punctuation (its <wbr> after a dot, a slash, a bracket), never between two letters.
    const broken = await page.locator('td.name code, .endpoint h3 code').evaluateAll((codes) =>
      codes.flatMap((c) => {
        const chars: { ch: string; top: number }[] = [];
        const walker = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          for (let i = 0; i < n.textContent!.length; i++) {
            const r = document.createRange();
            r.setStart(n, i);
            r.setEnd(n, i + 1);
            chars.push({ ch: n.textContent![i]!, top: Math.round(r.getBoundingClientRect().top) });
          }
        }
        return chars.some(
          (x, i) => i > 0 && x.top > chars[i - 1]!.top && /\w/.test(chars[i - 1]!.ch) && /\w/.test(x.ch),
        )
          ? [c.textContent]
          : [];
      }),
    );
    expect(broken).toEqual([]);
    expect(await page.locator('section.endpoint').count()).toBe(
      await page.locator('section.endpoint pre.example').count(),
    );
    expect(await page.locator('section.endpoint button.copy:visible').count()).toBe(
      2 * (await page.locator('section.endpoint').count()),
    );
  });

  it('copy: the button puts the curl line on the clipboard and says so', async () => {
    const page = await open(1280, 'light');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url });
    const button = page.locator('#election-state button.copy').first();
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "curl 'http://localhost:8888/api/elections/2020/GA'",
    );
  });

  it('without script: the menu is an open list, no search box, no try-it form', async () => {
    const page = await open(390, 'light', { javaScriptEnabled: false });
    expect(await page.locator('#docs-menu nav a[href="#election-state"]').isVisible()).toBe(true);
    expect(await page.locator('#docs-search').isVisible()).toBe(false);
    expect(await page.locator('form.try').first().isVisible()).toBe(false);
  });
});
