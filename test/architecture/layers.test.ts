/**
 * The layer map: lower layers never import higher ones, and folders on one floor do not import each other. Every
 * module under build/ (and the functions) must sit in a listed layer, so a new folder is placed deliberately.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sources } from '../helpers/imports.ts';

/** Lowest first. A module may import its own folder and any folder on a lower floor. */
export const LAYERS: string[][] = [
  ['build/schemas', 'build/curated', 'build/config.ts', 'build/release.ts'],
  // The ingest's shared core holds the pure record checks (plausibility, reconciliation) the catalog runs at build.
  ['build/ingest/core'],
  ['build/catalog'],
  ['build/compute', 'build/http', 'build/sources'],
  // Source families: FiveThirtyEight's files serve the Senate and governor ingests; the governor ingest reuses a Senate check.
  // The members crosswalk reads the congress membership file the House-winners-seated check also uses.
  ['build/ingest/fivethirtyeight', 'build/ingest/members'],
  [
    'build/ingest/president',
    'build/ingest/senate',
    'build/ingest/house',
    'build/ingest/cycle2026',
    'build/ingest/polls-history',
  ],
  // The 2026 returns reader reuses the Senate's MEDSL row reader and regular-class rule.
  ['build/ingest/governor', 'build/ingest/results2026'],
  // The second look at every contest (verify.ts) reads every results family.
  ['build/ingest/verify.ts', 'build/ingest/certified-tables.ts'],
  ['build/ingest/run.ts', 'build/polls', 'build/results', 'build/markets'],
  ['build/routes', 'build/ingest/cli.ts'],
  // How each route and page family is served (the serving plan), its functions and the fallback.
  ['build/serving'],
  ['build/openapi'],
  ['build/docs'],
  ['build/pages'],
  ['build/pipeline'],
  ['build/server', 'build/bench', 'build/cli.ts', 'build/sources/update-cli.ts'],
  ['netlify/functions'],
];

/** The layer unit of a file: the longest listed prefix. */
function unitOf(file: string): { unit: string; floor: number } | null {
  let best: { unit: string; floor: number } | null = null;
  LAYERS.forEach((units, floor) => {
    for (const unit of units) {
      if ((file === unit || file.startsWith(`${unit}/`)) && (!best || unit.length > best.unit.length))
        best = { unit, floor };
    }
  });
  return best;
}

const root = resolve('.');
const files = [...sources('build'), ...sources('netlify/functions')];

describe('layers', () => {
  it('every module sits in a layer', () => {
    expect(files.filter((f) => !unitOf(f) && !f.endsWith('.json'))).toEqual([]);
  });

  it('no import runs back up, and no import crosses between folders of one floor', () => {
    const violations: string[] = [];
    for (const file of files) {
      const from = unitOf(file)!;
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        const target = relative(root, resolve(dirname(file), spec));
        const to = unitOf(target);
        if (!to || to.unit === from.unit) continue;
        if (to.floor >= from.floor)
          violations.push(
            `${file} (floor ${from.floor}, ${from.unit}) imports ${target} (floor ${to.floor}, ${to.unit})`,
          );
      }
    }
    expect(violations).toEqual([]);
  });

  it('the guard sees an upward import when there is one', () => {
    const text =
      "import type { Dataset } from '../pipeline/dataset.ts';\nexport { x } from './y.ts';\nconst m = await import('../server/app.ts');";
    expect(importsOf(text)).toEqual(['../pipeline/dataset.ts', './y.ts', '../server/app.ts']);
    expect(unitOf('build/pipeline/dataset.ts')!.floor).toBeGreaterThan(unitOf('build/compute/swing.ts')!.floor);
  });
});
