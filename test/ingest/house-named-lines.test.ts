/**
 * Named candidates stay named (issue 18, class 2), House: cross-endorsement lines MEDSL gives without a name are the
 * curated candidate's; and no contest above 0.5% unattributed is left unexamined (both pending lists empty).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import houseList from '../../build/curated/unattributed/house.json' with { type: 'json' };
import senateList from '../../build/curated/unattributed/senate.json' with { type: 'json' };
import { checkNamedLinesUsed, NAMED_LINES, namedLineFor } from '../../build/ingest/house/named-lines.ts';
import { RaceSchema } from '../../build/schemas/results.ts';

const house = RaceSchema.array().parse(
  JSON.parse(readFileSync(join(resolve(__dirname, '../../data'), 'house.json'), 'utf8')),
);
const race = (id: string) => house.find((r) => r.id === id)!;

describe('curated House named lines', () => {
  it('match a row by year, state, district, line name and votes only', () => {
    const row = { year: 2022, state: 'CT', district: 5, raw: 'WORKING FAMILIES', votes: 4020 };
    expect(namedLineFor(row)?.candidate).toBe('JAHANA HAYES');
    expect(namedLineFor({ ...row, votes: 4021 })).toBeUndefined();
    expect(namedLineFor({ ...row, district: 4 })).toBeUndefined();
  });
  it('an entry no row matched fails the ingest', () => {
    const contests = new Set(NAMED_LINES.map((l) => `${l.year}|${l.state}|${l.district}`));
    expect(() => checkNamedLinesUsed(new Set(NAMED_LINES), contests)).not.toThrow();
    expect(() => checkNamedLinesUsed(new Set(), contests)).toThrow(/no such unnamed row/);
    expect(() => checkNamedLinesUsed(new Set(), new Set())).not.toThrow(); // a fixture without those contests
  });
  it('regression: 2022 CT-5 Hayes beats Logan by the certified 2,004 votes, nothing unattributed', () => {
    const r = race('house-2022-ct-05-general');
    expect(r.candidates.map((c) => [c.name, c.votes])).toEqual([
      ['Jahana Hayes', 127_838],
      ['George Logan', 125_834],
    ]);
    expect(r.unattributed_votes).toBe(0);
    expect(race('house-2022-ct-01-general').candidates[0]).toMatchObject({ name: 'John B. Larson', votes: 149_556 });
    expect(race('house-2024-ct-03-general').candidates[1]).toMatchObject({ name: 'Michael Massey', votes: 135_113 });
  });
});

describe('every contest above 0.5% unattributed was examined', () => {
  it('no pending entries remain; every unnamed entry gives a reason', () => {
    expect(houseList.pending).toEqual([]);
    expect(senateList.pending).toEqual([]);
    for (const e of [...houseList.unnamed, ...senateList.unnamed]) expect(e.reason.length).toBeGreaterThan(40);
  });
});
