import { PredictionMarketsSchema } from '../schemas/api/markets.ts';
import type { Route } from './types.ts';

export const predictionMarketsRoute: Route = {
  id: 'prediction-markets',
  path: '/api/prediction-markets',
  tag: '2026 polls and ratings',
  summary: 'Kalshi and Polymarket prices of a 2026 race, with 7-day trends',
  description:
    'Each market\'s YES price as a probability 0-1: the last trade when there is one, else the bid/ask midpoint, else null (never invented). Markets are found by ticker/slug naming rules with curated overrides, and kept only when their title or rules name the race\'s state and office. Snapshots are refreshed hourly; each platform has its own fetchedAt, and a platform whose latest fetch failed keeps its previous prices marked stale. When neither platform has prices (none lists the race, or both are unreachable) the answer is still 200, with available false and the reason. trends: per market, the change from the price-history point nearest to 7 days ago (within 12 hours) to the current price. Cached 60 s in browsers. Rate limit: about 100 requests per minute per address.',
  params: [
    {
      name: 'raceId',
      in: 'query',
      required: true,
      description: 'A 2026 race: {state}-sen-2026, {state}-gov-2026 (lower-case state code), or us-national-2026 for control of the House and of the Senate.',
      schema: { type: 'string', pattern: '^[a-z]{2}-(gov|sen|national)-2026$' },
      example: 'ga-sen-2026',
    },
  ],
  response: { schema: PredictionMarketsSchema, contentType: 'application/json' },
  errors: [
    { status: 400, code: 'invalid_parameter', description: 'raceId missing or not shaped like a 2026 race id.' },
    { status: 404, code: 'unknown_race', description: 'A well-formed race id of a state without that election in 2026 (e.g. de-gov-2026).' },
    { status: 429, code: 'rate_limited', description: 'More than the rate limit from one address in a minute; see Retry-After.' },
  ],
  serve: { kind: 'function', name: 'prediction-markets' },
  example: '/api/prediction-markets?raceId=ga-sen-2026',
};

export const MARKET_ROUTES: Route[] = [predictionMarketsRoute];
