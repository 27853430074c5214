/**
 * The page families: everything the site serves outside the route table (the pages, the widget, the /api index and
 * catch-all, the OpenAPI document, assets, sitemap and robots), declared as data; plan.ts compiles each into its
 * plan like a route. A new kind of page is one entry here (its paths, headers and sentence).
 */
import {
  COMMON_HEADERS,
  CONTENT_TYPES,
  contentSecurityPolicy,
  PREFLIGHT_HEADERS,
  STATIC_CACHE_CONTROL,
} from '../http/headers.ts';
import { GENERAL_RATE_LIMIT } from '../http/rate-limits.ts';
import { POLL_DATA_FILES } from '../polls/bundled.ts';
import { FALLBACK_FUNCTION, functionPath, type PageFamily, type RedirectRule } from './types.ts';

const WIDGET_NOT_FOUND_FUNCTION = 'widget-not-found';

const html = { 'Content-Type': CONTENT_TYPES.html };
/** A page at /name, written as name.html: both spellings get its headers. */
const page = (
  id: string,
  path: string,
  servedBy: string,
  extra: Partial<PageFamily['headers'][number]> = {},
): PageFamily => ({
  id,
  path,
  servedBy,
  headers: [{ for: path === '/' ? ['/', '/index.html'] : [path, `${path}.html`], values: html, ...extra }],
});

export const PAGE_FAMILIES: PageFamily[] = [
  {
    id: 'site',
    path: '/*',
    servedBy:
      'every static file: CORS, nosniff, no referrer, five minutes in caches, and a CSP that lets only this site frame it',
    headers: [
      {
        for: ['/*'],
        values: {
          ...COMMON_HEADERS,
          ...PREFLIGHT_HEADERS,
          'Cache-Control': STATIC_CACHE_CONTROL,
          'Content-Security-Policy': contentSecurityPolicy("'self'"),
        },
      },
    ],
  },
  page('landing', '/', 'a static page (index.html)'),
  // /docs runs its one inline script (menu, search, copy, try it) by hash, and may fetch this site's API.
  page(
    'docs',
    '/docs',
    'a static page (docs.html), rendered from the OpenAPI document, with one inline script allowed by hash',
    {
      values: (h) => ({ ...html, 'Content-Security-Policy': contentSecurityPolicy("'self'", h, true) }),
      scripts: 'docs',
    },
  ),
  page('methodology', '/methodology', 'a static page (methodology.html)'),
  page('races', '/races', 'a static page (races.html)'),
  {
    id: 'race',
    path: '/races/{raceId}',
    servedBy: 'static pages, one per 2026 race (races/{raceId}.html); an unknown id gets the site 404 page',
    // Race pages run their one inline script, the embed snippet builder, by hash; without it the default snippet shows.
    headers: [
      {
        for: ['/races/*'],
        values: (h) => ({ ...html, 'Content-Security-Policy': contentSecurityPolicy("'self'", h) }),
        scripts: 'embed-builder',
      },
    ],
  },
  {
    id: 'not-found',
    path: '/404.html',
    servedBy: "Netlify's custom 404 page, for any path outside /api/ without a file (status 404)",
    headers: [{ for: ['/404.html'], values: html }],
  },
  // The index searches every office by fetching its pages (this site only), by its script's hash.
  page(
    'corrections',
    '/corrections',
    'a static page (corrections.html) whose one inline script, allowed by hash, searches the office pages',
    {
      values: (h) => ({ ...html, 'Content-Security-Policy': contentSecurityPolicy("'self'", h, true) }),
      scripts: 'corrections-search',
    },
  ),
  {
    id: 'corrections-offices',
    path: '/corrections/{office}',
    servedBy: 'static pages, one per office, each with one inline script (the filter) allowed by hash',
    // Without the filter script the pages are plain.
    headers: [
      {
        for: ['/corrections/*'],
        values: (h) => ({ ...html, 'Content-Security-Policy': contentSecurityPolicy("'self'", h) }),
        scripts: 'corrections',
      },
    ],
  },
  // The results pages (issue 21).
  {
    id: 'elections',
    path: '/elections/{year}',
    servedBy:
      'static pages: /elections and one per presidential year, with one inline script (the table sort) allowed by hash',
    headers: [
      {
        for: ['/elections', '/elections.html', '/elections/*'],
        values: (h) => ({ ...html, 'Content-Security-Policy': contentSecurityPolicy("'self'", h) }),
        scripts: 'table-sort',
      },
    ],
  },
  {
    id: 'states',
    path: '/states/{abbr}',
    servedBy: 'static pages: /states and one per state and DC',
    headers: [{ for: ['/states', '/states.html', '/states/*'], values: html }],
  },
  {
    id: 'office-years',
    path: '/{office}/{year}',
    servedBy: 'static pages: /senate/{year}, /governor/{year}, /house/{year} and /house/{year}/{state}',
    headers: [{ for: ['/senate/*', '/governor/*', '/house/*'], values: html }],
  },
  {
    id: 'api-index',
    path: '/api',
    servedBy: 'a static file (api/index.json)',
    headers: [],
    rules: [{ from: '/api', query: {}, to: '/api/index.json', status: 200 }],
    tier: 'first',
  },
  {
    id: 'api',
    path: '/api/*',
    servedBy:
      'every /api/ request no file or route function answers: the fallback function (its 400/404, or a 301 to the canonical URL)',
    // CSV downloads sit under api/export/csv/ (routes/csv-instance.ts); their block comes after the JSON one.
    headers: [
      { for: ['/api/*'], values: { 'Content-Type': CONTENT_TYPES.json } },
      { for: ['/api/export/csv/*'], values: { 'Content-Type': CONTENT_TYPES.csv } },
    ],
    rules: [{ from: '/api/*', query: {}, to: functionPath(FALLBACK_FUNCTION), status: 200 }],
    function: {
      name: FALLBACK_FUNCTION,
      comment: 'Every /api/ request no static file answered: its 400/404, or a 301 to the canonical URL.',
      entry: {
        imports: ["import { fallbackHandler } from '../../build/serving/fallback.ts';"],
        handler: 'fallbackHandler',
      },
      rateLimit: GENERAL_RATE_LIMIT,
      // It checks race ids against the 2026 polls when it diagnoses the static poll routes.
      dataFiles: POLL_DATA_FILES,
      example: '/api/polls/average/history?race=zz-sen-2026',
    },
  },
  {
    id: 'openapi',
    path: '/openapi.json',
    servedBy: 'a static file',
    headers: [{ for: ['/openapi.json'], values: { 'Content-Type': CONTENT_TYPES.json } }],
  },
  {
    id: 'assets',
    path: '/assets/*',
    servedBy: 'static files (the style sheet)',
    headers: [{ for: ['/assets/*'], values: { 'Content-Type': CONTENT_TYPES.css } }],
  },
  {
    id: 'robots',
    path: '/robots.txt',
    servedBy: 'a static file',
    headers: [{ for: ['/robots.txt'], values: { 'Content-Type': CONTENT_TYPES.text } }],
  },
  {
    id: 'sitemap',
    path: '/sitemap.xml',
    servedBy: 'a static file listing every page',
    headers: [{ for: ['/sitemap.xml'], values: { 'Content-Type': CONTENT_TYPES.xml } }],
  },
  {
    id: 'race-id-case',
    path: '/races/{RACE-ID}',
    servedBy: 'a 301 to the lower-case race id, for each race page and widget URL typed in capitals',
    headers: [],
    rules: (data) => raceCaseRedirects(data.polls2026.races.map((r) => r.id)),
  },
  {
    id: 'widget',
    path: '/embed/race/{raceId}',
    servedBy:
      'static pages, one per 2026 race, that any site may frame; an unknown race id: the widget-not-found function (a widget-style 404)',
    // The widget may be framed by any site and runs its one inline script; every other page only by this one.
    headers: [
      {
        for: ['/embed/*'],
        values: (h) => ({ 'Content-Security-Policy': contentSecurityPolicy('*', h), ...html }),
        scripts: 'widget',
      },
    ],
    // A known id is a file, and files win over this non-forced rule; the site 404 page may not be framed.
    rules: [{ from: '/embed/race/*', query: {}, to: functionPath(WIDGET_NOT_FOUND_FUNCTION), status: 200 }],
    function: {
      name: WIDGET_NOT_FOUND_FUNCTION,
      comment: 'GET /embed/race/{unknown id}: a small widget-style 404 that any site may frame.',
      entry: {
        imports: ["import { widgetNotFoundHandler } from '../../build/pages/widget-404.ts';"],
        handler: 'widgetNotFoundHandler',
      },
      rateLimit: GENERAL_RATE_LIMIT,
      dataFiles: [],
      example: '/embed/race/zz-sen-2026',
    },
  },
];

/**
 * Race ids are lower case; a widget or race page URL typed in capitals (/embed/race/GA-SEN-2026, or GA-sen-2026)
 * answers a 301 to the canonical id. One literal rule per form, since rules cannot change case; a rule matching the
 * canonical path itself would never apply (the file shadows it), so the rules are safe under either case semantics.
 */
export function raceCaseRedirects(raceIds: readonly string[]): RedirectRule[] {
  const forms = (id: string) =>
    [id.toUpperCase(), id.replace(/^[a-z]{2}/, (s) => s.toUpperCase())].filter(
      (f, i, all) => f !== id && all.indexOf(f) === i,
    );
  return ['/embed/race', '/races'].flatMap((base) =>
    raceIds.flatMap((id) =>
      forms(id).map((form): RedirectRule => ({ from: `${base}/${form}`, query: {}, to: `${base}/${id}`, status: 301 })),
    ),
  );
}
