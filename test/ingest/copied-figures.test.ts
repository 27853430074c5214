/**
 * Counts copied from another contest (issue 18): MEDSL's 1998 Maryland 2nd district rows repeat the 1994 contest's
 * counts. The rule (no two contests of an office share their two highest counts) and the contest it found.
 */
import { describe, expect, it } from 'vitest';
import { checkCopiedFigures } from '../../build/ingest/core/copied-figures.ts';
import type { Race } from '../../build/schemas/results.ts';
import { governor, house, senate } from '../helpers/committed-data.ts';

const race = (id: string) => house.find((r) => r.id === id)!;

/** FIXTURE records, never served. */
const fixture = (id: string, votes: (number | null)[]) =>
  ({ id, candidates: votes.map((v, i) => ({ name: `Candidate ${i}`, votes: v })) }) as unknown as Race;

describe('copied counts: the rule', () => {
  it('fails where two contests share their two highest counts, whatever the names', () => {
    const result = checkCopiedFigures([[fixture('a', [125162, 74275, 20]), fixture('b', [74275, 125162])]], []);
    expect(result.passed).toBe(false);
    expect(result.details).toEqual(['b and a share their two highest counts (125162,74275): one copies the other']);
  });

  it('passes contests that share one count, and uncounted contests', () => {
    const records = [fixture('a', [125162, 74275]), fixture('b', [125162, 74276]), fixture('c', [null, null])];
    expect(checkCopiedFigures([records], []).passed).toBe(true);
  });

  it('compares contests of one office only', () => {
    expect(checkCopiedFigures([[fixture('a', [10, 5])], [fixture('b', [10, 5])]], []).passed).toBe(true);
  });

  it('fails when a listed contest still publishes counts', () => {
    const listed = [{ record: 'b', copy_of: 'a', why: 'test', source: 'test' }];
    const result = checkCopiedFigures([[fixture('a', [10, 5]), fixture('b', [3, 2])]], listed);
    expect(result.details).toEqual(['curated/copied-figures.json: b still publishes counts']);
  });
});

describe('copied counts: the real data', () => {
  it('no two published House, Senate or governor contests share their two highest counts', () => {
    const result = checkCopiedFigures([house, senate, governor]);
    expect(result.details).toEqual([expect.stringMatching(/^\d+ contests with two counted candidates/)]);
  });

  it("1998 MD-2 publishes no counts (they were 1994 MD-2's), keeps its seated winner and says why", () => {
    const r = race('house-1998-md-02-general');
    expect(r.candidates.map((c) => [c.name, c.votes])).toEqual([
      ['Robert L. Ehrlich Jr.', null],
      ['Kenneth T. Bosley', null],
    ]);
    expect(r).toMatchObject({ total_votes: null, margin: null, winner: 'Robert L. Ehrlich Jr.' });
    expect(r.notes.join(' ')).toContain('those of house-1994-md-02-general, copied');
  });

  it('1994 MD-2 keeps the counts the Maryland Manual prints', () => {
    const r = race('house-1994-md-02-general');
    expect(Object.fromEntries(r.candidates.map((c) => [c.name, c.votes]))).toMatchObject({
      'Robert L. Ehrlich Jr.': 125162,
      'Gerry L. Brewster': 74275,
    });
  });
});
