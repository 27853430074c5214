import type { z } from 'zod';
import { describeRecord } from './problems.ts';

/**
 * Serializes an array with one record per line: byte-stable, easy to diff in review, and still plain JSON.
 */
export function serializeRecords(records: unknown[]): string {
  if (records.length === 0) return '[]\n';
  return `[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
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
