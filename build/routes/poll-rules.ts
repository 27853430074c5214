import { racesOf, type PollData } from '../compute/polls.ts';
import { notFound, quoteInput, type ApiError } from '../http/errors.ts';
import { STATE_CODES } from '../schemas/common.ts';
import { intSchema, pathParam } from './param.ts';
import { MAX_YEAR } from './params.ts';
import type { ErrorSpec } from './types.ts';

/** Rules shared by the 2026 poll and ratings routes (polls.ts, research.ts): filters' 404s, the ratings year. */

const newest = (data: PollData) =>
  data.polls
    .map((p) => p.date)
    .sort()
    .at(-1);

/** 404s of well-formed poll filters: a state that does not exist or has no polls, a race that does not exist or is not the state's. */
export function pollFilterData(data: PollData, state: string | undefined, raceId: string | undefined): ApiError | null {
  if (state !== undefined && state !== 'national' && !(STATE_CODES as readonly string[]).includes(state)) {
    return notFound(
      'unknown_state',
      `unknown state ${quoteInput(state)}; use a two-letter code of the 50 states or DC, or "national"`,
    );
  }
  if (state !== undefined) {
    const ids = new Set(racesOf(data, state).map((r) => r.id));
    if (!data.polls.some((p) => ids.has(p.raceId))) {
      return notFound(
        'no_polls',
        `there are no polls of ${state === 'national' ? 'the national generic ballot' : state} in the data (sources cover polls through ${newest(data)})`,
      );
    }
  }
  if (raceId !== undefined) {
    const found = data.races.find((r) => r.id === raceId);
    if (!found)
      return notFound(
        'unknown_race',
        `no 2026 race ${quoteInput(raceId)}; the race ids are listed in meta.raceIds of /api/export/polls`,
      );
    if (state !== undefined && found.state !== state)
      return notFound('unknown_race', `race ${raceId} is not a race of ${state}`);
  }
  return null;
}

export const ratingsYear = pathParam(
  'year',
  intSchema({
    description: 'Election year; ratings exist for 2026 only.',
    example: '2026',
    min: 0,
    max: MAX_YEAR,
    multipleOf: 2,
    message: `year must be an even election year: a whole number from 0 to ${MAX_YEAR} divisible by 2 (ratings exist for 2026)`,
  }),
  { code: 'invalid_year' },
);

/** The ratings routes' year rule, shared by /api/ratings/{year} and its history: only 2026 has ratings. */
export const ratingsYearErrors: ErrorSpec[] = [
  { status: 400, code: 'invalid_year', description: 'The year is not an even whole number, or is negative.' },
  { status: 404, code: 'year_not_found', description: 'An even year other than 2026.' },
];
export const checkRatingsYear = (v: Record<string, unknown>) =>
  v.year === 2026 ? null : notFound('year_not_found', `ratings exist only for 2026; got ${String(v.year)}`);
