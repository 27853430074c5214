/**
 * OpenAPI that generated clients can trust (issue 23): parameter examples validate against their own schemas,
 * the alias of a required parameter is documented, bounds are the real ones (and so are the messages past them),
 * the widget's theme is declared as it behaves, and every string enum has distinct member names.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../build/openapi/document.ts';
import { enumVarNames, plainName } from '../../build/openapi/enum-names.ts';
import { diagnoseRequest } from '../../build/serving/fallback.ts';
import { ApiError } from '../../build/http/errors.ts';
import { ROUTES } from '../../build/routes/table.ts';

type Json = Record<string, any>;
const doc = buildOpenApiDocument(ROUTES, 'http://localhost:8888') as Json;
const operations = Object.entries(doc.paths as Json).map(([path, item]) => [path, (item as Json).get as Json] as const);
const parameters = operations.flatMap(([path, op]) =>
  ((op.parameters ?? []) as Json[]).map((p) => [`${path} ${p.name}`, p] as const),
);
const param = (path: string, name: string) => parameters.find(([k]) => k === `${path} ${name}`)![1];

/** The error a URL gets from the fallback (the static routes' errors), as status, code and message. */
function fallbackError(url: string): { status: number; code: string; message: string } {
  try {
    diagnoseRequest(new URL(url, 'http://localhost'));
  } catch (e) {
    if (e instanceof ApiError) return { status: e.status, code: e.code, message: e.message };
    throw e;
  }
  throw new Error(`${url}: no error`);
}

describe('OpenAPI for generated clients', () => {
  it('every parameter example validates against its own schema (2020, not "2020")', () => {
    const ajv = new Ajv2020({ strict: false });
    const failing = parameters
      .filter(([, p]) => p.example !== undefined && !ajv.validate(p.schema, p.example))
      .map(([k, p]) => `${k}: ${JSON.stringify(p.example)}`);
    expect(failing).toEqual([]);
    expect(param('/api/elections/{year}', 'year').example).toBe(2020);
    expect(param('/api/polls', 'days').example).toBe(30);
  });

  it('the required raceId says how its alias race satisfies it, and race says whose alias it is', () => {
    const raceId = param('/api/prediction-markets', 'raceId');
    expect(raceId.required).toBe(true);
    expect(raceId['x-aliases']).toEqual(['race']);
    expect(raceId.description).toContain('Required: give raceId, or its alias race instead');
    const race = param('/api/prediction-markets', 'race');
    expect(race).toMatchObject({ required: false, 'x-alias-of': 'raceId' });
  });

  it('year parameters declare their real bounds: 0-9999, and divisible by 2 on /api/export', () => {
    for (const [k, p] of parameters.filter(([k]) => /year$/.test(k) && !k.startsWith('/embed')))
      expect(p.schema, k).toMatchObject({ type: 'integer', minimum: 0, maximum: 9999 });
    expect(param('/api/export', 'year').schema).toMatchObject({ multipleOf: 2 });
    expect(param('/api/elections/{year}', 'year').schema).toMatchObject({ multipleOf: 4 });
  });

  it.each([
    ['/api/elections/9007199254740996', 400, 'invalid_year'],
    ['/api/elections/9007199254740993', 400, 'invalid_year'],
    ['/api/senate/10000', 400, 'invalid_year'],
    ['/api/export?year=2021', 400, 'invalid_year'],
    ['/api/export?year=9007199254740996', 400, 'invalid_year'],
  ])('%s: %i with a true message (the bound, not a false "not divisible")', (url, status, code) => {
    const error = fallbackError(url);
    expect(error).toMatchObject({ status, code });
    expect(error.message).toMatch(/from 0 to 9999/);
  });

  it('the widget theme and size are declared as they behave: any value answers 200; light by default (issue 22)', () => {
    const theme = param('/embed/race/{raceId}', 'theme');
    expect(theme.schema.enum).toBeUndefined();
    expect(theme.schema).toMatchObject({ type: 'string', default: 'light' });
    expect(param('/embed/race/{raceId}', 'size').schema).toMatchObject({ type: 'string', default: 'standard' });
    expect(theme.description).toContain('any other value');
  });

  it('every string enum has distinct member names for generated clients (x-enum-varnames where needed)', () => {
    const enums: { where: string; values: unknown[]; names?: string[] }[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}[${i}]`));
      if (!node || typeof node !== 'object') return;
      const o = node as Json;
      if (Array.isArray(o.enum) && o.enum.every((v: unknown) => typeof v === 'string'))
        enums.push({ where, values: o.enum, names: o['x-enum-varnames'] });
      for (const [k, v] of Object.entries(o)) walk(v, `${where}.${k}`);
    };
    walk(doc, '#');
    expect(enums.length).toBeGreaterThan(10);
    for (const e of enums) {
      const names = e.names ?? e.values.map((v) => plainName(v as string));
      expect(new Set(names).size, `${e.where}: ${names.join(', ')}`).toBe(names.length);
      for (const n of names) expect(n, e.where).toMatch(/^[A-Z][A-Z0-9_]*$/);
    }
    expect(doc.components.schemas.Grade['x-enum-varnames'].slice(0, 4)).toEqual(['A_PLUS', 'A', 'A_MINUS', 'A_OR_B']);
    expect(param('/api/polls', 'min_rating').schema['x-enum-varnames']).toHaveLength(11);
    expect(enumVarNames(['json', 'csv'])).toBeNull();
  });
});
