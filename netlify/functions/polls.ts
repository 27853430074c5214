/** GET /api/polls: 2026 polls filtered by state, days, min_rating and pollster. */
import type { Config } from '@netlify/functions';
import { defineHandler } from '../../build/http/handler.ts';
import { jsonResponse } from '../../build/http/errors.ts';
import { GENERAL_RATE_LIMIT } from '../../build/http/rate-limits.ts';
import { pollData } from '../../build/polls/bundled.ts';
import { FUNCTION_CACHE, listPolls } from '../../build/routes/poll-handlers.ts';

export default defineHandler((_request, { url, now }) => jsonResponse(200, listPolls(pollData(), url, now), FUNCTION_CACHE));

export const config: Config = { rateLimit: GENERAL_RATE_LIMIT };
