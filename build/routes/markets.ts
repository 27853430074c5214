import { GENERAL_RATE_LIMIT } from '../http/rate-limits.ts';
import { defaultMarketDeps, type MarketDeps } from '../markets/deps.ts';
import { MARKETS_CACHE, marketRaceData, predictionMarkets } from '../markets/serve.ts';
import { MARKET_RACE_ID_PATTERN, PredictionMarketsSchema } from '../schemas/api/markets.ts';
import { queryParam, textSchema } from './param.ts';
import type { Route } from './types.ts';
import { UNSUPPORTED_FORMAT } from './format-check.ts';

// The published pattern of this endpoint (narrower than the other routes' race ids): anything else is a 400.
const raceId = queryParam(
  'raceId',
  textSchema({
    description:
      'A 2026 race: {state}-sen-2026, {state}-gov-2026 (lower-case state code), or us-national-2026 for control of the House and of the Senate. Also accepted as race.',
    example: 'ga-sen-2026',
    pattern: MARKET_RACE_ID_PATTERN,
    message: 'raceId must be a 2026 Senate or governor race id like ga-sen-2026 or az-gov-2026, or us-national-2026',
  }),
  { required: true, alias: 'race' },
);

/** The route, with the market dependencies it fetches through (tests inject theirs). */
export function predictionMarketsRouteWith(makeDeps: () => MarketDeps): Route {
  return {
    id: 'prediction-markets',
    path: '/api/prediction-markets',
    tag: '2026 polls and ratings',
    summary: 'Kalshi and Polymarket prices of a 2026 race, with 7-day trends',
    description:
      "Each market's YES price as a probability 0-1: the last trade when there is one, else the bid/ask midpoint, else null (never invented). Markets are found by ticker/slug naming rules with curated overrides, and kept only when their title or rules name the race's state and office. Snapshots are refreshed hourly; each platform has its own fetchedAt, and a platform whose latest fetch failed keeps its previous prices marked stale. When neither platform has prices (none lists the race, or both are unreachable) the answer is still 200, with available false and the reason. trends: per platform, each market's change from the price-history point nearest to 7 days ago (within 12 hours) to the current price. Cached 60 s in browsers.",
    params: [raceId],
    response: { schema: PredictionMarketsSchema, contentType: 'application/json' },
    errors: [
      {
        status: 400,
        code: 'invalid_parameter',
        description:
          'raceId (or race) missing or not matching ^[a-z]{2}-(gov|sen|national)-2026$ (e.g. ga-house-2026, us-generic-ballot-2026, ga-sen-2024).',
      },
      {
        status: 404,
        code: 'unknown_race',
        description: 'A well-formed race id without a 2026 race (e.g. de-gov-2026).',
      },
      UNSUPPORTED_FORMAT,
    ],
    check: (v) => marketRaceData(v.raceId as string),
    // The markets read their curated map (bundled) and Netlify Blobs, no data/ file.
    serve: {
      kind: 'function',
      name: 'prediction-markets',
      rateLimit: GENERAL_RATE_LIMIT,
      dataFiles: [],
      cache: MARKETS_CACHE,
      respond: (v) => predictionMarkets(v.raceId as string, makeDeps()),
    },
    example: '/api/prediction-markets?raceId=ga-sen-2026',
  };
}

export const predictionMarketsRoute = predictionMarketsRouteWith(() => defaultMarketDeps());

export const MARKET_ROUTES: Route[] = [predictionMarketsRoute];
