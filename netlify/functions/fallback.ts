/**
 * Answers every /api/ request that no static file answered: the right 400/404 with a JSON error, or a 301 to the
 * canonical URL of a valid request written differently (GA vs Ga, format=CSV). Uses the route table's own checks.
 */
import type { Config } from '@netlify/functions';
import { diagnoseRequest } from '../../build/routes/diagnose.ts';
import { defineHandler } from '../../build/http/handler.ts';
import { GENERAL_RATE_LIMIT } from '../../build/http/rate-limits.ts';

export default defineHandler((request) => diagnoseRequest(new URL(request.url)));

export const config: Config = { rateLimit: GENERAL_RATE_LIMIT };
