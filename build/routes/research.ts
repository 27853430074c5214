import { computeAverageHistory } from '../compute/average-history.ts';
import { DEFAULT_HALF_LIFE, DEFAULT_MIN_RATING } from '../compute/average.ts';
import { computeRatingsHistory } from '../compute/polls.ts';
import { computeRaceList } from '../compute/races.ts';
import { pollData } from '../polls/bundled.ts';
import { AverageHistorySchema, RatingsHistorySchema } from '../schemas/api/polls.ts';
import { RaceListSchema } from '../schemas/api/races.ts';
import { averageHistoryRows, raceRows, ratingHistoryRows } from '../compute/table-rows.ts';
import { AverageHistoryCsvRowSchema, RaceCsvRowSchema, RatingHistoryCsvRowSchema } from '../schemas/api/table-rows.ts';
import { csvInstance } from './csv-instance.ts';
import { queryParam } from './param.ts';
import { FORMAT_ERROR, formatQuery, raceIdSchema } from './params.ts';
import { checkRatingsYear, pollFilterData, ratingsYear, ratingsYearErrors } from './poll-rules.ts';
import { jsonInstance } from './instances.ts';
import type { Route } from './types.ts';

const TAG = '2026 polls and ratings';

const racesRoute: Route = {
  id: 'races',
  path: '/api/races',
  tag: TAG,
  summary: 'Every 2026 race: id, title, office, election day, incumbent, nominees, polls, consensus rating, links',
  description:
    'The list to start from: every race id the other 2026 endpoints and the widget accept, with its title, office, ' +
    'state, election day, incumbent and known nominees (name and party), how many polls the data hold (and how ' +
    "many the default average counts), the newest poll's end date, the consensus of the three raters as on the " +
    'race page, and the paths of its page, widget, average, daily average series and poll downloads.',
  params: [formatQuery],
  response: {
    schema: RaceListSchema,
    contentType: 'application/json',
    alternatives: [
      { contentType: 'text/csv', description: 'format=csv: one row per race (RaceCsvRow), as a download.' },
    ],
  },
  errors: [FORMAT_ERROR],
  serve: {
    kind: 'static',
    instances: (data) => {
      const list = () => computeRaceList(data.polls2026);
      const path = '/api/races';
      return [
        jsonInstance(
          'api/races.json',
          [
            { path, query: {} },
            { path, query: { format: 'json' } },
          ],
          RaceListSchema,
          list,
        ),
        csvInstance('races-2026.csv', [{ path, query: { format: 'csv' } }], RaceCsvRowSchema, () => raceRows(list())),
      ];
    },
  },
  example: '/api/races',
};

const averageHistoryRoute: Route = {
  id: 'poll-average-history',
  path: '/api/polls/average/history',
  tag: TAG,
  summary: "A race's default polling average, day by day",
  description: `For every day from the race's first averaged poll to its last, each candidate's default average (half_life ${DEFAULT_HALF_LIFE}, min_rating ${DEFAULT_MIN_RATING}) as it stood that day: the polls that ended on or before it, recency counted from it, and how many polls included the candidate. The same numbers as /api/polls/average?as_of=DAY and as the chart on the race page; the last point equals the current average. Static files, one per race.`,
  params: [
    queryParam('race', raceIdSchema('A 2026 race id (the list is /api/races).'), { required: true }),
    formatQuery,
  ],
  response: {
    schema: AverageHistorySchema,
    contentType: 'application/json',
    alternatives: [
      {
        contentType: 'text/csv',
        description: 'format=csv: one row per candidate per day (AverageHistoryCsvRow), as a download.',
      },
    ],
  },
  errors: [
    {
      status: 400,
      code: 'invalid_parameter',
      description: 'race missing or not shaped like a race id, or format not json or csv.',
    },
    { status: 404, code: 'unknown_race', description: 'A well-formed race id that does not exist.' },
  ],
  serve: {
    kind: 'static',
    instances: (data) =>
      data.polls2026.races.flatMap((race) => {
        const history = () =>
          computeAverageHistory(race, data.polls2026.polls, {
            halfLife: DEFAULT_HALF_LIFE,
            minRating: DEFAULT_MIN_RATING,
          });
        const query = { race: race.id };
        return [
          jsonInstance(
            `api/polls/average/history/${race.id}.json`,
            [
              { path: '/api/polls/average/history', query },
              { path: '/api/polls/average/history', query: { ...query, format: 'json' } },
            ],
            AverageHistorySchema,
            history,
          ),
          csvInstance(
            `polls-average-history-${race.id}.csv`,
            [{ path: '/api/polls/average/history', query: { ...query, format: 'csv' } }],
            AverageHistoryCsvRowSchema,
            () => averageHistoryRows(history()),
          ),
        ];
      }),
  },
  check: (v) => pollFilterData(pollData(), undefined, v.race as string),
  example: '/api/polls/average/history?race=ga-sen-2026',
};

const ratingsHistoryRoute: Route = {
  id: 'ratings-history',
  path: '/api/ratings/{year}/history',
  tag: TAG,
  summary: 'Every dated rating Cook, Sabato and Inside Elections published for each 2026 race',
  description:
    "Superseded ratings included, oldest first: each rater's rating of each race at every as-of date a dated copy " +
    "in the sources shows (270toWin's maps of June to October 2026, Wikipedia's October table), with the source " +
    "ids; current marks the ratings /api/ratings/2026 publishes. A rater's map may have changed between two dates " +
    'without a copy in the sources showing it.',
  params: [ratingsYear, formatQuery],
  response: {
    schema: RatingsHistorySchema,
    contentType: 'application/json',
    alternatives: [
      {
        contentType: 'text/csv',
        description: 'format=csv: one row per dated rating (RatingHistoryCsvRow), as a download.',
      },
    ],
  },
  errors: [...ratingsYearErrors, FORMAT_ERROR],
  serve: {
    kind: 'static',
    instances: (data) => {
      const history = () => computeRatingsHistory(data.polls2026, data.ratingHistory2026);
      const path = '/api/ratings/2026/history';
      return [
        jsonInstance(
          'api/ratings/2026/history.json',
          [
            { path, query: {} },
            { path, query: { format: 'json' } },
          ],
          RatingsHistorySchema,
          history,
        ),
        csvInstance('ratings-2026-history.csv', [{ path, query: { format: 'csv' } }], RatingHistoryCsvRowSchema, () =>
          ratingHistoryRows(history()),
        ),
      ];
    },
  },
  check: checkRatingsYear,
  example: '/api/ratings/2026/history',
};

export const RESEARCH_ROUTES: Route[] = [racesRoute, averageHistoryRoute, ratingsHistoryRoute];
