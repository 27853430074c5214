/**
 * The 2026 data for the functions: imported as JSON so Netlify's bundler packs it into each function, and validated
 * once per instance with the same schemas as the build's loader.
 */
import races from '../../data/races-2026.json' with { type: 'json' };
import polls from '../../data/polls-2026.json' with { type: 'json' };
import ratings from '../../data/ratings-2026.json' with { type: 'json' };
import { validateRecords } from '../ingest/core/records.ts';
import { PollSchema, Race2026Schema, Rating2026Schema } from '../schemas/polls.ts';
import type { PollData } from '../compute/polls.ts';

let cached: PollData | null = null;

export function pollData(): PollData {
  cached ??= {
    races: validateRecords('data/races-2026.json', Race2026Schema, races as unknown[]),
    polls: validateRecords('data/polls-2026.json', PollSchema, polls as unknown[]),
    ratings: validateRecords('data/ratings-2026.json', Rating2026Schema, ratings as unknown[]),
  };
  return cached;
}
