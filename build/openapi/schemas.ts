import { z } from 'zod';
import { DATA_FILES } from '../catalog/files.ts';

const SAFE_INT = 9007199254740991;

/**
 * Removes what the published document should not promise: zod's safe-integer bounds (noise), and
 * additionalProperties: false, because the API may add fields at any time and clients must parse tolerantly.
 * The build still validates its own output strictly.
 */
function relax(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(relax);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if ((k === 'minimum' && v === -SAFE_INT) || (k === 'maximum' && v === SAFE_INT)) continue;
    if (k === 'additionalProperties' && v === false) continue;
    if (k === '$schema' || k === '$id') continue;
    // z.literal(2026) is typed number; a whole-number constant is an integer (RatingsYear.year, Race2026.year).
    if (k === 'type' && v === 'number' && Number.isInteger((node as Record<string, unknown>).const)) out[k] = 'integer';
    else out[k] = relax(v);
  }
  return out;
}

/**
 * Every schema registered with an id (.meta({ id })), as OpenAPI components referenced by #/components/schemas/Id:
 * the routes' and every data file's record schema (State and IngestReport are published though no route returns
 * them). The catalog is named here, not left to whichever modules the caller happened to import.
 */
export function componentSchemas(): Record<string, Record<string, unknown>> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `#/components/schemas/${id}`,
  });
  for (const entry of DATA_FILES) {
    const id = z.globalRegistry.get(entry.schema)?.id;
    if (id && !schemas[id]) throw new Error(`data/${entry.file}: its schema ${id} is missing from the components`);
  }
  return Object.fromEntries(
    Object.entries(schemas)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([id, s]) => [id, relax(s) as Record<string, unknown>]),
  );
}

/** A reference to a registered schema; every schema a route publishes must carry an id. */
export function schemaRef(schema: z.ZodType): Record<string, unknown> {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id)
    throw new Error(
      'a route response schema has no .meta({ id }); register it so the OpenAPI document can reference it',
    );
  return { $ref: `#/components/schemas/${id}` };
}
