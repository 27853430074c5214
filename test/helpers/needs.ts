/**
 * Tests that need what a fresh clone may lack (the raw sources beside it, a local Chromium) run only where it is
 * present; elsewhere they are reported as skipped under a title that says on one line what they need. A skipped
 * suite's body is not run: describe.skipIf still runs it while collecting, so a body that reads a missing folder
 * throws and fails the whole file. test/quality/skips.test.ts keeps every skip going through here.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { browserMissing, CHROMIUM } from './chromium.ts';

/** The raw public sources, read-only, beside the repository (../shared/sources). */
export const RAW_SOURCES = fileURLToPath(new URL('../../../shared/sources', import.meta.url));

/** Something a test needs from its machine, whether it is missing here, and the one-line reason if so. */
export interface Need {
  missing: boolean;
  reason: string;
}

export const NEEDS_RAW_SOURCES: Need = {
  missing: !existsSync(RAW_SOURCES),
  reason: 'needs the raw sources in ../shared/sources, not present beside this clone',
};

export const NEEDS_CHROMIUM: Need = {
  missing: browserMissing,
  reason: `needs Chromium at ${CHROMIUM} (or CHROMIUM_PATH); CI installs it`,
};

const skippedTitle = (title: string, need: Need) => `${title} [skipped: ${need.reason}]`;

/** A describe block that runs only when the need is met; otherwise one skipped test that names the reason. */
export function describeWith(need: Need, title: string, body: () => void): void {
  if (!need.missing) return void describe(title, body);
  describe(skippedTitle(title, need), () => {
    it.skip(need.reason, () => {});
  });
}

/** A test that runs only when the need is met; otherwise skipped under a title that names the reason. */
export function itWith(need: Need, title: string, fn: () => void | Promise<void>, timeout?: number): void {
  if (need.missing) it.skip(skippedTitle(title, need), () => {});
  else it(title, fn, timeout);
}
