import type { z } from 'zod';

/**
 * Serializes an array with one record per line: byte-stable, easy to diff in review, and still plain JSON.
 */
export function serializeRecords(records: unknown[]): string {
  if (records.length === 0) return '[]\n';
  return `[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
}

/** Describes a record for an error message: its id or year/state when it has them, else its position. */
function describeRecord(record: unknown, index: number): string {
  const r = record as Record<string, unknown> | null;
  const label = r && typeof r === 'object' ? (r.id ?? (r.year !== undefined ? [r.year, r.state ?? r.abbr].filter(Boolean).join(' ') : r.abbr)) : undefined;
  return label !== undefined ? `record ${index} (${String(label)})` : `record ${index}`;
}

/**
 * Validates every record against its schema; the error names the file, the record and the field, so a bad data
 * file can be fixed without a debugger.
 */
export function validateRecords<T extends z.ZodType>(file: string, schema: T, records: unknown[]): z.infer<T>[] {
  return records.map((record, index) => {
    const result = schema.safeParse(record);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const field = issue.path.length ? issue.path.join('.') : '(record)';
      throw new Error(`${file}: ${describeRecord(record, index)}, field ${field}: ${issue.message}`);
    }
    return result.data;
  });
}
