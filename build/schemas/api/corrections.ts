import { z } from 'zod';
import { CorrectionSchema } from '../corrections.ts';

export const CorrectionsSchema = z
  .object({
    count: z.number().int().meta({ description: 'Number of corrections.' }),
    corrections: z
      .array(CorrectionSchema)
      .meta({ description: 'Every curated correction, ordered by record id, then field.' }),
  })
  .strict()
  .meta({
    id: 'Corrections',
    description:
      "Every curated correction the ingest applied to a published record where the source was wrong: the record and field, the value the source had, the value published, the official publication it comes from, and why. Each corrected record's notes name its correction.",
  });
