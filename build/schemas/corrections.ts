import { z } from 'zod';

const Value = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * One curated correction the ingest applied to a published record: which record and field, the value the source
 * had, the value published, the official publication that supports it, and why. Served at /api/corrections.
 */
export const CorrectionSchema = z
  .object({
    record: z
      .string()
      .min(1)
      .meta({ description: 'Id of the corrected record (a race id, or a presidential state result id).' }),
    field: z.string().min(1).meta({
      description: 'The corrected field, as a path into the record (e.g. `candidates[Raúl M. Grijalva].name`).',
    }),
    old: Value.meta({ description: 'The value as the source had it (null when the source had none).' }),
    new: Value.meta({ description: 'The value published.' }),
    source: z
      .string()
      .min(1)
      .meta({ description: 'The official publication the published value comes from (title and URL).' }),
    reason: z.string().min(1).meta({ description: 'Why the source value was wrong, in plain words.' }),
  })
  .strict()
  .meta({ id: 'Correction', description: 'A curated correction applied to a published record, with its citation.' });
export type Correction = z.infer<typeof CorrectionSchema>;
