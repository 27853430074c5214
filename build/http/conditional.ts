/**
 * Conditional requests as RFC 9110 has them (and Netlify's CDN answers them): If-None-Match compares weakly, takes
 * a list of tags or "*" (13.1.2); If-Range compares strongly and, holding a date, never matches here because no
 * response carries Last-Modified (13.1.5). Shared by the functions and the local server's static files.
 */

/** The tags of an If-None-Match or If-Range value: "*", or each entity tag of the list (W/ kept). */
function entityTags(header: string): string[] {
  return header.match(/(?:W\/)?"[^"]*"|\*/g) ?? [];
}

const opaque = (tag: string) => tag.replace(/^W\//, '');

/** True when If-None-Match matches the current ETag, so the answer is 304: weak comparison, a list, or "*". */
export function noneMatch(header: string | null | undefined, etag: string | null | undefined): boolean {
  if (!header || !etag) return false;
  return entityTags(header).some((t) => t === '*' || opaque(t) === opaque(etag));
}

/**
 * True when a Range request may be served as ranges: no If-Range, or an If-Range whose strong tag is the current
 * ETag. A weak tag or a date (no Last-Modified is ever sent) means the whole representation, 200.
 */
export function ifRangeHolds(header: string | null | undefined, etag: string | null | undefined): boolean {
  if (!header) return true;
  const value = header.trim();
  return !!etag && !value.startsWith('W/') && value === etag && !etag.startsWith('W/');
}

/** Headers a 304 keeps from the 200 it stands for (RFC 9110 15.4.5): all but those that describe a body. */
export function notModifiedHeaders(headers: Headers | Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  for (const [k, v] of entries) if (!/^(content-length|content-range|transfer-encoding)$/i.test(k)) out[k] = v;
  return out;
}
