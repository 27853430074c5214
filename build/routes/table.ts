import { META_ROUTES } from './meta.ts';
import { correctionsRoute } from './corrections.ts';
import { MARKET_ROUTES } from './markets.ts';
import { OFFICE_ROUTES } from './offices.ts';
import { senateSpecialsRoute } from './senate-specials.ts';
import { governorOffYearRoute } from './governor-off-year.ts';
import { POLL_ROUTES } from './polls.ts';
import { personRoute } from './people.ts';
import { pollAccuracyRoute, pollHistoryRoute } from './poll-history.ts';
import { RESEARCH_ROUTES } from './research.ts';
import { RESULTS_ROUTES } from './results.ts';
import type { Route } from './types.ts';

/**
 * Every endpoint of the service, described once. The serving plan (build/serving/plan.ts) compiles each into its
 * files, _redirects and _headers rules, function and served-by sentence; the fallback, OpenAPI and the docs read it.
 */
// senate-specials and governor-off-year precede the office routes: literal paths match before /api/{office}/{year}.
export const ROUTES: Route[] = [
  ...RESULTS_ROUTES,
  senateSpecialsRoute,
  governorOffYearRoute,
  ...OFFICE_ROUTES,
  personRoute,
  ...POLL_ROUTES,
  pollHistoryRoute,
  pollAccuracyRoute,
  ...RESEARCH_ROUTES,
  ...META_ROUTES,
  correctionsRoute,
  ...MARKET_ROUTES,
];
