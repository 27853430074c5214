/**
 * The whole ingest on the raw sources plus the 2026 FIXTURE (test/fixtures/results-2026: invented candidates, in
 * memory only), as it will run once the real files and their source ids are registered: here the three ids are
 * added to the registry, and FIXTURE official seat totals for 2026 to the reconciliation tables, for this file only
 * (vi.mock), so the fixture goes through every check and validation. On the day, both are curated for real: the seat
 * checks require an official figure for every year published (a new year cannot be published unchecked).
 */
import { readFileSync } from 'node:fs';
import { expect, it, vi } from 'vitest';
import { directoryReader, type SourceReader } from '../../build/ingest/core/sources.ts';
import { MEDSL_2026_FILES } from '../../build/ingest/results2026/medsl.ts';
import { runIngest } from '../../build/ingest/run.ts';
import type { Race } from '../../build/schemas/results.ts';
import { describeWith, NEEDS_RAW_SOURCES, RAW_SOURCES } from '../helpers/needs.ts';

vi.mock('../../build/curated/sources.json', async (original) => {
  const registry = ((await original()) as { default: { sources: { id: string }[] } }).default;
  const extra = Object.values(MEDSL_2026_FILES).map((f) => ({
    ...registry.sources.find((s) => s.id === 'medsl-senate-2024')!,
    id: f.source,
    path: f.path,
  }));
  return { default: { ...registry, sources: [...registry.sources, ...extra] } };
});

/** FIXTURE official totals matching the fixture's contests (GA regular: D; OH special: R; NY-3: D). */
const { withYear } = vi.hoisted(() => ({
  withYear: (table: { years: Record<string, unknown> }, entry: unknown) => ({
    ...table,
    years: { ...table.years, 2026: entry },
  }),
}));
vi.mock('../../build/curated/reconciliation-senate-seats.json', async (original) => ({
  default: withYear(((await original()) as { default: { years: Record<string, unknown> } }).default, {
    seats_up: 2,
    democrat: 1,
    republican: 1,
    other: {},
    source: 'FIXTURE',
  }),
}));
vi.mock('../../build/curated/reconciliation-house-seats.json', async (original) => ({
  default: withYear(((await original()) as { default: { years: Record<string, unknown> } }).default, {
    democrat: 1,
    republican: 0,
    other: {},
    source: 'FIXTURE',
  }),
}));

const FIXTURE = new URL('../fixtures/results-2026/', import.meta.url);
function withFixture(base: SourceReader): SourceReader {
  const extra = Object.fromEntries(
    Object.values(MEDSL_2026_FILES).map((f) => [f.path, readFileSync(new URL(f.path, FIXTURE), 'utf8')]),
  );
  return { text: (p) => extra[p] ?? base.text(p), list: () => [...base.list(), ...Object.keys(extra)].sort() };
}

describeWith(NEEDS_RAW_SOURCES, 'the whole ingest with the 2026 FIXTURE returns and registered source ids', () => {
  it('adds the 2026 records to the results files, every check passing, and changes no other record', () => {
    const { files, report } = runIngest(withFixture(directoryReader(RAW_SOURCES)));
    const records = (name: string) => JSON.parse(files[name]!) as Race[];
    const committed = (name: string) => JSON.parse(readFileSync(`data/${name}`, 'utf8')) as Race[];
    for (const [name, ids] of [
      ['senate.json', ['senate-2026-ga-class2-general', 'senate-2026-oh-class3-special-general']],
      ['house.json', ['house-2026-ny-03-general']],
      ['governor.json', ['governor-2026-pa-general']],
    ] as const) {
      const all = records(name);
      expect(
        all
          .filter((r) => r.year === 2026)
          .map((r) => r.id)
          .sort(),
      ).toEqual(ids);
      expect(all.filter((r) => r.year !== 2026)).toEqual(committed(name));
    }
    expect(report.checks.every((c) => c.passed)).toBe(true);
    expect(report.files[MEDSL_2026_FILES.senate.path]).toMatchObject({
      rows_read: 6,
      rows_used: 4,
      rows_merged: 1,
      rows_excluded: 1,
    });
  }, 120_000);
});
