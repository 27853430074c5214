import { CorrectionsSchema } from '../schemas/api/corrections.ts';
import { correctionRows } from '../compute/result-rows.ts';
import { CorrectionCsvRowSchema } from '../schemas/api/result-rows.ts';
import type { Correction } from '../schemas/corrections.ts';
import { jsonAndCsv } from './csv-instance.ts';
import { csvAlternative, FORMAT_ERROR, formatQuery } from './params.ts';
import type { Route } from './types.ts';

export const correctionsRoute: Route = {
  id: 'corrections',
  path: '/api/corrections',
  tag: 'About the data',
  summary: 'Every curated correction applied to a source value, with its citation',
  description:
    "Where a source is wrong (a misspelled winner, text damaged by a character-encoding error, a garbled party label), the ingest publishes the value from an official publication instead and records it here: record id, field, the source's value, the published value, the publication (title and URL) and the reason. The corrected record's notes name the correction.",
  params: [formatQuery],
  response: {
    schema: CorrectionsSchema,
    contentType: 'application/json',
    alternatives: csvAlternative('CorrectionCsvRow', 'one row per correction'),
  },
  errors: [FORMAT_ERROR],
  serve: {
    kind: 'static',
    instances: (data) =>
      jsonAndCsv(
        { file: 'api/corrections.json', schema: CorrectionsSchema },
        {
          name: 'corrections.csv',
          schema: CorrectionCsvRowSchema,
          rows: (c: { corrections: Correction[] }) => correctionRows(c.corrections),
        },
        [{ path: '/api/corrections', query: {} }],
        () => ({ count: data.corrections.length, corrections: data.corrections }),
      ),
  },
  example: '/api/corrections',
};
