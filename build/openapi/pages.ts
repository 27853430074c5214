import type { PathItemObject } from 'openapi3-ts/oas31';
import { paramJsonSchema, pathParam } from '../routes/param.ts';
import { raceIdSchema } from '../routes/params.ts';

const raceId = pathParam('raceId', raceIdSchema('A 2026 race id, e.g. ga-sen-2026 (the ids are in meta.raceIds of /api/export/polls).', 'raceId'));

/** The page the API publishes for embedding, described like the endpoints (its files come from the page renderer). */
export function pagePaths(baseUrl: string): Record<string, PathItemObject> {
  return {
    '/embed/race/{raceId}': {
      get: {
        operationId: 'embedRace',
        tags: ['Pages'],
        summary: 'Embeddable polling-average widget of a 2026 race (HTML)',
        description: `A small HTML page (under 15 KB) with the race's polling average, ratings and freshness, for an iframe: no cookies, no script, no third-party requests, frameable by any site. The race page /races/{raceId} gives the embed snippet.\n\nExample: \`<iframe src="${baseUrl}/embed/race/ga-sen-2026" width="100%" height="240" style="max-width:480px;border:0"></iframe>\``,
        parameters: [{ name: 'raceId', in: 'path', required: true, description: 'A 2026 race id, e.g. ga-sen-2026.', schema: paramJsonSchema(raceId), example: 'ga-sen-2026' }],
        responses: {
          200: { description: 'OK', content: { 'text/html': { schema: { type: 'string', description: 'The widget, an HTML document.' } } } },
          404: { description: 'Not found: not a 2026 race id; the site\'s HTML 404 page.', content: { 'text/html': { schema: { type: 'string' } } } },
        },
      },
    },
  };
}
