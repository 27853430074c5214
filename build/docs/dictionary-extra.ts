import type { z } from 'zod';
import { PollSchema, PollsterSchema, Race2026Schema, Rating2026Schema, RaterRatingSchema, RatingHistoryRecordSchema } from '../schemas/polls.ts';

/** The 2026 record types for the data dictionary. */
export const DICTIONARY_EXTRA: [string, z.ZodType][] = [
  ['2026 race (`data/races-2026.json`)', Race2026Schema],
  ['2026 poll (`data/polls-2026.json`)', PollSchema],
  ['Pollster (`data/pollsters.json`)', PollsterSchema],
  ['2026 race ratings (`data/ratings-2026.json`)', Rating2026Schema],
  ['One rater\'s rating', RaterRatingSchema],
  ['2026 rating history (`data/ratings-2026-history.json`)', RatingHistoryRecordSchema],
];
