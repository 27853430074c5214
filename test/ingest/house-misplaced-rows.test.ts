/**
 * Rows in the wrong district (issue 18): 1986 CA-9's second Democrat, Wayne B. Norris, was the 19th's nominee
 * (Gelman & King, CQ's returns); the curated move puts him there and lists the move at /api/corrections.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMisplacedRowsUsed, MISPLACED_ROWS, misplacedEntryFor } from '../../build/ingest/house/misplaced-rows.ts';
import type { HouseRow } from '../../build/ingest/house/row.ts';
import { CorrectionSchema } from '../../build/schemas/corrections.ts';
import { RaceSchema } from '../../build/schemas/results.ts';

const data = resolve(__dirname, '../../data');
const house = RaceSchema.array().parse(JSON.parse(readFileSync(join(data, 'house.json'), 'utf8')));
const corrections = CorrectionSchema.array().parse(JSON.parse(readFileSync(join(data, 'corrections.json'), 'utf8')));
const race = (id: string) => house.find((r) => r.id === id)!;
const norris: HouseRow = {
  row: 6230,
  year: 1986,
  state: 'CA',
  district: 9,
  special: false,
  runoff: false,
  raw: 'WAYNE B NORRIS',
  party: 'DEMOCRAT',
  writeIn: false,
  votes: 45_619,
};

describe('curated misplaced House rows', () => {
  it('match a row by year, state, district, candidate and votes only', () => {
    expect(misplacedEntryFor(norris)?.to_district).toBe(19);
    expect(misplacedEntryFor({ ...norris, votes: 45_620 })).toBeUndefined();
    expect(misplacedEntryFor({ ...norris, district: 19 })).toBeUndefined();
  });
  it('an entry no row matched fails the ingest', () => {
    expect(() => checkMisplacedRowsUsed(new Set(MISPLACED_ROWS), new Set([1986]))).not.toThrow();
    expect(() => checkMisplacedRowsUsed(new Set(), new Set([1986]))).toThrow(/no such row/);
    expect(() => checkMisplacedRowsUsed(new Set(), new Set([2024]))).not.toThrow(); // a fixture without 1986
  });
  it('regression: 1986 CA-9 is Stark v. Williams, CA-19 Lagomarsino v. Norris, as in CQ', () => {
    expect(race('house-1986-ca-09-general').candidates.map((c) => [c.name, c.party, c.votes])).toEqual([
      ['Fortney Pete Stark', 'democrat', 113_490],
      ['David M. Williams', 'republican', 49_300],
    ]);
    const ca19 = race('house-1986-ca-19-general');
    expect(ca19.candidates.find((c) => c.party === 'democrat')).toMatchObject({
      name: 'Wayne B. Norris',
      votes: 45_619,
    });
    expect(ca19.notes.join(' ')).toMatch(/WAYNE B NORRIS.*district 19/);
    const moves = corrections.filter((c) => c.field === 'candidates[Wayne B. Norris].votes');
    expect(moves.map((c) => [c.record, c.old, c.new])).toEqual([
      ['house-1986-ca-09-general', 45_619, null],
      ['house-1986-ca-19-general', null, 45_619],
    ]);
  });
  it('regression: 1992 MD-2 names Michael C. Hickey Jr. (MEDSL "MICAHEL"), a listed name fix', () => {
    expect(race('house-1992-md-02-general').candidates.map((c) => c.name)).toContain('Michael C. Hickey Jr.');
  });
});
