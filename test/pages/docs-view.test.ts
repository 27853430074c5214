/**
 * Issue 22, item 1: /docs's content from the real route table, OpenAPI document and data. Every endpoint has an
 * example response from the build's own output (shortened, saying what was left out), no response table is empty
 * (/api/export's was), parameters say what the data accept (not "integer from 0"), names wrap only after dots.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../build/openapi/document.ts';
import { breakableName, docsView } from '../../build/pages/docs-view.ts';
import { csvExample, jsonExample } from '../../build/pages/example-text.ts';
import { paramBounds } from '../../build/pages/param-bounds.ts';
import { dataValues, docsExamples } from '../../build/pipeline/examples.ts';
import { loadDataset } from '../../build/pipeline/load.ts';
import { ROUTES } from '../../build/routes/table.ts';
import type { LateContext, Route, StaticInstance } from '../../build/routes/types.ts';
import { routePlan } from '../../build/serving/plan.ts';

const data = loadDataset(resolve('data'));
const late: LateContext = { manifestSha256: '', buildTime: null, manifest: {}, endpointFiles: {} };
const instances = new Map<Route, StaticInstance[]>();
for (const r of ROUTES) instances.set(r, routePlan(r).files?.(data, late) ?? []);
// The bodies the build wrote before the pages, for the files that answer the examples (the late ones excepted).
const bodies = new Map<string, string>();
for (const [route, list] of instances) {
  if (routePlan(route).late) continue;
  const url = new URL(route.example, 'http://x');
  const hit = list.find((i) => i.requests.some((q) => q.path === url.pathname));
  if (hit) bodies.set(hit.file, hit.render());
}
const examples = docsExamples(ROUTES, data, instances, bodies, late, new Date('2026-10-06T00:00:00Z'));
const view = docsView(
  buildOpenApiDocument(ROUTES, 'http://localhost:8888'),
  ROUTES,
  'http://localhost:8888',
  'x',
  { example: '', exampleUrl: '', height: 0 },
  { examples, dataValues: dataValues(ROUTES, instances) },
);
const endpoint = (id: string) => view.endpoints.find((e) => e.id === id)!;
const param = (id: string, name: string) => endpoint(id).params.find((p) => p.name === name)!;

describe('/docs view', () => {
  it('every endpoint has a real example response, saying where it came from', () => {
    expect(view.endpoints).toHaveLength(ROUTES.length);
    for (const e of view.endpoints) {
      expect(e.response, e.id).not.toBeNull();
      expect(e.response!.text.length, e.id).toBeGreaterThan(20);
      expect(e.response!.request).toBe(e.example);
    }
    expect(endpoint('election-state').response!.source).toBe('the static file dist/api/elections/2020/GA.json');
    expect(endpoint('election-state').response!.text).toContain('"abbr": "GA"');
    expect(endpoint('polls').response!.source).toMatch(/^the function polls/);
    expect(endpoint('poll-export').response!.text.split('\n')[0]).toMatch(/^race_id,date,pollster,/);
    expect(endpoint('meta').response!.source).toMatch(/before the pages/);
  });

  it('long lists are cut to their first items with how many were left out', () => {
    const house = endpoint('house-year').response!;
    expect(house.note).toMatch(/^Shortened/);
    expect(house.text).toMatch(/… [\d,]+ more items \([\d,]+ in all\)/);
    expect(house.text.split('\n').length).toBeLessThanOrEqual(51);
  });

  it('no response table is empty; /api/export has one per office kind', () => {
    for (const e of view.endpoints) {
      expect(e.tables.length, e.id).toBeGreaterThan(0);
      for (const t of e.tables) expect(t.fields.length, `${e.id} ${t.name}`).toBeGreaterThan(0);
    }
    expect(endpoint('export').tables.map((t) => t.name)).toEqual(['ExportRow', 'OfficeExportRow']);
    expect(endpoint('export').tables[0]!.fields.map((f) => f.name)).toContain('winner_party');
  });

  it('parameters say what the data accept, and what is well formed', () => {
    expect(param('election-year', 'year')).toMatchObject({
      data: '1976-2024, every 4 years',
      valid: 'integer 0-9999, multiple of 4',
    });
    expect(param('house-year', 'year').data).toBe('1976-2024, every 2 years');
    expect(param('poll-history', 'year').data).toBe('1998-2022');
    expect(param('ratings-year', 'year').data).toBe('2026');
    expect(param('export', 'year').data).toBe('1976-2024, every 2 years');
    expect(param('election-state', 'state').data).toBe('51 values: AK, AL, AR, … WY');
    expect(param('poll-average', 'half_life')).toMatchObject({ data: null, valid: 'integer 1-365', default: '14' });
    for (const e of view.endpoints)
      for (const p of e.params) expect(`${p.data} ${p.valid}`, `${e.id} ${p.name}`).not.toMatch(/from 0$/);
  });

  it('the try-it form starts from the example request', () => {
    expect(endpoint('election-state').params.map((p) => [p.name, p.example])).toEqual([
      ['year', '2020'],
      ['state', 'GA'],
    ]);
    expect(param('swing', 'to_year').example).toBe('2024');
  });

  it('names wrap only after their dots', () => {
    expect(breakableName('national.winner_party')).toBe('national.<wbr>winner_party');
    expect(breakableName('a<b')).toBe('a&lt;b');
    const field = endpoint('election-year').tables[0]!.fields.find((f) => f.name === 'national.winner_party')!;
    expect(field.nameHtml).toBe('national.<wbr>winner_party');
  });

  it('types listed under an endpoint point there instead of repeating their fields', () => {
    const type = view.schemas.find((s) => s.name === 'ElectionYear')!;
    expect(type.shownBy).toEqual({ id: 'election-year', path: '/api/elections/{year}' });
    expect(type.fields).toEqual([]);
    expect(
      view.schemas.find((s) => s.name === 'StateResult' || s.name === 'PresidentStateResult')!.fields.length,
    ).toBeGreaterThan(0);
  });
});

describe('example text and bounds', () => {
  it('JSON: lists keep two items, maps of many keys two keys, with counts', () => {
    const out = jsonExample(JSON.stringify({ rows: [1, 2, 3, 4, 5], three: [1, 2, 3] }));
    expect(out.text).toBe(
      '{\n  "rows": [\n    1,\n    2,\n    … 3 more items (5 in all)\n  ],\n  "three": [\n    1,\n    2,\n    3\n  ]\n}',
    );
    expect(out.note).toMatch(/first items/);
    const map = jsonExample(JSON.stringify(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]))));
    expect(map.text).toContain('… 48 more keys (50 in all)');
    expect(jsonExample('{"a":1}')).toEqual({ text: '{\n  "a": 1\n}', note: null, contentType: 'application/json' });
  });

  it('CSV: the header and four rows', () => {
    const out = csvExample(`h\n${Array.from({ length: 10 }, (_, i) => i).join('\n')}\n`);
    expect(out.text).toBe('h\n0\n1\n2\n3\n… 6 more rows (10 rows in all)');
  });

  it('bounds: ranges with their step, irregular values listed, text values once whatever the case', () => {
    expect(paramBounds('year', { type: 'integer', minimum: 0 }, ['2000', '2004', '2012'])).toEqual({
      data: '2000, 2004, 2012',
      valid: 'integer from 0',
    });
    expect(paramBounds('format', { type: 'string', enum: ['json', 'csv'] }, ['json', 'csv', 'JSON'])).toEqual({
      data: null,
      valid: 'json, csv',
    });
    expect(paramBounds('state', { type: 'string' }, ['GA', 'ga', 'TX', 'tx']).data).toBe('GA, TX');
  });
});
