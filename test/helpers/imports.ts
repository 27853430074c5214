/** The modules of a folder and their relative imports, as the architecture tests read them (no compiler needed). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function sources(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.(ts|mts)$/.test(f))
    .map((f) => join(dir, f));
}

/** Relative imports of a module (static, dynamic, re-exports, side-effect imports). */
export function importsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /(?:^|\s)(?:import|export)\s[^'";]*?from\s*['"](\.[^'"]+)['"]|import\s*\(\s*['"](\.[^'"]+)['"]\s*\)|^import\s+['"](\.[^'"]+)['"]/gm,
  )) {
    out.push((m[1] ?? m[2] ?? m[3])!);
  }
  return out;
}
