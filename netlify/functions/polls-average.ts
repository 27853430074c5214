/** GET /api/polls/average with any parameters; the default ones are also served as static files, same body. */
import type { Config } from '@netlify/functions';
import { defineHandler } from '../../build/http/handler.ts';
import { jsonResponse } from '../../build/http/errors.ts';
import { GENERAL_RATE_LIMIT } from '../../build/http/rate-limits.ts';
import { pollData } from '../../build/polls/bundled.ts';
import { averagePolls, FUNCTION_CACHE } from '../../build/routes/poll-handlers.ts';

export default defineHandler((_request, { url }) => jsonResponse(200, averagePolls(pollData(), url), FUNCTION_CACHE));

export const config: Config = { rateLimit: GENERAL_RATE_LIMIT };
