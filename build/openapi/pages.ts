import type { PathItemObject } from 'openapi3-ts/oas31';
import { paramJsonSchema, pathParam } from '../routes/param.ts';
import { ErrorBodySchema } from '../schemas/api/error.ts';
import { schemaRef } from './schemas.ts';
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
        description: `A small HTML page (under 15 KB) with the race's polling average and leader's margin, its rating with the rule and date, and a freshness line, for an iframe: no cookies, no storage, no third-party requests, frameable by any site. Its one inline script (allowed by a CSP hash) applies the theme and posts {"type": "election-data-widget:height", "height": px} to the framing page. The race page /races/{raceId} gives the embed snippet: the iframe with a height that fits 300-480 px wide without scripts, and the few lines that apply the posted height (see /docs#widget).\n\nExample: \`<iframe src="${baseUrl}/embed/race/ga-sen-2026?theme=light" width="100%" height="295" style="max-width:480px;border:0"></iframe>\``,
        parameters: [
          { name: 'raceId', in: 'path', required: true, description: 'A 2026 race id, e.g. ga-sen-2026.', schema: paramJsonSchema(raceId), example: 'ga-sen-2026' },
          // Declared as it behaves: the widget is a static file, so any theme answers 200; only light and dark change it.
          {
            name: 'theme', in: 'query', required: false,
            description: 'light, dark or auto (the default: the reader\'s system setting). Applied by the widget\'s script: any other value, or no script, is auto (the widget is a static file and answers 200 to any theme).',
            schema: { type: 'string', default: 'auto', examples: ['light', 'dark', 'auto'] }, example: 'light',
          },
        ],
        responses: {
          200: { description: 'OK', content: { 'text/html': { schema: { type: 'string', description: 'The widget, an HTML document.' } } } },
          301: { description: 'Moved permanently: a race id written in capitals (GA-SEN-2026 or GA-sen-2026); Location is the widget at the canonical lower-case id, with the same query.', headers: { Location: { schema: { type: 'string' } } } },
          404: { description: 'Not found: not a 2026 race id; a small widget-style HTML 404 page that any site may frame. It tells the reader the id was not found, repeats it, and links to the list of races.', content: { 'text/html': { schema: { type: 'string' } } } },
          405: { description: 'Method not allowed: a method other than GET, HEAD or OPTIONS.', content: { 'application/json': { schema: schemaRef(ErrorBodySchema) } } },
        },
      },
    },
  };
}
