import type { z } from 'zod';
import type { ApiError } from '../http/errors.ts';
import type { HandlerContext } from '../http/handler.ts';
import type { RateLimit } from '../http/rate-limits.ts';
import type { Dataset } from '../catalog/dataset.ts';
import type { Param, ParamValues } from './param.ts';

/** What files rendered last (late: true) know: the manifest of every other file, and when the build ran. */
export interface LateContext {
  manifestSha256: string;
  buildTime: string | null;
  /** Every file rendered before the late ones, with its sha256 and size. */
  manifest: Record<string, { sha256: string; size: number }>;
  /** Route id -> the static files of its instances. */
  endpointFiles: Record<string, string[]>;
}

/** A public request that a static file answers: a path and the query parameters a rule must see. */
export interface PublicRequest {
  path: string;
  query: Record<string, string>;
}

/** One precomputed response: the file in dist/, the requests it answers, and how to render it. */
export interface StaticInstance {
  file: string;
  requests: PublicRequest[];
  /** Computes the response, validates it against its schema (throwing the schema error), serializes it. */
  render: () => string;
  download?: string;
}

export interface ErrorSpec {
  status: number;
  code: string;
  description: string;
}

/**
 * How a function answers: its name (netlify/functions/{name}.ts, generated from the route), its rate limit, the
 * cache headers of its 200 responses, and the answer to a request whose parameters parsed and passed the route's
 * check: a JSON body (served with the cache headers) or a whole Response (downloads).
 */
export interface FunctionServe {
  name: string;
  rateLimit: RateLimit;
  cache: Record<string, string>;
  respond: (values: ParamValues, ctx: HandlerContext) => unknown | Promise<unknown>;
  /** The data/ files it reads at run time (catalog/deployed.ts), deployed beside it; none are bundled. */
  dataFiles: string[];
}

/**
 * One endpoint, described once: documentation, parameters, responses, how it is served (static files or a
 * function), and how the fallback diagnoses a request no file answered.
 */
export interface Route {
  id: string;
  /** OpenAPI path template, e.g. /api/elections/{year}. */
  path: string;
  tag: string;
  summary: string;
  description: string;
  /** Every parameter, one zod schema each; unknown parameters are ignored everywhere. */
  params: Param<any>[];
  response: {
    schema: z.ZodType;
    contentType: 'application/json' | 'text/csv' | 'text/html';
    alternatives?: { contentType: string; description: string }[];
    example?: unknown;
  };
  errors: ErrorSpec[];
  /**
   * Parameters whose malformed values answer 404 with the given code instead of 400: where the published error
   * table names only 404 for an endpoint (build/routes/error-table.ts), that status wins over the uniform rule.
   */
  notFoundWhenMalformed?: Record<string, string>;
  /**
   * static: every valid request is a file; function: a Netlify Function answers; hybrid: the default requests are
   * files and a function (the same compute) answers the rest, including errors. `dynamic` lists the query
   * parameters that always go to the function; `dynamicQueries` lists whole query patterns that do (a literal
   * value, or ":name" for any), e.g. one office with any state. `rest` says who answers what neither a file nor those
   * rules answer: the function (the default), or the fallback (errors, and 301s to the canonical URL). `scope` says in
   * words which requests the function answers (default: the non-default requests), for the docs. Only the serving
   * plan (build/serving/plan.ts) reads it; everything else reads the plan.
   */
  serve:
    | { kind: 'static'; instances: (data: Dataset, late: LateContext) => StaticInstance[]; late?: boolean }
    | ({ kind: 'function' } & FunctionServe)
    | ({
        kind: 'hybrid';
        dynamic: string[];
        instances: (data: Dataset) => StaticInstance[];
        dynamicQueries?: Record<string, string>[];
        rest?: 'function' | 'fallback';
        scope?: string;
      } & FunctionServe);
  /**
   * After the parameters parsed (400s): the 404 of a well-formed value without data, or a 400 that involves
   * several parameters. The fallback and the functions both run it; a static route's valid requests that reach the
   * fallback are redirected to their canonical URL.
   */
  check?: (values: ParamValues) => ApiError | null;
  /**
   * Where another endpoint serves this route's rows as CSV (issue 21): the URL of that CSV for a valid request
   * with format=csv, which the fallback answers with a 301 to it.
   */
  csvAt?: (values: ParamValues) => string;
  /** Example request for the docs (a curl line is made from it). */
  example: string;
}
