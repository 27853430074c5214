/**
 * The breaking-change guard: the built OpenAPI document against the committed v1 baseline (openapi.v1.json).
 * Additive changes pass; every break is listed. Updating the baseline needs a change-history entry of its date.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import changelog from '../../build/curated/changelog.json' with { type: 'json' };
import { BASELINE_BASE_URL, BASELINE_FILE } from '../../build/openapi/baseline.ts';
import { findBreakingChanges } from '../../build/openapi/compat.ts';
import { buildOpenApiDocument } from '../../build/openapi/document.ts';
import { ROUTES } from '../../build/routes/table.ts';

const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8'));
const current = () => JSON.parse(JSON.stringify(buildOpenApiDocument(ROUTES, BASELINE_BASE_URL)));

describe('breaking-change guard', () => {
  it('the built document has no breaking change against openapi.v1.json', () => {
    const breaks = findBreakingChanges(baseline, current());
    expect(breaks, `breaking changes:\n${breaks.join('\n')}`).toEqual([]);
  });

  it('the baseline was updated deliberately: the change history has an entry of its date', () => {
    expect(changelog.entries.map((e) => e.date)).toContain(baseline['x-baseline-date']);
  });

  it('allows additive changes', () => {
    const doc = current();
    doc.paths['/api/new'] = { get: { responses: {} } };
    doc.components.schemas.Swing.properties.extra = { type: 'string' };
    doc.paths['/api/swing'].get.parameters.push({
      name: 'extra',
      in: 'query',
      required: false,
      schema: { type: 'string' },
    });
    doc.components.schemas.Party.enum.push('whig');
    expect(findBreakingChanges(baseline, doc)).toEqual([]);
  });

  it('lists each break: removed path, parameter, field and enum value; renamed field; changed type; parameter made required', () => {
    const doc = current();
    delete doc.paths['/api/ratings/{year}'];
    doc.paths['/api/swing'].get.parameters = doc.paths['/api/swing'].get.parameters.filter(
      (p: { name: string }) => p.name !== 'to_year',
    );
    const swing = doc.components.schemas.Swing.properties;
    swing.national_shift = swing.national_swing;
    delete swing.national_swing;
    doc.components.schemas.Party.enum = doc.components.schemas.Party.enum.filter((v: string) => v !== 'green');
    doc.components.schemas.ExportRow.properties.electoral_votes = { type: 'string' };
    doc.paths['/api/export'].get.parameters.find((p: { name: string }) => p.name === 'state').required = true;
    const breaks = findBreakingChanges(baseline, doc);
    expect(breaks).toEqual(
      expect.arrayContaining([
        'path /api/ratings/{year}: removed',
        '/api/swing parameter to_year (query): removed',
        'schema Swing.national_swing: removed',
        'schema Party: enum value "green" removed',
        'schema ExportRow.electoral_votes: type changed from integer to string',
        '/api/export parameter state: made required',
      ]),
    );
  });
});
