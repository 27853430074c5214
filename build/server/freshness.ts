import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const INPUTS = ['data', 'build', 'templates', 'netlify', 'package-lock.json'];

function listFiles(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [dir];
  return (readdirSync(full, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((d) => d.isFile())
    .map((d) => relative(root, join(d.parentPath, d.name)))
    .sort();
}

/** A fingerprint of everything the build reads: when it changes, dist/ is stale. */
function inputsFingerprint(root: string): string {
  const hash = createHash('sha256');
  for (const dir of INPUTS)
    for (const f of listFiles(root, dir))
      hash
        .update(f)
        .update('\0')
        .update(readFileSync(join(root, f)))
        .update('\0');
  hash.update(process.env.PUBLIC_BASE_URL ?? '');
  return hash.digest('hex');
}

/** Runs npm run build when dist/ is missing or was built from other inputs (or another base URL). */
export function ensureBuilt(root: string): void {
  const stampFile = join(root, 'node_modules', '.dist-fingerprint');
  const current = inputsFingerprint(root);
  const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (existsSync(join(root, 'dist', '_redirects')) && previous === current) return;
  console.log(existsSync(join(root, 'dist')) ? 'dist/ is stale; rebuilding' : 'dist/ is missing; building');
  execFileSync(process.execPath, ['--import', 'tsx', 'build/cli.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  writeFileSync(stampFile, current);
}
