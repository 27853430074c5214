/**
 * /embed/race/{unknown id}: a small widget-style 404 that any site may frame (the site's 404 page may only be
 * framed by the site). A function rather than a 404 redirect rule, so that Netlify and npm start agree.
 */
import type { Config } from '@netlify/functions';
import { operator } from '../../build/config.ts';
import { defineHandler } from '../../build/http/handler.ts';
import { GENERAL_RATE_LIMIT } from '../../build/http/rate-limits.ts';
import { widgetNotFoundResponse } from '../../build/pages/widget-404.ts';

export default defineHandler(() => widgetNotFoundResponse(operator().name));

export const config: Config = { rateLimit: GENERAL_RATE_LIMIT };
