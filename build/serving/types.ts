/** The types of the serving plan (plan.ts compiles them; pages.ts declares the page families). */
import type { Dataset } from '../catalog/dataset.ts';
import type { RateLimit } from '../http/rate-limits.ts';
import type { FunctionServe, LateContext, Route, StaticInstance } from '../routes/types.ts';

export const FALLBACK_FUNCTION = 'fallback';
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

/** One block of Netlify's _headers: a path pattern and the headers for files it matches. */
export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

/** A function of netlify/functions/, as `npm run docs` generates it. */
export interface FunctionPlan {
  name: string;
  /** The generated file's first line: what it answers. */
  comment: string;
  /**
   * What the generated file exports: a page family's handler (its imports and the default export, an expression),
   * or a route's function (routeFunction of the route, imported from its own module: see functions.ts).
   */
  entry: { imports: string[]; handler: string } | { route: Route };
  rateLimit: RateLimit;
  /** Which requests it answers when static files answer the others (a hybrid route), in words; else null. */
  scope: string | null;
  /** The data/ files it reads at run time, deployed beside it (netlify.toml included_files). */
  dataFiles: string[];
  /** A request it answers (the route's example; the benchmarks and bundle tests start it cold with it). */
  example: string;
  /** A route function's answer (what routeFunction runs); absent for the fallback and page functions. */
  answer?: FunctionServe;
}

/**
 * Where a plan's redirect rules go in _redirects (first match wins): the /api index, then every route's file
 * rules in table order, then the function routes' paths, then the catch-alls (the fallback, the widget's 404).
 */
export const RULE_TIERS = ['first', 'files', 'functions', 'last'] as const;
type RuleTier = (typeof RULE_TIERS)[number];

export interface ServingPlan {
  /** Route id, or the page family's id. */
  id: string;
  kind: 'route' | 'page';
  /** The public path: a route's template (/api/elections/{year}) or a page family's (/races/{raceId}). */
  path: string;
  /** How it is served, in one sentence (README table, /api's served_by, /docs). */
  servedBy: string;
  /** The static files it writes (a route's instances; pages are written by the page renderer). */
  files: ((data: Dataset, late: LateContext) => StaticInstance[]) | null;
  /** Rendered after the manifest of every other file is known (/api/meta, /api/manifest). */
  late: boolean;
  /** Its redirect rules, given its files and the data (the race-id case redirects list every race). */
  rules: (files: StaticInstance[], data: Dataset) => RedirectRule[];
  tier: RuleTier;
  /** Its _headers blocks, given its files (per-file downloads) and the pages' inline-script hashes. */
  headers: (files: StaticInstance[], scriptHashes: ScriptHashes) => HeaderRule[];
  function: FunctionPlan | null;
  /** The rate limit its answers can meet: its function's, or the fallback's that answers a static route's errors. */
  rateLimit: RateLimit;
  /** Whether the fallback diagnoses what neither a file nor its function answers (400/404, 301 to the canonical URL). */
  fallbackDiagnoses: boolean;
  /** OpenAPI: the rate-limit sentence after the description ('' when static files answer every valid request). */
  limitNote: string;
  /** The 429's qualifier: which answers the limit applies to. */
  limitScope: string;
}

/** The hashes of the pages' inline scripts, by script name (computed by the pages that hold the scripts). */
export type ScriptHashes = Record<string, string[]>;

/**
 * A page family: pages (or other files outside the route table) that share how they are served. Declared in
 * serving/pages.ts; compiled here like a route.
 */
export interface PageFamily {
  id: string;
  path: string;
  /** How it is served, one sentence (its function's rate limit is added to it). */
  servedBy: string;
  /** Header blocks: patterns and values; values that allow inline scripts by hash get the hashes of `scripts`. */
  headers: {
    for: string[];
    values: Record<string, string> | ((hashes: string[]) => Record<string, string>);
    scripts?: string;
  }[];
  rules?: RedirectRule[] | ((data: Dataset) => RedirectRule[]);
  tier?: RuleTier;
  function?: Omit<FunctionPlan, 'scope' | 'answer'>;
}
