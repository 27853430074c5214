/**
 * The headers every response carries, static file or function: one definition, used by the generated Netlify
 * _headers file, the functions and the local server.
 */
export const COMMON_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, Retry-After, Content-Disposition, X-RateLimit-Limit, X-RateLimit-Remaining',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** Function responses: short browser cache, one hour at the CDN (the data change only on deploy). */
export const FUNCTION_CACHE = {
  'Cache-Control': 'public, max-age=300',
  'Netlify-CDN-Cache-Control': 'public, max-age=3600, stale-while-revalidate=600',
};

/** Data changes only when the site is rebuilt: browsers may reuse a response for 5 minutes, then revalidate with the ETag. */
export const STATIC_CACHE_CONTROL = 'public, max-age=300, must-revalidate';
/** Errors are cheap to recompute and must not outlive a fix. */
export const ERROR_CACHE_CONTROL = 'public, max-age=60';
/** A server fault (500) is one request's bad luck: never stored, by the CDN or anyone else. */
export const SERVER_ERROR_CACHE_CONTROL = 'no-store';

export const CONTENT_TYPES = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
} as const;

export const PREFLIGHT_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '86400',
};

/**
 * A strict Content-Security-Policy: pages load only this site's stylesheet, run no script (the widget and the
 * /corrections filter only their own inline script, by hash), send no form, and may be framed by the given ancestors (the widget by any site, the
 * other pages by this one).
 */
export function contentSecurityPolicy(
  frameAncestors: string,
  scriptHashes: string[] = [],
  connectSelf = false,
): string {
  const scripts = scriptHashes.length ? `; script-src ${scriptHashes.join(' ')}` : '';
  // /docs's try-it forms fetch this site's API (same origin only); every other page connects nowhere.
  const connect = connectSelf ? "; connect-src 'self'" : '';
  return `default-src 'none'; style-src 'self'; img-src 'self' data:${scripts}${connect}; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors}`;
}
