/**
 * 2026 is a year of /api/{senate|house|governor}/{year} only once the office's records include it. The 2026 records
 * here come from the FIXTURE in test/fixtures/results-2026 (invented candidates), added to the loaded data in memory.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { officeYears } from '../../build/compute/offices.ts';
import { catalogEntry } from '../../build/catalog/files.ts';
import { CROSS_RULES } from '../../build/catalog/cross-rules.ts';
import { validateDataFiles } from '../../build/catalog/load.ts';
import { Ledger } from '../../build/ingest/core/ledger.ts';
import { memoryReader } from '../../build/ingest/core/sources.ts';
import { buildResults2026, MEDSL_2026_FILES } from '../../build/ingest/results2026/medsl.ts';
import { loadDataset } from '../../build/pipeline/load.ts';
import { OFFICE_ROUTES } from '../../build/routes/offices.ts';
import { routePlan } from '../../build/serving/plan.ts';
import type { LateContext } from '../../build/routes/types.ts';
import { EVEN_YEARS } from '../../build/schemas/common.ts';

const FIXTURE = new URL('../fixtures/results-2026/', import.meta.url);
const fixture = buildResults2026(
  memoryReader(
    Object.fromEntries(
      Object.values(MEDSL_2026_FILES).map((f) => [f.path, readFileSync(new URL(f.path, FIXTURE), 'utf8')]),
    ),
  ),
  new Ledger(),
  (state) => (state === 'OH' ? 3 : null),
);
const data = loadDataset('data');
const withFixture = {
  ...data,
  senate: [...data.senate, ...fixture.senate],
  house: [...data.house, ...fixture.house],
  governor: [...data.governor, ...fixture.governor],
};

/** A static route's files, through its serving plan. */
const instancesOf = (routeId: string, d: typeof data) => {
  const files = routePlan(OFFICE_ROUTES.find((r) => r.id === routeId)!).files;
  if (!files) throw new Error(`${routeId} is not static`);
  return files(d, {} as LateContext);
};
const filesOf = (routeId: string, d: typeof data) => instancesOf(routeId, d).map((i) => i.file);

describe('the years of /api/{office}/{year}', () => {
  it('today: the even years 1976-2024 only, no 2026 file', () => {
    for (const office of ['senate', 'house', 'governor'] as const)
      expect(officeYears(data, office)).toEqual(EVEN_YEARS);
    expect(filesOf('senate-year', data)).not.toContain('api/senate/2026.json');
    expect(filesOf('governor-state', data).some((f) => f.startsWith('api/governor/2026/'))).toBe(false);
  });
  it('with 2026 records: 2026 is served for each office that has them, validated against the response schema', () => {
    for (const office of ['senate', 'house', 'governor'] as const)
      expect(officeYears(withFixture, office)).toEqual([...EVEN_YEARS, 2026]);
    const senate2026 = instancesOf('senate-year', withFixture).find((i) => i.file === 'api/senate/2026.json')!;
    const body = JSON.parse(senate2026.render());
    expect(body.races.map((r: { id: string }) => r.id).sort()).toEqual([
      'senate-2026-ga-class2-general',
      'senate-2026-oh-class3-special-general',
    ]);
    expect(filesOf('house-state', withFixture)).toContain('api/house/2026/NY');
    expect(officeYears({ ...data, governor: [...data.governor, ...fixture.governor] }, 'senate')).toEqual(EVEN_YEARS);
  });
  it('the catalog accepts the 2026 records (schemas, keys, integrity)', () => {
    for (const office of ['senate', 'house', 'governor'] as const) {
      const file = `${office}.json`;
      expect(() => validateDataFiles({ [file]: fixture[office] }, [catalogEntry(file)], CROSS_RULES)).not.toThrow();
    }
  });
});
