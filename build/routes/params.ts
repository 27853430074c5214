import { EVEN_YEARS, FIRST_YEAR, LAST_YEAR, PRESIDENTIAL_YEARS, STATE_CODES, type StateCode } from '../schemas/common.ts';
import { badRequest, notFound, quoteInput, type ApiError } from '../http/errors.ts';

/** Query parameters: when one is repeated, the last value counts (as the CDN's redirect rules read them). */
export function lastParam(query: URLSearchParams, name: string): string | null {
  const all = query.getAll(name);
  return all.length ? all[all.length - 1]! : null;
}

/** A year written as 4 digits (leading/trailing spaces and signs are not accepted). */
export function parseYearText(raw: string | null): number | null {
  return raw !== null && /^\d{4}$/.test(raw) ? Number(raw) : null;
}

export function parseState(raw: string | null): StateCode | null {
  const up = (raw ?? '').toUpperCase();
  return (STATE_CODES as readonly string[]).includes(up) ? (up as StateCode) : null;
}

const PRESIDENTIAL = PRESIDENTIAL_YEARS as readonly number[];

export const presidentialYearMessage = (raw: string | null, name = 'year') =>
  `${name} must be a presidential election year divisible by 4 between ${FIRST_YEAR} and ${LAST_YEAR}; got ${quoteInput(raw)}`;
export const evenYearMessage = (raw: string | null) => `year must be an even election year between ${FIRST_YEAR} and ${LAST_YEAR}; got ${quoteInput(raw)}`;
export const stateMessage = (raw: string | null) => `state must be a two-letter state code (any case) of the 50 states or DC, e.g. GA; got ${quoteInput(raw)}`;

/** /api/elections/{year}: 400 when not an integer divisible by 4, 404 when a presidential year without data. */
export function checkPresidentialYearPath(raw: string): ApiError | number {
  const year = /^-?\d+$/.test(raw) ? Number(raw) : null;
  if (year === null || year % 4 !== 0) return badRequest('invalid_year', presidentialYearMessage(raw));
  if (!PRESIDENTIAL.includes(year)) return notFound('year_not_found', `no presidential election data for ${year}; data cover ${FIRST_YEAR}-${LAST_YEAR}, every 4 years`);
  return year;
}

/** /api/{office}/{year}: 400 when not an even integer, 404 when an even year outside 1976-2024. */
export function checkEvenYearPath(raw: string): ApiError | number {
  const year = /^-?\d+$/.test(raw) ? Number(raw) : null;
  if (year === null || year % 2 !== 0) return badRequest('invalid_year', evenYearMessage(raw));
  if (!EVEN_YEARS.includes(year)) return notFound('year_not_found', `no data for ${year}; data cover the even years ${FIRST_YEAR}-${LAST_YEAR}`);
  return year;
}

export const isPresidentialYear = (y: number | null): y is number => y !== null && PRESIDENTIAL.includes(y);
