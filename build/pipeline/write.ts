import * as nodeFs from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { OutputFile } from './render.ts';

/** The file-system calls the write stage makes, passed in so a failure at any step can be tested. */
type WriteFs = Pick<
  typeof nodeFs,
  'existsSync' | 'mkdirSync' | 'renameSync' | 'rmSync' | 'writeFileSync' | 'readdirSync'
>;

export interface WriteEffects {
  fs: WriteFs;
  pid: number;
  /** Whether a process is still running (its staging directory is then in use, not left over). */
  isAlive: (pid: number) => boolean;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const DEFAULT_EFFECTS: WriteEffects = { fs: nodeFs, pid: process.pid, isAlive };

/**
 * Directories an interrupted build left beside the target (`dist.staging-<pid>`, `dist.old-<pid>` of a process
 * that is gone) are removed; when the target itself is missing, the newest old copy is put back first.
 */
function cleanLeftovers(outDir: string, effects: WriteEffects = DEFAULT_EFFECTS): string[] {
  const { fs } = effects;
  const parent = dirname(outDir);
  if (!fs.existsSync(parent)) return [];
  const pattern = new RegExp(`^${basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(staging|old)-(\\d+)$`);
  const leftovers = (fs.readdirSync(parent) as string[])
    .map((name) => ({ name, m: pattern.exec(name) }))
    .filter((e) => e.m && (Number(e.m[2]) === effects.pid || !effects.isAlive(Number(e.m[2]))));
  const olds = leftovers.filter((e) => e.m![1] === 'old');
  if (!fs.existsSync(outDir) && olds.length) {
    const newest = olds.sort((a, b) => Number(b.m![2]) - Number(a.m![2]))[0]!;
    fs.renameSync(join(parent, newest.name), outDir);
    leftovers.splice(leftovers.indexOf(newest), 1);
  }
  for (const e of leftovers) fs.rmSync(join(parent, e.name), { recursive: true, force: true });
  return leftovers.map((e) => e.name);
}

/**
 * Write stage: all files into a fresh temporary directory beside the target, then two renames swap it in, so a
 * failed build never leaves a partial dist/ and readers never see a mix of old and new files. When the second
 * rename fails, the previous dist/ is renamed back.
 */
export function writeSite(files: OutputFile[], outDir: string, effects: WriteEffects = DEFAULT_EFFECTS): void {
  const { fs } = effects;
  cleanLeftovers(outDir, effects);
  const staging = `${outDir}.staging-${effects.pid}`;
  const old = `${outDir}.old-${effects.pid}`;
  const dirs = new Set<string>();
  for (const f of files) dirs.add(dirname(join(staging, f.path)));
  try {
    for (const d of [...dirs].sort()) fs.mkdirSync(d, { recursive: true });
    for (const f of files) fs.writeFileSync(join(staging, f.path), f.content);
    const hadPrevious = fs.existsSync(outDir);
    if (hadPrevious) fs.renameSync(outDir, old);
    try {
      fs.renameSync(staging, outDir);
    } catch (error) {
      if (hadPrevious) fs.renameSync(old, outDir);
      throw error;
    }
    fs.rmSync(old, { recursive: true, force: true });
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
