/**
 * Lines a source labels with a party that a cited page prints as write-ins (curated/write-in-lines.json, issue 18):
 * read as write-ins where the ingest reads the row, so that the record is built with them (a nominee facing only
 * write-ins is unopposed; a write-in is not a second nominee of a party).
 */
import { z } from 'zod';
import table from '../../curated/write-in-lines.json' with { type: 'json' };
import { isSourceRow } from './source-row.ts';

const EntrySchema = z
  .object({
    office: z.enum(['house', 'senate']),
    year: z.number().int(),
    state: z.string().length(2),
    district: z.number().int().nullable(),
    name: z.string().min(1),
    votes: z.number().int().nonnegative(),
    source: z.string().min(1),
    why: z.string().min(1),
  })
  .strict();
export type CitedWriteIn = z.infer<typeof EntrySchema>;

export const CITED_WRITE_INS: CitedWriteIn[] = z
  .object({ $comment: z.string(), lines: z.array(EntrySchema) })
  .parse(table).lines;

/** Whether this source row is a listed write-in (the printed name compared trimmed and upper-cased). */
export function isCitedWriteIn(
  r: { office: 'house' | 'senate'; year: number; state: string; district: number | null; raw: string; votes: number },
  lines: readonly CitedWriteIn[] = CITED_WRITE_INS,
): boolean {
  return lines.some((l) => l.office === r.office && isSourceRow(r, l));
}
