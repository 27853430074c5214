import type { OpenAPIObject } from 'openapi3-ts/oas31';
import changelog from '../curated/changelog.json' with { type: 'json' };
import { typeLabel } from '../docs/dictionary.ts';
import { EXPORT_RATE_LIMIT, GENERAL_RATE_LIMIT, rateLimitText } from '../http/rate-limits.ts';
import { errorsOf } from '../routes/functions.ts';
import type { Route } from '../routes/types.ts';

type Json = Record<string, unknown>;

function fieldsOf(schema: Json | undefined) {
  const props = (schema?.properties ?? {}) as Record<string, Json>;
  return Object.entries(props).map(([name, node]) => ({ name, type: typeLabel(node), description: String(node.description ?? '') }));
}

/** The /docs page's content, rendered from the OpenAPI document the build generated (and the route table's errors). */
export function docsView(doc: OpenAPIObject, routes: Route[], baseUrl: string, attribution: string) {
  const components = (doc.components?.schemas ?? {}) as Record<string, Json>;
  const endpoints = routes.map((route) => {
    const op = (doc.paths?.[route.path] as Json | undefined)?.get as Json;
    const content = ((op.responses as Json)['200'] as Json).content as Record<string, { schema: Json }>;
    const ref = String(Object.values(content)[0]!.schema.$ref ?? '');
    const schemaName = ref.split('/').pop() ?? '';
    const schema = components[schemaName];
    const fields = schema?.type === 'array' ? fieldsOf(components[String((schema.items as Json).$ref ?? '').split('/').pop()!]) : fieldsOf(schema);
    return {
      id: route.id,
      path: route.path,
      summary: route.summary,
      description: route.description,
      curl: `${baseUrl}${route.example}`,
      params: ((op.parameters ?? []) as Json[]).map((p) => ({ name: String(p.name), in: String(p.in), required: p.required === true, description: String(p.description ?? '') })),
      schemaName,
      fields,
      errors: errorsOf(route),
    };
  });
  return {
    baseUrl,
    description: String(doc.info.description ?? ''),
    attribution,
    changes: changelog.entries,
    rateLimits: {
      general: rateLimitText(GENERAL_RATE_LIMIT),
      export: rateLimitText(EXPORT_RATE_LIMIT),
      functions: routes.filter((r) => r.serve.kind !== 'static').map((r) => ({ path: r.path, limit: rateLimitText((r.serve as { rateLimit: typeof GENERAL_RATE_LIMIT }).rateLimit), hybrid: r.serve.kind === 'hybrid' })),
    },
    endpoints,
    schemas: Object.entries(components).map(([name, s]) => ({ name, description: String(s.description ?? ''), fields: fieldsOf(s) })),
  };
}
