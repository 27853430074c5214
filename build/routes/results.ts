import type { z } from 'zod';
import { computeElectionState, computeElectionYear } from '../compute/elections.ts';
import { computeExportRows, EXPORT_COLUMNS, OFFICE_EXPORT_COLUMNS, rowsToCsv } from '../compute/export.ts';
import { computeStateHistory } from '../compute/history.ts';
import { computeSwing } from '../compute/swing.ts';
import { badRequest } from '../http/errors.ts';
import { PRESIDENTIAL_YEARS, STATE_CODES, type StateCode } from '../schemas/common.ts';
import { ElectionStateSchema, ElectionYearSchema, ExportRowsSchema, StateHistorySchema, SwingSchema } from '../schemas/api/elections.ts';
import { firstError, formatQuery, presidentialYearData, presidentialYearPath, presidentialYearQuery, stateData, statePath, stateQuery } from './params.ts';
import type { Dataset } from '../catalog/dataset.ts';
import { exportCheck, exportYearQuery, ExportResponseSchema, officeExportInstances, officeQuery } from './exports.ts';
import type { PublicRequest, Route, StaticInstance } from './types.ts';

/** A JSON file instance: computed lazily, validated against its schema, then serialized exactly as validated. */
export function jsonInstance(file: string, requests: PublicRequest[], schema: z.ZodType, compute: () => unknown): StaticInstance {
  return {
    file,
    requests,
    render: () => {
      const value = compute();
      schema.parse(value);
      return `${JSON.stringify(value)}\n`;
    },
  };
}

/** State codes are accepted in upper and lower case by rule; any other casing reaches the fallback, which redirects. */
export const caseVariants = (code: string) => [code, code.toLowerCase()];
const state = (v: unknown) => v as StateCode;

export const electionYearRoute: Route = {
  id: 'election-year',
  path: '/api/elections/{year}',
  tag: 'Presidential results',
  summary: 'A presidential election: national result and every state',
  description: 'National winner, electoral votes per party and candidate (faithless electors included), popular vote per party, and each state\'s winner, D-R margin, flip flag and candidates.',
  params: [presidentialYearPath],
  response: { schema: ElectionYearSchema, contentType: 'application/json' },
  errors: [
    { status: 400, code: 'invalid_year', description: 'The year is not a whole number divisible by 4, or is negative.' },
    { status: 404, code: 'year_not_found', description: 'A presidential year without data (before 1976 or after 2024).' },
  ],
  serve: {
    kind: 'static',
    instances: (data) => PRESIDENTIAL_YEARS.map((y) => jsonInstance(`api/elections/${y}.json`, [{ path: `/api/elections/${y}`, query: {} }], ElectionYearSchema, () => computeElectionYear(data, y))),
  },
  check: (v) => presidentialYearData(v.year as number),
  example: '/api/elections/2020',
};

export const electionStateRoute: Route = {
  id: 'election-state',
  path: '/api/elections/{year}/{state}',
  tag: 'Presidential results',
  summary: 'One state in a presidential election',
  description: 'Every candidate with votes, share and electoral votes; the D-R margin; how the electors voted (Maine and Nebraska splits, faithless electors); sources and notes.',
  params: [presidentialYearPath, statePath()],
  response: { schema: ElectionStateSchema, contentType: 'application/json' },
  errors: [
    { status: 400, code: 'invalid_year', description: 'The year is not a whole number divisible by 4, or is negative.' },
    { status: 400, code: 'invalid_parameter', description: 'The state is not two letters.' },
    { status: 404, code: 'year_not_found', description: 'A presidential year without data (before 1976 or after 2024).' },
    { status: 404, code: 'unknown_state', description: 'Two letters that are not the code of a state or DC.' },
  ],
  serve: {
    kind: 'static',
    instances: (data) =>
      PRESIDENTIAL_YEARS.flatMap((y) =>
        STATE_CODES.map((s) =>
          jsonInstance(`api/elections/${y}/${s}.json`, caseVariants(s).map((c) => ({ path: `/api/elections/${y}/${c}`, query: {} })), ElectionStateSchema, () => computeElectionState(data, y, s)),
        ),
      ),
  },
  check: (v) => firstError(presidentialYearData(v.year as number), stateData(v.state as string)),
  example: '/api/elections/2020/GA',
};

export const stateHistoryRoute: Route = {
  id: 'state-history',
  path: '/api/states/{abbr}/history',
  tag: 'Presidential results',
  summary: 'A state\'s presidential history',
  description: 'Electoral votes over time and every presidential result since 1976 with the national margin and the state\'s margin relative to it.',
  params: [statePath('abbr')],
  response: { schema: StateHistorySchema, contentType: 'application/json' },
  errors: [
    { status: 400, code: 'invalid_parameter', description: 'The state is not two letters.' },
    { status: 404, code: 'unknown_state', description: 'Two letters that are not the code of a state or DC.' },
  ],
  serve: {
    kind: 'static',
    instances: (data) => STATE_CODES.map((s) => jsonInstance(`api/states/${s}/history.json`, caseVariants(s).map((c) => ({ path: `/api/states/${c}/history`, query: {} })), StateHistorySchema, () => computeStateHistory(data, s))),
  },
  check: (v) => stateData(v.abbr as string),
  example: '/api/states/GA/history',
};

export const DEFAULT_SWING = { from: 2020, to: 2024 } as const;
const fromYear = presidentialYearQuery('from_year', 'Presidential year (data: 1976-2024).', '2016', DEFAULT_SWING.from);
const toYear = presidentialYearQuery('to_year', 'Presidential year (data: 1976-2024), different from from_year.', '2024', DEFAULT_SWING.to);

export const swingRoute: Route = {
  id: 'swing',
  path: '/api/swing',
  tag: 'Presidential results',
  summary: 'Swing between two presidential elections',
  description: 'Each state\'s D-R margin in both years and the change (positive = toward the Democrats), plus the national swing.',
  params: [fromYear, toYear],
  response: { schema: SwingSchema, contentType: 'application/json' },
  errors: [
    { status: 400, code: 'invalid_year', description: 'A year that is not a whole number divisible by 4, or from_year equal to to_year.' },
    { status: 404, code: 'year_not_found', description: 'A presidential year without data (before 1976 or after 2024).' },
  ],
  serve: {
    kind: 'static',
    instances: (data) => {
      const out: StaticInstance[] = [];
      for (const from of PRESIDENTIAL_YEARS) {
        for (const to of PRESIDENTIAL_YEARS) {
          if (from === to) continue;
          const requests: PublicRequest[] = [{ path: '/api/swing', query: { from_year: String(from), to_year: String(to) } }];
          if (to === DEFAULT_SWING.to) requests.push({ path: '/api/swing', query: { from_year: String(from) } });
          if (from === DEFAULT_SWING.from) requests.push({ path: '/api/swing', query: { to_year: String(to) } });
          if (from === DEFAULT_SWING.from && to === DEFAULT_SWING.to) requests.push({ path: '/api/swing', query: {} });
          out.push(jsonInstance(`api/swing/${from}-${to}.json`, requests, SwingSchema, () => computeSwing(data, from, to)));
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
  summary: 'Results of one year as a JSON or CSV download: presidential (one row per state) or Senate, House, governor (one row per candidate)',
  description: `office=president (the default): one row per state: ${EXPORT_COLUMNS.join(', ')}. office=senate, house or governor: one row per candidate per contest (runoffs and specials are their own contests): ${OFFICE_EXPORT_COLUMNS.join(', ')}. CSV columns are in that order, with a header row (RFC 4180, CRLF); empty cells are nulls. Omit state for all states; a state without a contest of that office that year has no rows. Served as an attachment; without format, the JSON file. Every valid request is a static file; state codes other than upper case are redirected (301) for the other offices.`,
  params: [exportYearQuery, formatQuery, stateQuery, officeQuery],
  response: {
    schema: ExportResponseSchema,
    contentType: 'application/json',
    alternatives: [{ contentType: 'text/csv', description: 'The same rows as CSV with a header row (format=csv).' }],
  },
  errors: [
    { status: 400, code: 'invalid_year', description: 'year missing, or not a whole number; for office=president not divisible by 4, for the other offices odd.' },
    { status: 400, code: 'invalid_parameter', description: 'format not json or csv, office not president, senate, house or governor, or a state that is not two letters.' },
    { status: 404, code: 'year_not_found', description: 'A year without data for the office (e.g. 1972, or 2028).' },
    { status: 404, code: 'unknown_state', description: 'Two letters that are not the code of a state or DC.' },
  ],
  serve: {
    kind: 'static',
    instances: (data) => [...presidentialExportInstances(data), ...officeExportInstances(data)],
  },
  check: exportCheck,
  example: '/api/export?year=2020&state=GA&format=csv',
};

/** The presidential files of /api/export (every published request, unchanged). */
function presidentialExportInstances(data: Dataset): StaticInstance[] {
  return PRESIDENTIAL_YEARS.flatMap((y) =>
        [null, ...STATE_CODES].flatMap((s) =>
          FORMATS.map((format): StaticInstance => {
            const name = s ? `${y}-${s}` : `${y}`;
            // format defaults to json: the request without format is answered by the same file as format=json.
            const formats = format === 'json' ? [format, null] : [format];
            // office=president given explicitly answers exactly as the published call without it.
            const requests = (s ? caseVariants(s) : [null]).flatMap((c) =>
              formats.flatMap((f) =>
                ([{}, { office: 'president' }] as Record<string, string>[]).map((o) => ({ path: '/api/export', query: { year: String(y), ...(c ? { state: c } : {}), ...(f ? { format: f } : {}), ...o } })),
              ),
            );
            const rows = () => computeExportRows(data, y, s);
            return format === 'json'
              ? { ...jsonInstance(`api/export/json/${name}.json`, requests, ExportRowsSchema, rows), download: `elections-${name}.json` }
              : {
                  file: `api/export/csv/${name}.csv`,
                  requests,
                  render: () => {
                    const value = rows();
                    ExportRowsSchema.parse(value);
                    return rowsToCsv(value, EXPORT_COLUMNS);
                  },
                  download: `elections-${name}.csv`,
                };
          }),
        ),
      );
}

export const RESULTS_ROUTES: Route[] = [
  electionYearRoute,
  electionStateRoute,
  stateHistoryRoute,
  swingRoute,
  exportRoute,
];
