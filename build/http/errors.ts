import { createHash } from 'node:crypto';
import type { ErrorBody } from '../schemas/api/error.ts';
import { COMMON_HEADERS, CONTENT_TYPES, ERROR_CACHE_CONTROL, SERVER_ERROR_CACHE_CONTROL } from './headers.ts';

/** An API error: status, stable code and a message that says what is accepted. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
  body(): ErrorBody {
    return { error: { status: this.status, code: this.code, message: this.message } };
  }
}

export const badRequest = (code: string, message: string) => new ApiError(400, code, message);
export const notFound = (code: string, message: string) => new ApiError(404, code, message);

/** Quotes user input for an error message without reflecting markup or megabytes back. */
export function quoteInput(value: string | null | undefined): string {
  if (value === null || value === undefined) return 'nothing';
  const short = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return JSON.stringify(short).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * JSON text with <, > and & written as \u escapes: the same value to any JSON parser, but no markup in the bytes of
 * an error, whatever a message echoes (the one place every error body is serialized).
 */
const markupFreeJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  serialize: (v: unknown) => string = JSON.stringify,
): Response {
  const text = `${serialize(body)}\n`;
  return new Response(text, {
    status,
    headers: { ...COMMON_HEADERS, 'Content-Type': CONTENT_TYPES.json, ETag: etagOf(text), ...headers },
  });
}

/**
 * A body served as a download (the functions' JSON and CSV exports): its content type, a strong ETag, the given
 * cache headers, and the file name the static file has or would have.
 */
export function downloadResponse(
  text: string,
  format: 'json' | 'csv',
  filename: string,
  cache: Record<string, string>,
): Response {
  return new Response(text, {
    status: 200,
    headers: {
      ...COMMON_HEADERS,
      'Content-Type': CONTENT_TYPES[format],
      ETag: etagOf(text),
      ...cache,
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });
}

/** An error as JSON; a server fault (5xx) is never cacheable, so no CDN keeps it for everyone. */
export function errorResponse(error: ApiError): Response {
  const cache = error.status >= 500 ? SERVER_ERROR_CACHE_CONTROL : ERROR_CACHE_CONTROL;
  return jsonResponse(error.status, error.body(), { 'Cache-Control': cache, ...error.headers }, markupFreeJson);
}

/** A strong ETag from the body's bytes: the same body always has the same tag, on every machine. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** The 429 every rate limit answers with, at the CDN (the rate-limited function) and in the local server. */
export function rateLimitedResponse(retryAfterSeconds: number, limit: number, windowSeconds: number): Response {
  return errorResponse(
    new ApiError(
      429,
      'rate_limited',
      `too many requests: at most ${limit} per ${windowSeconds} seconds from one address; retry after ${retryAfterSeconds} s`,
      {
        'Retry-After': String(retryAfterSeconds),
        'X-RateLimit-Limit': String(limit),
        'X-RateLimit-Remaining': '0',
        'Cache-Control': 'no-store',
      },
    ),
  );
}
