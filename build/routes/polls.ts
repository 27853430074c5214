import { z } from 'zod';
import { computePollAverage } from '../compute/poll-average.ts';
import {
  computePollExport,
  computePollList,
  computeRatings,
  dataRelease,
  EXPORT_CSV_COLUMNS,
  pollsToCsv,
  racesOf,
  type PollData,
} from '../compute/polls.ts';
import { DEFAULT_HALF_LIFE, DEFAULT_MIN_RATING, MIN_RATINGS, QUALITY } from '../compute/average.ts';
import { licenseText } from '../config.ts';
import { downloadResponse, jsonResponse } from '../http/errors.ts';
import { FUNCTION_CACHE } from '../http/headers.ts';
import { EXPORT_RATE_LIMIT, GENERAL_RATE_LIMIT } from '../http/rate-limits.ts';
import { POLL_DATA_FILES, pollData } from '../polls/bundled.ts';
import { buildTime, isoUtc } from '../release.ts';
import { PollAverageSchema, PollExportSchema, PollListSchema, RatingsYearSchema } from '../schemas/api/polls.ts';
import { STATE_CODES } from '../schemas/common.ts';
import { AverageCsvRowSchema, RatingCsvRowSchema } from '../schemas/api/table-rows.ts';
import { averageRows, ratingRows } from '../compute/table-rows.ts';
import { rowsToCsv } from '../compute/export.ts';
import { csvInstance } from './csv-instance.ts';
import type { Grade } from '../schemas/polls.ts';
import { enumSchema, intSchema, pathParam, queryParam, textSchema } from './param.ts';
import { csvAlternative, firstError, FORMAT_ERROR, formatQuery, MAX_YEAR, raceIdSchema } from './params.ts';
import { jsonInstance } from './instances.ts';
import { checkRatingsYear, pollFilterData, ratingsYear, ratingsYearErrors } from './poll-rules.ts';
import type { ErrorSpec, Route, StaticInstance } from './types.ts';

const pollState = queryParam(
  'state',
  textSchema({
    description: 'Two-letter state code (any case), or "national" for the generic congressional ballot.',
    example: 'GA',
    pattern: /^([A-Za-z]{2}|national)$/,
    normalize: (s) => (s.toLowerCase() === 'national' ? 'national' : s.toUpperCase()),
    message: 'state must be a two-letter state code (any case) or "national"',
  }),
);
const race = queryParam('race', raceIdSchema('One race id, e.g. ga-sen-2026; omit for every race.'));
const minRating = (dflt?: Grade) =>
  queryParam(
    'min_rating',
    enumSchema(MIN_RATINGS as unknown as [Grade, ...Grade[]], {
      description: `Minimum pollster grade, any case, ${MIN_RATINGS.join(' > ')}${dflt ? `; unrated pollsters count only at the default` : '; unrated pollsters are left out when set'}.`,
      example: 'B',
      default: dflt,
      message: `min_rating must be one of ${MIN_RATINGS.join(', ')}`,
    }),
  );
const days = queryParam(
  'days',
  intSchema({
    description: 'Polls ending within the last N days of the request date (UTC).',
    example: '30',
    min: 1,
    max: 99999,
    message: 'days must be a whole number of days from 1 to 99999, e.g. days=30',
  }),
);
const pollster = queryParam(
  'pollster',
  textSchema({
    description: 'Case-insensitive substring of the pollster name.',
    example: 'emerson',
    maxLength: 100,
    pattern: /^[^<>]+$/,
    normalize: (s) => s.trim(),
    message: "pollster must be 1 to 100 characters of a pollster's name, without angle brackets",
  }),
);
const DATE_MESSAGE = 'as_of must be a calendar date written YYYY-MM-DD, e.g. as_of=2026-09-01';
const isCalendarDate = (s: string) =>
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const asOf = queryParam(
  'as_of',
  z
    .string({ error: DATE_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_MESSAGE })
    .refine(isCalendarDate, { error: DATE_MESSAGE })
    .meta({
      description:
        'The average as it stood on this day: only polls whose field end date is on or before it, recency counted from it (so the polls_included weights are as of that day). Omit for the current average.',
      example: '2026-09-01',
      message: DATE_MESSAGE,
    }),
);
const halfLife = queryParam(
  'half_life',
  intSchema({
    description: 'Recency half-life in days.',
    example: '7',
    min: 1,
    max: 365,
    default: DEFAULT_HALF_LIFE,
    message: 'half_life must be a whole number of days from 1 to 365',
  }),
);

const QUALITY_TABLE = Object.entries(QUALITY)
  .map(([g, q]) => `${g} ${q}`)
  .join(', ');

type Values = Record<string, unknown>;
const str = (v: unknown) => v as string | undefined;

export const pollsRoute: Route = {
  id: 'polls',
  path: '/api/polls',
  tag: '2026 polls and ratings',
  summary: 'Polls of the 2026 Senate and governor races and the generic ballot',
  description:
    'Filters combine; meta.filters echoes them. days keeps polls whose field end date is within the last N days of the request date (UTC). Coverage in the sources ends on 2026-10-02.',
  params: [pollState, race, days, minRating(), pollster, formatQuery],
  response: {
    schema: PollListSchema,
    contentType: 'application/json',
    alternatives: csvAlternative(
      'PollCsvRow',
      'one row per poll and candidate, the columns of /api/export/polls?format=csv',
    ),
  },
  errors: [
    { status: 400, code: 'invalid_parameter', description: 'A parameter has an invalid value (the message names it).' },
    { status: 404, code: 'unknown_state', description: 'Two letters that are not the code of a state or DC.' },
    { status: 404, code: 'no_polls', description: 'The state has no polling data at all.' },
    { status: 404, code: 'unknown_race', description: 'No such race, or not a race of that state.' },
  ],
  check: (v) => pollFilterData(pollData(), str(v.state), str(v.race)),
  serve: {
    kind: 'function',
    name: 'polls',
    rateLimit: GENERAL_RATE_LIMIT,
    dataFiles: POLL_DATA_FILES,
    cache: FUNCTION_CACHE,
    respond: (v: Values, { now }) => {
      const list = computePollList(
        pollData(),
        {
          state: str(v.state) ?? null,
          race: str(v.race) ?? null,
          days: (v.days as number | undefined) ?? null,
          minRating: (v.min_rating as Grade | undefined) ?? null,
          pollster: str(v.pollster) ?? null,
        },
        now,
      );
      return v.format === 'csv' ? csvDownload(pollsToCsv(list.polls), 'polls-2026-selected.csv') : list;
    },
  },
  example: '/api/polls?state=GA&min_rating=B',
};

export const pollAverageRoute: Route = {
  id: 'poll-average',
  path: '/api/polls/average',
  tag: '2026 polls and ratings',
  summary: 'Weighted polling averages of 2026 races',
  description: `average is an object keyed by race id: with no state and no race, every race that has polls (the generic ballot included); with state, every race of the state; with race, that race. weight = recency x quality x sample size x partisan. recency = 0.5^(days_old/half_life) from the newest poll in the data set; quality by grade: ${QUALITY_TABLE}; sample size = min(sqrt(n/600), 1.5), 1 when n is unknown; partisan = 0.7 for sponsor-partisan polls. Each candidate is averaged over the polls that include them; races are never mixed. Hypothetical matchups are excluded. as_of gives the average as it stood on a past day (the daily series is /api/polls/average/history). The default parameters are static files; other values are computed by a function with the same code.`,
  params: [pollState, race, halfLife, minRating(DEFAULT_MIN_RATING), asOf, formatQuery],
  response: {
    schema: PollAverageSchema,
    contentType: 'application/json',
    alternatives: csvAlternative('AverageCsvRow', 'one row per candidate per race'),
  },
  errors: [
    { status: 400, code: 'invalid_parameter', description: 'A parameter has an invalid value (the message names it).' },
    { status: 404, code: 'unknown_state', description: 'Two letters that are not the code of a state or DC.' },
    { status: 404, code: 'no_polls', description: 'The state has no polling data at all.' },
    { status: 404, code: 'unknown_race', description: 'No such race, or not a race of that state.' },
  ],
  check: (v) => pollFilterData(pollData(), str(v.state), str(v.race)),
  serve: {
    kind: 'hybrid',
    name: 'polls-average',
    rateLimit: GENERAL_RATE_LIMIT,
    dataFiles: POLL_DATA_FILES,
    cache: FUNCTION_CACHE,
    // format (json or csv) goes to the function too: its CSV is computed on request, like the non-default averages.
    dynamic: ['half_life', 'min_rating', 'as_of', 'format'],
    respond: (v: Values) => {
      const avg = computePollAverage(pollData(), {
        state: str(v.state) ?? null,
        race: str(v.race) ?? null,
        halfLife: v.half_life as number,
        minRating: v.min_rating as Grade,
        asOf: str(v.as_of) ?? null,
      });
      return v.format === 'csv'
        ? csvDownload(
            rowsToCsv(averageRows(avg), Object.keys(AverageCsvRowSchema.shape) as never),
            'polls-average-2026.csv',
          )
        : avg;
    },
    instances: (data) => {
      const polls = data.polls2026;
      const out: StaticInstance[] = [];
      const average = (state: string | null, raceId: string | null) => () =>
        computePollAverage(polls, { state, race: raceId, halfLife: DEFAULT_HALF_LIFE, minRating: DEFAULT_MIN_RATING });
      out.push(
        jsonInstance(
          'api/polls/average/all.json',
          [{ path: '/api/polls/average', query: {} }],
          PollAverageSchema,
          average(null, null),
        ),
      );
      for (const r of polls.races)
        out.push(
          jsonInstance(
            `api/polls/average/race/${r.id}.json`,
            [{ path: '/api/polls/average', query: { race: r.id } }],
            PollAverageSchema,
            average(null, r.id),
          ),
        );
      const polled = new Set(polls.polls.map((p) => p.raceId));
      const states = [...new Set(polls.races.filter((r) => polled.has(r.id)).map((r) => r.state))].sort();
      for (const state of states) {
        const variants = state === 'national' ? ['national'] : [state, state.toLowerCase()];
        out.push(
          jsonInstance(
            `api/polls/average/${state}.json`,
            variants.map((s) => ({ path: '/api/polls/average', query: { state: s } })),
            PollAverageSchema,
            average(state, null),
          ),
        );
        for (const r of racesOf(polls, state)) {
          out.push(
            jsonInstance(
              `api/polls/average/${r.id}.json`,
              variants.map((s) => ({ path: '/api/polls/average', query: { state: s, race: r.id } })),
              PollAverageSchema,
              average(state, r.id),
            ),
          );
        }
      }
      return out;
    },
  },
  example: '/api/polls/average?state=GA&half_life=7',
};

const ratingsRoute: Route = {
  id: 'ratings-year',
  path: '/api/ratings/{year}',
  tag: '2026 polls and ratings',
  summary: 'Race ratings of 2026 (Cook, Sabato, Inside Elections)',
  description:
    'Codes safe_d likely_d lean_d tilt_d tossup tilt_r lean_r likely_r safe_r ("Solid" is published as safe). A rating is published only when it comes from a dated source; when two copies disagree the later as-of date wins. Otherwise null.',
  params: [ratingsYear, formatQuery],
  response: {
    schema: RatingsYearSchema,
    contentType: 'application/json',
    alternatives: [
      { contentType: 'text/csv', description: 'format=csv: one row per race (RatingCsvRow), as a download.' },
    ],
  },
  errors: [...ratingsYearErrors, FORMAT_ERROR],
  serve: {
    kind: 'static',
    instances: (data) => {
      const path = '/api/ratings/2026';
      const ratings = () => computeRatings(data.polls2026);
      return [
        jsonInstance(
          'api/ratings/2026.json',
          [
            { path, query: {} },
            { path, query: { format: 'json' } },
          ],
          RatingsYearSchema,
          ratings,
        ),
        csvInstance('ratings-2026.csv', [{ path, query: { format: 'csv' } }], RatingCsvRowSchema, () =>
          ratingRows(ratings()),
        ),
      ];
    },
  },
  check: checkRatingsYear,
  example: '/api/ratings/2026',
};

/** A CSV body as a download, with the functions' cache headers. */
const csvDownload = (text: string, filename: string) => downloadResponse(text, 'csv', filename, FUNCTION_CACHE);

/** GET /api/export/polls: JSON or tidy CSV, as a download. */
/** The export's body: JSON, or the tidy CSV text (also the docs' example of this route). */
export function pollExportBody(
  data: PollData,
  v: Values,
): { format: 'json' | 'csv'; json: ReturnType<typeof computePollExport>; csv: string | null } {
  const format = v.format as 'json' | 'csv';
  const built = buildTime();
  // When the build time is unknown (no git, no BUILD_TIME), the data release date at 00:00 UTC.
  const json = computePollExport(
    data,
    str(v.race) ?? null,
    licenseText(),
    built ? isoUtc(built) : `${dataRelease(data)}T00:00:00Z`,
  );
  return { format, json, csv: format === 'csv' ? pollsToCsv(json.polls) : null };
}

function exportPolls(data: PollData, v: Values): Response {
  const raceId = str(v.race) ?? null;
  const { format, json, csv } = pollExportBody(data, v);
  const filename = `polls-2026${raceId ? `-${raceId}` : ''}.${format}`;
  if (csv === null)
    return jsonResponse(200, json, { ...FUNCTION_CACHE, 'Content-Disposition': `attachment; filename="${filename}"` });
  return csvDownload(csv, filename);
}

export const pollExportRoute: Route = {
  id: 'poll-export',
  path: '/api/export/polls',
  tag: 'Downloads',
  summary: 'Bulk download of every 2026 poll (JSON or tidy CSV)',
  description: `JSON (the default): {meta, polls} with full poll objects, newest first; meta.raceIds lists every race id (the widget ids). CSV: one row per (poll, candidate), header ${EXPORT_CSV_COLUMNS.join(',')} (columns of PollCsvRow; empty cells are nulls, booleans true/false). Served as a download, cached at the edge for an hour.`,
  params: [formatQuery, race],
  response: {
    schema: PollExportSchema,
    contentType: 'application/json',
    alternatives: [{ contentType: 'text/csv', description: 'One row per poll and candidate (format=csv).' }],
  },
  errors: [
    {
      status: 400,
      code: 'invalid_parameter',
      description: 'format not json or csv, or race not shaped like a race id.',
    },
    { status: 404, code: 'unknown_race', description: 'A well-formed race id that does not exist.' },
  ],
  check: (v) => pollFilterData(pollData(), undefined, str(v.race)),
  serve: {
    kind: 'function',
    name: 'export-polls',
    rateLimit: EXPORT_RATE_LIMIT,
    dataFiles: POLL_DATA_FILES,
    cache: FUNCTION_CACHE,
    respond: (v: Values) => exportPolls(pollData(), v),
  },
  example: '/api/export/polls?format=csv&race=ga-sen-2026',
};

export const POLL_ROUTES: Route[] = [pollsRoute, pollAverageRoute, ratingsRoute, pollExportRoute];
