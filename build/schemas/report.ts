import { z } from 'zod';

export const FileAccountSchema = z
  .object({
    rows_read: z.number().int().min(0),
    rows_used: z.number().int().min(0),
    rows_merged: z.number().int().min(0).meta({ description: 'Rows summed into another row\'s record (fusion lines, write-in lumps, later RCV rounds).' }),
    rows_excluded: z.number().int().min(0),
    excluded_by_reason: z.record(z.string(), z.number().int().min(1)),
  })
  .strict()
  .refine((a) => a.rows_read === a.rows_used + a.rows_merged + a.rows_excluded, 'rows_read must equal used + merged + excluded');

export const ConflictSchema = z
  .object({
    record: z.string(),
    field: z.string(),
    chosen: z.union([z.string(), z.number(), z.null()]),
    chosenSource: z.string(),
    rejected: z.union([z.string(), z.number(), z.null()]),
    rejectedSource: z.string(),
    rule: z.string(),
  })
  .strict();

export const IngestReportSchema = z
  .object({
    files: z.record(z.string(), FileAccountSchema),
    files_not_read: z.record(z.string(), z.string()),
    counts: z.record(z.string(), z.number().int().min(0)),
    checks: z.array(z.object({ name: z.string(), passed: z.boolean(), details: z.array(z.string()) }).strict()),
    reconciliation: z
      .record(
        z.string(),
        z.array(z.object({ year: z.number().int(), status: z.enum(['pass', 'fail', 'exception', 'unverified']), details: z.array(z.string()) }).strict()),
      )
      .optional()
      .meta({
        description: 'Per table of official figures (FEC national totals per candidate, House seats per party per the Clerk, Senate seats up and won per party), each year\'s result: pass, fail, exception (a known failure owned by another fix, with its reason) or unverified (no official figure curated).',
      }),
    conflicts: z.array(ConflictSchema),
  })
  .strict()
  .meta({ id: 'IngestReport', description: 'What the ingest read, used, merged and excluded per source file, its reconciliation checks, and source disagreements.' });
export type IngestReport = z.infer<typeof IngestReportSchema>;
