import { ApiError } from '../http/errors.ts';
import type { Route } from './types.ts';

/**
 * Matches a request path against the route table's templates (/api/elections/{year}): literal segments exactly,
 * a {param} any one non-empty segment; a trailing slash is ignored, as the CDN ignores it.
 */
export function matchRoute(routes: Route[], path: string): { route: Route; params: Record<string, string> } | null {
  const segments = path.replace(/\/+$/, '').split('/');
  for (const route of routes) {
    const template = route.path.split('/');
    if (template.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < template.length && ok; i++) {
      const t = template[i]!;
      const s = segments[i]!;
      if (t.startsWith('{') && t.endsWith('}')) {
        if (s === '') ok = false;
        else params[t.slice(1, -1)] = s;
      } else if (t !== s) ok = false;
    }
    if (ok) return { route, params };
  }
  return null;
}

/**
 * The path parameters of a request to one route's function (a hybrid route with a path template): the decoded path
 * matched against the route's template, or none when it does not match (the parameters then report what is missing).
 */
export function pathParamsOf(route: Route, pathname: string): Record<string, string> {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    throw new ApiError(400, 'invalid_path', 'the URL path is not valid percent-encoding');
  }
  return matchRoute([route], path)?.params ?? {};
}
