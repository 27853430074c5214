/** GET /api/export/polls: the bulk poll download, JSON or CSV; 30 requests per minute per address. */
import type { Config } from '@netlify/functions';
import { licenseText } from '../../build/config.ts';
import { defineHandler } from '../../build/http/handler.ts';
import { EXPORT_RATE_LIMIT } from '../../build/http/rate-limits.ts';
import { pollData } from '../../build/polls/bundled.ts';
import { exportPolls } from '../../build/routes/poll-handlers.ts';

export default defineHandler((_request, { url }) => exportPolls(pollData(), url, licenseText()));

export const config: Config = { rateLimit: EXPORT_RATE_LIMIT };
