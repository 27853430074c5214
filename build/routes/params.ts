import {
  EVEN_YEARS,
  FIRST_YEAR,
  LAST_YEAR,
  PRESIDENTIAL_YEARS,
  STATE_CODES,
  type StateCode,
} from '../schemas/common.ts';
import { RACE_ID_PATTERN } from '../schemas/polls.ts';
import { notFound, quoteInput, type ApiError } from '../http/errors.ts';
import { enumSchema, intSchema, pathParam, queryParam, textSchema } from './param.ts';
import type { ErrorSpec } from './types.ts';

/** State codes are accepted in upper and lower case by rule; any other casing reaches the fallback, which redirects. */
export const caseVariants = (code: string) => [code, code.toLowerCase()];

/**
 * The parameters several routes share, each one zod schema. The status rule is the same everywhere: a malformed
 * or impossible value (not an integer, a presidential year not divisible by 4, an odd year for the other offices,
 * a negative year, a state that is not two letters) is a 400; a well-formed value without data is a 404.
 */
/**
 * The largest year any route accepts as well formed: years are four digits, and a bound keeps the message true for
 * numbers past 2^53 (which JavaScript cannot tell apart, so "divisible by 4" could not be checked).
 */
export const MAX_YEAR = 9999;

const presidentialYearSchema = (name: string, description: string, example: string, dflt?: number) =>
  intSchema({
    description,
    example,
    min: 0,
    max: MAX_YEAR,
    multipleOf: 4,
    default: dflt,
    message: `${name} must be a presidential election year: a whole number from 0 to ${MAX_YEAR} divisible by 4 (data cover ${FIRST_YEAR}-${LAST_YEAR})`,
  });

export const presidentialYearPath = pathParam(
  'year',
  presidentialYearSchema(
    'year',
    `Presidential election year (data: ${FIRST_YEAR}-${LAST_YEAR}, every 4 years).`,
    '2020',
  ),
  { code: 'invalid_year' },
);
export const presidentialYearQuery = (name: string, description: string, example: string, dflt?: number) =>
  queryParam(name, presidentialYearSchema(name, description, example, dflt), {
    code: 'invalid_year',
    required: dflt === undefined,
  });

export const evenYearPath = pathParam(
  'year',
  intSchema({
    description: `Even election year (data: ${FIRST_YEAR}-${LAST_YEAR}).`,
    example: '2022',
    min: 0,
    max: MAX_YEAR,
    multipleOf: 2,
    message: `year must be an even election year: a whole number from 0 to ${MAX_YEAR} divisible by 2 (data cover ${FIRST_YEAR}-${LAST_YEAR}; odd-year contests: /api/senate/specials, /api/governor/off-year)`,
  }),
  { code: 'invalid_year' },
);

const stateSchema = (description: string) =>
  textSchema({
    description,
    example: 'GA',
    pattern: /^[A-Za-z]{2}$/,
    normalize: (s) => s.toUpperCase(),
    message: 'state must be a two-letter state code (any case) of the 50 states or DC, e.g. GA',
  });

/** The path parameter of a state (named abbr on the history path, as published). */
export const statePath = (name = 'state') =>
  pathParam(name, stateSchema('Two-letter state code of the 50 states or DC, any case (GA, ga).'));
export const stateQuery = queryParam('state', stateSchema('Two-letter state code, any case; omit for all states.'));

export const formatQuery = queryParam(
  'format',
  enumSchema(['json', 'csv'] as const, {
    description: 'json or csv, any case.',
    example: 'csv',
    default: 'json',
    message: 'format must be json or csv',
  }),
);

/** The 400 of a format other than json or csv, on the routes whose tables have a CSV. */
export const FORMAT_ERROR: ErrorSpec = {
  status: 400,
  code: 'invalid_parameter',
  description: 'format not json or csv.',
};

/** A table's CSV response, as OpenAPI lists it beside the JSON. */
export const csvAlternative = (row: string, what: string) => [
  { contentType: 'text/csv', description: `format=csv: ${what} (${row}), as a download (RFC 4180).` },
];

/** A race id: one pattern for every route that takes one. */
export const raceIdSchema = (description: string, name = 'race') =>
  textSchema({
    description,
    example: 'ga-sen-2026',
    pattern: RACE_ID_PATTERN,
    message: `${name} must be a race id like ga-sen-2026, az-gov-2026 or us-generic-ballot-2026`,
  });

// The 404s of well-formed values without data.
const PRESIDENTIAL = PRESIDENTIAL_YEARS as readonly number[];

export function presidentialYearData(year: number): ApiError | null {
  return PRESIDENTIAL.includes(year)
    ? null
    : notFound(
        'year_not_found',
        `no presidential election data for ${year}; data cover ${FIRST_YEAR}-${LAST_YEAR}, every 4 years`,
      );
}

export function evenYearData(year: number): ApiError | null {
  return EVEN_YEARS.includes(year)
    ? null
    : notFound('year_not_found', `no data for ${year}; data cover the even years ${FIRST_YEAR}-${LAST_YEAR}`);
}

export function stateData(state: string): ApiError | null {
  return (STATE_CODES as readonly string[]).includes(state)
    ? null
    : notFound(
        'unknown_state',
        `unknown state ${quoteInput(state)}; use a two-letter code of the 50 states or DC, e.g. GA`,
      );
}

const asStateCode = (s: string) => s as StateCode;

/** The first 404 of a list of checks, if any. */
export const firstError = (...checks: (ApiError | null)[]) => checks.find((c) => c !== null) ?? null;
