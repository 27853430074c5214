/**
 * Issue 19 in Chromium: what the race page and the widget (in its own snippet, on another origin) say about the
 * election and our data, for a race with polls (Georgia Senate) and one without (Pennsylvania governor), at 360 and
 * 1280 px, light and dark. The expected wording follows the build time of the test build (build/release.ts), so
 * the test holds before and after election day. Screenshots go to test-artifacts/screenshots/issue19, or to
 * ISSUE19_SHOTS when set.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWith, NEEDS_CHROMIUM } from '../helpers/needs.ts';
import { electionHeld } from '../../build/pages/election-day.ts';
import { buildTime } from '../../build/release.ts';
import { TEST_BASE_URL } from '../global-setup.ts';
import { useBrowserSession } from '../helpers/browser-session.ts';
import { browserMissing } from '../helpers/chromium.ts';
import { snippetsOf, startEmbedder, type Embedder } from '../helpers/embed.ts';
import { shot } from '../helpers/screenshots.ts';

const SHOTS = process.env.ISSUE19_SHOTS ?? 'test-artifacts/screenshots/issue19';
const NB = '\u00a0';
const held = electionHeld('2026-11-03', buildTime());
const RACES = { 'ga-sen-2026': true, 'pa-gov-2026': false } as const;
/** Phrases no page may use: claims about the world, or "final"/"last published" that the data does not support. */
const NEVER = /No public polls|None in the sources|last ones published|Final pre-election/;
const session = useBrowserSession(SHOTS);
let embedder: Embedder;

beforeAll(async () => {
  if (!browserMissing) embedder = await startEmbedder();
});
afterAll(() => embedder?.close());

describeWith(NEEDS_CHROMIUM, 'after election day: wording derived from our data and the build time', () => {
  for (const [raceId, polled] of Object.entries(RACES)) {
    for (const width of [360, 1280]) {
      for (const scheme of ['light', 'dark'] as const) {
        it(`${raceId} at ${width}px ${scheme}: race page and widget`, async () => {
          const page = await session.open(`/races/${raceId}`, { width, height: 900, scheme });
          const opening = (await page.locator('main h1 + p, main h1 + p.muted + p').last().textContent())!.trim();
          const text = await page.locator('main').innerText();
          expect(text).not.toMatch(NEVER);
          if (held) {
            expect(opening).toContain(`Election held Nov${NB}3,${NB}2026. Its results are not yet in our data.`);
            expect(opening).toContain(
              `Our poll sources end Oct${NB}2,${NB}2026, so polls of the last 32 days of the campaign are missing`,
            );
            expect(opening).toContain(
              polled ? 'The last poll of this race in our data ended' : 'Our sources have no polls of this race.',
            );
          } else {
            expect(opening).toBe(`Election day: Nov${NB}3,${NB}2026.`);
          }
          if (!polled) expect(text).toContain('No polls of this race in our sources.');
          // Issue 19 item 2: the incumbent with party and status, and the seat's last two results linking their records.
          expect(await page.locator('main h1 + p.muted').textContent()).toMatch(
            /^Incumbent: [A-Z][a-z]+ [A-Z][a-z]+ \((D|R)\)/,
          );
          expect(await page.locator('ul.previous li').count()).toBe(2);
          // Each result links its contest record; a Senate winner also links their /api/people record (issue 20).
          expect(await page.locator('ul.previous a[href^="/api/"]:not([href^="/api/people/"])').count()).toBe(2);
          await shot(page, {
            path: `${SHOTS}/race-${raceId}-${width}-${scheme}.png`,
            fullPage: width === 1280 || !polled,
          });

          const snippet = (await snippetsOf(session.server, raceId, TEST_BASE_URL)).auto!;
          await page.goto(`${embedder.url}/?html=${encodeURIComponent(snippet)}`);
          const frameEl = page.locator('iframe');
          const widget = (await (await frameEl.elementHandle())!.contentFrame())!;
          await widget.waitForLoadState('load');
          const lines = (await widget.locator('p.fresh').allTextContents()).map((l) => l.trim());
          if (held) {
            expect(lines).toEqual([
              polled
                ? expect.stringMatching(new RegExp(`^Last poll in our data: [A-Z][a-z]{2}${NB}\\d{1,2},${NB}2026$`))
                : 'No polls of this race in our sources',
              `Our poll sources end Oct${NB}2,${NB}2026: the last 32 days before the election are missing`,
              `Election held Nov${NB}3,${NB}2026 · results not yet in our data`,
            ]);
          } else {
            expect(lines.at(-1)).toBe(`Election day: Nov${NB}3,${NB}2026`);
          }
          expect(await widget.locator('main').innerText()).not.toMatch(NEVER);
          await shot(frameEl, { path: `${SHOTS}/widget-${raceId}-${width}-${scheme}.png` });
        }, 60_000);
      }
    }
  }
});
