import { OpenApiBuilder, type OpenAPIObject, type OperationObject, type ParameterObject } from 'openapi3-ts/oas31';
import { ErrorBodySchema, RedirectBodySchema } from '../schemas/api/error.ts';
import { errorsOf, routePlan } from '../serving/plan.ts';
import { isRequired, paramJsonSchema, paramMeta } from '../routes/param.ts';
import type { Route } from '../routes/types.ts';
import { pagePaths } from './pages.ts';
import { nameEnums } from './enum-names.ts';
import { componentSchemas, schemaRef } from './schemas.ts';
import { API_DESCRIPTION, API_TAGS, UNKNOWN_PARAMS } from './text.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  429: 'Too many requests',
  301: 'Moved permanently',
};

/** A route's parameters, from their zod schemas; an alias is listed as its own parameter. */
function parameters(route: Route): ParameterObject[] {
  return route.params.flatMap((p) => {
    const meta = paramMeta(p);
    // The example as the value it parses to (2020, not "2020"), so that it validates against its own schema.
    const parsed = meta.example ? p.schema.safeParse(meta.example) : null;
    if (parsed && !parsed.success)
      throw new Error(`${route.path} parameter ${p.name}: example ${meta.example} fails its own schema`);
    const one = (name: string, description: string, extra: Record<string, unknown> = {}): ParameterObject => ({
      name,
      in: p.in,
      required: name === p.name && isRequired(p),
      description,
      schema: paramJsonSchema(p),
      ...(parsed ? { example: parsed.data } : {}),
      ...extra,
    });
    const required =
      p.alias && isRequired(p)
        ? ` Required: give ${p.name}, or its alias ${p.alias} instead (a generated client sends ${p.name}).`
        : '';
    const main = one(
      p.name,
      `${meta.description}${meta.default !== undefined ? ` Default ${String(meta.default)}.` : ''}${required}`,
      p.alias ? { 'x-aliases': [p.alias] } : {},
    );
    return p.alias
      ? [
          main,
          one(
            p.alias,
            `Alias of ${p.name}, accepted in its place${isRequired(p) ? ' (it satisfies the requirement of ' + p.name + ')' : ''}; ${p.name} wins when both are given.`,
            { 'x-alias-of': p.name },
          ),
        ]
      : [main];
  });
}

function operation(route: Route, baseUrl: string): OperationObject {
  const plan = routePlan(route);
  const limit = plan.rateLimit;
  const content: Record<string, unknown> = {
    [route.response.contentType]: {
      schema: schemaRef(route.response.schema),
      examples: { live: { summary: `GET ${route.example}`, externalValue: `${baseUrl}${route.example}` } },
    },
  };
  for (const alt of route.response.alternatives ?? [])
    content[alt.contentType] = { schema: { type: 'string', description: alt.description } };
  const responses: Record<string, unknown> = { 200: { description: 'OK', content } };
  if (plan.fallbackDiagnoses) {
    responses['301'] = {
      description:
        'Moved permanently: the canonical URL of a valid request written differently (ga for GA, format=CSV, 02020).',
      headers: { Location: { description: 'The canonical URL.', schema: { type: 'string' } } },
      content: { 'application/json': { schema: schemaRef(RedirectBodySchema) } },
    };
  }
  const byStatus = new Map<number, typeof route.errors>();
  for (const e of errorsOf(route)) byStatus.set(e.status, [...(byStatus.get(e.status) ?? []), e]);
  for (const [status, errors] of [...byStatus.entries()].sort((a, b) => a[0] - b[0])) {
    responses[String(status)] = {
      description: `${STATUS_TEXT[status] ?? 'Error'}: ${errors.map((e) => `${e.code} (${e.description})`).join('; ')}`,
      ...(status === 429
        ? {
            headers: {
              'Retry-After': {
                description: 'Seconds until a request will be accepted again.',
                schema: { type: 'integer' },
              },
              'X-RateLimit-Limit': {
                description: `Requests allowed per window: ${limit.requests} per ${limit.windowSeconds} s.`,
                schema: { type: 'integer' },
              },
            },
          }
        : {}),
      content: {
        'application/json': {
          schema: schemaRef(ErrorBodySchema),
          examples: Object.fromEntries(
            errors.map((e) => [e.code, { value: { error: { status, code: e.code, message: e.description } } }]),
          ),
        },
      },
    };
  }
  return {
    operationId: route.id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
    tags: [route.tag],
    summary: route.summary,
    description: `${route.description}${plan.limitNote} ${UNKNOWN_PARAMS}\n\nExample: \`curl '${baseUrl}${route.example}'\``,
    parameters: parameters(route),
    responses: responses as OperationObject['responses'],
  };
}

/** The OpenAPI 3.1 document of the whole service, from the route table and the zod schemas. */
export function buildOpenApiDocument(routes: Route[], baseUrl: string): OpenAPIObject {
  const builder = OpenApiBuilder.create({
    openapi: '3.1.0',
    info: {
      title: 'U.S. Election Data API',
      version: '1.0.0',
      description: API_DESCRIPTION,
      license: {
        name: 'CC BY 4.0 (compilation); underlying sources keep their licenses, see /api/sources',
        url: 'https://creativecommons.org/licenses/by/4.0/',
      },
    },
    servers: [{ url: baseUrl }],
    paths: {},
    components: { schemas: {} },
    tags: API_TAGS,
  });
  for (const [id, schema] of Object.entries(componentSchemas())) builder.addSchema(id, schema);
  for (const route of routes) builder.addPath(route.path, { get: operation(route, baseUrl) });
  for (const [path, item] of Object.entries(pagePaths(baseUrl))) builder.addPath(path, item);
  const spec = builder.getSpec();
  nameEnums(spec);
  return spec;
}
