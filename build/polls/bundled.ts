/**
 * The 2026 data for the functions: imported as JSON so Netlify's bundler packs it into each function, and validated
 * once per instance through the same catalog (schemas, keys, references) as the build's loader.
 */
import races from '../../data/races-2026.json' with { type: 'json' };
import polls from '../../data/polls-2026.json' with { type: 'json' };
import ratings from '../../data/ratings-2026.json' with { type: 'json' };
import type { PollData } from '../catalog/dataset.ts';
import { catalogEntry } from '../catalog/files.ts';
import { validateDataFiles } from '../catalog/load.ts';

const FILES = { 'races-2026.json': races, 'polls-2026.json': polls, 'ratings-2026.json': ratings };

let cached: PollData | null = null;

export function pollData(): PollData {
  if (!cached) {
    const { records } = validateDataFiles(FILES, Object.keys(FILES).map(catalogEntry));
    cached = { races: records['races-2026.json'], polls: records['polls-2026.json'], ratings: records['ratings-2026.json'] } as PollData;
  }
  return cached;
}
