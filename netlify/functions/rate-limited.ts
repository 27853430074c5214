/**
 * Netlify's rate limiter rewrites over-limit requests here (config.rateLimit action 'rewrite'), so a client gets
 * the API's own JSON error with Retry-After rather than the platform's page. The limit and window come in the
 * rewrite's query string.
 */
import { rateLimitedResponse } from '../../build/http/errors.ts';

export default async (request: Request): Promise<Response> => {
  const q = new URL(request.url).searchParams;
  const limit = Number(q.get('limit')) || 100;
  const windowSize = Number(q.get('window')) || 60;
  return rateLimitedResponse(windowSize, limit, windowSize);
};
