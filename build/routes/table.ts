import { META_ROUTES } from './meta.ts';
import { MARKET_ROUTES } from './markets.ts';
import { POLL_ROUTES } from './polls.ts';
import { RESEARCH_ROUTES } from './research.ts';
import { RESULTS_ROUTES } from './results.ts';
import type { Route } from './types.ts';

/**
 * Every endpoint of the service, described once. The build makes its files, the _redirects and _headers rules,
 * the local server's routing, the fallback's diagnoses and the OpenAPI paths from this table.
 */
export const ROUTES: Route[] = [...RESULTS_ROUTES, ...POLL_ROUTES, ...RESEARCH_ROUTES, ...META_ROUTES, ...MARKET_ROUTES];
