/**
 * What a feed file must look like before it may become a snapshot: the columns or keys the ingest's readers rely
 * on, at least one record, and no sign of truncation. Each check returns a short description for the report.
 */
import { parse } from 'csv-parse/sync';
import { z } from 'zod';

export type FeedFormat =
  | { kind: 'csv'; columns: string[]; dateColumn: string }
  | { kind: 'ratings-json' };

class FeedFormatError extends Error {}

function checkCsv(text: string, format: Extract<FeedFormat, { kind: 'csv' }>): string {
  // A body cut mid-row has no final line end (every upstream CSV ends with one).
  if (!/\r?\n$/.test(text)) throw new FeedFormatError('truncated: the last line has no line end');
  let rows: Record<string, string>[];
  try {
    rows = parse(text, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: false });
  } catch (error) {
    throw new FeedFormatError(`malformed CSV: ${(error as Error).message.split('\n')[0]}`);
  }
  const header = Object.keys(rows[0] ?? {});
  const missing = format.columns.filter((c) => !header.includes(c));
  if (!rows.length) throw new FeedFormatError('malformed: no data rows');
  if (missing.length) throw new FeedFormatError(`malformed: missing column(s) ${missing.join(', ')}`);
  const dates = rows.map((r) => r[format.dateColumn] ?? '').filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)).sort();
  return `${rows.length} rows, ${format.dateColumn} ${dates[0] ?? '?'} .. ${dates.at(-1) ?? '?'}`;
}

const RatingsFeedSchema = z.object({
  n_races: z.number().int().positive(),
  sources: z
    .array(z.object({ key: z.string(), label: z.string(), as_of: z.string().nullable(), ratings: z.record(z.string(), z.string()) }))
    .min(1),
});

function checkRatings(text: string): string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    // The parser stopping at the very end of the text means the text ended too early.
    const position = Number(/at position (\d+)/.exec(message)?.[1] ?? NaN);
    const cut = /end of (JSON )?input/i.test(message) || position >= text.trimEnd().length;
    throw new FeedFormatError(`${cut ? 'truncated' : 'malformed'} JSON: ${message}`);
  }
  const parsed = RatingsFeedSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new FeedFormatError(`malformed: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return `${parsed.data.n_races} races; ${parsed.data.sources.map((s) => `${s.label} ${s.as_of ?? 'undated'}`).join(', ')}`;
}

/** Describes a valid feed file, or throws FeedFormatError saying what is wrong. */
export function checkFeedFile(bytes: Uint8Array, format: FeedFormat): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new FeedFormatError('malformed: not UTF-8');
  }
  return format.kind === 'csv' ? checkCsv(text, format) : checkRatings(text);
}
