import type { Route, StaticInstance } from '../routes/types.ts';
import { COMMON_HEADERS, CONTENT_TYPES, contentSecurityPolicy, PREFLIGHT_HEADERS, STATIC_CACHE_CONTROL } from '../http/headers.ts';
import { WIDGET_SCRIPT_HASH } from '../pages/widget-script.ts';
import { CORRECTIONS_FILTER_HASH, CORRECTIONS_SEARCH_HASH } from '../pages/corrections-view.ts';
import { TABLE_SORT_HASH } from '../pages/results/table-sort.ts';
import { DOCS_SCRIPT_HASH } from '../pages/docs-script.ts';
import { EMBED_BUILDER_HASH } from '../pages/embed-snippet.ts';

export const FALLBACK_FUNCTION = 'fallback';
export const WIDGET_NOT_FOUND_FUNCTION = 'widget-not-found';
export const functionPath = (name: string) => `/.netlify/functions/${name}`;

/** One line of Netlify's _redirects: from path, required query parameters (":name" matches any value), target. */
export interface RedirectRule {
  from: string;
  query: Record<string, string>;
  to: string;
  status: 200 | 301 | 404;
  /** Applies even where a file exists at the request path (Netlify's "200!"); without it, the file wins. */
  force?: boolean;
}

/** A route template with Netlify placeholders: /api/house/{year}/{state} -> /api/house/:year/:state. */
const placeholderPath = (template: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => `:${placeholder(name)}`);

/**
 * The format rules of a static route whose JSON has no static CSV (issue 21), first among its rules. A route without
 * a format parameter: format=csv (and CSV) to the fallback, which answers 400 unsupported_format, forced, since
 * some of these files sit at their public paths. A route whose format=csv another endpoint serves (office results
 * of one state): format=json to the fallback unforced, so an existing file at the path still answers it (and any
 * other casing reaches the fallback), then any other format to the fallback, forced (a 301 to the CSV, or a 400).
 */
function formatRules(route: Route, list: StaticInstance[]): RedirectRule[] {
  if (route.serve.kind !== 'static') return [];
  const from = placeholderPath(route.path);
  const to = functionPath(FALLBACK_FUNCTION);
  if (!route.params.some((p) => p.name === 'format')) {
    return ['csv', 'CSV'].map((format) => ({ from, query: { format }, to, status: 200, force: true }));
  }
  if (list.some((i) => i.requests.some((r) => 'format' in r.query))) return [];
  return [
    { from, query: { format: 'json' }, to, status: 200 },
    { from, query: { format: ':format' }, to, status: 200, force: true },
  ];
}

/** A rule placeholder for a parameter (Netlify's placeholders take letters only). */
const placeholder = (name: string) => name.replace(/_/g, '');

/**
 * The redirect rules, in the order Netlify must try them (first match wins):
 * 1. every static file's public requests, query rules with more parameters first, each size followed by
 *    catch-alls that send any other value of those parameters to the fallback function (so a request with a bad
 *    value never falls through to a rule with fewer parameters);
 * 2. function routes;
 * 3. everything else under /api/ to the fallback, which answers 400/404 or redirects to the canonical URL.
 * Rules only ever point at files the build wrote (checked by the build).
 */
export function redirectRules(routes: Route[], instances: Map<Route, StaticInstance[]>, raceIds: readonly string[] = []): RedirectRule[] {
  const rules: RedirectRule[] = [{ from: '/api', query: {}, to: '/api/index.json', status: 200 }];
  for (const route of routes) {
    if (route.serve.kind === 'function') continue;
    // Hybrid routes: non-default parameters go to the route's function before any file rule can match.
    const hybrid = route.serve.kind === 'hybrid' ? route.serve : null;
    const catchAll = hybrid && hybrid.rest !== 'fallback' ? functionPath(hybrid.name) : functionPath(FALLBACK_FUNCTION);
    if (hybrid) {
      for (const name of hybrid.dynamic) rules.push({ from: route.path, query: { [name]: `:${placeholder(name)}` }, to: functionPath(hybrid.name), status: 200 });
      // Query patterns the function answers, then their keys with any other value to the catch-all, so that such a
      // request (office=Senate with a state) never falls through to a rule with fewer keys.
      const patterns = hybrid.dynamicQueries ?? [];
      for (const query of patterns) rules.push({ from: route.path, query, to: functionPath(hybrid.name), status: 200 });
      // (Only patterns with a ":name" value: a catch-all of literal keys would shadow the file rules below.)
      const open = patterns.filter((q) => Object.values(q).some((v) => v.startsWith(':')));
      for (const keys of new Set(open.map((q) => Object.keys(q).sort().join('&')))) {
        rules.push({ from: route.path, query: Object.fromEntries(keys.split('&').map((k) => [k, `:${placeholder(k)}`])), to: catchAll, status: 200 });
      }
    }
    const list = instances.get(route) ?? [];
    rules.push(...formatRules(route, list));
    // A file at its own public path needs no rule: the CDN serves existing files before any rule.
    const requests = list.flatMap((i) => i.requests.map((r) => ({ ...r, file: i.file }))).filter((r) => Object.keys(r.query).length > 0 || r.path !== `/${r.file}`);
    const sizes = [...new Set(requests.map((r) => Object.keys(r.query).length))].sort((a, b) => b - a);
    for (const size of sizes) {
      const ofSize = requests.filter((r) => Object.keys(r.query).length === size);
      for (const r of ofSize) rules.push({ from: r.path, query: r.query, to: `/${r.file}`, status: 200 });
      if (size === 0) continue;
      // Per public path, not the route's template: Netlify reads /api/ratings/{year} literally, so a catch-all
      // there would never match and /api/ratings/2026?format=xlsx would fall through to the JSON file.
      const keySets = [...new Set(ofSize.map((r) => `${r.path} ${Object.keys(r.query).sort().join('&')}`))];
      for (const entry of keySets) {
        const [from, keys] = entry.split(' ') as [string, string];
        rules.push({ from, query: Object.fromEntries(keys.split('&').map((k) => [k, `:${placeholder(k)}`])), to: catchAll, status: 200 });
      }
    }
    if (route.serve.kind === 'hybrid') rules.push({ from: route.path, query: {}, to: catchAll, status: 200 });
  }
  for (const route of routes) {
    if (route.serve.kind === 'function') rules.push({ from: route.path, query: {}, to: functionPath(route.serve.name), status: 200 });
  }
  rules.push({ from: '/api/*', query: {}, to: functionPath(FALLBACK_FUNCTION), status: 200 });
  rules.push(...raceCaseRedirects(raceIds));
  // An unknown race id in a widget URL gets the widget-style 404 from a function, which any site may frame (the
  // site-wide 404 page may not). A known id is a file, and files win over this non-forced rule.
  rules.push({ from: '/embed/race/*', query: {}, to: functionPath(WIDGET_NOT_FOUND_FUNCTION), status: 200 });
  // Other pages need no rule: a known race id is a file (/races/ga-sen-2026 -> races/ga-sen-2026.html), and any other
  // path outside /api/ gets Netlify's custom 404 page, /404.html, with status 404.
  return rules;
}

/**
 * Race ids are lower case; a widget or race page URL typed in capitals (/embed/race/GA-SEN-2026, or GA-sen-2026)
 * answers a 301 to the canonical id. One literal rule per form, since rules cannot change case; a rule matching the
 * canonical path itself would never apply (the file shadows it), so the rules are safe under either case semantics.
 */
export function raceCaseRedirects(raceIds: readonly string[]): RedirectRule[] {
  const forms = (id: string) => [id.toUpperCase(), id.replace(/^[a-z]{2}/, (s) => s.toUpperCase())].filter((f, i, all) => f !== id && all.indexOf(f) === i);
  return ['/embed/race', '/races'].flatMap((base) =>
    raceIds.flatMap((id) => forms(id).map((form): RedirectRule => ({ from: `${base}/${form}`, query: {}, to: `${base}/${id}`, status: 301 }))),
  );
}

export function formatRedirects(rules: RedirectRule[]): string {
  const lines = rules.map((r) => [r.from, ...Object.entries(r.query).map(([k, v]) => `${k}=${v}`), r.to, `${r.status}${r.force ? '!' : ''}`].join(' '));
  return `# Generated by npm run build from the route table (build/routes). Do not edit.\n${lines.join('\n')}\n`;
}

/** One block of Netlify's _headers: a path pattern and the headers for files it matches. */
export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

/** The presidential results pages: /elections and /elections/{year}. */
const ELECTION_PAGES = ['/elections', '/elections.html', '/elections/*'];

/**
 * Header rules for static files. Netlify matches them against the file a rewrite served, merges every matching
 * block and lets a later block win per header: general rules first, then content types, then per-file downloads.
 */
export function headerRules(downloads: { file: string; filename: string }[]): HeaderRule[] {
  return [
    { for: '/*', values: { ...COMMON_HEADERS, ...PREFLIGHT_HEADERS, 'Cache-Control': STATIC_CACHE_CONTROL, 'Content-Security-Policy': contentSecurityPolicy("'self'") } },
    ...['/', '/index.html', '/docs', '/docs.html', '/methodology', '/methodology.html', '/races', '/races.html', '/races/*', '/404.html', '/corrections', '/corrections.html', '/corrections/*',
      // The results pages (issue 21): states and office years.
      '/states', '/states.html', '/states/*', '/senate/*', '/governor/*', '/house/*'].map((p) => ({ for: p, values: { 'Content-Type': CONTENT_TYPES.html } })),
    // results: elections (issue 21): the presidential results pages.
    ...ELECTION_PAGES.map((p) => ({ for: p, values: { 'Content-Type': CONTENT_TYPES.html } })),
    { for: '/api/*', values: { 'Content-Type': CONTENT_TYPES.json } },
    { for: '/openapi.json', values: { 'Content-Type': CONTENT_TYPES.json } },
    { for: '/api/export/csv/*', values: { 'Content-Type': CONTENT_TYPES.csv } },
    { for: '/assets/*', values: { 'Content-Type': CONTENT_TYPES.css } },
    { for: '/robots.txt', values: { 'Content-Type': CONTENT_TYPES.text } },
    { for: '/sitemap.xml', values: { 'Content-Type': CONTENT_TYPES.xml } },
    // The widget may be framed by any site and runs its one inline script; every other page only by this one.
    { for: '/embed/*', values: { 'Content-Security-Policy': contentSecurityPolicy('*', [WIDGET_SCRIPT_HASH]), 'Content-Type': CONTENT_TYPES.html } },
    // The corrections pages per office run their one inline script, the filter, by hash; without it they are plain.
    ...['/corrections/*'].map((p) => ({ for: p, values: { 'Content-Security-Policy': contentSecurityPolicy("'self'", [CORRECTIONS_FILTER_HASH]) } })),
    // The corrections index searches every office by fetching those pages (this site only), by its script's hash.
    ...['/corrections', '/corrections.html'].map((p) => ({ for: p, values: { 'Content-Security-Policy': contentSecurityPolicy("'self'", [CORRECTIONS_SEARCH_HASH], true) } })),
    // The presidential results pages run one inline script, the table sort, by hash; without it the table is plain.
    ...ELECTION_PAGES.map((p) => ({ for: p, values: { 'Content-Security-Policy': contentSecurityPolicy("'self'", [TABLE_SORT_HASH]) } })),
    // /docs runs its one inline script (menu, search, copy, try it) by hash, and may fetch this site's API.
    ...['/docs', '/docs.html'].map((p) => ({ for: p, values: { 'Content-Security-Policy': contentSecurityPolicy("'self'", [DOCS_SCRIPT_HASH], true) } })),
    // Race pages run their one inline script, the embed snippet builder, by hash; without it the default snippet shows.
    { for: '/races/*', values: { 'Content-Security-Policy': contentSecurityPolicy("'self'", [EMBED_BUILDER_HASH]) } },
    ...downloads.map((d) => ({ for: `/${d.file}`, values: { 'Content-Disposition': `attachment; filename="${d.filename}"` } })),
  ];
}

export function formatHeaders(rules: HeaderRule[]): string {
  const blocks = rules.map((r) => `${r.for}\n${Object.entries(r.values).map(([k, v]) => `  ${k}: ${v}`).join('\n')}`);
  return `# Generated by npm run build. Do not edit.\n${blocks.join('\n')}\n`;
}
