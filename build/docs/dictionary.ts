import { z } from 'zod';
import { DATA_FILES } from '../catalog/files.ts';
import { componentSchemas } from '../openapi/schemas.ts';
import { ExportRowSchema } from '../schemas/api/elections.ts';
import { OfficeExportRowSchema } from '../schemas/api/offices.ts';

type Json = Record<string, unknown>;

/** A short type label from a JSON Schema node: "integer", "string | null", "democrat, republican, …", "[CandidateResult]". */
export function typeLabel(node: Json): string {
  if (node.$ref) return String(node.$ref).split('/').pop()!;
  if (node.anyOf) return (node.anyOf as Json[]).map(typeLabel).join(' | ');
  if (node.enum) return (node.enum as unknown[]).map(String).join(', ');
  if (node.const !== undefined) return `${JSON.stringify(node.const)}`;
  if (node.type === 'array') return `[${typeLabel((node.items as Json) ?? {})}]`;
  if (Array.isArray(node.type)) return node.type.join(' | ');
  if (node.type === 'object' && node.additionalProperties && typeof node.additionalProperties === 'object')
    return `{key: ${typeLabel(node.additionalProperties as Json)}}`;
  return String(node.type ?? 'any');
}

function table(title: string, schema: z.ZodType, components: Record<string, Json>): string {
  const id = z.globalRegistry.get(schema)?.id;
  const json = id ? components[id] : undefined;
  if (!json) throw new Error(`data dictionary: schema for "${title}" has no registered id`);
  const props = (json.properties ?? {}) as Record<string, Json>;
  const describe = (node: Json) => {
    if (node.description) return String(node.description);
    const ref = node.$ref ? components[String(node.$ref).split('/').pop()!] : undefined;
    return String(ref?.description ?? '');
  };
  const rows = Object.entries(props).map(
    ([name, node]) =>
      `| \`${name}\` | ${typeLabel(node).replace(/\|/g, '\\|')} | ${describe(node).replace(/\|/g, '\\|').replace(/\n/g, ' ')} |`,
  );
  return [
    `### ${title}`,
    json.description ? `\n${json.description}\n` : '',
    '| field | type | meaning |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

/**
 * The data dictionary in README.md, generated from the catalog of data/ and its zod schemas so they cannot drift:
 * one table per schema (naming every file that uses it), then the nested record types it documents, then the
 * columns of the results exports.
 */
export function renderDataDictionary(): string {
  const groups: { schema: z.ZodType; title: string; files: string[]; parts: [string, z.ZodType][] }[] = [];
  for (const entry of DATA_FILES) {
    const group = groups.find((g) => g.schema === entry.schema);
    if (group) {
      group.files.push(entry.file);
      group.parts.push(...(entry.parts ?? []));
    } else
      groups.push({ schema: entry.schema, title: entry.title, files: [entry.file], parts: [...(entry.parts ?? [])] });
  }
  const sections: [string, z.ZodType][] = groups.flatMap((g) => [
    [`${g.title} (${g.files.map((f) => `\`data/${f}\``).join(', ')})`, g.schema] as [string, z.ZodType],
    ...g.parts,
  ]);
  // The export columns too: a spreadsheet user reads these names, one meaning per name across exports (issue 21).
  sections.push(
    ['Presidential export row (`/api/export?year=`, JSON and CSV)', ExportRowSchema],
    ['Office export row (`/api/export?office=senate|house|governor&year=`, JSON and CSV)', OfficeExportRowSchema],
  );
  const components = componentSchemas() as Record<string, Json>;
  return sections.map(([title, schema]) => table(title, schema, components)).join('\n\n');
}
