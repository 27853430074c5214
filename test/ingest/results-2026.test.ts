/**
 * MEDSL's 2026 returns, on a FIXTURE (test/fixtures/results-2026: invented candidates named "FIXTURE ...", made-up
 * counts, in MEDSL's 2024 column layout). The fixture goes through the ingest with an in-memory reader only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../build/ingest/core/ledger.ts';
import { memoryReader } from '../../build/ingest/core/sources.ts';
import {
  buildResults2026,
  MEDSL_2026_FILES,
  medslVersionDate,
  unofficialAsOf,
} from '../../build/ingest/results2026/medsl.ts';
import { unregisteredSourceIds } from '../../build/ingest/core/source-ids.ts';
import registry from '../../build/curated/sources.json' with { type: 'json' };

const FIXTURE = new URL('../fixtures/results-2026/', import.meta.url);
const fixtureFiles = (): Record<string, string> =>
  Object.fromEntries(
    Object.values(MEDSL_2026_FILES).map((f) => [f.path, readFileSync(new URL(f.path, FIXTURE), 'utf8')]),
  );
/** The Senate specials' classes as the 2026 race index gives them (OH and FL: class 3). */
const specialClass = (state: string) => (state === 'OH' || state === 'FL' ? 3 : null);

describe('MEDSL 2026 returns (FIXTURE)', () => {
  const ledger = new Ledger();
  const out = buildResults2026(memoryReader(fixtureFiles()), ledger, specialClass);
  const byId = new Map([...out.senate, ...out.house, ...out.governor].map((r) => [r.id, r]));

  it('builds 2026 Senate records: regular seats class 2, a special with its index class; write-ins kept, undervotes dropped', () => {
    expect([...byId.keys()].sort()).toEqual([
      'governor-2026-pa-general',
      'house-2026-ny-03-general',
      'senate-2026-ga-class2-general',
      'senate-2026-oh-class3-special-general',
    ]);
    const ga = byId.get('senate-2026-ga-class2-general')!;
    expect(ga).toMatchObject({
      year: 2026,
      date: '2026-11-03',
      winner: 'Fixture Candidate Alpha',
      winner_party: 'democrat',
      total_votes: 1905,
      unattributed_votes: 5,
    });
    expect(ga.sources).toEqual(['medsl-senate-2026']);
    expect(byId.get('senate-2026-oh-class3-special-general')).toMatchObject({
      seat_class: 3,
      special: true,
      winner: 'Fixture Candidate Gamma',
    });
  });
  it('notes returns MEDSL marks unofficial, with the version date; official ones carry no such note', () => {
    expect(unofficialAsOf(byId.get('senate-2026-ga-class2-general')!)).toBe('2026-11-20');
    expect(byId.get('senate-2026-ga-class2-general')!.notes[0]).toMatch(/^Unofficial as of 2026-11-20: /);
    expect(unofficialAsOf(byId.get('senate-2026-oh-class3-special-general')!)).toBeNull();
    expect(unofficialAsOf(byId.get('governor-2026-pa-general')!)).toBeNull();
  });
  it('builds House records by district, fusion lines summed, the DC delegate left out', () => {
    const ny = byId.get('house-2026-ny-03-general')!;
    expect(ny.candidates[0]).toMatchObject({ name: 'Fixture Candidate Epsilon', votes: 320, party: 'democrat' });
    expect(out.house.some((r) => r.state === 'DC')).toBe(false);
    expect(byId.get('governor-2026-pa-general')).toMatchObject({
      office: 'governor',
      seat_class: null,
      winner: 'Fixture Candidate Theta',
    });
  });
  it('accounts for every row', () => {
    ledger.assertComplete();
    const house = ledger.accounts()[MEDSL_2026_FILES.house.path]!;
    expect(house).toMatchObject({ rows_read: 4, rows_used: 2, rows_merged: 1, rows_excluded: 1 });
  });
  it('fails loudly on rows it cannot place', () => {
    const senate = fixtureFiles()[MEDSL_2026_FILES.senate.path]!;
    const reader = (text: string) => memoryReader({ [MEDSL_2026_FILES.senate.path]: text });
    expect(() =>
      buildResults2026(reader(senate.replace(',GEN,FALSE,TRUE', ',PRI,FALSE,TRUE')), new Ledger(), specialClass),
    ).toThrow(/row 1, field "stage"/);
    expect(() =>
      buildResults2026(reader(senate.replace('2026,GEORGIA', '2024,GEORGIA')), new Ledger(), specialClass),
    ).toThrow(/row 1, field "year"/);
    expect(() => buildResults2026(reader(senate), new Ledger(), () => null)).toThrow(/special Senate election in OH/);
    expect(() => medslVersionDate('20251120', 'x')).toThrow(/not a date/);
  });
  it('adds nothing when no 2026 file is present', () => {
    const none = buildResults2026(memoryReader({}), new Ledger(), specialClass);
    expect(none).toEqual({ senate: [], house: [], governor: [] });
  });
});

describe('the 2026 source ids', () => {
  // runIngest refuses records that cite an id the registry lacks; the registry has no 2026 MEDSL entry until the
  // real files are added (test/ingest/results-2026-full.test.ts runs the whole ingest with them registered).
  it('are cited by the fixture records and must be registered before anything is published', () => {
    const out = buildResults2026(memoryReader(fixtureFiles()), new Ledger(), specialClass);
    // Their own sources: `verification` is a placeholder until the whole ingest's second look sets it.
    const records = [...out.senate, ...out.house, ...out.governor].map((r) => ({ sources: r.sources }));
    const registered = registry.sources.map((s) => s.id);
    expect(unregisteredSourceIds(records, registered)).toEqual([
      'medsl-senate-2026',
      'medsl-house-2026',
      'medsl-governor-2026',
    ]);
    expect(
      unregisteredSourceIds(records, [...registered, ...Object.values(MEDSL_2026_FILES).map((f) => f.source)]),
    ).toEqual([]);
  });
});

describe('the fixture never reaches data/ or dist/', () => {
  it('no data file names a fixture candidate, and no build serves a 2026 results year', () => {
    for (const name of readdirSync('data').filter((f) => f.endsWith('.json'))) {
      expect(/fixture candidate/i.test(readFileSync(join('data', name), 'utf8')), name).toBe(false);
    }
    for (const office of ['senate', 'house', 'governor']) {
      expect(existsSync(`dist/api/${office}/2026.json`) || existsSync(`dist/api/${office}/2026`), office).toBe(false);
    }
  });
});
