/**
 * Writes build/curated/market-map.json from the naming rules and the curated overrides:
 *   npx tsx build/markets/generate-map.ts [--check]
 * --check exits 1 when the committed file differs from what the rules produce.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMarketMap, OverridesSchema, serializeMap } from './map-rules.ts';
import { marketRaces } from './races.ts';

export const MAP_FILE = 'build/curated/market-map.json';
const OVERRIDES_FILE = 'build/curated/market-overrides.json';

/** The map text the rules produce for the repository at root, and where its race list came from. */
export function generateMarketMap(root: string): { text: string; racesFrom: string; count: number } {
  const { races, from } = marketRaces(root);
  const states = JSON.parse(readFileSync(join(root, 'data/states.json'), 'utf8')) as { abbr: string; name: string }[];
  const overrides = OverridesSchema.parse(JSON.parse(readFileSync(join(root, OVERRIDES_FILE), 'utf8')));
  const map = buildMarketMap(races, Object.fromEntries(states.map((s) => [s.abbr, s.name])), overrides);
  return { text: serializeMap(map), racesFrom: from, count: races.length };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve('.');
  const { text, racesFrom, count } = generateMarketMap(root);
  if (process.argv.includes('--check')) {
    const same = readFileSync(join(root, MAP_FILE), 'utf8') === text;
    console.log(
      same
        ? `${MAP_FILE} is up to date (${count} races from ${racesFrom})`
        : `${MAP_FILE} differs from the rules; run npx tsx build/markets/generate-map.ts`,
    );
    process.exitCode = same ? 0 : 1;
  } else {
    writeFileSync(join(root, MAP_FILE), text);
    console.log(`wrote ${MAP_FILE}: ${count} races from ${racesFrom}`);
  }
}
