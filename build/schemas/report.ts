import { z } from 'zod';

const FileAccountSchema = z
  .object({
    rows_read: z.number().int().min(0).meta({ description: 'Rows (records) read from the file.' }),
    rows_used: z.number().int().min(0).meta({ description: 'Rows that became (part of) a record.' }),
    rows_merged: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Rows summed into another row's record (fusion lines, write-in lumps, later RCV rounds)." }),
    rows_excluded: z.number().int().min(0).meta({ description: 'Rows left out, each for a reason below.' }),
    excluded_by_reason: z
      .record(z.string(), z.number().int().min(1))
      .meta({ description: 'Why rows were left out, with counts.' }),
  })
  .strict()
  .refine(
    (a) => a.rows_read === a.rows_used + a.rows_merged + a.rows_excluded,
    'rows_read must equal used + merged + excluded',
  );

const ConflictSchema = z
  .object({
    record: z.string().meta({ description: 'Id of the record the sources disagree on.' }),
    field: z.string().meta({ description: 'The field they disagree on.' }),
    chosen: z.union([z.string(), z.number(), z.null()]).meta({ description: 'The value published.' }),
    chosenSource: z.string().meta({ description: 'Source id of the value published.' }),
    rejected: z
      .union([z.string(), z.number(), z.null()])
      .meta({ description: "The other source's value, not published." }),
    rejectedSource: z.string().meta({ description: 'Source id of the rejected value.' }),
    rule: z.string().meta({ description: 'The written rule that decided.' }),
  })
  .strict();

export const IngestReportSchema = z
  .object({
    files: z
      .record(z.string(), FileAccountSchema)
      .meta({ description: 'Per source file (by path): rows read, used, merged and excluded.' }),
    files_not_read: z
      .record(z.string(), z.string())
      .meta({ description: 'Files in the sources the ingest does not read, each with the reason.' }),
    counts: z.record(z.string(), z.number().int().min(0)).meta({ description: 'Records written per data file.' }),
    checks: z
      .array(
        z
          .object({
            name: z.string().meta({ description: 'What the check compares.' }),
            passed: z.boolean().meta({ description: 'True when it holds (the ingest fails otherwise).' }),
            details: z.array(z.string()).meta({ description: 'Figures compared, in plain words.' }),
          })
          .strict(),
      )
      .meta({ description: 'Reconciliation checks against official totals and between sources.' }),
    reconciliation: z
      .record(
        z.string(),
        z.array(
          z
            .object({
              year: z.number().int(),
              status: z.enum(['pass', 'fail', 'exception', 'unverified']),
              details: z.array(z.string()),
            })
            .strict(),
        ),
      )
      .optional()
      .meta({
        description:
          "Per table of official figures (FEC national totals per candidate, House seats per party per the Clerk, Senate seats up and won per party), each year's result: pass, fail, exception (a known failure owned by another fix, with its reason) or unverified (no official figure curated).",
      }),
    conflicts: z
      .array(ConflictSchema)
      .meta({ description: 'Every disagreement between sources with the value rejected and the rule used.' }),
  })
  .strict()
  .meta({
    id: 'IngestReport',
    description:
      'What the ingest read, used, merged and excluded per source file, its reconciliation checks, and source disagreements.',
  });
export type IngestReport = z.infer<typeof IngestReportSchema>;
