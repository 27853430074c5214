import type { Config } from '@netlify/functions';

type RateLimit = NonNullable<Config['rateLimit']>;

/** Over the limit, Netlify rewrites to the rate-limited function, which answers the API's JSON 429. */
const limit = (windowLimit: number, windowSize: number): RateLimit => ({
  windowLimit,
  windowSize,
  // Must be an array: a single value is silently read as ['domain'] by Netlify's bundler.
  aggregateBy: ['ip', 'domain'],
  action: 'rewrite',
  to: `/.netlify/functions/rate-limited?limit=${windowLimit}&window=${windowSize}`,
});

/** About 100 requests per minute per address, for every function. */
export const GENERAL_RATE_LIMIT = limit(100, 60);
/** The bulk poll export: 30 requests per minute per address. */
export const EXPORT_RATE_LIMIT = limit(30, 60);
