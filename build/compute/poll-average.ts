import type { z } from 'zod';
import type { Grade } from '../schemas/polls.ts';
import type { PollAverageSchema } from '../schemas/api/polls.ts';
import { computeAverages, METHODOLOGY_FORMULA, PARTISAN_FACTOR, QUALITY, SAMPLE_CAP, SAMPLE_REFERENCE } from './average.ts';
import { coverageText, newestPollDate, racesOf, type PollData } from './polls.ts';

export type PollAverage = z.infer<typeof PollAverageSchema>;

export interface AverageRequest {
  state: string;
  race: string | null;
  halfLife: number;
  minRating: Grade;
  /** The average as it stood on this day (YYYY-MM-DD): polls ending on or before it, recency counted from it. */
  asOf?: string | null;
}

/** /api/polls/average: the averages of a state's races (or one race) with the methodology and each poll's weight. */
export function computePollAverage(data: PollData, req: AverageRequest): PollAverage {
  const races = racesOf(data, req.state).filter((r) => req.race === null || r.id === req.race);
  const asOf = req.asOf ?? null;
  const polls = asOf === null ? data.polls : data.polls.filter((p) => p.date <= asOf);
  const newest = asOf ?? newestPollDate(data.polls);
  const { average, included } = computeAverages(races, polls, newest, { halfLife: req.halfLife, minRating: req.minRating });
  return {
    average,
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
