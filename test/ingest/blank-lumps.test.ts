/**
 * Totals are valid votes (issue 18, class 3): unnamed lines that lump blank, void and scattering ballots are not
 * counted. The rule and its check on labelled fixtures, and regression tests over the committed data/ on the
 * examples the issue names (New York 1990 and 1994, Massachusetts 1986 and 1990) and the Senate lumps.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLANK_LUMP_REASON, blankLumpStateYears, checkNoBlankLumps } from '../../build/ingest/core/blank-lumps.ts';
import { isGenericLump } from '../../build/ingest/core/pseudo.ts';
import { checkCuratedBlankLumps, CURATED_BLANK_LUMPS, senateBlankLump } from '../../build/ingest/senate/blank-lumps.ts';
import { RaceSchema } from '../../build/schemas/results.ts';

const DATA = resolve(__dirname, '../../data');
const read = (name: string) => JSON.parse(readFileSync(join(DATA, name), 'utf8'));
const house = RaceSchema.array().parse(read('house.json'));
const senate = RaceSchema.array().parse(read('senate.json'));
const byId = (races: typeof house, id: string) => races.find((r) => r.id === id)!;
const pctOf = (races: typeof house, id: string, name: string) =>
  byId(races, id).candidates.find((c) => c.name.includes(name))!.pct;

describe('the blank-lump rule', () => {
  const contest = (state: string, lump: number) => ({ year: 1994, state, lump, named: 1000 - lump });
  it('classes a state-year whose median contest has an unnamed line of 3% or more, with at least 3 contests', () => {
    const found = blankLumpStateYears([
      contest('NY', 120),
      contest('NY', 90),
      contest('NY', 0),
      contest('VA', 120),
      contest('VA', 0),
      contest('VA', 2),
    ]);
    expect([...found.keys()]).toEqual(['1994|NY']);
    expect(found.get('1994|NY')).toBeCloseTo(0.09);
  });
  it('does not class one large write-in line (a write-in campaign), nor a state-year of fewer than 3 contests', () => {
    expect(blankLumpStateYears([contest('WV', 366), contest('WV', 0), contest('WV', 0), contest('WV', 0)]).size).toBe(
      0,
    );
    expect(blankLumpStateYears([contest('ND', 38), contest('ND', 38)]).size).toBe(0);
  });
  it('only generic lines can hide blank ballots: "None of these candidates" and named party lines cannot', () => {
    for (const n of ['WRITEIN', 'OTHER', 'SCATTER', '', ' scattering ']) expect(isGenericLump(n)).toBe(true);
    for (const n of ['NONE OF THESE CANDIDATES', 'INDEPENDENT', 'CHARLES B RANGEL', 'BLANK VOTE'])
      expect(isGenericLump(n)).toBe(false);
  });
  it('the check fails where published unattributed votes still carry the signature', () => {
    const rec = (id: string, un: number) => ({
      id,
      year: 1994,
      state: 'NY',
      total_votes: 1000,
      unattributed_votes: un,
    });
    const failed = checkNoBlankLumps([rec('a', 120), rec('b', 100), rec('c', 0)]);
    expect(failed.passed).toBe(false);
    expect(failed.details[0]).toMatch(/^1994 NY: the median contest has 10\.0% of its votes unattributed/);
    expect(checkNoBlankLumps([rec('a', 120), rec('b', 1), rec('c', 0)]).passed).toBe(true);
  });
});

describe('Senate lumps: the House signature of the same state-year, else a curated certified share', () => {
  const where = { file: 'results/medsl/1976-2020-senate.csv', year: 1976, state: 'NY', special: false, votes: 348_498 };
  it('uses the House state-year, then the curated entry, else nothing', () => {
    expect(senateBlankLump(new Map([['1976|NY', 0.1]]), where)!.reason).toMatch(
      /House contests of this state and year/,
    );
    expect(senateBlankLump(new Map(), where)!.note).toMatch(/Moynihan 3,422,594, 54.17%/);
    expect(senateBlankLump(new Map(), { ...where, votes: 1 })).toBeNull();
  });
  it('a curated entry whose certified share does not hold fails the ingest', () => {
    const entry = CURATED_BLANK_LUMPS[0]!;
    const lines = [
      { raw: 'DANIEL PATRICK MOYNIHAN', votes: 3_422_594 },
      { raw: 'JAMES L. BUCKLEY', votes: 2_895_783 },
    ];
    const c = {
      file: entry.file,
      year: 1976,
      state: 'NY',
      special: false,
      blankLumps: 348_498,
      lines,
      unattributed: 0,
    };
    expect(() => checkCuratedBlankLumps([c], [entry])).not.toThrow();
    expect(() => checkCuratedBlankLumps([{ ...c, unattributed: 348_498 }], [entry])).toThrow(
      /not the certified 54.17%/,
    );
    expect(() => checkCuratedBlankLumps([{ ...c, blankLumps: 0 }], [entry])).toThrow(/no unnamed line/);
  });
});

describe("regression: the issue's examples are valid-vote totals (committed data)", () => {
  it('New York 1994: Rangel and Velázquez at their certified shares', () => {
    expect(pctOf(house, 'house-1994-ny-15-general', 'Rangel')).toBeCloseTo(96.5, 1); // was 71.7
    expect(pctOf(house, 'house-1994-ny-12-general', 'Velázquez')).toBeCloseTo(92.3, 1); // was 59.2
    expect(byId(house, 'house-1994-ny-15-general').total_votes).toBe(80_642); // 108,602 less 27,960 blank/void/scattering
  });
  it('Massachusetts 1990: Early, unopposed, has 100% of 150,992 valid votes (not 65.5% of 230,432)', () => {
    const r = byId(house, 'house-1990-ma-03-general');
    expect([r.total_votes, r.unattributed_votes, r.candidates[0]!.pct]).toEqual([150_992, 0, 100]);
    expect(r.notes.join(' ')).toMatch(/excludes 79,440 blank, void and scattering ballots/);
  });
  it('every district of the four state-years has no unattributed votes left', () => {
    for (const [year, state, n] of [
      [1990, 'NY', 34],
      [1994, 'NY', 31],
      [1986, 'MA', 11],
      [1990, 'MA', 11],
    ] as const) {
      const races = house.filter((r) => r.year === year && r.state === state && r.stage === 'general');
      expect(races).toHaveLength(n);
      for (const r of races) expect(r.unattributed_votes).toBe(0);
    }
  });
  it('the Senate lumps: NY 1976, 1986, 1994 and MA 1990 at their certified shares', () => {
    expect(pctOf(senate, 'senate-1976-ny-class1-general', 'Moynihan')).toBeCloseTo(54.17, 1);
    expect(pctOf(senate, 'senate-1986-ny-class3-general', "D'Amato")).toBeCloseTo(56.9, 1);
    expect(pctOf(senate, 'senate-1994-ny-class1-general', 'Moynihan')).toBeCloseTo(55.25, 1);
    expect(byId(senate, 'senate-1990-ma-class2-general').total_votes).toBe(2_314_629);
  });
  it('the ledger gives the rule as the reason for every excluded line', () => {
    const report = read('ingest-report.json');
    const house94 = report.files['results/medsl/1976-2024-house.csv'].excluded_by_reason[BLANK_LUMP_REASON];
    expect(house94).toBe(87);
  });
});
