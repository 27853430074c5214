import * as corrections from './corrections.ts';
import * as governorOffYear from './governor-off-year.ts';
import * as markets from './markets.ts';
import * as meta from './meta.ts';
import * as offices from './offices.ts';
import * as people from './people.ts';
import * as pollHistory from './poll-history.ts';
import * as polls from './polls.ts';
import * as research from './research.ts';
import * as results from './results.ts';
import * as senateSpecials from './senate-specials.ts';
import type { Route } from './types.ts';

/**
 * Every endpoint of the service, described once. The serving plan (build/serving/plan.ts) compiles each into its
 * files, _redirects and _headers rules, function and served-by sentence; the fallback, OpenAPI and the docs read it.
 */
// senate-specials and governor-off-year precede the office routes: literal paths match before /api/{office}/{year}.
export const ROUTES: Route[] = [
  ...results.RESULTS_ROUTES,
  senateSpecials.senateSpecialsRoute,
  governorOffYear.governorOffYearRoute,
  ...offices.OFFICE_ROUTES,
  people.personRoute,
  ...polls.POLL_ROUTES,
  pollHistory.pollHistoryRoute,
  pollHistory.pollAccuracyRoute,
  ...research.RESEARCH_ROUTES,
  ...meta.META_ROUTES,
  corrections.correctionsRoute,
  ...markets.MARKET_ROUTES,
];

/** Each route module by its file name in build/routes. */
const MODULES: Record<string, Record<string, unknown>> = {
  'corrections.ts': corrections,
  'governor-off-year.ts': governorOffYear,
  'markets.ts': markets,
  'meta.ts': meta,
  'offices.ts': offices,
  'people.ts': people,
  'poll-history.ts': pollHistory,
  'polls.ts': polls,
  'research.ts': research,
  'results.ts': results,
  'senate-specials.ts': senateSpecials,
};

/** Where a route is exported on its own: what a generated function imports instead of this table. */
export interface RouteExport {
  /** File name in build/routes. */
  module: string;
  /** The export holding the route. */
  name: string;
}

/** The module and export of a route (a function-served route must be exported on its own, not only in a list). */
export function routeExport(route: Route): RouteExport {
  for (const [module, exports] of Object.entries(MODULES))
    for (const [name, value] of Object.entries(exports)) if (value === route) return { module, name };
  throw new Error(`route ${route.id} is not exported on its own by a module of build/routes: export it`);
}
