/** The rate limits of the functions, defined once: functions' config, the local server, OpenAPI and docs read them. */
export interface RateLimit {
  requests: number;
  windowSeconds: number;
}

/** About 100 requests per minute per address, for every function. */
export const GENERAL_RATE_LIMIT: RateLimit = { requests: 100, windowSeconds: 60 };
/** The bulk poll export: 30 requests per minute per address. */
export const EXPORT_RATE_LIMIT: RateLimit = { requests: 30, windowSeconds: 60 };

/** "100 requests per minute per address" */
export const rateLimitText = (l: RateLimit) =>
  `${l.requests} requests per ${l.windowSeconds === 60 ? 'minute' : `${l.windowSeconds} seconds`} per address`;

/**
 * Netlify's config.rateLimit for a limit. Over it, Netlify rewrites to the rate-limited function, which answers the
 * API's JSON 429. Netlify reads config statically, so the generated function files contain this as a literal.
 */
export function netlifyRateLimit(l: RateLimit) {
  return {
    windowLimit: l.requests,
    windowSize: l.windowSeconds,
    // Per address only. Each listed aggregator is one key of the bucket (zip-it-and-ship-it's getTrafficRulesConfig
    // turns the list into aggregate.keys), so ['ip', 'domain'] gave every hostname of the site (the custom domain,
    // the netlify.app name, deploy URLs) its own bucket per address: a client could pick a fresh one by calling
    // another hostname. Must be an array: a single value is silently read as ['domain'] by Netlify's bundler.
    aggregateBy: ['ip'],
    action: 'rewrite',
    to: `/.netlify/functions/rate-limited?limit=${l.requests}&window=${l.windowSeconds}`,
  };
}
