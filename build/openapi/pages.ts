import type { PathItemObject } from 'openapi3-ts/oas31';
import { paramJsonSchema, pathParam } from '../routes/param.ts';
import { ErrorBodySchema } from '../schemas/api/error.ts';
import { schemaRef } from './schemas.ts';
import { raceIdSchema } from '../routes/params.ts';

const raceId = pathParam(
  'raceId',
  raceIdSchema('A 2026 race id, e.g. ga-sen-2026 (the ids are in meta.raceIds of /api/export/polls).', 'raceId'),
);

/** The page the API publishes for embedding, described like the endpoints (its files come from the page renderer). */
export function pagePaths(baseUrl: string): Record<string, PathItemObject> {
  return {
    '/embed/race/{raceId}': {
      get: {
        operationId: 'embedRace',
        tags: ['Pages'],
        summary: 'Embeddable polling-average widget of a 2026 race (HTML)',
        description: `A small HTML page (under 15 KB) with the race's polling average and leader's margin, its rating with the rule and date, and a freshness line, for an iframe: no cookies, no storage, no third-party requests, frameable by any site. It fills the width of its frame (the snippet caps the frame's width). Its one inline script (allowed by a CSP hash) applies the theme and size and posts its height to the framing page twice: {"type": "election-data-widget:height", "height": px} and AMP's {"sentinel": "amp", "type": "embed-size", "height": px}. The race page /races/{raceId} builds the embed snippet (iframe with the few lines that apply the posted height, iframe only for hosts that allow no script, or amp-iframe; see /docs#widget). A race id written in capitals is redirected (301) to the canonical lower-case id.\n\nExample: \`<iframe src="${baseUrl}/embed/race/ga-sen-2026" title="Georgia Senate 2026: polling average" width="100%" height="353" style="display:block;max-width:640px;border:0"></iframe>\``,
        parameters: [
          {
            name: 'raceId',
            in: 'path',
            required: true,
            description: 'A 2026 race id, e.g. ga-sen-2026.',
            schema: paramJsonSchema(raceId),
            example: 'ga-sen-2026',
          },
          // Declared as they behave: the widget is a static file, so any value answers 200; only the listed ones change it.
          {
            name: 'theme',
            in: 'query',
            required: false,
            description:
              "light (the default), dark, or auto (the reader's system setting). Applied by the widget's script: any other value, or no script, is light (the widget is a static file and answers 200 to any theme). The default was auto until 2026-11-26.",
            schema: { type: 'string', default: 'light', examples: ['light', 'dark', 'auto'] },
            example: 'dark',
          },
          {
            name: 'size',
            in: 'query',
            required: false,
            description:
              "standard (the default) or compact: the title, rating, average with the leader's margin, the as-of and election lines and the race page link, in smaller type, to fit a 300x250 slot without scrolling. Applied by the widget's script; any other value is standard.",
            schema: { type: 'string', default: 'standard', examples: ['standard', 'compact'] },
            example: 'compact',
          },
        ],
        responses: {
          200: {
            description: 'OK',
            content: { 'text/html': { schema: { type: 'string', description: 'The widget, an HTML document.' } } },
          },
          301: {
            description:
              'Moved permanently: a race id written with capitals (GA-SEN-2026, Ga-Sen-2026); Location is the widget at the lower-case id, with the same query.',
            headers: { Location: { schema: { type: 'string' } } },
          },
          404: {
            description:
              'Not found: not a 2026 race id; a small widget-style HTML 404 page that any site may frame. It tells the reader the id was not found, repeats it, and links to the list of races.',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
          405: {
            description: 'Method not allowed: a method other than GET, HEAD or OPTIONS.',
            content: { 'application/json': { schema: schemaRef(ErrorBodySchema) } },
          },
        },
      },
    },
  };
}
