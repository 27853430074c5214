import { computeElectionState, computeElectionYear } from '../compute/elections.ts';
import { computeExportRows, EXPORT_COLUMNS, OFFICE_EXPORT_COLUMNS } from '../compute/export.ts';
import { stateHistoryRows, swingRows } from '../compute/result-rows.ts';
import { StateHistoryCsvRowSchema, SwingCsvRowSchema } from '../schemas/api/result-rows.ts';
import { jsonAndCsv } from './csv-instance.ts';
import { computeStateHistory } from '../compute/history.ts';
import { computeSwing } from '../compute/swing.ts';
import { badRequest } from '../http/errors.ts';
import { PRESIDENTIAL_YEARS, STATE_CODES, type StateCode } from '../schemas/common.ts';
import {
  ElectionStateSchema,
  ElectionYearSchema,
  ExportRowSchema,
  StateHistorySchema,
  SwingSchema,
} from '../schemas/api/elections.ts';
import {
  caseVariants,
  csvAlternative,
  firstError,
  FORMAT_ERROR,
  formatQuery,
  presidentialYearData,
  presidentialYearPath,
  presidentialYearQuery,
  stateData,
  statePath,
  stateQuery,
} from './params.ts';
import {
  EXPORT_FUNCTION_QUERIES,
  exportCheck,
  exportInstances,
  exportResponse,
  exportYearQuery,
  ExportResponseSchema,
  officeQuery,
} from './exports.ts';
import { EXPORT_RATE_LIMIT } from '../http/rate-limits.ts';
import { FUNCTION_CACHE } from '../http/headers.ts';
import { RESULTS_DATA_FILES } from '../results/bundled.ts';
import { jsonInstance } from './instances.ts';
import type { PublicRequest, Route, StaticInstance } from './types.ts';

import { UNSUPPORTED_FORMAT } from './format-check.ts';

const state = (v: unknown) => v as StateCode;

const electionYearRoute: Route = {
  id: 'election-year',
  path: '/api/elections/{year}',
  tag: 'Presidential results',
  summary: 'A presidential election: national result and every state',
  description:
    "National winner, electoral votes per party and candidate (faithless electors included), popular vote per party, and each state's winner, D-R margin, flip flag and candidates.",
  params: [presidentialYearPath, formatQuery],
  response: {
    schema: ElectionYearSchema,
    contentType: 'application/json',
    alternatives: csvAlternative('ExportRow', 'one row per state, the rows of /api/export?year='),
  },
  errors: [
    {
      status: 400,
      code: 'invalid_year',
      description: 'The year is not a whole number divisible by 4, or is negative.',
    },
    FORMAT_ERROR,
    {
      status: 404,
      code: 'year_not_found',
      description: 'A presidential year without data (before 1976 or after 2024).',
    },
  ],
  serve: {
    kind: 'static',
    instances: (data) =>
      PRESIDENTIAL_YEARS.flatMap((y) =>
        jsonAndCsv(
          { file: `api/elections/${y}.json`, schema: ElectionYearSchema },
          { name: `elections-${y}-states.csv`, schema: ExportRowSchema, rows: () => computeExportRows(data, y, null) },
          [{ path: `/api/elections/${y}`, query: {} }],
          () => computeElectionYear(data, y),
        ),
      ),
  },
  check: (v) => presidentialYearData(v.year as number),
  example: '/api/elections/2020',
};

const electionStateRoute: Route = {
  id: 'election-state',
  path: '/api/elections/{year}/{state}',
  tag: 'Presidential results',
  summary: 'One state in a presidential election',
  description:
    'Every candidate with votes, share and electoral votes; the D-R margin; how the electors voted (Maine and Nebraska splits, faithless electors); sources and notes.',
  params: [presidentialYearPath, statePath()],
  response: { schema: ElectionStateSchema, contentType: 'application/json' },
  // The published error table lists only 404 here ("year or state not found"): malformed values are 404s too.
  errors: [
    {
      status: 404,
      code: 'year_not_found',
      description:
        'Any year without presidential data: not a whole number divisible by 4, negative, before 1976 or after 2024.',
    },
    {
      status: 404,
      code: 'unknown_state',
      description: 'Anything but the code of a state or DC: not two ASCII letters, or two letters of no state.',
    },
    UNSUPPORTED_FORMAT,
  ],
  notFoundWhenMalformed: { year: 'year_not_found', state: 'unknown_state' },
  serve: {
    kind: 'static',
    instances: (data) =>
      PRESIDENTIAL_YEARS.flatMap((y) =>
        STATE_CODES.map((s) =>
          jsonInstance(
            `api/elections/${y}/${s}.json`,
            caseVariants(s).map((c) => ({ path: `/api/elections/${y}/${c}`, query: {} })),
            ElectionStateSchema,
            () => computeElectionState(data, y, s),
          ),
        ),
      ),
  },
  check: (v) => firstError(presidentialYearData(v.year as number), stateData(v.state as string)),
  example: '/api/elections/2020/GA',
};

const stateHistoryRoute: Route = {
  id: 'state-history',
  path: '/api/states/{abbr}/history',
  tag: 'Presidential results',
  summary: "A state's presidential history",
  description:
    "Electoral votes over time and every presidential result since 1976 with the national margin and the state's margin relative to it.",
  params: [statePath('abbr'), formatQuery],
  response: {
    schema: StateHistorySchema,
    contentType: 'application/json',
    alternatives: csvAlternative('StateHistoryCsvRow', 'one row per presidential election'),
  },
  // The published error table lists only 404 here ("unknown state"): a malformed state is a 404 too.
  errors: [
    {
      status: 404,
      code: 'unknown_state',
      description: 'Anything but the code of a state or DC: not two ASCII letters, or two letters of no state.',
    },
    FORMAT_ERROR,
  ],
  notFoundWhenMalformed: { abbr: 'unknown_state' },
  serve: {
    kind: 'static',
    instances: (data) =>
      STATE_CODES.flatMap((s) =>
        jsonAndCsv(
          { file: `api/states/${s}/history.json`, schema: StateHistorySchema },
          { name: `state-history-${s}.csv`, schema: StateHistoryCsvRowSchema, rows: stateHistoryRows },
          caseVariants(s).map((c) => ({ path: `/api/states/${c}/history`, query: {} })),
          () => computeStateHistory(data, s),
        ),
      ),
  },
  check: (v) => stateData(v.abbr as string),
  example: '/api/states/GA/history',
};

const DEFAULT_SWING = { from: 2020, to: 2024 } as const;
const fromYear = presidentialYearQuery('from_year', 'Presidential year (data: 1976-2024).', '2016', DEFAULT_SWING.from);
const toYear = presidentialYearQuery(
  'to_year',
  'Presidential year (data: 1976-2024), different from from_year.',
  '2024',
  DEFAULT_SWING.to,
);

const swingRoute: Route = {
  id: 'swing',
  path: '/api/swing',
  tag: 'Presidential results',
  summary: 'Swing between two presidential elections',
  description:
    "Each state's D-R margin in both years and the change (positive = toward the Democrats), plus the national swing.",
  params: [fromYear, toYear, formatQuery],
  response: {
    schema: SwingSchema,
    contentType: 'application/json',
    alternatives: csvAlternative('SwingCsvRow', 'one row per state'),
  },
  errors: [
    {
      status: 400,
      code: 'invalid_year',
      description: 'A year that is not a whole number divisible by 4, or from_year equal to to_year.',
    },
    FORMAT_ERROR,
    {
      status: 404,
      code: 'year_not_found',
      description: 'A presidential year without data (before 1976 or after 2024).',
    },
  ],
  serve: {
    kind: 'static',
    instances: (data) => {
      const out: StaticInstance[] = [];
      for (const from of PRESIDENTIAL_YEARS) {
        for (const to of PRESIDENTIAL_YEARS) {
          if (from === to) continue;
          const requests: PublicRequest[] = [
            { path: '/api/swing', query: { from_year: String(from), to_year: String(to) } },
          ];
          if (to === DEFAULT_SWING.to) requests.push({ path: '/api/swing', query: { from_year: String(from) } });
          if (from === DEFAULT_SWING.from) requests.push({ path: '/api/swing', query: { to_year: String(to) } });
          if (from === DEFAULT_SWING.from && to === DEFAULT_SWING.to) requests.push({ path: '/api/swing', query: {} });
          out.push(
            ...jsonAndCsv(
              { file: `api/swing/${from}-${to}.json`, schema: SwingSchema },
              { name: `swing-${from}-${to}.csv`, schema: SwingCsvRowSchema, rows: swingRows },
              requests,
              () => computeSwing(data, from, to),
            ),
          );
        }
      }
      return out;
    },
  },
  check: (v) =>
    v.from_year === v.to_year
      ? badRequest('invalid_year', `from_year and to_year must differ; both are ${String(v.from_year)}`)
      : firstError(presidentialYearData(v.from_year as number), presidentialYearData(v.to_year as number)),
  example: '/api/swing?from_year=2016&to_year=2024',
};

const FORMATS = ['json', 'csv'] as const;

export const exportRoute: Route = {
  id: 'export',
  path: '/api/export',
  tag: 'Downloads',
  summary:
    'Results of one year as a JSON or CSV download: presidential (one row per state) or Senate, House, governor (one row per candidate)',
  description: `office=president (the default): one row per state: ${EXPORT_COLUMNS.join(', ')}. office=senate, house or governor: one row per candidate per contest (runoffs and specials are their own contests): ${OFFICE_EXPORT_COLUMNS.join(', ')}. CSV columns are in that order, with a header row (RFC 4180, CRLF); empty cells are nulls. Omit state for all states; a state without a contest of that office that year has no rows. Served as an attachment; without format, the JSON file. The presidential exports and the other offices' exports of all states are static files; a state's exports of the other offices (and office=president given explicitly) are computed on request by a function with the same compute, rows and download names, and cached by the CDN.`,
  params: [exportYearQuery, formatQuery, stateQuery, officeQuery],
  response: {
    schema: ExportResponseSchema,
    contentType: 'application/json',
    alternatives: [{ contentType: 'text/csv', description: 'The same rows as CSV with a header row (format=csv).' }],
  },
  errors: [
    {
      status: 400,
      code: 'invalid_year',
      description:
        'year missing, or not a whole number; for office=president not divisible by 4, for the other offices odd.',
    },
    {
      status: 400,
      code: 'invalid_parameter',
      description:
        'format not json or csv, office not president, senate, house or governor, or a state that is not two letters.',
    },
    {
      status: 400,
      code: 'unknown_state',
      description:
        'Two letters that are not the code of a state or DC (the published table: 400 for an invalid state).',
    },
    { status: 404, code: 'year_not_found', description: 'A year without data for the office (e.g. 1972, or 2028).' },
  ],
  serve: {
    kind: 'hybrid',
    name: 'export',
    rateLimit: EXPORT_RATE_LIMIT,
    // Every office's results files: the function reads only the office and year asked for (results/bundled.ts).
    dataFiles: [...new Set(Object.values(RESULTS_DATA_FILES).flat())],
    cache: FUNCTION_CACHE,
    dynamic: [],
    dynamicQueries: EXPORT_FUNCTION_QUERIES,
    rest: 'fallback',
    scope: 'state-filtered office exports and explicit office=president requests',
    instances: exportInstances,
    respond: (v) => exportResponse(v, FUNCTION_CACHE),
  },
  check: exportCheck,
  example: '/api/export?year=2020&state=GA&format=csv',
};

export const RESULTS_ROUTES: Route[] = [
  electionYearRoute,
  electionStateRoute,
  stateHistoryRoute,
  swingRoute,
  exportRoute,
];
