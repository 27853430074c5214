/**
 * /docs, our own server-rendered page rather than Redoc or Scalar (decided 2026-11-26, issue 22). Measured with
 * `npm pack` (not installed): Redoc 2.5.4's standalone bundle is 1,103,471 bytes (326,665 gzipped), Scalar
 * @scalar/api-reference 1.46.4's 3,566,844 (988,647 gzipped), each before the OpenAPI document it renders
 * client-side; our whole page is about 400 KB (61 KB gzipped) with a 4 KB script. Both render nothing without
 * script, inject styles (our CSP would need style-src 'unsafe-inline'), and Scalar loads its fonts from
 * fonts.scalar.com (a third-party request) unless configured otherwise; ours passes axe at 390 and 1280 px in both
 * themes (test/browser/docs.test.ts) and works without script. marked renders the Markdown (markdown.ts).
 */
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import changelog from '../curated/changelog.json' with { type: 'json' };
import { typeLabel } from '../docs/dictionary.ts';
import { EXPORT_RATE_LIMIT, GENERAL_RATE_LIMIT, rateLimitText } from '../http/rate-limits.ts';
import { errorsOf, routePlan } from '../serving/plan.ts';
import type { Route } from '../routes/types.ts';
import { humanDate } from './format.ts';
import { DOCS_SCRIPT } from './docs-script.ts';
import { escapeHtml } from './escape.ts';
import type { DataValues, DocsExample } from './example-text.ts';
import { renderMarkdown } from './markdown.ts';
import { paramBounds } from './param-bounds.ts';

type Json = Record<string, unknown>;

export interface FieldRow {
  name: string;
  type: string;
  /** The component a $ref type points to (linked to its section), if any. */
  ref: string | null;
  description: string;
  depth: number;
  /** The name, escaped, with a line-break opportunity after each dot: names wrap between segments, never mid-word. */
  nameHtml: string;
}

/** A dotted name that may wrap after its dots only (national.<wbr>winner_party), escaped. */
export const breakableName = (name: string) => escapeHtml(name).replace(/\./g, '.<wbr>');

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
export function fieldsOf(
  schema: Json | undefined,
  components: Record<string, Json>,
  prefix = '',
  depth = 0,
): FieldRow[] {
  const props = (schema?.properties ?? {}) as Record<string, Json>;
  return Object.entries(props).flatMap(([name, node]) => {
    const path = `${prefix}${name}`;
    // A field typed by a component ($ref, [ref] or ref | null) links to it and, without its own description, uses the component's.
    const refOf = (n: Json | undefined) => (n?.$ref ? String(n.$ref).split('/').pop()! : null);
    const refName =
      refOf(node) ??
      refOf(node.items as Json | undefined) ??
      ((node.anyOf as Json[] | undefined) ?? []).map(refOf).find(Boolean) ??
      null;
    const refDoc = refName ? components[refName] : undefined;
    const description = String(node.description ?? refDoc?.description ?? '');
    const row: FieldRow = {
      name: path,
      nameHtml: breakableName(path),
      type: labelOf(node),
      ref: refName && components[refName] ? refName : null,
      description,
      depth,
    };
    const inner = inlineObject(node);
    return inner ? [row, ...fieldsOf(inner.shape, components, `${path}${inner.suffix}.`, depth + 1)] : [row];
  });
}

/** A response's field tables: one per type (an anyOf of lists, such as /api/export's, gets one table per list). */
function responseTables(
  schemaName: string,
  components: Record<string, Json>,
): { title: string; name: string; fields: FieldRow[] }[] {
  const refName = (node: Json | undefined) =>
    String(node?.$ref ?? '')
      .split('/')
      .pop() ?? '';
  const tableOf = (name: string): { title: string; name: string; fields: FieldRow[] }[] => {
    const schema = components[name];
    if (!schema) return [];
    if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).flatMap((alt) => tableOf(refName(alt)));
    if (schema.type === 'array') {
      const item = refName(schema.items as Json);
      return [{ title: `${name}: a list of ${item}`, name: item, fields: fieldsOf(components[item], components) }];
    }
    return [{ title: name, name, fields: fieldsOf(schema, components) }];
  };
  return tableOf(schemaName);
}

/** The values a request sets for each parameter in the route's example (path segments and query). */
function exampleValues(route: Route): Record<string, string> {
  const url = new URL(route.example, 'http://x');
  const names = (route.path.match(/\{(\w+)\}/g) ?? []).map((n) => n.slice(1, -1));
  const template = new RegExp(`^${route.path.replace(/\{\w+\}/g, '([^/]+)')}$`);
  const m = template.exec(url.pathname);
  return { ...Object.fromEntries(names.map((n, i) => [n, m?.[i + 1] ?? ''])), ...Object.fromEntries(url.searchParams) };
}

/** The general sections of /docs, in page order, for its menu. */
const DOCS_SECTIONS = [
  ['rate-limits', 'Rate limits'],
  ['parameters', 'Parameters'],
  ['license', 'License'],
  ['versioning', 'Stability and versioning'],
  ['changes', 'Change history'],
  ['source-ids', 'Sources of every figure'],
  ['errors', 'Errors'],
  ['widget', 'Embeddable widget'],
] as const;

export interface DocsInputs {
  examples: Record<string, DocsExample>;
  dataValues: DataValues;
}

/**
 * The /docs page's content, rendered from the OpenAPI document the build generated, the route table (errors,
 * examples) and the build's own responses (inputs: each endpoint's example and the values its files answer).
 */
export function docsView(
  doc: OpenAPIObject,
  routes: Route[],
  baseUrl: string,
  attribution: string,
  widget: { example: string; exampleUrl: string; height: number },
  inputs?: DocsInputs,
) {
  const components = (doc.components?.schemas ?? {}) as Record<string, Json>;
  const endpoints = routes.map((route) => {
    const op = (doc.paths?.[route.path] as Json | undefined)?.get as Json;
    const content = ((op.responses as Json)['200'] as Json).content as Record<string, { schema: Json }>;
    const schemaName =
      String(Object.values(content)[0]!.schema.$ref ?? '')
        .split('/')
        .pop() ?? '';
    const values = exampleValues(route);
    const params = ((op.parameters ?? []) as Json[]).map((p) => {
      const name = String(p.name);
      const bounds = paramBounds(name, p.schema as Json, inputs?.dataValues[route.id]?.[name]);
      const dflt = (p.schema as Json).default;
      return {
        name,
        nameHtml: breakableName(name),
        in: String(p.in),
        required: p.required === true,
        ...bounds,
        default: dflt === undefined ? null : String(dflt),
        description: String(p.description ?? ''),
        example: values[name] ?? '',
      };
    });
    const example = inputs?.examples[route.id] ?? null;
    return {
      id: route.id,
      tag: route.tag,
      path: route.path,
      pathHtml: breakableName(route.path).replace(/\//g, '/<wbr>'),
      summary: route.summary,
      description: route.description,
      example: route.example,
      url: `${baseUrl}${route.example}`,
      curl: `curl '${baseUrl}${route.example}'`,
      params,
      response: example,
      schemaName,
      tables: responseTables(schemaName, components),
      errors: errorsOf(route),
    };
  });
  // Groups in the OpenAPI document's tag order (results, downloads, polls, ...), then any tag it does not list.
  const tags = [...new Set([...(doc.tags ?? []).map((t) => t.name), ...routes.map((r) => r.tag)])].filter((t) =>
    routes.some((r) => r.tag === t),
  );
  return {
    baseUrl,
    script: DOCS_SCRIPT,
    intro: renderMarkdown(String(doc.info.description ?? '')),
    attribution,
    sections: DOCS_SECTIONS.map(([id, title]) => ({ id, title })),
    groups: tags.map((tag) => ({ tag, endpoints: endpoints.filter((e) => e.tag === tag) })),
    changes: changelog.entries.map((c: { date: string; text: string }) => ({
      ...c,
      date: /^\d{4}-\d{2}-\d{2}$/.test(c.date) ? humanDate(c.date) : c.date,
    })),
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
    // A type whose fields an endpoint already lists points there instead of repeating them (half the page's weight).
    schemas: Object.entries(components).map(([name, s]) => {
      const shownBy = endpoints.find((e) => e.tables.some((t) => t.name === name));
      return {
        name,
        description: String(s.description ?? ''),
        shownBy: shownBy ? { id: shownBy.id, path: shownBy.path } : null,
        fields: shownBy ? [] : fieldsOf(s, components),
      };
    }),
  };
}
