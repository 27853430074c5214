import type { z } from 'zod';
import { computeElectionState, computeElectionYear } from '../compute/elections.ts';
import { computeExportRows, EXPORT_COLUMNS, rowsToCsv } from '../compute/export.ts';
import { computeStateHistory } from '../compute/history.ts';
import { computeOfficeYear, type Office } from '../compute/offices.ts';
import { computeSwing } from '../compute/swing.ts';
import { badRequest, notFound, quoteInput } from '../http/errors.ts';
import { EVEN_YEARS, PRESIDENTIAL_YEARS, STATE_CODES } from '../schemas/common.ts';
import { ElectionStateSchema, ElectionYearSchema, ExportRowsSchema, StateHistorySchema, SwingSchema } from '../schemas/api/elections.ts';
import { OfficeYearSchema } from '../schemas/api/offices.ts';
import { checkEvenYearPath, checkPresidentialYearPath, isPresidentialYear, lastParam, parseState, parseYearText, presidentialYearMessage, stateMessage } from './params.ts';
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
const caseVariants = (code: string) => [code, code.toLowerCase()];
const YEAR = { name: 'year', in: 'path' as const, required: true };
const STATE_PATH = { name: 'state', in: 'path' as const, required: true, description: 'Two-letter state code, any case (GA, ga).', schema: { type: 'string', pattern: '^[A-Za-z]{2}$' }, example: 'GA' };

export const electionYearRoute: Route = {
  id: 'election-year',
  path: '/api/elections/{year}',
  tag: 'Presidential results',
  summary: 'A presidential election: national result and every state',
  description: 'National winner, electoral votes per party and candidate (faithless electors included), popular vote per party, and each state\'s winner, D-R margin, flip flag and candidates.',
  params: [{ ...YEAR, description: 'Presidential election year, 1976-2024, divisible by 4.', schema: { type: 'integer' }, example: '2020' }],
  response: { schema: ElectionYearSchema, contentType: 'application/json' },
  errors: [
    { status: 400, code: 'invalid_year', description: 'The year is not an integer divisible by 4.' },
    { status: 404, code: 'year_not_found', description: 'A presidential year outside 1976-2024.' },
  ],
  serve: {
    kind: 'static',
    instances: (data) => PRESIDENTIAL_YEARS.map((y) => jsonInstance(`api/elections/${y}.json`, [{ path: `/api/elections/${y}`, query: {} }], ElectionYearSchema, () => computeElectionYear(data, y))),
  },
  diagnose: (p) => {
    const year = checkPresidentialYearPath(p.year!);
    return typeof year === 'number' ? { canonical: `/api/elections/${year}` } : year;
  },
  example: '/api/elections/2020',
};

export const electionStateRoute: Route = {
  id: 'election-state',
  path: '/api/elections/{year}/{state}',
  tag: 'Presidential results',
  summary: 'One state in a presidential election',
  description: 'Every candidate with votes, share and electoral votes; the D-R margin; how the electors voted (Maine and Nebraska splits, faithless electors); sources and notes.',
  params: [{ ...YEAR, description: 'Presidential election year, 1976-2024.', schema: { type: 'integer' }, example: '2020' }, STATE_PATH],
  response: { schema: ElectionStateSchema, contentType: 'application/json' },
  errors: [{ status: 404, code: 'not_found', description: 'No presidential data for that year, or an unknown state code.' }],
  serve: {
    kind: 'static',
    instances: (data) =>
      PRESIDENTIAL_YEARS.flatMap((y) =>
        STATE_CODES.map((s) =>
          jsonInstance(`api/elections/${y}/${s}.json`, caseVariants(s).map((c) => ({ path: `/api/elections/${y}/${c}`, query: {} })), ElectionStateSchema, () => computeElectionState(data, y, s)),
        ),
      ),
  },
  diagnose: (p) => {
    const year = checkPresidentialYearPath(p.year!);
    const state = parseState(p.state!);
    if (typeof year !== 'number') return notFound('not_found', `no presidential election data for year ${quoteInput(p.year)}; data cover 1976-2024, every 4 years`);
    if (!state) return notFound('not_found', `unknown state ${quoteInput(p.state)}; use a two-letter code of the 50 states or DC, e.g. GA`);
    return { canonical: `/api/elections/${year}/${state}` };
  },
  example: '/api/elections/2020/GA',
};

export const stateHistoryRoute: Route = {
  id: 'state-history',
  path: '/api/states/{state}/history',
  tag: 'Presidential results',
  summary: 'A state\'s presidential history',
  description: 'Electoral votes over time and every presidential result since 1976 with the national margin and the state\'s margin relative to it.',
  params: [STATE_PATH],
  response: { schema: StateHistorySchema, contentType: 'application/json' },
  errors: [{ status: 404, code: 'unknown_state', description: 'Not a state code of the 50 states or DC.' }],
  serve: {
    kind: 'static',
    instances: (data) => STATE_CODES.map((s) => jsonInstance(`api/states/${s}/history.json`, caseVariants(s).map((c) => ({ path: `/api/states/${c}/history`, query: {} })), StateHistorySchema, () => computeStateHistory(data, s))),
  },
  diagnose: (p) => {
    const state = parseState(p.state!);
    return state ? { canonical: `/api/states/${state}/history` } : notFound('unknown_state', stateMessage(p.state!));
  },
  example: '/api/states/GA/history',
};

function officeRoute(office: Office, title: string): Route {
  return {
    id: `${office}-year`,
    path: `/api/${office}/{year}`,
    tag: 'Congressional and governor results',
    summary: `${title} races of one year`,
    description: `Every ${title.toLowerCase()} contest of an even year (runoffs as their own contests), with candidates, shares, D-R margin, winner, sources and notes, and seats won per party.`,
    params: [{ ...YEAR, description: 'Even election year, 1976-2024.', schema: { type: 'integer' }, example: '2022' }],
    response: { schema: OfficeYearSchema, contentType: 'application/json' },
    errors: [
      { status: 400, code: 'invalid_year', description: 'The year is not an even integer.' },
      { status: 404, code: 'year_not_found', description: 'An even year outside 1976-2024.' },
    ],
    serve: {
      kind: 'static',
      instances: (data) => EVEN_YEARS.map((y) => jsonInstance(`api/${office}/${y}.json`, [{ path: `/api/${office}/${y}`, query: {} }], OfficeYearSchema, () => computeOfficeYear(data, office, y))),
    },
    diagnose: (p) => {
      const year = checkEvenYearPath(p.year!);
      return typeof year === 'number' ? { canonical: `/api/${office}/${year}` } : year;
    },
    example: `/api/${office}/2022`,
  };
}

export const DEFAULT_SWING = { from: 2020, to: 2024 } as const;

export const swingRoute: Route = {
  id: 'swing',
  path: '/api/swing',
  tag: 'Presidential results',
  summary: 'Swing between two presidential elections',
  description: 'Each state\'s D-R margin in both years and the change (positive = toward the Democrats), plus the national swing. Defaults: from_year 2020, to_year 2024.',
  params: [
    { name: 'from_year', in: 'query', required: false, description: 'Presidential year 1976-2024 (default 2020).', schema: { type: 'integer', default: 2020 }, example: '2016' },
    { name: 'to_year', in: 'query', required: false, description: 'Presidential year 1976-2024 (default 2024), different from from_year.', schema: { type: 'integer', default: 2024 }, example: '2024' },
  ],
  response: { schema: SwingSchema, contentType: 'application/json' },
  errors: [{ status: 400, code: 'invalid_year', description: 'A year that is not a presidential year 1976-2024, or from_year equal to to_year.' }],
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
  diagnose: (_p, q) => {
    const rawFrom = lastParam(q, 'from_year');
    const rawTo = lastParam(q, 'to_year');
    const from = rawFrom === null ? DEFAULT_SWING.from : parseYearText(rawFrom);
    const to = rawTo === null ? DEFAULT_SWING.to : parseYearText(rawTo);
    if (!isPresidentialYear(from)) return badRequest('invalid_year', presidentialYearMessage(rawFrom, 'from_year'));
    if (!isPresidentialYear(to)) return badRequest('invalid_year', presidentialYearMessage(rawTo, 'to_year'));
    if (from === to) return badRequest('invalid_year', `from_year and to_year must differ; both are ${from}`);
    return { canonical: `/api/swing?from_year=${from}&to_year=${to}` };
  },
  example: '/api/swing?from_year=2016&to_year=2024',
};

const FORMATS = ['json', 'csv'] as const;

export const exportRoute: Route = {
  id: 'export',
  path: '/api/export',
  tag: 'Downloads',
  summary: 'Presidential results of one year as a JSON or CSV download',
  description: `One row per state: ${EXPORT_COLUMNS.join(', ')}. CSV columns are in that order, with a header row (RFC 4180, CRLF). Omit state for all states. Served as an attachment.`,
  params: [
    { name: 'year', in: 'query', required: true, description: 'Presidential year 1976-2024.', schema: { type: 'integer' }, example: '2020' },
    { name: 'format', in: 'query', required: true, description: 'json or csv.', schema: { type: 'string', enum: ['json', 'csv'] }, example: 'csv' },
    { name: 'state', in: 'query', required: false, description: 'Two-letter state code, any case; omit for all states.', schema: { type: 'string', pattern: '^[A-Za-z]{2}$' }, example: 'GA' },
  ],
  response: {
    schema: ExportRowsSchema,
    contentType: 'application/json',
    alternatives: [{ contentType: 'text/csv', description: 'The same rows as CSV with a header row (format=csv).' }],
  },
  errors: [
    { status: 400, code: 'invalid_parameter', description: 'year or format missing or invalid, or an unknown state.' },
    { status: 404, code: 'year_not_found', description: 'A 4-digit year without presidential data (e.g. 2022 or 2028).' },
  ],
  serve: {
    kind: 'static',
    instances: (data) =>
      PRESIDENTIAL_YEARS.flatMap((y) =>
        [null, ...STATE_CODES].flatMap((s) =>
          FORMATS.map((format): StaticInstance => {
            const name = s ? `${y}-${s}` : `${y}`;
            const requests = (s ? caseVariants(s) : [null]).map((c) => ({ path: '/api/export', query: { year: String(y), ...(c ? { state: c } : {}), format } }));
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
      ),
  },
  diagnose: (_p, q) => {
    const rawYear = lastParam(q, 'year');
    const rawFormat = lastParam(q, 'format');
    const rawState = lastParam(q, 'state');
    if (rawYear === null) return badRequest('invalid_parameter', 'year is required: a presidential election year 1976-2024, e.g. year=2020');
    const year = parseYearText(rawYear);
    if (year === null) return badRequest('invalid_parameter', presidentialYearMessage(rawYear));
    const format = rawFormat?.toLowerCase();
    if (format !== 'json' && format !== 'csv') return badRequest('invalid_parameter', `format must be json or csv; got ${quoteInput(rawFormat)}`);
    const state = rawState === null ? null : parseState(rawState);
    if (rawState !== null && !state) return badRequest('invalid_parameter', stateMessage(rawState));
    if (!isPresidentialYear(year)) return notFound('year_not_found', `no presidential election data for ${year}; exports cover 1976-2024, every 4 years`);
    return { canonical: `/api/export?year=${year}${state ? `&state=${state}` : ''}&format=${format}` };
  },
  example: '/api/export?year=2020&state=GA&format=csv',
};

export const RESULTS_ROUTES: Route[] = [
  electionYearRoute,
  electionStateRoute,
  stateHistoryRoute,
  officeRoute('governor', 'Governor'),
  officeRoute('senate', 'Senate'),
  officeRoute('house', 'House'),
  swingRoute,
  exportRoute,
];
