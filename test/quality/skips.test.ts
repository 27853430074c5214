/**
 * Tests anyone can run: a test that needs what a fresh clone may lack (the raw sources, Chromium) goes through
 * test/helpers/needs.ts, so that without it the test is skipped, its body never runs, and the report says why in one
 * line. A bare skipIf/runIf/skip would either hide the reason or (describe.skipIf runs its body while collecting)
 * fail the file on a clone without ../shared; a path to the raw sources written elsewhere would bypass the check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEEDS_CHROMIUM, NEEDS_RAW_SOURCES } from '../helpers/needs.ts';

const HELPER = join('test', 'helpers', 'needs.ts');
const SELF = join('test', 'quality', 'skips.test.ts');
const testFiles = (readdirSync('test', { recursive: true }) as string[])
  .filter((f) => /\.ts$/.test(f))
  .map((f) => join('test', f))
  .filter((f) => f !== HELPER && f !== SELF);

/** The lines of a file that match a pattern, as "file:line: text". */
function offending(pattern: RegExp): string[] {
  return testFiles.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('skips', () => {
  it('go through test/helpers/needs.ts (no bare skip, skipIf, runIf or skip by condition)', () => {
    expect(offending(/\b(?:describe|it|test)\.(?:skip|skipIf|runIf)\s*\(/)).toEqual([]);
  });

  it('name the raw sources folder only in the helper', () => {
    expect(offending(/['"`](?:\.\.\/)+shared\b/)).toEqual([]);
  });

  it('each say in one line what is missing', () => {
    for (const need of [NEEDS_RAW_SOURCES, NEEDS_CHROMIUM]) {
      expect(need.reason).toMatch(/^needs \S/);
      expect(need.reason).not.toMatch(/\n/);
    }
  });
});
