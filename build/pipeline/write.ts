import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { OutputFile } from './render.ts';

/**
 * Write stage: all files into a fresh temporary directory beside the target, then one rename swaps it in, so a
 * failed build never leaves a partial dist/ and readers never see a mix of old and new files.
 */
export function writeSite(files: OutputFile[], outDir: string): void {
  const staging = `${outDir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const dirs = new Set<string>();
  for (const f of files) dirs.add(dirname(join(staging, f.path)));
  for (const d of [...dirs].sort()) mkdirSync(d, { recursive: true });
  try {
    for (const f of files) writeFileSync(join(staging, f.path), f.content);
    const old = `${outDir}.old-${process.pid}`;
    if (existsSync(outDir)) renameSync(outDir, old);
    renameSync(staging, outDir);
    rmSync(old, { recursive: true, force: true });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
