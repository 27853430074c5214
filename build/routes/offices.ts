import { computeOfficeState, computeOfficeYear, officeYears, type Office } from '../compute/offices.ts';
import { computeOfficeExportRows } from '../compute/export.ts';
import { OfficeExportRowSchema, OfficeYearSchema } from '../schemas/api/offices.ts';
import { STATE_CODES } from '../schemas/common.ts';
import { jsonAndCsv } from './csv-instance.ts';
import {
  csvAlternative,
  evenYearData,
  evenYearPath,
  firstError,
  FORMAT_ERROR,
  formatQuery,
  stateData,
  statePath,
} from './params.ts';
import { jsonInstance } from './instances.ts';
import type { Route } from './types.ts';

const YEAR_ERRORS = [
  { status: 400, code: 'invalid_year', description: 'The year is not an even whole number, or is negative.' },
  { status: 404, code: 'year_not_found', description: 'An even year without data (before 1976 or after 2024).' },
];

function officeYearRoute(office: Office, title: string): Route {
  return {
    id: `${office}-year`,
    path: `/api/${office}/{year}`,
    tag: 'Congressional and governor results',
    summary: `${title} races of one year`,
    description: `Every ${title.toLowerCase()} contest of an even year (runoffs as their own contests), with candidates, shares, D-R margin, winner, sources and notes, and seats won per party.`,
    params: [evenYearPath, formatQuery],
    response: {
      schema: OfficeYearSchema,
      contentType: 'application/json',
      alternatives: csvAlternative(
        'OfficeExportRow',
        `one row per candidate per contest, the rows of /api/export?office=${office}&year=`,
      ),
    },
    errors: [...YEAR_ERRORS, FORMAT_ERROR],
    serve: {
      kind: 'static',
      instances: (data) =>
        officeYears(data, office).flatMap((y) =>
          jsonAndCsv(
            { file: `api/${office}/${y}.json`, schema: OfficeYearSchema },
            {
              name: `${office}-${y}-results.csv`,
              schema: OfficeExportRowSchema,
              rows: () => computeOfficeExportRows(data, office, y, null),
            },
            [{ path: `/api/${office}/${y}`, query: {} }],
            () => computeOfficeYear(data, office, y),
          ),
        ),
    },
    check: (v) => evenYearData(v.year as number),
    example: `/api/${office}/2022`,
  };
}

/**
 * One state's contests of a year: the same shape as the year's response, as static files (upper-case codes). The
 * files sit at their public paths, so the CDN serves them without a redirect rule (3,825 files; Netlify advises
 * staying well under 10,000 rules); other casings reach the fallback, which redirects to the upper-case URL.
 */
function officeStateRoute(office: Office, title: string, example: string): Route {
  return {
    id: `${office}-state`,
    path: `/api/${office}/{year}/{state}`,
    tag: 'Congressional and governor results',
    summary: `${title} races of one state in one year`,
    description: `The ${title.toLowerCase()} contests of one state in an even year, in the shape of /api/${office}/{year} with summary counted over the state. races is empty when the state held no such contest that year. Lower-case and mixed-case state codes are redirected (301) to the upper-case URL.`,
    params: [evenYearPath, statePath(), formatQuery],
    response: {
      schema: OfficeYearSchema,
      contentType: 'application/json',
      alternatives: [
        {
          contentType: 'text/csv',
          description: `format=csv: a 301 to /api/export?office=${office}&year={year}&state={state}&format=csv, the same contests one row per candidate (OfficeExportRow), as a download.`,
        },
      ],
    },
    errors: [
      ...YEAR_ERRORS,
      {
        status: 400,
        code: 'invalid_parameter',
        description: 'The state is not two letters, or format not json or csv.',
      },
      { status: 404, code: 'unknown_state', description: 'Two letters that are not the code of a state or DC.' },
    ],
    serve: {
      kind: 'static',
      instances: (data) =>
        officeYears(data, office).flatMap((y) =>
          STATE_CODES.map((s) =>
            jsonInstance(
              `api/${office}/${y}/${s}`,
              [{ path: `/api/${office}/${y}/${s}`, query: {} }],
              OfficeYearSchema,
              () => computeOfficeState(data, office, y, s),
            ),
          ),
        ),
    },
    check: (v) => firstError(evenYearData(v.year as number), stateData(v.state as string)),
    // One file per office, year and state and format would need ~3,800 more redirect rules; the export's function
    // already serves these rows as CSV.
    csvAt: (v) => `/api/export?office=${office}&year=${String(v.year)}&state=${String(v.state)}&format=csv`,
    example,
  };
}

export const OFFICE_ROUTES: Route[] = [
  officeYearRoute('governor', 'Governor'),
  officeYearRoute('senate', 'Senate'),
  officeYearRoute('house', 'House'),
  officeStateRoute('governor', 'Governor', '/api/governor/2022/GA'),
  officeStateRoute('senate', 'Senate', '/api/senate/2020/GA'),
  officeStateRoute('house', 'House', '/api/house/2024/CA'),
];
