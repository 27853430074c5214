/**
 * Netlify's rate limiter rewrites over-limit requests here (config.rateLimit action 'rewrite'), so a client gets
 * the API's own JSON error with Retry-After rather than the platform's page. The limit and window come in the
 * rewrite's query string.
 */
import { rateLimitedResponse } from '../../build/http/errors.ts';
import { GENERAL_RATE_LIMIT } from '../../build/http/rate-limits.ts';

export default async (request: Request): Promise<Response> => {
  const q = new URL(request.url).searchParams;
  const limit = Number(q.get('limit')) || GENERAL_RATE_LIMIT.requests;
  const windowSize = Number(q.get('window')) || GENERAL_RATE_LIMIT.windowSeconds;
  return rateLimitedResponse(windowSize, limit, windowSize);
};
