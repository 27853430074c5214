import { createHash } from 'node:crypto';
import type { ErrorBody } from '../schemas/api/error.ts';
import { COMMON_HEADERS, CONTENT_TYPES, ERROR_CACHE_CONTROL } from './headers.ts';

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

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = `${JSON.stringify(body)}\n`;
  return new Response(text, {
    status,
    headers: { ...COMMON_HEADERS, 'Content-Type': CONTENT_TYPES.json, ETag: etagOf(text), ...headers },
  });
}

export function errorResponse(error: ApiError): Response {
  return jsonResponse(error.status, error.body(), { 'Cache-Control': ERROR_CACHE_CONTROL, ...error.headers });
}

/** A strong ETag from the body's bytes: the same body always has the same tag, on every machine. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** The 429 every rate limit answers with, at the CDN (the rate-limited function) and in the local server. */
export function rateLimitedResponse(retryAfterSeconds: number, limit: number, windowSeconds: number): Response {
  return errorResponse(
    new ApiError(429, 'rate_limited', `too many requests: at most ${limit} per ${windowSeconds} seconds from one address; retry after ${retryAfterSeconds} s`, {
      'Retry-After': String(retryAfterSeconds),
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': '0',
      'Cache-Control': 'no-store',
    }),
  );
}
