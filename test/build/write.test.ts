/**
 * The write stage's swap: an interrupted build's leftovers are ignored by git and cleaned up, and a failure of the
 * second rename puts the previous dist/ back.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSite } from '../../build/pipeline/write.ts';

const files = [
  { path: 'index.html', content: 'new' },
  { path: 'api/x.json', content: '{}' },
];

function scratch(): { root: string; dist: string } {
  const root = mkdtempSync(join(tmpdir(), 'write-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), 'old');
  return { root, dist };
}

describe('writeSite', () => {
  it('restores the previous dist/ when the second rename of the swap fails', () => {
    const { dist } = scratch();
    const failing = {
      ...fs,
      renameSync: (from: fs.PathLike, to: fs.PathLike) => {
        if (String(from).includes('.staging-')) throw new Error('EXDEV: simulated rename failure');
        fs.renameSync(from, to);
      },
    };
    expect(() => writeSite(files, dist, { fs: failing, pid: 4242, isAlive: () => false })).toThrow(/simulated/);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('old');
  });

  it("removes an interrupted build's staging and old directories, and leaves a running build's alone", () => {
    const { root, dist } = scratch();
    for (const name of ['dist.staging-111', 'dist.old-111', 'dist.staging-222']) mkdirSync(join(root, name));
    writeSite(files, dist, { fs, pid: 333, isAlive: (pid) => pid === 222 });
    expect(readdirSync(root).sort()).toEqual(['dist', 'dist.staging-222']);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('new');
  });

  it('puts back the last good dist/ an interrupted swap left as dist.old-<pid>', () => {
    const { root, dist } = scratch();
    fs.renameSync(dist, join(root, 'dist.old-111'));
    const failing = {
      ...fs,
      writeFileSync: () => {
        throw new Error('disk full');
      },
    };
    expect(() => writeSite(files, dist, { fs: failing as typeof fs, pid: 333, isAlive: () => false })).toThrow(
      /disk full/,
    );
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('old');
    expect(existsSync(join(root, 'dist.old-111'))).toBe(false);
  });

  it('git ignores the leftovers of an interrupted build', () => {
    const ignored = execFileSync('git', [
      'check-ignore',
      '--no-index',
      'dist.old-123/index.html',
      'dist.staging-123/index.html',
    ]).toString();
    expect(ignored.trim().split('\n')).toHaveLength(2);
  });
});
