import { ApiError, notFound, quoteInput } from '../http/errors.ts';
import { defineHandler, redirectResponse } from '../http/handler.ts';
import { csvUnsupported } from '../routes/format-check.ts';
import { matchRoute } from '../routes/match.ts';
import { canonicalUrl, parseParams, rawValue } from '../routes/param.ts';
import { ROUTES } from '../routes/table.ts';
import { routePlan } from './plan.ts';

/** Decodes a path, or reports that it cannot be decoded (a stray % in the URL). */
function decodePath(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The fallback's answer for a URL no static file matched: the route's own parameter errors (400) and check (404),
 * or a redirect to the canonical URL of a valid request written differently (ga for GA, format=CSV, 02020).
 */
export function diagnoseRequest(url: URL): Response {
  const path = decodePath(url.pathname);
  if (path === null) throw new ApiError(400, 'invalid_path', 'the URL path is not valid percent-encoding');
  const match = matchRoute(ROUTES, path);
  if (!match || !routePlan(match.route).fallbackDiagnoses)
    throw notFound('not_found', `no API endpoint at ${quoteInput(path)}; the list of endpoints is at /api`);
  const { route, params } = match;
  const unsupported = csvUnsupported(route, url.searchParams);
  if (unsupported) throw unsupported;
  const values = parseParams(route.params, params, url.searchParams, route.notFoundWhenMalformed);
  const error = route.check?.(values);
  if (error) throw error;
  if (values.format === 'csv' && route.csvAt) return redirectResponse(route.csvAt(values));
  const canonical = canonicalUrl(
    route.path,
    route.params,
    values,
    (p) => rawValue(p, params, url.searchParams) !== undefined,
  );
  // A canonical URL equal to this one would loop: the static file it names is missing, which is a server fault.
  if (canonical === `${url.pathname}${url.search}`)
    throw new ApiError(500, 'internal_error', 'this resource should exist but was not found; please report it');
  return redirectResponse(canonical);
}

export const fallbackHandler = defineHandler((request) => diagnoseRequest(new URL(request.url)));
