/**
 * Named candidates stay named (issue 18, class 2): MEDSL's unnamed Senate write-in lines take the name
 * FiveThirtyEight gives the same votes. The rule on fixtures, and the four races it names (committed data).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingWriteIns, nameFromTwin } from '../../build/ingest/senate/twin-names.ts';
import type { FteRow } from '../../build/ingest/fivethirtyeight/results.ts';
import { RaceSchema } from '../../build/schemas/results.ts';

const row = (name: string, votes: number, ballotParty = 'W'): FteRow => ({
  row: 1,
  raceId: 'r',
  cycle: 2002,
  state: 'MA',
  stage: 'general',
  special: false,
  seat: 'Class II',
  politicianId: '',
  name,
  ballotParty,
  rcvRound: null,
  votes,
  percent: null,
  winner: false,
  unopposed: false,
  alt: '',
});

describe('nameFromTwin', () => {
  it('names an unnamed line from the one twin row with exactly its votes and a candidate MEDSL does not list', () => {
    const out = nameFromTwin(
      [
        { row: 7, votes: 24_898 },
        { row: 8, votes: 6_077 },
      ],
      ['JOHN F. KERRY'],
      [row('John F. Kerry', 1_605_976, 'DEM'), row('Randall Forsberg', 24_898), row('', 6_077)],
    );
    expect(out.named.map((n) => [n.row, n.name])).toEqual([[7, 'Randall Forsberg']]);
    expect(out.rest).toEqual([{ row: 8, votes: 6_077 }]);
  });
  it('leaves a line unnamed when the votes match two rows, or a candidate MEDSL already lists', () => {
    expect(nameFromTwin([{ row: 1, votes: 10 }], [], [row('A B', 10), row('C D', 10)]).named).toHaveLength(0);
    expect(nameFromTwin([{ row: 1, votes: 10 }], ['JOHN KERRY'], [row('John F. Kerry', 10)]).named).toHaveLength(0);
  });
});

const senate = RaceSchema.array().parse(
  JSON.parse(readFileSync(join(resolve(__dirname, '../../data'), 'senate.json'), 'utf8')),
);

describe('regression: the four Senate candidates MEDSL left unnamed (committed data)', () => {
  const cand = (id: string, name: string) => senate.find((r) => r.id === id)!.candidates.find((c) => c.name === name);
  it('are named with their votes, and the remaining unattributed votes are below 0.5%', () => {
    expect(cand('senate-2002-ma-class2-general', 'Randall Forsberg')?.votes).toBe(24_898);
    expect(cand('senate-2002-nh-class2-general', 'Robert C. Smith')?.votes).toBe(2_396);
    expect(cand('senate-2004-id-class3-general', 'Scott F. McClure')?.votes).toBe(4_136);
    expect(cand('senate-2004-ut-class3-general', 'Joe LaBonte')).toMatchObject({ votes: 8_824, write_in: false });
    for (const id of ['senate-2002-ma-class2-general', 'senate-2004-id-class3-general']) {
      const r = senate.find((x) => x.id === id)!;
      expect(r.unattributed_votes / r.total_votes!).toBeLessThan(0.005);
    }
  });
});

describe('class 6: Senate write-in gaps', () => {
  it("adds named write-ins MEDSL lacks only when the twin total exceeds MEDSL's by exactly their votes", () => {
    const twin = [row('Mitt Romney', 665_215, 'REP'), row('Caleb Dan Reeve', 29), row('Tyrone Jensen', 17)];
    expect(missingWriteIns(['MITT ROMNEY'], 665_215, twin, 665_261).map((r) => r.name)).toEqual([
      'Caleb Dan Reeve',
      'Tyrone Jensen',
    ]);
    // a gap of another size means MEDSL folded them into a line, or counts differ: nothing is added
    expect(missingWriteIns(['MITT ROMNEY'], 665_215, twin, 665_250)).toEqual([]);
  });
  it('regression: 2020 AZ special at the canvass total 3,355,317 with Beckett 69 and Saenz spelled right; 2018 UT and DE complete', () => {
    const az = senate.find((r) => r.id === 'senate-2020-az-class3-special-general')!;
    expect(az.total_votes).toBe(3_355_317);
    expect(az.candidates.find((c) => c.name === 'Christopher Beckett')?.votes).toBe(69);
    expect(az.candidates.some((c) => c.name === 'Frank Saenz')).toBe(true);
    expect(senate.find((r) => r.id === 'senate-2018-ut-class1-general')!.total_votes).toBe(1_062_897);
    expect(senate.find((r) => r.id === 'senate-2018-de-class1-general')!.total_votes).toBe(362_606);
  });
});
