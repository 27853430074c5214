import type { z } from 'zod';
import { rowsToCsv } from '../compute/export.ts';
import type { PublicRequest, StaticInstance } from './types.ts';

/**
 * A static CSV download (RFC 4180, a header row, CRLF): the rows validated against their row schema, written in
 * the schema's column order. Its file is under api/export/csv/, so the CSV content-type header rule covers it.
 */
export function csvInstance(name: string, requests: PublicRequest[], schema: z.ZodObject, rows: () => object[]): StaticInstance {
  return {
    file: `api/export/csv/${name}`,
    requests,
    download: name,
    render: () => {
      const value = rows();
      for (const row of value) schema.parse(row);
      return rowsToCsv(value as Record<string, unknown>[], Object.keys(schema.shape));
    },
  };
}
