import { z } from 'zod';
import { StateSchema } from '../schemas/state.ts';
import { CandidateResultSchema, ElectorVoteSchema, NationalCandidateSchema, PresidentCandidateSchema, PresidentNationalSchema, PresidentStateResultSchema, RaceSchema, RcvRoundSchema } from '../schemas/results.ts';
import { DICTIONARY_EXTRA } from './dictionary-extra.ts';
import { componentSchemas } from '../openapi/schemas.ts';

type Json = Record<string, unknown>;

/** A short type label from a JSON Schema node: "integer", "string | null", "democrat, republican, …", "[CandidateResult]". */
export function typeLabel(node: Json): string {
  if (node.$ref) return String(node.$ref).split('/').pop()!;
  if (node.anyOf) return (node.anyOf as Json[]).map(typeLabel).join(' | ');
  if (node.enum) return (node.enum as unknown[]).map(String).join(', ');
  if (node.const !== undefined) return `${JSON.stringify(node.const)}`;
  if (node.type === 'array') return `[${typeLabel((node.items as Json) ?? {})}]`;
  if (Array.isArray(node.type)) return node.type.join(' | ');
  if (node.type === 'object' && node.additionalProperties && typeof node.additionalProperties === 'object') return `{key: ${typeLabel(node.additionalProperties as Json)}}`;
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
  const rows = Object.entries(props).map(([name, node]) => `| \`${name}\` | ${typeLabel(node).replace(/\|/g, '\\|')} | ${describe(node).replace(/\|/g, '\\|').replace(/\n/g, ' ')} |`);
  return [`### ${title}`, json.description ? `\n${json.description}\n` : '', '| field | type | meaning |', '|---|---|---|', ...rows].join('\n');
}

/** The data dictionary in README.md, generated from the zod schemas so the two cannot drift. */
export function renderDataDictionary(): string {
  const sections: [string, z.ZodType][] = [
    ['State (`data/states.json`)', StateSchema],
    ['Presidential result by state (`data/president-states.json`)', PresidentStateResultSchema],
    ['Presidential candidate in a state', PresidentCandidateSchema],
    ['Elector vote', ElectorVoteSchema],
    ['National presidential result (`data/president-national.json`)', PresidentNationalSchema],
    ['Senate, House or governor race (`data/senate.json`, `data/house.json`, `data/governor.json`)', RaceSchema],
    ['Candidate in a race', CandidateResultSchema],
    ['Ranked-choice round (`rounds` of a race)', RcvRoundSchema],
    ...DICTIONARY_EXTRA,
  ];
  const components = componentSchemas() as Record<string, Json>;
  return sections.map(([title, schema]) => table(title, schema, components)).join('\n\n');
}
