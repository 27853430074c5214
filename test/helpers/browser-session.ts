/**
 * One browser test file's session: the local server on the test build and Debian's Chromium, started before the
 * file's tests and closed after them (nothing is started where Chromium is missing: those suites are skipped).
 * Pages are opened through `open`, which reuses one tab per set of context options: a new context for every view
 * cost a renderer process each time (0.6 CPU-s a view against 0.3), and the views differ only in width and scheme,
 * which a tab can change. Each open is a fresh load (a same-document URL goes by about:blank first).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserMissing, launchChromium } from './chromium.ts';
import { startServer, type RunningServer } from './server.ts';

/** axe-core's browser bundle, injected into pages for the accessibility audits. */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** How a page is viewed: width and height, colour scheme, and the context options a tab cannot change. */
export interface ViewOptions {
  width: number;
  /** 800 unless given. */
  height?: number;
  scheme?: 'light' | 'dark';
  /** The audits inject axe-core, which the pages' CSP (no script) would refuse. */
  bypassCSP?: boolean;
  javaScriptEnabled?: boolean;
}

/** A page with the console errors and uncaught exceptions of its current load. */
export type ViewedPage = Page & { errors: string[] };

export interface BrowserSession {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The session's tab for these options, showing `path` (on the session's server, or an absolute URL) freshly loaded. */
  open(path: string, view: ViewOptions): Promise<ViewedPage>;
}

export function useBrowserSession(shotsDir: string): BrowserSession {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const tabs = new Map<string, ViewedPage>();
  async function tab(bypassCSP: boolean, javaScriptEnabled: boolean): Promise<ViewedPage> {
    const key = `${bypassCSP} ${javaScriptEnabled}`;
    const kept = tabs.get(key);
    if (kept && !kept.isClosed()) return kept;
    const context = await browser!.newContext({ bypassCSP, javaScriptEnabled });
    const page = (await context.newPage()) as ViewedPage;
    page.errors = [];
    page.on('console', (m) => m.type() === 'error' && page.errors.push(m.text()));
    page.on('pageerror', (e) => page.errors.push(String(e)));
    tabs.set(key, page);
    return page;
  }
  beforeAll(async () => {
    if (browserMissing) return;
    mkdirSync(shotsDir, { recursive: true });
    server = await startServer();
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      return server!;
    },
    get browser() {
      return browser!;
    },
    async open(path, { width, height = 800, scheme = 'light', bypassCSP = false, javaScriptEnabled = true }) {
      const page = await tab(bypassCSP, javaScriptEnabled);
      const url = new URL(path, server!.url);
      const sameDocument = (u: string) => u.split('#')[0] === url.href.split('#')[0];
      if (sameDocument(page.url())) await page.goto('about:blank');
      page.errors = [];
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(url.href);
      return page;
    },
  };
}
