import { ApiError, notFound, quoteInput } from '../http/errors.ts';
import { redirectResponse } from '../http/handler.ts';
import { matchRoute } from './match.ts';
import { ROUTES } from './table.ts';

/** Decodes a path, or reports that it cannot be decoded (a stray % in the URL). */
function decodePath(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The fallback's answer for a URL no static file matched; throws an ApiError or returns a redirect. */
export function diagnoseRequest(url: URL): Response {
  const path = decodePath(url.pathname);
  if (path === null) throw new ApiError(400, 'invalid_path', 'the URL path is not valid percent-encoding');
  const match = matchRoute(ROUTES, path);
  if (!match || !match.route.diagnose) throw notFound('not_found', `no API endpoint at ${quoteInput(path)}; the list of endpoints is at /api`);
  const verdict = match.route.diagnose(match.params, url.searchParams);
  if (verdict instanceof ApiError) throw verdict;
  const here = `${url.pathname}${url.search}`;
  // A canonical URL equal to this one would loop: the static file it names is missing, which is a server fault.
  if (verdict.canonical === here) throw new ApiError(500, 'internal_error', 'this resource should exist but was not found; please report it');
  return redirectResponse(verdict.canonical);
}
