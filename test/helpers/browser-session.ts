/**
 * One browser test file's session: the local server on the test build and Debian's Chromium, started before the
 * file's tests and closed after them (nothing is started where Chromium is missing: those suites are skipped).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserMissing, launchChromium } from './chromium.ts';
import { startServer, type RunningServer } from './server.ts';

/** axe-core's browser bundle, injected into pages for the accessibility audits. */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface BrowserSession {
  readonly server: RunningServer;
  readonly browser: Browser;
}

export function useBrowserSession(shotsDir: string): BrowserSession {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
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
  };
}
