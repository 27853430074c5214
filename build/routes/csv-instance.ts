import type { z } from 'zod';
import { rowsToCsv } from '../compute/export.ts';
import { jsonInstance } from './instances.ts';
import type { PublicRequest, StaticInstance } from './types.ts';

/**
 * A static CSV download (RFC 4180, a header row, CRLF): the rows validated against their row schema, written in
 * the schema's column order. Its file is under api/export/csv/, so the CSV content-type header rule covers it.
 */
export function csvInstance(
  name: string,
  requests: PublicRequest[],
  schema: z.ZodObject,
  rows: () => object[],
): StaticInstance {
  return {
    file: `api/export/csv/${name}`,
    requests,
    download: name,
    render: () => csvText(schema, rows()),
  };
}

/** Rows as CSV text (RFC 4180, a header row, CRLF): each validated against its row schema, in its column order. */
export function csvText(schema: z.ZodObject, rows: object[]): string {
  for (const row of rows) schema.parse(row);
  return rowsToCsv(rows as Record<string, unknown>[], Object.keys(schema.shape));
}

/**
 * A table's JSON file and its CSV download (issue 21): the JSON answers each request as given and with
 * format=json, the CSV each request with format=csv; the rule builder sends any other format to the fallback (400).
 */
export function jsonAndCsv<T>(
  json: { file: string; schema: z.ZodType },
  csv: { name: string; schema: z.ZodObject; rows: (value: T) => object[] },
  requests: PublicRequest[],
  compute: () => T,
): StaticInstance[] {
  const withFormat = (format: string) => requests.map((r) => ({ path: r.path, query: { ...r.query, format } }));
  return [
    jsonInstance(json.file, [...requests, ...withFormat('json')], json.schema, compute),
    csvInstance(csv.name, withFormat('csv'), csv.schema, () => csv.rows(compute())),
  ];
}
