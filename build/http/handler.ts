import { ApiError, errorResponse, etagOf } from './errors.ts';
import { noneMatch, notModifiedHeaders } from './conditional.ts';
import { COMMON_HEADERS, PREFLIGHT_HEADERS } from './headers.ts';

export interface HandlerContext {
  url: URL;
  /** The request time; tests inject a fixed clock. */
  now: Date;
}

export type Handler = (request: Request, context?: unknown) => Promise<Response>;

/**
 * The one wrapper every function goes through (Hono-style middleware in a few lines): CORS preflight, 405 for
 * methods other than GET and HEAD, ETag revalidation (304, RFC 9110 comparison), ApiError -> JSON error, and anything unexpected ->
 * a JSON 500 without internals. Handlers stay a few lines of routing and compute.
 */
export function defineHandler(
  handle: (request: Request, ctx: HandlerContext) => Response | Promise<Response>,
  clock: () => Date = () => new Date(),
): Handler {
  return async (request) => {
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: { ...COMMON_HEADERS, ...PREFLIGHT_HEADERS } });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return errorResponse(
        new ApiError(
          405,
          'method_not_allowed',
          `${request.method} is not supported; this API is read-only (GET, HEAD, OPTIONS)`,
          { Allow: 'GET, HEAD, OPTIONS' },
        ),
      );
    }
    let response: Response;
    try {
      response = await handle(request, { url: new URL(request.url), now: clock() });
    } catch (error) {
      if (error instanceof ApiError) response = errorResponse(error);
      else {
        console.error(error);
        response = errorResponse(
          new ApiError(
            500,
            'internal_error',
            'Something went wrong on our side; the request itself may be fine. Please retry later.',
          ),
        );
      }
    }
    if (response.status === 200 && noneMatch(request.headers.get('If-None-Match'), response.headers.get('ETag'))) {
      return new Response(null, { status: 304, headers: notModifiedHeaders(response.headers) });
    }
    return request.method === 'HEAD'
      ? new Response(null, { status: response.status, headers: response.headers })
      : response;
  };
}

/** A redirect to the canonical form of a valid request (any-case state codes, a trailing slash, format=CSV). */
export function redirectResponse(location: string): Response {
  const body = `${JSON.stringify({ redirect: location })}\n`;
  return new Response(body, {
    status: 301,
    headers: {
      ...COMMON_HEADERS,
      Location: location,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      ETag: etagOf(body),
    },
  });
}
