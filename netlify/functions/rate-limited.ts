/**
 * Netlify's rate limiter rewrites over-limit requests here (config.rateLimit action 'rewrite'), so a client gets
 * the API's own JSON error with Retry-After rather than the platform's page.
 */
import { rateLimitedHandler } from '../../build/http/rate-limited.ts';

export default rateLimitedHandler();
