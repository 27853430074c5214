/**
 * Contract: the OpenAPI document validates as OpenAPI 3.1, and every response body (successes and errors, a
 * sample of every endpoint) validates against the schema the document declares for it, with a real JSON Schema
 * 2020-12 validator (ajv).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
let doc: Record<string, any>;
let ajv: Ajv2020;

beforeAll(async () => {
  server = await startServer();
  doc = await (await server.get('/openapi.json')).json();
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...doc, $id: 'openapi.json' });
});
afterAll(() => server.close());

/** The schema the document declares for a path template, status and content type. */
function validatorFor(template: string, status: number, contentType = 'application/json') {
  const responses = doc.paths[template]?.get?.responses;
  const entry = responses?.[String(status)]?.content?.[contentType]?.schema;
  if (!entry) throw new Error(`openapi.json declares no ${status} ${contentType} response for ${template}`);
  const ref = entry.$ref as string;
  const v = ajv.getSchema(`openapi.json${ref}`);
  if (!v) throw new Error(`cannot resolve ${ref}`);
  return v;
}

const samples: [string, string, number][] = [
  ['/api/elections/{year}', '/api/elections/1976', 200],
  ['/api/elections/{year}', '/api/elections/2000', 200],
  ['/api/elections/{year}', '/api/elections/2024', 200],
  ['/api/elections/{year}', '/api/elections/2021', 400],
  ['/api/elections/{year}', '/api/elections/2032', 404],
  ['/api/elections/{year}/{state}', '/api/elections/2016/TX', 200],
  ['/api/elections/{year}/{state}', '/api/elections/2008/ne', 200],
  ['/api/elections/{year}/{state}', '/api/elections/2020/XX', 404],
  ['/api/states/{abbr}/history', '/api/states/ME/history', 200],
  ['/api/states/{abbr}/history', '/api/states/QQ/history', 404],
  ['/api/senate/{year}', '/api/senate/1976', 200],
  ['/api/senate/{year}', '/api/senate/2020', 200],
  ['/api/house/{year}', '/api/house/1996', 200],
  ['/api/house/{year}', '/api/house/2024', 200],
  ['/api/governor/{year}', '/api/governor/1978', 200],
  ['/api/governor/{year}', '/api/governor/1990', 200],
  ['/api/governor/{year}', '/api/governor/2011', 400],
  ['/api/governor/{year}', '/api/governor/2030', 404],
  ['/api/swing', '/api/swing?from_year=1980&to_year=1984', 200],
  ['/api/swing', '/api/swing?from_year=1981', 400],
  ['/api/export', '/api/export?year=1992&format=json', 200],
  ['/api/export', '/api/export?year=1992&state=AK&format=json', 200],
  ['/api/export', '/api/export?year=1992&format=yaml', 400],
  ['/api/export', '/api/export?year=2028&format=json', 404],
  ['/api/export', '/api/export?year=2030&format=json', 400],
  ['/api/races', '/api/races', 200],
  ['/api/polls/average/history', '/api/polls/average/history?race=ga-sen-2026', 200],
  ['/api/polls/average/history', '/api/polls/average/history?race=us-generic-ballot-2026', 200],
  ['/api/polls/average/history', '/api/polls/average/history?race=id-sen-2026', 200],
  ['/api/polls/average/history', '/api/polls/average/history', 400],
  ['/api/polls/average/history', '/api/polls/average/history?race=zz-sen-2026', 404],
  ['/api/ratings/{year}/history', '/api/ratings/2026/history', 200],
  ['/api/ratings/{year}/history', '/api/ratings/2022/history', 404],
  ['/api/manifest', '/api/manifest', 200],
  ['/api/meta', '/api/meta', 200],
  ['/api/export/polls', '/api/export/polls?format=json&race=nv-gov-2026', 200],
  ['/api/polls', '/api/polls?state=GA', 200],
];

describe('OpenAPI contract', () => {
  it('the document is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('documents every endpoint of the endpoint index', async () => {
    const index = await (await server.get('/api')).json();
    for (const e of index.endpoints) expect(Object.keys(doc.paths), e.path).toContain(e.path);
  });

  it.each(samples)('%s: %s -> %i matches its declared schema', async (template, url, status) => {
    const res = await server.get(url);
    expect(res.status).toBe(status);
    const validate = validatorFor(template, status);
    const body = await res.json();
    const ok = validate(body);
    expect(ok, JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  });

  it('an invalid body is rejected (the validator is live)', () => {
    const validate = validatorFor('/api/elections/{year}', 200);
    expect(validate({ year: 2020, national: {}, states: [] })).toBe(false);
  });

  it('publishes the v1 description: path names, the widget, declared bounds and defaults, integer years', () => {
    const op = (path: string) => doc.paths[path].get;
    const param = (path: string, name: string) => op(path).parameters.find((p: { name: string }) => p.name === name);
    expect(param('/api/states/{abbr}/history', 'abbr')).toMatchObject({ in: 'path', required: true });
    expect(op('/embed/race/{raceId}').responses['200'].content['text/html']).toBeDefined();
    expect(param('/api/polls', 'days').schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 99999 });
    expect(param('/api/polls/average', 'state').required).toBe(false);
    expect(param('/api/polls/average', 'half_life').schema).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 365,
      default: 14,
    });
    expect(param('/api/polls/average', 'min_rating').schema).toMatchObject({ default: 'C-' });
    expect(param('/api/export', 'format')).toMatchObject({
      required: false,
      schema: { default: 'json', enum: ['json', 'csv'] },
    });
    expect(param('/api/export/polls', 'format')).toMatchObject({ required: false, schema: { default: 'json' } });
    // The markets endpoint's published pattern is narrower than the other routes' race ids (issue 23).
    expect(param('/api/prediction-markets', 'raceId').schema.pattern).toBe('^[a-z]{2}-(gov|sen|national)-2026$');
    expect(param('/api/prediction-markets', 'race').schema.pattern).toBe('^[a-z]{2}-(gov|sen|national)-2026$');
    expect(doc.components.schemas.RatingsYear.properties.year).toMatchObject({ type: 'integer', const: 2026 });
    expect(doc.components.schemas.PollAverage.properties.average.type).toBe('object');
    expect(doc.components.schemas.PredictionMarkets.properties.trends).toEqual({
      $ref: '#/components/schemas/MarketTrends',
    });
    for (const path of ['/api/house/{year}/{state}', '/api/senate/{year}/{state}', '/api/governor/{year}/{state}'])
      expect(op(path)).toBeDefined();
    expect(op('/api/polls').description).toContain('Unknown query parameters are ignored');
    expect(op('/api/export/polls').responses['429'].description).toContain('30 requests per minute');
  });

  it('/docs states the parameter rules and lists the 2026-06-10 additions as published', async () => {
    const html = await (await server.get('/docs')).text();
    expect(html).toContain('Unknown query parameters are ignored everywhere');
    // The pages' one date format: "Jun 10, 2026" with no-break spaces.
    const at = html.indexOf('<strong class="date">Jun\u00a010,\u00a02026</strong>');
    expect(at).toBeGreaterThan(-1);
    const entry = html.slice(at);
    for (const item of [
      'bulk poll export',
      'OpenAPI 3.1 description',
      'stability policy',
      'data licence statement',
      'embeddable race widgets',
    ])
      expect(entry).toContain(item);
  });

  it('the CSV download has the documented columns', async () => {
    const text = await (await server.get('/api/export?year=2020&format=csv')).text();
    const props = Object.keys(doc.components.schemas.ExportRow.properties);
    expect(text.split('\r\n')[0]).toBe(props.join(','));
  });
});
