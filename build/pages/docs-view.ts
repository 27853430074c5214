import type { OpenAPIObject } from 'openapi3-ts/oas31';
import changelog from '../curated/changelog.json' with { type: 'json' };
import { typeLabel } from '../docs/dictionary.ts';
import { EXPORT_RATE_LIMIT, GENERAL_RATE_LIMIT, rateLimitText } from '../http/rate-limits.ts';
import { errorsOf, routePlan } from '../serving/plan.ts';
import type { Route } from '../routes/types.ts';
import { humanDate } from './format.ts';
import { renderMarkdown } from './markdown.ts';

type Json = Record<string, unknown>;

export interface FieldRow {
  name: string;
  type: string;
  /** The component a $ref type points to (linked to its section), if any. */
  ref: string | null;
  description: string;
  depth: number;
}

/** The inline object a node describes (directly, as array items, in a nullable union or as a map's values). */
function inlineObject(node: Json): { shape: Json; suffix: string } | null {
  if (node.type === 'object' && node.properties) return { shape: node, suffix: '' };
  if (node.type === 'array' && node.items) {
    const inner = inlineObject(node.items as Json);
    return inner && { shape: inner.shape, suffix: `[]${inner.suffix}` };
  }
  if (node.anyOf) {
    for (const alt of node.anyOf as Json[]) {
      const inner = inlineObject(alt);
      if (inner) return inner;
    }
  }
  const values = node.additionalProperties as Json | undefined;
  if (node.type === 'object' && values && typeof values === 'object') {
    const inner = inlineObject(values);
    return inner && { shape: inner.shape, suffix: `.{key}${inner.suffix}` };
  }
  return null;
}

/** "object" in a type label becomes the fields that follow it. */
const labelOf = (node: Json) => typeLabel(node).replace(/\bobject\b/g, 'object, fields below');

/**
 * Every field of a schema, nested ones included as dotted paths (average[].candidates[].pct), so no field is a bare
 * "object": an inline object's own fields follow it. Referenced types are named and linked instead.
 */
export function fieldsOf(schema: Json | undefined, components: Record<string, Json>, prefix = '', depth = 0): FieldRow[] {
  const props = (schema?.properties ?? {}) as Record<string, Json>;
  return Object.entries(props).flatMap(([name, node]) => {
    const path = `${prefix}${name}`;
    // A field typed by a component ($ref, [ref] or ref | null) links to it and, without its own description, uses the component's.
    const refOf = (n: Json | undefined) => (n?.$ref ? String(n.$ref).split('/').pop()! : null);
    const refName = refOf(node) ?? refOf(node.items as Json | undefined) ?? ((node.anyOf as Json[] | undefined) ?? []).map(refOf).find(Boolean) ?? null;
    const refDoc = refName ? components[refName] : undefined;
    const description = String(node.description ?? refDoc?.description ?? '');
    const row: FieldRow = { name: path, type: labelOf(node), ref: refName && components[refName] ? refName : null, description, depth };
    const inner = inlineObject(node);
    return inner ? [row, ...fieldsOf(inner.shape, components, `${path}${inner.suffix}.`, depth + 1)] : [row];
  });
}

/** What a parameter accepts, from its JSON Schema: "integer 1-365", "json, csv", "string matching ^[A-Za-z]{2}$". */
function accepts(schema: Json): string {
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map(String).join(', ');
  const { minimum: min, maximum: max } = schema as { minimum?: number; maximum?: number };
  const bounds = min !== undefined && max !== undefined ? ` ${min}-${max}` : min !== undefined ? ` from ${min}` : max !== undefined ? ` up to ${max}` : '';
  const multiple = schema.multipleOf ? `, multiple of ${String(schema.multipleOf)}` : '';
  const pattern = schema.pattern ? ` matching ${String(schema.pattern)}` : '';
  const length = schema.maxLength ? ` of at most ${String(schema.maxLength)} characters` : '';
  return `${String(schema.type ?? 'any')}${bounds}${multiple}${pattern}${length}`;
}

/** The /docs page's content, rendered from the OpenAPI document the build generated (and the route table's errors). */
export function docsView(doc: OpenAPIObject, routes: Route[], baseUrl: string, attribution: string, widget: { example: string; exampleUrl: string; height: number }) {
  const components = (doc.components?.schemas ?? {}) as Record<string, Json>;
  const endpoints = routes.map((route) => {
    const op = (doc.paths?.[route.path] as Json | undefined)?.get as Json;
    const content = ((op.responses as Json)['200'] as Json).content as Record<string, { schema: Json }>;
    const ref = String(Object.values(content)[0]!.schema.$ref ?? '');
    const schemaName = ref.split('/').pop() ?? '';
    const schema = components[schemaName];
    const itemName = schema?.type === 'array' ? String((schema.items as Json).$ref ?? '').split('/').pop()! : null;
    const fields = itemName ? fieldsOf(components[itemName], components) : fieldsOf(schema, components);
    return {
      id: route.id,
      path: route.path,
      summary: route.summary,
      description: route.description,
      example: route.example,
      curl: `${baseUrl}${route.example}`,
      params: ((op.parameters ?? []) as Json[]).map((p) => ({ name: String(p.name), in: String(p.in), required: p.required === true, accepts: accepts(p.schema as Json), description: String(p.description ?? '') })),
      schemaName,
      fields,
      errors: errorsOf(route),
    };
  });
  return {
    baseUrl,
    intro: renderMarkdown(String(doc.info.description ?? '')),
    attribution,
    changes: changelog.entries.map((c: { date: string; text: string }) => ({ ...c, date: /^\d{4}-\d{2}-\d{2}$/.test(c.date) ? humanDate(c.date) : c.date })),
    rateLimits: {
      general: rateLimitText(GENERAL_RATE_LIMIT),
      export: rateLimitText(EXPORT_RATE_LIMIT),
      functions: routes.flatMap((r) => {
        const fn = routePlan(r).function;
        return fn ? [{ path: r.path, limit: rateLimitText(fn.rateLimit), hybrid: fn.scope }] : [];
      }),
    },
    endpoints,
    widget,
    schemas: Object.entries(components).map(([name, s]) => ({ name, description: String(s.description ?? ''), fields: fieldsOf(s, components) })),
  };
}
