/**
 * The results exports of /api/export: the parameters that office=senate|house|governor brought, the checks that
 * depend on the office, the bodies and download names of every export, the static files and the function's answer.
 * A file each for every office, year and state would need ~11,000 more redirect rules than Netlify advises (it
 * serializes them all at deploy), so the exports of one state of the other offices, and office=president given
 * explicitly, are computed on request by the function, with the same bodies and names, and cached by the CDN.
 */
import { z } from 'zod';
import {
  computeExportRows,
  computeOfficeExportRows,
  EXPORT_COLUMNS,
  OFFICE_EXPORT_COLUMNS,
  rowsToCsv,
  type ExportData,
  type ExportOffice,
} from '../compute/export.ts';
import type { Office } from '../compute/offices.ts';
import { badRequest, downloadResponse, type ApiError } from '../http/errors.ts';
import type { Dataset } from '../catalog/dataset.ts';
import { exportData } from '../results/bundled.ts';
import { ExportRowsSchema } from '../schemas/api/elections.ts';
import { OfficeExportRowsSchema } from '../schemas/api/offices.ts';
import {
  EVEN_YEARS,
  FIRST_YEAR,
  LAST_YEAR,
  PRESIDENTIAL_YEARS,
  STATE_CODES,
  type StateCode,
} from '../schemas/common.ts';
import { enumSchema, intSchema, queryParam } from './param.ts';
import { caseVariants, evenYearData, firstError, MAX_YEAR, presidentialYearData, stateData } from './params.ts';
import type { PublicRequest, StaticInstance } from './types.ts';

const OFFICES = ['senate', 'house', 'governor'] as const satisfies readonly Office[];
type Format = 'json' | 'csv';

/** office: president (the default, so every published call is unchanged) or one of the other offices. */
export const officeQuery = queryParam(
  'office',
  enumSchema(['president', 'senate', 'house', 'governor'] as const, {
    description:
      'president (the default: one row per state) or senate, house, governor (one row per candidate per contest), any case.',
    example: 'senate',
    default: 'president',
    message: 'office must be president, senate, house or governor',
  }),
  { omitDefault: true },
);

/** year: an even year here (every office's years are); divisible by 4 for office=president is the route's check. */
export const exportYearQuery = queryParam(
  'year',
  intSchema({
    description: `Election year: a presidential year for office=president (${FIRST_YEAR}-${LAST_YEAR}, every 4 years), an even year for the other offices (${FIRST_YEAR}-${LAST_YEAR}).`,
    example: '2020',
    min: 0,
    max: MAX_YEAR,
    multipleOf: 2,
    message: `year must be an election year: an even whole number from 0 to ${MAX_YEAR}, divisible by 4 for office=president (data cover ${FIRST_YEAR}-${LAST_YEAR})`,
  }),
  { code: 'invalid_year', required: true },
);

/** Presidential rows (the default) or rows of the other offices. */
export const ExportResponseSchema = z.union([ExportRowsSchema, OfficeExportRowsSchema]).meta({
  id: 'ExportResponse',
  description:
    'office=president (the default): ExportRows, one per state. office=senate|house|governor: OfficeExportRows, one per candidate per contest.',
});

/** The 400s and 404s of an export request, which depend on the office. */
export function exportCheck(v: Record<string, unknown>): ApiError | null {
  const office = v.office as ExportOffice;
  const year = v.year as number;
  // The published error table: 400 for an invalid state, a 404 only for a valid-looking year without data.
  const unknown = v.state === undefined ? null : stateData(v.state as string);
  const state = unknown && badRequest(unknown.code, unknown.message);
  if (office === 'president') {
    if (year % 4 !== 0)
      return badRequest(
        'invalid_year',
        `year must be a presidential election year: a whole number divisible by 4 (data cover ${FIRST_YEAR}-${LAST_YEAR}); got ${year}`,
      );
    return firstError(state, presidentialYearData(year));
  }
  return firstError(state, evenYearData(year));
}

const FORMATS = ['json', 'csv'] as const;

/** elections-{year}[-{state}] (presidential) or elections-{office}-{year}[-{state}], then the format. */
const downloadName = (office: ExportOffice, year: number, state: StateCode | null, format: Format) =>
  `elections-${office === 'president' ? '' : `${office}-`}${year}${state ? `-${state}` : ''}.${format}`;

/** One export's body, as its static file has it or the function sends it: the rows validated, then JSON or CSV. */
export function exportBody(
  data: ExportData,
  office: ExportOffice,
  year: number,
  state: StateCode | null,
  format: Format,
): string {
  const [rows, schema, columns] =
    office === 'president'
      ? [computeExportRows(data, year, state), ExportRowsSchema, EXPORT_COLUMNS as string[]]
      : [computeOfficeExportRows(data, office, year, state), OfficeExportRowsSchema, OFFICE_EXPORT_COLUMNS as string[]];
  schema.parse(rows);
  return format === 'json' ? `${JSON.stringify(rows)}\n` : rowsToCsv(rows as Record<string, unknown>[], columns);
}

function exportInstance(
  data: ExportData,
  office: ExportOffice,
  year: number,
  state: StateCode | null,
  format: Format,
  requests: PublicRequest[],
): StaticInstance {
  const download = downloadName(office, year, state, format);
  return {
    file: `api/export/${format}/${download.slice('elections-'.length)}`,
    requests,
    render: () => exportBody(data, office, year, state, format),
    download,
  };
}

/**
 * The static files: every published presidential export (all states and each state, state in upper or lower
 * case) and the other offices' exports of all states; without format, the JSON file.
 */
export function exportInstances(data: Dataset): StaticInstance[] {
  const formatsOf = (format: Format) => (format === 'json' ? [format, null] : [format]);
  const presidential = PRESIDENTIAL_YEARS.flatMap((y) =>
    [null, ...STATE_CODES].flatMap((s) =>
      FORMATS.map((format) => {
        const requests = (s ? caseVariants(s) : [null]).flatMap((c) =>
          formatsOf(format).map((f) => ({
            path: '/api/export',
            query: { year: String(y), ...(c ? { state: c } : {}), ...(f ? { format: f } : {}) },
          })),
        );
        return exportInstance(data, 'president', y, s, format, requests);
      }),
    ),
  );
  const offices = OFFICES.flatMap((office) =>
    EVEN_YEARS.flatMap((y) =>
      FORMATS.map((format) => {
        const requests = formatsOf(format).map((f) => ({
          path: '/api/export',
          query: { office, year: String(y), ...(f ? { format: f } : {}) },
        }));
        return exportInstance(data, office, y, null, format, requests);
      }),
    ),
  );
  return [...presidential, ...offices];
}

/** The queries the function answers (a rule each): office=president given explicitly, and one office with a state. */
export const EXPORT_FUNCTION_QUERIES: Record<string, string>[] = [
  { office: 'president' },
  ...OFFICES.map((office) => ({ office, state: ':state' })),
];

/**
 * The function's answer to a valid export request (parameters parsed, check passed): the body and download name
 * the static file has or would have, with the functions' cache headers.
 */
export async function exportResponse(v: Record<string, unknown>, cache: Record<string, string>): Promise<Response> {
  const office = v.office as ExportOffice;
  const year = v.year as number;
  const state = v.state === undefined ? null : (v.state as StateCode);
  const format = v.format as Format;
  const text = exportBody(exportData(office, year), office, year, state, format);
  return downloadResponse(text, format, downloadName(office, year, state, format), cache);
}
