import { computePollAccuracy } from '../compute/poll-accuracy.ts';
import { computePollHistory } from '../compute/poll-history.ts';
import { PollAccuracySchema } from '../schemas/api/poll-accuracy.ts';
import { downloadResponse, notFound, quoteInput, type ApiError } from '../http/errors.ts';
import { FUNCTION_CACHE } from '../http/headers.ts';
import { GENERAL_RATE_LIMIT } from '../http/rate-limits.ts';
import { POLL_HISTORY_DATA_FILES, pollHistoryOfYear } from '../polls/history.ts';
import { PollHistoryYearSchema } from '../schemas/api/poll-history.ts';
import {
  POLL_HISTORY_OFFICES,
  POLL_HISTORY_STATES,
  POLL_HISTORY_YEARS,
  type PollHistoryOffice,
} from '../schemas/poll-history.ts';
import { enumSchema, intSchema, pathParam, queryParam, textSchema, type ParamValues } from './param.ts';
import { csvAlternative, FORMAT_ERROR, formatQuery, MAX_YEAR } from './params.ts';
import { csvText, jsonAndCsv } from './csv-instance.ts';
import { pollAccuracyRows, pollHistoryRows } from '../compute/result-rows.ts';
import { PollAccuracyCsvRowSchema, PollHistoryCsvRowSchema } from '../schemas/api/result-rows.ts';
import { jsonInstance } from './instances.ts';
import type { Route } from './types.ts';

const FIRST = POLL_HISTORY_YEARS[0]!;
const LAST = POLL_HISTORY_YEARS.at(-1)!;

const historyYear = pathParam(
  'year',
  intSchema({
    description: `Year of the elections (data: ${FIRST}-${LAST}, odd years included).`,
    example: '2020',
    min: 0,
    max: MAX_YEAR,
    message: `year must be a whole number from 0 to ${MAX_YEAR} (data cover ${FIRST}-${LAST})`,
  }),
  { code: 'invalid_year' },
);
const historyOffice = queryParam(
  'office',
  enumSchema(POLL_HISTORY_OFFICES, {
    description: `One office (any case): ${POLL_HISTORY_OFFICES.join(', ')}; omit for all.`,
    example: 'senate',
    message: `office must be one of ${POLL_HISTORY_OFFICES.join(', ')}`,
  }),
);

const historyState = queryParam(
  'state',
  textSchema({
    description:
      'Two-letter code (any case) of a state, DC, PR or VI, or "national" for the national polls; omit for all.',
    example: 'GA',
    pattern: /^([A-Za-z]{2}|national)$/,
    normalize: (s) => (s.toLowerCase() === 'national' ? 'national' : s.toUpperCase()),
    message: 'state must be a two-letter code (any case) of a state, DC, PR or VI, or "national"',
  }),
);

const KNOWN_STATES = new Set<string>([...POLL_HISTORY_STATES, 'national']);

/** 404s of a well-formed request without data: a year outside the file, then two letters of no state. */
function checkHistory(v: ParamValues): ApiError | null {
  if (!(POLL_HISTORY_YEARS as number[]).includes(v.year as number))
    return notFound('year_not_found', `no polls for ${String(v.year)}; data cover ${FIRST}-${LAST}`);
  const state = v.state as string | undefined;
  if (state !== undefined && !KNOWN_STATES.has(state))
    return notFound(
      'unknown_state',
      `unknown state ${quoteInput(state)}; use a two-letter code of a state, DC, PR or VI, or "national"`,
    );
  return null;
}

/** The download name of a list: polls-history-{year}[-{office}][-{state}].csv, as the static files are named. */
const csvName = (year: number, office: PollHistoryOffice | null, state: string | null) =>
  `polls-history-${year}${office ? `-${office}` : ''}${state ? `-${state}` : ''}.csv`;

/**
 * The function's answer to a state's list (parameters parsed, check passed): the JSON or CSV the static files
 * would hold for it, computed the same way from the one cycle's data file.
 */
function stateList(v: ParamValues): unknown {
  const year = v.year as number;
  const office = (v.office as PollHistoryOffice | undefined) ?? null;
  const state = (v.state as string | undefined) ?? null;
  const list = PollHistoryYearSchema.parse(computePollHistory(pollHistoryOfYear(year), year, office, state));
  if (v.format !== 'csv') return list;
  const text = csvText(PollHistoryCsvRowSchema, pollHistoryRows(list));
  return downloadResponse(text, 'csv', csvName(year, office, state), FUNCTION_CACHE);
}

/**
 * One static file per cycle and per cycle and office (125 files; an office without polls that year is an empty
 * list). A file per cycle, state and office would take thousands of redirect rules, so a state's list is computed
 * on request by a function from that cycle's data file, with the same computation, and cached by the CDN.
 */
export const pollHistoryRoute: Route = {
  id: 'poll-history',
  path: '/api/polls/history/{year}',
  tag: 'Poll accuracy',
  summary: 'Polls of 1998-2022 with the actual result, error and bias',
  description:
    "Every poll in FiveThirtyEight's raw-polls file for elections of one year (the final three weeks of presidential, Senate, governor and House races; presidential primaries included): pollster, median field date, sample size, each of the top two finishers' share in the poll and in the election, the race's actual margin, the poll's error (absolute) and bias (signed: positive overstated the Democrat). The actual result is joined from our results (actual.contest_id, actual.contest_url); primaries and races outside our results keep FiveThirtyEight's outcome (actual.source fivethirtyeight, the reason in actual.note). Where FiveThirtyEight's margin differs from ours by more than 0.1 points, source_actual carries its figures. The file records no population (likely or registered voters). office and state filter the list (state=national: the national polls); a state without polls of that year and office is an empty list. The year and office lists are static files; a state's list is computed on request by a function with the same code.",
  params: [historyYear, historyOffice, historyState, formatQuery],
  response: {
    schema: PollHistoryYearSchema,
    contentType: 'application/json',
    alternatives: csvAlternative('PollHistoryCsvRow', 'one row per poll'),
  },
  errors: [
    { status: 400, code: 'invalid_year', description: `The year is not a whole number from 0 to ${MAX_YEAR}.` },
    {
      status: 400,
      code: 'invalid_parameter',
      description:
        'office is not president, senate, governor or house, state not two letters or "national", or format not json or csv.',
    },
    { status: 404, code: 'year_not_found', description: `A year outside ${FIRST}-${LAST}.` },
    { status: 404, code: 'unknown_state', description: 'Two letters that are not the code of a state, DC, PR or VI.' },
  ],
  serve: {
    kind: 'hybrid',
    name: 'poll-history',
    rateLimit: GENERAL_RATE_LIMIT,
    // Every cycle's file is deployed; a request reads only its year's (polls/history.ts).
    dataFiles: POLL_HISTORY_DATA_FILES,
    cache: FUNCTION_CACHE,
    dynamic: ['state'],
    rest: 'fallback',
    scope: 'state-filtered lists',
    respond: stateList,
    instances: (data) =>
      POLL_HISTORY_YEARS.flatMap((y) =>
        [null, ...POLL_HISTORY_OFFICES].flatMap((o: PollHistoryOffice | null) =>
          jsonAndCsv(
            { file: `api/polls/history/${y}${o ? `/${o}` : ''}.json`, schema: PollHistoryYearSchema },
            { name: csvName(y, o, null), schema: PollHistoryCsvRowSchema, rows: pollHistoryRows },
            [{ path: `/api/polls/history/${y}`, query: o ? { office: o } : {} }],
            () => computePollHistory(data.pollHistory, y, o),
          ),
        ),
      ),
  },
  check: checkHistory,
  example: '/api/polls/history/2020?office=senate',
};

export const pollAccuracyRoute: Route = {
  id: 'poll-accuracy',
  path: '/api/polls/accuracy',
  tag: 'Poll accuracy',
  summary: 'How accurate the 1998-2022 polls were: error, bias and right calls by cycle and office, state and pollster',
  description:
    'Recomputed from /api/polls/history/{year} (general elections; primaries left out): per election year and office, per state and per pollster, the number of polls and races, the average absolute error of the margin, the average signed bias (positive: the polls overstated the Democrat; bias_toward names the party) over Democrat-versus-Republican races, and the share of polls whose leader won. The method is in the response and on /methodology.',
  params: [formatQuery],
  response: {
    schema: PollAccuracySchema,
    contentType: 'application/json',
    alternatives: csvAlternative('PollAccuracyCsvRow', 'one row per group of each of the four lists'),
  },
  errors: [FORMAT_ERROR],
  serve: {
    kind: 'static',
    instances: (data) =>
      jsonAndCsv(
        { file: 'api/polls/accuracy.json', schema: PollAccuracySchema },
        { name: 'polls-accuracy.csv', schema: PollAccuracyCsvRowSchema, rows: pollAccuracyRows },
        [{ path: '/api/polls/accuracy', query: {} }],
        () => computePollAccuracy(data.pollHistory, data.pollsters),
      ),
  },
  example: '/api/polls/accuracy',
};
