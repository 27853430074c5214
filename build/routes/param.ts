import { z } from 'zod';
import { ApiError, badRequest, notFound, quoteInput } from '../http/errors.ts';

/**
 * One request parameter, described once: its zod schema holds the type, bounds, default, description, example and
 * the error message; the functions, the fallback, the canonical-URL redirects, OpenAPI and the docs all read it.
 */
export interface Param<T = unknown> {
  name: string;
  in: 'path' | 'query';
  /** Parses the raw text (undefined when absent) into the value, applying the default. */
  schema: z.ZodType<T>;
  /** The error code of a malformed value (400). */
  code: string;
  /** The canonical text of a value, as written in canonical URLs (upper-case state codes, lower-case formats). */
  format: (value: T) => string;
  /** Another name the parameter is also accepted under (documented as an alias). */
  alias?: string;
  /** Canonical URLs leave the parameter out when it has its default value (a new parameter of a published route). */
  omitDefault?: boolean;
}

interface Meta {
  description: string;
  example: string;
  /** The error message of a malformed value: what is accepted. */
  message: string;
}

const wholeNumber = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v);

/** An integer, written in decimal digits (no sign other than -, no spaces, no exponent). */
export function intSchema(o: Meta & { min?: number; max?: number; multipleOf?: number; default?: number }) {
  let n = z.int({ error: o.message });
  if (o.min !== undefined) n = n.min(o.min);
  if (o.max !== undefined) n = n.max(o.max);
  if (o.multipleOf !== undefined) n = n.multipleOf(o.multipleOf);
  const base = z.preprocess(wholeNumber, n);
  return (o.default === undefined ? base : base.default(o.default)).meta({
    description: o.description,
    example: o.example,
    message: o.message,
  });
}

/** One of a list of values, in any case (the canonical case is the list's). */
export function enumSchema<V extends string>(values: readonly [V, ...V[]], o: Meta & { default?: V }) {
  const lower = new Map(values.map((v) => [v.toLowerCase(), v]));
  const base = z.preprocess(
    (v) => (typeof v === 'string' ? (lower.get(v.toLowerCase()) ?? v) : v),
    z.enum(values as [V, ...V[]], { error: o.message }),
  );
  return (o.default === undefined ? base : base.default(o.default)).meta({
    description: o.description,
    example: o.example,
    message: o.message,
  });
}

/** A string matching a pattern, after an optional normalization (case folding, trimming). */
export function textSchema(o: Meta & { pattern?: RegExp; maxLength?: number; normalize?: (s: string) => string }) {
  let s = z.string({ error: o.message }).min(1);
  if (o.maxLength !== undefined) s = s.max(o.maxLength);
  if (o.pattern) s = s.regex(o.pattern);
  const normalize = o.normalize;
  const base = normalize ? z.preprocess((v) => (typeof v === 'string' ? normalize(v) : v), s) : s;
  return base.meta({ description: o.description, example: o.example, message: o.message });
}

const optional = <T>(schema: z.ZodType<T>) => schema.optional();

export function pathParam<T>(
  name: string,
  schema: z.ZodType<T>,
  options: { code?: string; format?: (v: T) => string } = {},
): Param<T> {
  return { name, in: 'path', schema, code: options.code ?? 'invalid_parameter', format: options.format ?? String };
}

/** A query parameter; without a default in its schema it is optional (undefined when absent) unless required. */
export function queryParam<T>(
  name: string,
  schema: z.ZodType<T>,
  options: { code?: string; format?: (v: T) => string; required?: boolean; alias?: string; omitDefault?: boolean } = {},
): Param<T | undefined> {
  const hasDefault = schema.safeParse(undefined).success;
  const s = options.required || hasDefault ? schema : optional(schema);
  return {
    name,
    in: 'query',
    schema: s as z.ZodType<T | undefined>,
    code: options.code ?? 'invalid_parameter',
    format: (options.format ?? String) as (v: T | undefined) => string,
    alias: options.alias,
    omitDefault: options.omitDefault,
  };
}

/** A parameter is required when its schema rejects absence. */
export const isRequired = (p: Param<any>) => p.in === 'path' || !p.schema.safeParse(undefined).success;

/** The schema's metadata (description, example, message). */
export function paramMeta(p: Param<any>): Meta & { default?: unknown } {
  const meta = (z.globalRegistry.get(p.schema) ??
    z.globalRegistry.get((p.schema as unknown as { unwrap?: () => z.ZodType }).unwrap?.() as z.ZodType) ??
    {}) as Partial<Meta>;
  const d = p.schema.safeParse(undefined);
  return {
    description: meta.description ?? '',
    example: meta.example ?? '',
    message: meta.message ?? '',
    ...(d.success && d.data !== undefined ? { default: d.data } : {}),
  };
}

/** The JSON Schema of a parameter for OpenAPI: z.toJSONSchema of the one schema (output side: type, bounds, default). */
export function paramJsonSchema(p: Param<any>): Record<string, unknown> {
  const {
    $schema: _s,
    description: _d,
    example: _e,
    message: _m,
    ...rest
  } = z.toJSONSchema(p.schema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  if (rest.maximum === Number.MAX_SAFE_INTEGER) delete rest.maximum;
  if (rest.minimum === Number.MIN_SAFE_INTEGER) delete rest.minimum;
  return rest;
}

/** When a query parameter is repeated, the last value counts (as the CDN's redirect rules read them). */
function lastValue(query: URLSearchParams, name: string): string | undefined {
  const all = query.getAll(name);
  return all.length ? all[all.length - 1]! : undefined;
}

/** The raw text of a parameter in a request: the path segment, else the query value (or its alias). */
export function rawValue(p: Param, pathParams: Record<string, string>, query: URLSearchParams): string | undefined {
  if (p.in === 'path') return pathParams[p.name];
  return lastValue(query, p.name) ?? (p.alias ? lastValue(query, p.alias) : undefined);
}

/** Parses one parameter, or throws its 400 naming the parameter, what it accepts and what it got. */
function parseParam<T>(p: Param<T>, raw: string | undefined): T {
  const result = p.schema.safeParse(raw);
  if (result.success) return result.data;
  const { message } = paramMeta(p as Param);
  if (raw === undefined) throw badRequest(p.code, `${p.name} is required: ${message}`);
  throw badRequest(p.code, `${message}; got ${quoteInput(raw)}`);
}

export type ParamValues = Record<string, unknown>;

/**
 * Parses every parameter of a route (unknown parameters are ignored), in the route's order. `notFoundCodes` names
 * the parameters whose malformed values the published error table answers with 404 (and that 404's code), not 400.
 */
export function parseParams(
  params: Param[],
  pathParams: Record<string, string>,
  query: URLSearchParams,
  notFoundCodes: Record<string, string> = {},
): ParamValues {
  const parse = (p: Param) => {
    try {
      return parseParam(p, rawValue(p, pathParams, query));
    } catch (e) {
      const code = notFoundCodes[p.name];
      if (code && e instanceof ApiError) throw notFound(code, e.message);
      throw e;
    }
  };
  return Object.fromEntries(params.map((p) => [p.name, parse(p)]));
}

/**
 * The canonical URL of a valid request: the path template filled with canonical values, then the query
 * parameters the request gave, canonically written, in the route's order (unknown parameters dropped).
 */
export function canonicalUrl(path: string, params: Param[], values: ParamValues, given: (p: Param) => boolean): string {
  let out = path;
  const query: string[] = [];
  for (const p of params) {
    const v = values[p.name];
    if (p.in === 'path') out = out.replace(`{${p.name}}`, encodeURIComponent(p.format(v)));
    else if (v !== undefined && given(p) && !(p.omitDefault && v === p.schema.safeParse(undefined).data))
      query.push(`${p.name}=${encodeURIComponent(p.format(v))}`);
  }
  return query.length ? `${out}?${query.join('&')}` : out;
}
