/**
 * Every package the code imports (build, functions, tests) is declared in package.json, pinned to one version, and
 * that version is what is installed: nothing works only because another package happens to bring it along.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };

const declared: Record<string, string> = { ...pkg.dependencies, ...pkg.devDependencies };

function sources(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.(ts|mts)$/.test(f))
    .map((f) => join(dir, f));
}

/** The package a bare specifier names: "a" of "a/sub", "@s/a" of "@s/a/sub". */
const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

function importedPackages(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of [...sources('build'), ...sources('netlify'), ...sources('test'), 'vitest.config.ts']) {
    const text = readFileSync(file, 'utf8');
    const statements =
      /^\s*(?:import|export)\s[^'";]*?from\s*['"]([^'".][^'"]*)['"]|\bimport\s*\(\s*['"]([^'".][^'"]*)['"]\s*\)|^\s*import\s+['"]([^'".][^'"]*)['"]/gm;
    for (const m of text.matchAll(statements)) {
      const spec = (m[1] ?? m[2] ?? m[3])!;
      if (spec.startsWith('node:') || builtinModules.includes(spec)) continue;
      const name = packageOf(spec);
      out.set(name, [...(out.get(name) ?? []), file]);
    }
  }
  return out;
}

describe('declared dependencies', () => {
  it('every imported package is declared in package.json', () => {
    const missing = [...importedPackages()]
      .filter(([name]) => !(name in declared))
      .map(([name, files]) => `${name} (imported by ${files[0]})`);
    expect(missing).toEqual([]);
  });

  it('every declared version is exact and installed', () => {
    for (const [name, version] of Object.entries(declared)) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
      const installed = JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      };
      expect(installed.version, name).toBe(version);
    }
  });
});
