import { parse } from 'csv-parse/sync';
import type { z } from 'zod';

/** The base type of a zod field, looking through nullable/optional wrappers. */
function baseType(field: z.ZodType): { type: string; nullable: boolean } {
  let def = (field as unknown as { def: { type: string; innerType?: z.ZodType } }).def;
  let nullable = false;
  while (def.type === 'nullable' || def.type === 'optional' || def.type === 'default') {
    nullable = true;
    def = (def.innerType as unknown as { def: typeof def }).def;
  }
  return { type: def.type, nullable };
}

/**
 * Parses a CSV body back into rows typed by the row schema (numbers, booleans and nulls restored), so the build
 * validates CSV files with the same schema as the JSON, and tests can compare the two.
 */
export function parseCsvRows(text: string, schema: z.ZodObject): Record<string, unknown>[] {
  const columns = Object.keys(schema.shape);
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0]!;
  if (header !== columns.join(',')) throw new Error(`CSV header is "${header}", expected "${columns.join(',')}"`);
  const records: Record<string, string>[] = parse(text, { columns: true, bom: true });
  return records.map((r) =>
    Object.fromEntries(
      columns.map((k) => {
        const v = r[k] ?? '';
        const { type, nullable } = baseType(schema.shape[k] as z.ZodType);
        if (v === '' && nullable) return [k, null];
        if (type === 'number') return [k, Number(v)];
        if (type === 'boolean') return [k, v === 'true' ? true : v === 'false' ? false : v];
        return [k, v];
      }),
    ),
  );
}
