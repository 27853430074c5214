import { badRequest, notFound, quoteInput } from '../http/errors.ts';
import { DEFAULT_HALF_LIFE, DEFAULT_MIN_RATING, MIN_RATINGS } from '../compute/average.ts';
import { racesOf, type PollData } from '../compute/polls.ts';
import { RaceIdSchema, type Grade } from '../schemas/polls.ts';
import { lastParam, parseState } from './params.ts';

const MAX_TEXT = 100;

/** state: a two-letter code (any case) or "national"; 404 when the data hold no poll for it. */
export function pollState(data: PollData, raw: string | null, required: boolean): string | null {
  if (raw === null) {
    if (required) throw badRequest('invalid_parameter', 'state is required: a two-letter state code (any case) or "national", e.g. state=GA');
    return null;
  }
  const state = raw.toLowerCase() === 'national' ? 'national' : parseState(raw);
  if (!state) throw badRequest('invalid_parameter', `state must be a two-letter state code (any case) or "national"; got ${quoteInput(raw)}`);
  const raceIds = new Set(racesOf(data, state).map((r) => r.id));
  if (!data.polls.some((p) => raceIds.has(p.raceId))) {
    throw notFound('no_polls', `there are no polls of ${state === 'national' ? 'the national generic ballot' : state} in the data (sources cover polls through ${data.polls.map((p) => p.date).sort().at(-1)})`);
  }
  return state;
}

export function pollDays(raw: string | null): number | null {
  if (raw === null) return null;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1) throw badRequest('invalid_parameter', `days must be a whole number of days of at least 1, e.g. days=30; got ${quoteInput(raw)}`);
  return Number(raw);
}

export function minRating(raw: string | null, fallback: Grade | null): Grade | null {
  if (raw === null) return fallback;
  const grade = MIN_RATINGS.find((g) => g === raw.toUpperCase());
  if (!grade) throw badRequest('invalid_parameter', `min_rating must be one of ${MIN_RATINGS.join(', ')}; got ${quoteInput(raw)}`);
  return grade;
}

export function pollsterText(raw: string | null): string | null {
  if (raw === null) return null;
  if (raw.trim() === '' || raw.length > MAX_TEXT) throw badRequest('invalid_parameter', `pollster must be 1 to ${MAX_TEXT} characters of a pollster's name; got ${quoteInput(raw)}`);
  return raw.trim();
}

export function halfLife(raw: string | null): number {
  if (raw === null) return DEFAULT_HALF_LIFE;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > 365) throw badRequest('invalid_parameter', `half_life must be a whole number of days from 1 to 365 (default ${DEFAULT_HALF_LIFE}); got ${quoteInput(raw)}`);
  return Number(raw);
}

/** race: must look like a race id (400), and exist (404); when a state is given, belong to it (404). */
export function raceParam(data: PollData, raw: string | null, state: string | null): string | null {
  if (raw === null) return null;
  if (!RaceIdSchema.safeParse(raw).success) throw badRequest('invalid_parameter', `race must be a race id like ga-sen-2026, az-gov-2026 or us-generic-ballot-2026; got ${quoteInput(raw)}`);
  const race = data.races.find((r) => r.id === raw);
  if (!race) throw notFound('unknown_race', `no 2026 race ${quoteInput(raw)}; the race ids are listed in meta.raceIds of /api/export/polls?format=json`);
  if (state !== null && race.state !== state) throw notFound('unknown_race', `race ${raw} is not a race of ${state}`);
  return raw;
}

export const query = (url: URL, name: string) => lastParam(url.searchParams, name);
export { DEFAULT_MIN_RATING };
