import { badRequest, type ApiError } from '../http/errors.ts';
import type { Route } from './types.ts';

/**
 * Issue 21: format=csv is never silently ignored. A route without a format parameter has no CSV, so format=csv (any
 * case) is a 400 that says so, before anything else is answered; other format values stay unknown parameters.
 */
export function csvUnsupported(route: Route, query: URLSearchParams): ApiError | null {
  if (route.params.some((p) => p.name === 'format')) return null;
  const format = query.getAll('format').at(-1);
  if (format?.toLowerCase() !== 'csv') return null;
  return badRequest(
    'unsupported_format',
    `${route.path} has no CSV: it answers JSON only (omit format); /api lists the endpoints that take format=csv`,
  );
}

/** The 400 of format=csv where a route has no CSV, as OpenAPI documents it. */
export const UNSUPPORTED_FORMAT = {
  status: 400,
  code: 'unsupported_format',
  description: 'format=csv: this endpoint has no CSV (JSON only).',
};
