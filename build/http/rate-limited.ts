import { rateLimitedResponse } from './errors.ts';
import { GENERAL_RATE_LIMIT } from './rate-limits.ts';

/**
 * Seconds until the current rate-limit window ends. Netlify counts requests in fixed windows of windowSize
 * seconds; without the window's start in the rewrite, the windows are taken as aligned to the clock (epoch), so
 * the answer is the rest of the current one (at least 1 s), not always the whole window.
 */
export function retryAfterSeconds(windowSize: number, nowMs: number): number {
  const size = Math.max(1, Math.floor(windowSize));
  return Math.max(1, size - (Math.floor(nowMs / 1000) % size));
}

/**
 * The function Netlify's rate limiter rewrites over-limit requests to: the API's own JSON 429 with a computed
 * Retry-After; the limit and window come in the rewrite's query string.
 */
export function rateLimitedHandler(now: () => number = Date.now) {
  return async (request: Request): Promise<Response> => {
    const q = new URL(request.url).searchParams;
    const limit = Number(q.get('limit')) || GENERAL_RATE_LIMIT.requests;
    const windowSize = Number(q.get('window')) || GENERAL_RATE_LIMIT.windowSeconds;
    return rateLimitedResponse(retryAfterSeconds(windowSize, now()), limit, windowSize);
  };
}
