import { ApiError } from '../http/errors.ts';

/** Characters no Host header may hold: they would change the URL's path, query or credentials. */
const HOST_FORBIDDEN = /[\s/\\?#@]/;

/** How many Host header lines a request has (Node's req.headers keeps only the first). */
export function hostLines(rawHeaders: string[]): number {
  let n = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === 'host') n++;
  return n;
}

/**
 * The URL a request asks for, or the 400 to answer. The target is always a path on this server: one starting
 * with "//" is a path with an empty first segment, never a protocol-relative URL naming another host.
 */
export function requestUrl(target: string | undefined, host: string | undefined): URL | ApiError {
  const name = host ?? 'localhost';
  let origin: URL;
  try {
    if (HOST_FORBIDDEN.test(name)) throw new Error('forbidden character');
    origin = new URL(`http://${name}`);
  } catch {
    return new ApiError(400, 'bad_host', 'the Host header is not a valid host name and port');
  }
  const t = target ?? '/';
  try {
    if (t.startsWith('/')) return new URL(`${origin.origin}${t}`);
    if (/^https?:\/\//i.test(t)) return new URL(t);
  } catch {
    // falls through to the 400 below
  }
  return new ApiError(400, 'bad_request_target', 'the request target must be a path starting with "/"');
}
