import type { z } from 'zod';
import type { Grade } from '../schemas/polls.ts';
import type { PollAverageSchema } from '../schemas/api/polls.ts';
import {
  computeAverages,
  METHODOLOGY_FORMULA,
  PARTISAN_FACTOR,
  QUALITY,
  SAMPLE_CAP,
  SAMPLE_REFERENCE,
} from './average.ts';
import { coverageText, newestPollDate, racesOf, type PollData } from './polls.ts';

export type PollAverage = z.infer<typeof PollAverageSchema>;

export interface AverageRequest {
  /** A state code or "national"; null for every race (with race null: every race that has polls). */
  state: string | null;
  race: string | null;
  halfLife: number;
  minRating: Grade;
  /** The average as it stood on this day (YYYY-MM-DD): polls ending on or before it, recency counted from it. */
  asOf?: string | null;
}

/**
 * /api/polls/average: the averages keyed by race id, with the methodology and each poll's weight. The races: one
 * (race), a state's (state), or every race that has polls (neither).
 */
export function computePollAverage(data: PollData, req: AverageRequest): PollAverage {
  const polled = new Set(data.polls.map((p) => p.raceId));
  const races = (
    req.state === null ? data.races.filter((r) => req.race !== null || polled.has(r.id)) : racesOf(data, req.state)
  ).filter((r) => req.race === null || r.id === req.race);
  const asOf = req.asOf ?? null;
  const polls = asOf === null ? data.polls : data.polls.filter((p) => p.date <= asOf);
  const newest = asOf ?? newestPollDate(data.polls);
  const { average, included } = computeAverages(races, polls, newest, {
    halfLife: req.halfLife,
    minRating: req.minRating,
  });
  return {
    average: Object.fromEntries(average.map((a) => [a.raceId, a])),
    meta: {
      filters: { state: req.state, race: req.race, half_life: req.halfLife, min_rating: req.minRating, as_of: asOf },
    },
    methodology: {
      formula: METHODOLOGY_FORMULA,
      half_life: req.halfLife,
      min_rating: req.minRating,
      reference_date: newest,
      quality: { ...QUALITY },
      sample_size: `min(sqrt(n / ${SAMPLE_REFERENCE}), ${SAMPLE_CAP}); 1 when n is unknown`,
      partisan_factor: PARTISAN_FACTOR,
      unrated: 'Unrated pollsters weigh 0.5 and count only at the default min_rating (C-).',
      excluded: 'Hypothetical and pre-primary matchups, and polls below min_rating.',
      coverage: coverageText(data.polls),
    },
    polls_included: included,
  };
}
