/**
 * Netlify's rate limiter rewrites over-limit requests here (config.rateLimit.action = 'rewrite'), so a client
 * gets the API's own JSON error with Retry-After rather than the platform's page.
 */
import { rateLimitedResponse } from '../../build/http/errors.ts';

export default async (): Promise<Response> => rateLimitedResponse(60, 100, 60);
