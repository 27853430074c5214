/**
 * The serving plan: how each route and each page family is served, decided once. A route's `serve` (static files,
 * a function, or both) and a page family's declaration compile here into one plan each: the files it writes, its
 * redirect and header rules, its function (name, handler, rate limit, which requests it answers, the data it reads)
 * and the sentence that says how it is served. Netlify's _redirects and _headers, the generated functions, the
 * fallback, OpenAPI, /docs, /api and the README table all read these plans; no other module reads `serve`.
 */
import { GENERAL_RATE_LIMIT, rateLimitText, type RateLimit } from '../http/rate-limits.ts';
import type { ErrorSpec, FunctionServe, Route, StaticInstance } from '../routes/types.ts';
import type { Dataset } from '../catalog/dataset.ts';
import { fileRules, formatRules, placeholder, placeholderPath } from './file-rules.ts';
import { PAGE_FAMILIES } from './pages.ts';
import {
  FALLBACK_FUNCTION,
  functionPath,
  RULE_TIERS,
  type FunctionPlan,
  type HeaderRule,
  type PageFamily,
  type RedirectRule,
  type ScriptHashes,
  type ServingPlan,
} from './types.ts';

/** "100 requests per minute" (the README table's shorter form). */
const shortLimit = (l: RateLimit) => rateLimitText(l).replace(' per address', '');
const DEFAULT_SCOPE = 'non-default requests';

/** The Content-Disposition blocks of a route's download files. */
const downloadHeaders = (files: StaticInstance[]): HeaderRule[] =>
  files
    .filter((i) => i.download)
    .map((i) => ({ for: `/${i.file}`, values: { 'Content-Disposition': `attachment; filename="${i.download}"` } }));

function routeFunctionPlan(route: Route, serve: FunctionServe, scope: string | null): FunctionPlan {
  return {
    name: serve.name,
    comment: `GET ${route.path}: ${route.summary}.`,
    entry: { route },
    rateLimit: serve.rateLimit,
    scope,
    dataFiles: serve.dataFiles,
    example: route.example,
    answer: serve,
  };
}

/** Compiles one route into its plan. The only reader of `route.serve` in the code base. */
function compileRoute(route: Route): ServingPlan {
  const fallback = functionPath(FALLBACK_FUNCTION);
  const base = { id: route.id, kind: 'route' as const, path: route.path, headers: downloadHeaders };
  const serve = route.serve;
  if (serve.kind === 'static') {
    return {
      ...base,
      servedBy: 'static files',
      files: serve.instances,
      late: serve.late === true,
      rules: (files) => [...formatRules(route, files, fallback), ...fileRules(files, fallback)],
      tier: 'files',
      function: null,
      rateLimit: GENERAL_RATE_LIMIT,
      fallbackDiagnoses: true,
      limitNote: '',
      limitScope: ' (error answers and redirects; static files are unlimited)',
    };
  }
  if (serve.kind === 'function') {
    const limit = serve.rateLimit;
    return {
      ...base,
      servedBy: `function, ${shortLimit(limit)}`,
      files: null,
      late: false,
      rules: () => [{ from: route.path, query: {}, to: functionPath(serve.name), status: 200 }],
      tier: 'functions',
      function: routeFunctionPlan(route, serve, null),
      rateLimit: limit,
      fallbackDiagnoses: false,
      limitNote: ` Rate limit: ${rateLimitText(limit)}.`,
      limitScope: '',
    };
  }
  // Hybrid: the default requests are files; the function answers the rest (or, with rest: 'fallback', only the
  // parameters and query patterns it lists, the fallback diagnosing what is left).
  const scope = serve.scope ?? DEFAULT_SCOPE;
  const limit = serve.rateLimit;
  const toFunction = functionPath(serve.name);
  const catchAll = serve.rest === 'fallback' ? fallback : toFunction;
  // Netlify reads a template's {year} literally: the rules name path parameters as placeholders (:year).
  const from = placeholderPath(route.path);
  return {
    ...base,
    servedBy: serve.scope
      ? `static files; ${serve.scope}: a function, ${shortLimit(limit)}`
      : `static files for the defaults; otherwise a function, ${shortLimit(limit)}`,
    files: (data) => serve.instances(data),
    late: false,
    rules: (files) => [
      ...functionFirstRules(from, serve, toFunction, catchAll),
      ...fileRules(files, catchAll),
      { from, query: {}, to: catchAll, status: 200 },
    ],
    tier: 'files',
    function: routeFunctionPlan(route, serve, scope),
    rateLimit: limit,
    fallbackDiagnoses: serve.rest === 'fallback',
    limitNote: ` Rate limit: ${rateLimitText(limit)} for the ${scope} a function answers.`,
    limitScope: ` (${scope})`,
  };
}

/**
 * A hybrid route's rules before its files': its dynamic parameters and query patterns go to its function, then the
 * keys of patterns with a ":name" value go, with any other value, to the catch-all, so that such a request
 * (office=Senate with a state) never falls through to a file rule with fewer keys. (A catch-all of literal keys
 * would shadow the file rules.)
 */
function functionFirstRules(
  path: string,
  serve: Extract<Route['serve'], { kind: 'hybrid' }>,
  toFunction: string,
  catchAll: string,
): RedirectRule[] {
  const rules: RedirectRule[] = serve.dynamic.map((name) => ({
    from: path,
    query: { [name]: `:${placeholder(name)}` },
    to: toFunction,
    status: 200,
  }));
  const patterns = serve.dynamicQueries ?? [];
  for (const query of patterns) rules.push({ from: path, query, to: toFunction, status: 200 });
  const open = patterns.filter((q) => Object.values(q).some((v) => v.startsWith(':')));
  for (const keys of new Set(open.map((q) => Object.keys(q).sort().join('&')))) {
    rules.push({
      from: path,
      query: Object.fromEntries(keys.split('&').map((k) => [k, `:${placeholder(k)}`])),
      to: catchAll,
      status: 200,
    });
  }
  return rules;
}

const compiled = new WeakMap<Route, ServingPlan>();

/** A route's plan (compiled once per route object). */
export function routePlan(route: Route): ServingPlan {
  let plan = compiled.get(route);
  if (!plan) compiled.set(route, (plan = compileRoute(route)));
  return plan;
}

/** A page family's plan. */
export function pagePlan(family: PageFamily): ServingPlan {
  const fn = family.function ? { ...family.function, scope: null } : null;
  const valuesOf = (h: PageFamily['headers'][number], hashes: ScriptHashes) =>
    typeof h.values === 'function'
      ? h.values(h.scripts ? (hashes[h.scripts] ?? missingHash(h.scripts)) : [])
      : h.values;
  return {
    id: family.id,
    kind: 'page',
    path: family.path,
    servedBy: fn ? `${family.servedBy}, ${shortLimit(fn.rateLimit)}` : family.servedBy,
    files: null,
    late: false,
    rules: (_files, data) => (typeof family.rules === 'function' ? family.rules(data) : (family.rules ?? [])),
    tier: family.tier ?? 'last',
    headers: (_files, hashes) =>
      family.headers.flatMap((h) => h.for.map((p) => ({ for: p, values: valuesOf(h, hashes) }))),
    function: fn,
    rateLimit: fn?.rateLimit ?? GENERAL_RATE_LIMIT,
    fallbackDiagnoses: false,
    limitNote: '',
    limitScope: '',
  };
}

function missingHash(script: string): never {
  throw new Error(`no hash for the inline script "${script}": pass it in the pages' script hashes`);
}

/** Every plan of the site: each route's, in table order, then each page family's. */
export function sitePlans(routes: Route[], families: PageFamily[] = PAGE_FAMILIES): ServingPlan[] {
  return [...routes.map(routePlan), ...families.map(pagePlan)];
}

/** The files each plan writes, by plan id (plans without files have none). */
type FilesByPlan = ReadonlyMap<string, StaticInstance[]>;

/** _redirects: every plan's rules, tier by tier (first match wins), plans in order within a tier. */
export function redirectRules(plans: ServingPlan[], files: FilesByPlan, data: Dataset): RedirectRule[] {
  return RULE_TIERS.flatMap((tier) =>
    plans.filter((p) => p.tier === tier).flatMap((p) => p.rules(files.get(p.id) ?? [], data)),
  );
}

/**
 * _headers: the page families' blocks (the site-wide defaults first), then the routes' (per-file downloads).
 * Netlify merges every matching block and a later one wins per header.
 */
export function headerRules(plans: ServingPlan[], files: FilesByPlan, hashes: ScriptHashes): HeaderRule[] {
  const ordered = [...plans.filter((p) => p.kind === 'page'), ...plans.filter((p) => p.kind === 'route')];
  return ordered.flatMap((p) => p.headers(files.get(p.id) ?? [], hashes));
}

/** Every function the plans need: the route functions in table order, then the page families' (fallback, widget). */
export const functionPlans = (plans: ServingPlan[]): FunctionPlan[] =>
  plans.flatMap((p) => (p.function ? [p.function] : []));

/**
 * A route's errors: its own, 405 for other methods, and the 429 of the rate limit that can answer it (its
 * function's, or for static routes the fallback's, which answers their errors and redirects).
 */
export function errorsOf(route: Route): ErrorSpec[] {
  const plan = routePlan(route);
  return [
    ...route.errors,
    { status: 405, code: 'method_not_allowed', description: 'A method other than GET, HEAD or OPTIONS.' },
    {
      status: 429,
      code: 'rate_limited',
      description: `More than ${rateLimitText(plan.rateLimit)}${plan.limitScope}; see Retry-After.`,
    },
  ];
}
