import { CorrectionsSchema } from '../schemas/api/corrections.ts';
import { jsonInstance } from './json-instance.ts';
import type { Route } from './types.ts';

export const correctionsRoute: Route = {
  id: 'corrections',
  path: '/api/corrections',
  tag: 'About the data',
  summary: 'Every curated correction applied to a source value, with its citation',
  description:
    'Where a source is wrong (a misspelled winner, text damaged by a character-encoding error, a garbled party label), the ingest publishes the value from an official publication instead and records it here: record id, field, the source\'s value, the published value, the publication (title and URL) and the reason. The corrected record\'s notes name the correction.',
  params: [],
  response: { schema: CorrectionsSchema, contentType: 'application/json' },
  errors: [],
  serve: {
    kind: 'static',
    instances: (data) => [
      jsonInstance('api/corrections.json', [{ path: '/api/corrections', query: {} }], CorrectionsSchema, () => ({
        count: data.corrections.length,
        corrections: data.corrections,
      })),
    ],
  },
  example: '/api/corrections',
};
