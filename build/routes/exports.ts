/**
 * The office results exports of /api/export (office=senate|house|governor): the parameters that /api/export gains,
 * the checks that depend on the office, and the static files (one per office, year and state, JSON and CSV).
 */
import { z } from 'zod';
import { computeOfficeExportRows, OFFICE_EXPORT_COLUMNS, rowsToCsv } from '../compute/export.ts';
import type { Office } from '../compute/offices.ts';
import { badRequest, type ApiError } from '../http/errors.ts';
import type { Dataset } from '../catalog/dataset.ts';
import { ExportRowsSchema } from '../schemas/api/elections.ts';
import { OfficeExportRowsSchema } from '../schemas/api/offices.ts';
import { EVEN_YEARS, FIRST_YEAR, LAST_YEAR, STATE_CODES, type StateCode } from '../schemas/common.ts';
import { enumSchema, intSchema, queryParam } from './param.ts';
import { evenYearData, firstError, presidentialYearData, stateData } from './params.ts';
import { jsonInstance } from './results.ts';
import type { StaticInstance } from './types.ts';

export const OFFICES = ['senate', 'house', 'governor'] as const satisfies readonly Office[];
type ExportOffice = 'president' | Office;

/** office: president (the default, so every published call is unchanged) or one of the other offices. */
export const officeQuery = queryParam(
  'office',
  enumSchema(['president', 'senate', 'house', 'governor'] as const, {
    description: 'president (the default: one row per state) or senate, house, governor (one row per candidate per contest), any case.',
    example: 'senate',
    default: 'president',
    message: 'office must be president, senate, house or governor',
  }),
  { omitDefault: true },
);

/** year: any whole number here; whether it fits the office (divisible by 4 or 2) is the route's check. */
export const exportYearQuery = queryParam(
  'year',
  intSchema({
    description: `Election year: a presidential year for office=president (${FIRST_YEAR}-${LAST_YEAR}, every 4 years), an even year for the other offices (${FIRST_YEAR}-${LAST_YEAR}).`,
    example: '2020',
    min: 0,
    message: `year must be an election year: a whole number (data cover ${FIRST_YEAR}-${LAST_YEAR})`,
  }),
  { code: 'invalid_year', required: true },
);

/** Presidential rows (the default) or rows of the other offices. */
export const ExportResponseSchema = z
  .union([ExportRowsSchema, OfficeExportRowsSchema])
  .meta({ id: 'ExportResponse', description: 'office=president (the default): ExportRows, one per state. office=senate|house|governor: OfficeExportRows, one per candidate per contest.' });

/** The 400s and 404s of an export request, which depend on the office. */
export function exportCheck(v: Record<string, unknown>): ApiError | null {
  const office = v.office as ExportOffice;
  const year = v.year as number;
  const state = v.state === undefined ? null : stateData(v.state as string);
  if (office === 'president') {
    if (year % 4 !== 0) return badRequest('invalid_year', `year must be a presidential election year: a whole number divisible by 4 (data cover ${FIRST_YEAR}-${LAST_YEAR}); got ${year}`);
    return firstError(presidentialYearData(year), state);
  }
  if (year % 2 !== 0) return badRequest('invalid_year', `year must be an even election year for office=${office} (data cover ${FIRST_YEAR}-${LAST_YEAR}); got ${year}`);
  return firstError(evenYearData(year), state);
}

const FORMATS = ['json', 'csv'] as const;

/**
 * Every office export: per office and even year, all states and each state (no rows when the state held no such
 * contest that year, as /api/{office}/{year}/{state} has no races), JSON and CSV.
 */
export function officeExportInstances(data: Dataset): StaticInstance[] {
  return OFFICES.flatMap((office) =>
    EVEN_YEARS.flatMap((year) =>
      [null, ...STATE_CODES].flatMap((s: StateCode | null) =>
        FORMATS.map((format): StaticInstance => {
          const name = `${office}-${year}${s ? `-${s}` : ''}`;
          // Canonical (upper-case) state codes only: another casing reaches the fallback, which redirects (301).
          const formats = format === 'json' ? [format, null] : [format];
          const requests = formats.map((f) => ({ path: '/api/export', query: { office, year: String(year), ...(s ? { state: s } : {}), ...(f ? { format: f } : {}) } }));
          const rows = () => computeOfficeExportRows(data, office, year, s);
          if (format === 'json') return { ...jsonInstance(`api/export/json/${name}.json`, requests, OfficeExportRowsSchema, rows), download: `elections-${name}.json` };
          return {
            file: `api/export/csv/${name}.csv`,
            requests,
            render: () => {
              const value = rows();
              OfficeExportRowsSchema.parse(value);
              return rowsToCsv(value, OFFICE_EXPORT_COLUMNS);
            },
            download: `elections-${name}.csv`,
          };
        }),
      ),
    ),
  );
}
