/** GET /api/prediction-markets?raceId=: Kalshi and Polymarket prices of a 2026 race, with 7-day trends. */
import type { Config } from '@netlify/functions';
import { GENERAL_RATE_LIMIT } from '../../build/http/rate-limits.ts';
import { defaultMarketDeps } from '../../build/markets/deps.ts';
import { marketsHandler } from '../../build/markets/serve.ts';

export default marketsHandler(() => defaultMarketDeps());

export const config: Config = { rateLimit: GENERAL_RATE_LIMIT };
