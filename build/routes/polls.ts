import { computePollAverage } from '../compute/poll-average.ts';
import { computeRatings, racesOf } from '../compute/polls.ts';
import { DEFAULT_HALF_LIFE, DEFAULT_MIN_RATING, MIN_RATINGS, QUALITY } from '../compute/average.ts';
import { notFound, quoteInput } from '../http/errors.ts';
import { PollAverageSchema, PollExportSchema, PollListSchema, RatingsYearSchema } from '../schemas/api/polls.ts';
import { jsonInstance } from './results.ts';
import type { Route, StaticInstance } from './types.ts';

const STATE_QUERY = { name: 'state', in: 'query' as const, description: 'Two-letter state code (any case) or "national" for the generic congressional ballot.', schema: { type: 'string' }, example: 'GA' };
const MIN_RATING = (dflt: string | null) => ({
  name: 'min_rating',
  in: 'query' as const,
  required: false,
  description: `Minimum pollster grade, ${MIN_RATINGS.join(' > ')}${dflt ? ` (default ${dflt}; unrated pollsters count only at the default)` : '; unrated pollsters are left out when set'}.`,
  schema: { type: 'string', enum: [...MIN_RATINGS] },
  example: 'B',
});
const RATE_LIMIT_ERROR = { status: 429, code: 'rate_limited', description: 'More than the rate limit from one address in a minute; see Retry-After.' };
const QUALITY_TABLE = Object.entries(QUALITY).map(([g, q]) => `${g} ${q}`).join(', ');

export const pollsRoute: Route = {
  id: 'polls',
  path: '/api/polls',
  tag: '2026 polls and ratings',
  summary: 'Polls of the 2026 Senate and governor races and the generic ballot',
  description: 'Filters combine. days keeps polls whose field end date is within the last N days of the request date (UTC). Coverage in the sources ends on 2026-10-02. Rate limit: about 100 requests per minute per address.',
  params: [
    { ...STATE_QUERY, required: false },
    { name: 'days', in: 'query', required: false, description: 'Polls ending within the last N days of the request date.', schema: { type: 'integer', minimum: 1 }, example: '30' },
    MIN_RATING(null),
    { name: 'pollster', in: 'query', required: false, description: 'Case-insensitive substring of the pollster name.', schema: { type: 'string', maxLength: 100 }, example: 'emerson' },
  ],
  response: { schema: PollListSchema, contentType: 'application/json' },
  errors: [
    { status: 400, code: 'invalid_parameter', description: 'A parameter has an invalid value (the message names it).' },
    { status: 404, code: 'no_polls', description: 'The state has no polling data at all.' },
    RATE_LIMIT_ERROR,
  ],
  serve: { kind: 'function', name: 'polls' },
  example: '/api/polls?state=GA&min_rating=B',
};

export const pollAverageRoute: Route = {
  id: 'poll-average',
  path: '/api/polls/average',
  tag: '2026 polls and ratings',
  summary: 'Weighted polling average of a state\'s races',
  description: `weight = recency x quality x sample size x partisan. recency = 0.5^(days_old/half_life) from the newest poll in the data set; quality by grade: ${QUALITY_TABLE}; sample size = min(sqrt(n/600), 1.5), 1 when n is unknown; partisan = 0.7 for sponsor-partisan polls. Each candidate is averaged over the polls that include them; races are never mixed. Hypothetical matchups are excluded. The default parameters are static files; other values are computed by a function with the same code.`,
  params: [
    { ...STATE_QUERY, required: true },
    { name: 'race', in: 'query', required: false, description: 'One race of the state, e.g. ga-sen-2026 (default: every race of the state).', schema: { type: 'string', pattern: '^[a-z]{2}-[a-z-]+-\\d{4}$' }, example: 'ga-sen-2026' },
    { name: 'half_life', in: 'query', required: false, description: `Recency half-life in days, 1-365 (default ${DEFAULT_HALF_LIFE}).`, schema: { type: 'integer', minimum: 1, maximum: 365, default: DEFAULT_HALF_LIFE }, example: '7' },
    MIN_RATING(DEFAULT_MIN_RATING),
  ],
  response: { schema: PollAverageSchema, contentType: 'application/json' },
  errors: [
    { status: 400, code: 'invalid_parameter', description: 'Missing state, or an invalid value (the message names it).' },
    { status: 404, code: 'no_polls', description: 'The state has no polling data at all.' },
    { status: 404, code: 'unknown_race', description: 'No such race, or not a race of that state.' },
    RATE_LIMIT_ERROR,
  ],
  serve: {
    kind: 'hybrid',
    name: 'polls-average',
    dynamic: ['half_life', 'min_rating'],
    instances: (data) => {
      const out: StaticInstance[] = [];
      const polled = new Set(data.polls2026.polls.map((p) => p.raceId));
      const states = [...new Set(data.polls2026.races.filter((r) => polled.has(r.id)).map((r) => r.state))].sort();
      for (const state of states) {
        const variants = state === 'national' ? ['national'] : [state, state.toLowerCase()];
        const average = (race: string | null) => () => computePollAverage(data.polls2026, { state, race, halfLife: DEFAULT_HALF_LIFE, minRating: DEFAULT_MIN_RATING });
        out.push(jsonInstance(`api/polls/average/${state}.json`, variants.map((v) => ({ path: '/api/polls/average', query: { state: v } })), PollAverageSchema, average(null)));
        for (const race of racesOf(data.polls2026, state)) {
          out.push(jsonInstance(`api/polls/average/${race.id}.json`, variants.map((v) => ({ path: '/api/polls/average', query: { state: v, race: race.id } })), PollAverageSchema, average(race.id)));
        }
      }
      return out;
    },
  },
  example: '/api/polls/average?state=GA&half_life=7',
};

export const ratingsRoute: Route = {
  id: 'ratings-year',
  path: '/api/ratings/{year}',
  tag: '2026 polls and ratings',
  summary: 'Race ratings of 2026 (Cook, Sabato, Inside Elections)',
  description: 'Codes safe_d likely_d lean_d tilt_d tossup tilt_r lean_r likely_r safe_r ("Solid" is published as safe). A rating is published only when it comes from a dated source; when two copies disagree the later as-of date wins. Otherwise null.',
  params: [{ name: 'year', in: 'path', required: true, description: 'Only 2026.', schema: { type: 'integer', enum: [2026] }, example: '2026' }],
  response: { schema: RatingsYearSchema, contentType: 'application/json' },
  errors: [{ status: 404, code: 'year_not_found', description: 'Any year other than 2026.' }],
  serve: { kind: 'static', instances: (data) => [jsonInstance('api/ratings/2026.json', [{ path: '/api/ratings/2026', query: {} }], RatingsYearSchema, () => computeRatings(data.polls2026))] },
  diagnose: (p) => (p.year === '2026' ? { canonical: '/api/ratings/2026' } : notFound('year_not_found', `ratings exist only for 2026; got ${quoteInput(p.year)}`)),
  example: '/api/ratings/2026',
};

export const pollExportRoute: Route = {
  id: 'poll-export',
  path: '/api/export/polls',
  tag: 'Downloads',
  summary: 'Bulk download of every 2026 poll (JSON or tidy CSV)',
  description:
    'JSON: {meta, polls} with full poll objects, newest first; meta.raceIds lists every race id (the widget ids). CSV: one row per (poll, candidate), header race_id,date,pollster,grade,sample_size,population,margin_of_error,partisan,candidate,pct,source_url. Served as a download, cached at the edge for an hour. Rate limit: 30 requests per minute per address.',
  params: [
    { name: 'format', in: 'query', required: true, description: 'json or csv.', schema: { type: 'string', enum: ['json', 'csv'] }, example: 'csv' },
    { name: 'race', in: 'query', required: false, description: 'One race id; omit for every race.', schema: { type: 'string', pattern: '^[a-z]{2}-[a-z-]+-\\d{4}$' }, example: 'ga-sen-2026' },
  ],
  response: { schema: PollExportSchema, contentType: 'application/json', alternatives: [{ contentType: 'text/csv', description: 'One row per poll and candidate (format=csv).' }] },
  errors: [
    { status: 400, code: 'invalid_parameter', description: 'format missing or invalid, or race not shaped like a race id.' },
    { status: 404, code: 'unknown_race', description: 'A well-formed race id that does not exist.' },
    { ...RATE_LIMIT_ERROR, description: 'More than 30 requests in a minute from one address; see Retry-After.' },
  ],
  serve: { kind: 'function', name: 'export-polls' },
  example: '/api/export/polls?format=csv&race=ga-sen-2026',
};

export const POLL_ROUTES: Route[] = [pollsRoute, pollAverageRoute, ratingsRoute, pollExportRoute];
