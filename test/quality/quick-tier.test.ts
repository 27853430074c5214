/**
 * npm run test:quick runs without a build or a server (issue 24): none of its files may inject the built dist/ or
 * start the local server, which would fail there (no global setup) or make the tier slow.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import quick from '../../vitest.quick.config.ts';

/** A vitest include pattern as a regular expression (the forms the config uses: literal paths, * and double-star dirs). */
const globRegex = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '\u0000')
      .replace(/\*/g, '[^/]*')
      .replace(/\u0000/g, '(?:.*/)?')}$`,
  );

const testFiles = (readdirSync('test', { recursive: true }) as string[])
  .map((f) => join('test', f))
  .filter((f) => f.endsWith('.test.ts'));
const matches = (patterns: string[] | undefined, file: string) => (patterns ?? []).some((p) => globRegex(p).test(file));
const SELF = join('test', 'quality', 'quick-tier.test.ts');
const quickFiles = testFiles.filter(
  (f) => matches(quick.test?.include, f) && !matches(quick.test?.exclude as string[], f),
);
/** What needs the build or the server. */
const NEEDS_BUILD = /\binject\(\s*'distDir'\s*\)|helpers\/server\.ts|startServer\(/;

describe('the quick tier (npm run test:quick)', () => {
  it('has no global setup (no build)', () => {
    expect(quick.test?.globalSetup).toEqual([]);
  });

  it('selects test files, none of which needs the build or a server', () => {
    expect(quickFiles.length).toBeGreaterThan(30);
    expect(quickFiles).toContain(SELF);
    // This file names the patterns it looks for; every other file is read.
    expect(quickFiles.filter((f) => f !== SELF && NEEDS_BUILD.test(readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('the pattern reading matches what vitest would (sanity)', () => {
    expect(globRegex('test/pages/**/*.test.ts').test('test/pages/embed.test.ts')).toBe(true);
    expect(globRegex('test/pages/**/*.test.ts').test('test/pages/a/b.test.ts')).toBe(true);
    expect(globRegex('test/build/write.test.ts').test('test/build/writeXtest.ts')).toBe(false);
    expect(NEEDS_BUILD.test("const dist = inject('distDir');")).toBe(true);
  });
});
