import type { z } from 'zod';
import type { ApiError } from '../http/errors.ts';
import type { Dataset } from '../pipeline/dataset.ts';

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

export interface ParamSpec {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: Record<string, unknown>;
  example?: string;
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
  params: ParamSpec[];
  response: { schema: z.ZodType; contentType: 'application/json' | 'text/csv' | 'text/html'; alternatives?: { contentType: string; description: string }[]; example?: unknown };
  errors: ErrorSpec[];
  /**
   * static: every valid request is a file; function: a Netlify Function answers; hybrid: the default requests are
   * files and a function (the same compute) answers the rest, including errors. `dynamic` lists the query
   * parameters that always go to the function.
   */
  serve:
    | { kind: 'static'; instances: (data: Dataset, late: LateContext) => StaticInstance[]; late?: boolean }
    | { kind: 'function'; name: string }
    | { kind: 'hybrid'; name: string; dynamic: string[]; instances: (data: Dataset) => StaticInstance[] };
  /**
   * For requests that reached the fallback function: the error to answer, or the canonical URL of a valid
   * request written differently (any-case state codes, a trailing slash), which is answered with a redirect.
   */
  diagnose?: (pathParams: Record<string, string>, query: URLSearchParams) => ApiError | { canonical: string };
  /** Example request for the docs (a curl line is made from it). */
  example: string;
}
