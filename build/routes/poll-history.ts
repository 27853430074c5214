import { computePollAccuracy } from '../compute/poll-accuracy.ts';
import { computePollHistory } from '../compute/poll-history.ts';
import { PollAccuracySchema } from '../schemas/api/poll-accuracy.ts';
import { notFound } from '../http/errors.ts';
import { PollHistoryYearSchema } from '../schemas/api/poll-history.ts';
import { POLL_HISTORY_OFFICES, POLL_HISTORY_YEARS, type PollHistoryOffice } from '../schemas/poll-history.ts';
import { enumSchema, intSchema, pathParam, queryParam } from './param.ts';
import { csvAlternative, FORMAT_ERROR, formatQuery, MAX_YEAR } from './params.ts';
import { jsonAndCsv } from './csv-instance.ts';
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

/**
 * One static file per cycle and per cycle and office (125 files; an office without polls that year is an empty
 * list). A state filter would take one file per cycle, state and office (thousands of redirect rules), so state is
 * filtered by the client on polls[].state.
 */
export const pollHistoryRoute: Route = {
  id: 'poll-history',
  path: '/api/polls/history/{year}',
  tag: 'Poll accuracy',
  summary: 'Polls of 1998-2022 with the actual result, error and bias',
  description:
    "Every poll in FiveThirtyEight's raw-polls file for elections of one year (the final three weeks of presidential, Senate, governor and House races; presidential primaries included): pollster, median field date, sample size, each of the top two finishers' share in the poll and in the election, the race's actual margin, the poll's error (absolute) and bias (signed: positive overstated the Democrat). The actual result is joined from our results (actual.contest_id, actual.contest_url); primaries and races outside our results keep FiveThirtyEight's outcome (actual.source fivethirtyeight, the reason in actual.note). Where FiveThirtyEight's margin differs from ours by more than 0.1 points, source_actual carries its figures. The file records no population (likely or registered voters). Filter by state on polls[].state (null for national polls).",
  params: [historyYear, historyOffice, formatQuery],
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
      description: 'office is not president, senate, governor or house, or format not json or csv.',
    },
    { status: 404, code: 'year_not_found', description: `A year outside ${FIRST}-${LAST}.` },
  ],
  serve: {
    kind: 'static',
    instances: (data) =>
      POLL_HISTORY_YEARS.flatMap((y) =>
        [null, ...POLL_HISTORY_OFFICES].flatMap((o: PollHistoryOffice | null) =>
          jsonAndCsv(
            { file: `api/polls/history/${y}${o ? `/${o}` : ''}.json`, schema: PollHistoryYearSchema },
            {
              name: `polls-history-${y}${o ? `-${o}` : ''}.csv`,
              schema: PollHistoryCsvRowSchema,
              rows: pollHistoryRows,
            },
            [{ path: `/api/polls/history/${y}`, query: o ? { office: o } : {} }],
            () => computePollHistory(data.pollHistory, y, o),
          ),
        ),
      ),
  },
  check: (v) =>
    (POLL_HISTORY_YEARS as number[]).includes(v.year as number)
      ? null
      : notFound('year_not_found', `no polls for ${String(v.year)}; data cover ${FIRST}-${LAST}`),
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
