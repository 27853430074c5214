/**
 * A fresh clone plus a mirror reproduces data/ byte for byte: the repository's files (as git lists them, no cache,
 * no ignored files) are copied to a temporary folder, `npm run sources -- --mirror ../shared/sources` fills its
 * cache, and `npm run ingest` (which reads that cache by default) must rewrite the committed data/ unchanged.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeWith, NEEDS_RAW_SOURCES, RAW_SOURCES as SOURCES } from '../helpers/needs.ts';

const ROOT = resolve(__dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

function cloneWorkingTree(): string {
  const clone = mkdtempSync(join(tmpdir(), 'fresh-clone-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && existsSync(join(ROOT, f)));
  for (const f of files) {
    mkdirSync(dirname(join(clone, f)), { recursive: true });
    copyFileSync(join(ROOT, f), join(clone, f));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir');
  return clone;
}

describeWith(NEEDS_RAW_SOURCES, 'fresh clone with a mirror', () => {
  let clone = '';
  afterAll(() => clone && rmSync(clone, { recursive: true, force: true }));

  it('fetches and verifies every source, then reproduces the committed data/ byte for byte', { timeout: 240_000 }, () => {
    clone = cloneWorkingTree();
    expect(existsSync(join(clone, 'sources/cache'))).toBe(false);
    const run = (...args: string[]) => execFileSync(TSX, args, { cwd: clone, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

    // Without the cache the ingest says what to do instead of reading anything.
    expect(() => run('build/ingest/cli.ts')).toThrow(/run `npm run sources -- --mirror \.\.\/shared\/sources`/);

    const first = run('build/sources/cli.ts', '--mirror', SOURCES);
    const files = JSON.parse(readFileSync(join(clone, 'sources/manifest.json'), 'utf8')).files.length;
    expect(first).toContain(`${files}/${files} files verified`);
    expect(first).toContain(`${files} fetched, 0 already in the cache, 0 failed`);
    expect(run('build/sources/cli.ts', '--mirror', SOURCES)).toContain(`0 fetched, ${files} already in the cache, 0 failed`);

    // The clone's own copy of data/ goes, so every byte compared below was written by this ingest.
    rmSync(join(clone, 'data'), { recursive: true });
    expect(run('build/ingest/cli.ts')).toMatch(/wrote \d+ files to data/);
    const committed = readdirSync(join(ROOT, 'data')).sort();
    expect(readdirSync(join(clone, 'data')).sort()).toEqual(committed);
    for (const name of committed) {
      expect(readFileSync(join(clone, 'data', name)).equals(readFileSync(join(ROOT, 'data', name))), `data/${name} differs`).toBe(true);
    }

    // npm run update with a mirror holding one altered file, into an empty cache: exit 1, nothing written.
    const mirror = join(clone, 'bad-mirror');
    for (const { path } of JSON.parse(readFileSync(join(clone, 'sources/manifest.json'), 'utf8')).files as { path: string }[]) {
      mkdirSync(dirname(join(mirror, path)), { recursive: true });
      writeFileSync(join(mirror, path), path === 'races/races_2026_index_DERIVED.csv' ? 'altered\n' : readFileSync(join(SOURCES, path)));
    }
    const manifestBefore = readFileSync(join(clone, 'sources/manifest.json'));
    const failed = spawnSync(TSX, ['build/sources/update-cli.ts', '--mirror', mirror, '--cache', 'empty-cache', '--report', 'report.md'], { cwd: clone, encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stdout).toMatch(/FAILED races\/races_2026_index_DERIVED\.csv: verification failed: size 8 bytes, manifest says \d+/);
    expect(failed.stderr).toContain('1 source file(s) failed verification; nothing written');
    expect(existsSync(join(clone, 'report.md')) || existsSync(join(clone, 'dist'))).toBe(false);
    expect(existsSync(join(clone, 'empty-cache/files/races/races_2026_index_DERIVED.csv'))).toBe(false);
    expect(readFileSync(join(clone, 'sources/manifest.json')).equals(manifestBefore)).toBe(true);
    for (const name of committed) expect(readFileSync(join(clone, 'data', name)).equals(readFileSync(join(ROOT, 'data', name))), `data/${name}`).toBe(true);
  });
});
