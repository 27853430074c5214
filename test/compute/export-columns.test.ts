/**
 * Issue 21: exports a spreadsheet reads right. result is the contest's result (every row of a won contest says
 * won), so the office exports carry candidate_result, each candidate's own outcome, and is_winner, the flag under
 * a name that says it is one; the presidential export carries winner_name. Real records, real counts.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeExportRows, computeOfficeExportRows } from '../../build/compute/export.ts';
import { loadDataset } from '../../build/pipeline/load.ts';

const data = loadDataset(resolve('data'));
const rowsOf = (
  office: 'senate' | 'house' | 'governor',
  year: number,
  state: 'PA' | 'LA' | 'NC' | 'VT' | 'GA' | null = null,
) => computeOfficeExportRows(data, office, year, state);

describe('candidate_result and is_winner in the office exports', () => {
  it('2024 Pennsylvania Senate: result = won keeps 5 of 5 rows, candidate_result = won keeps McCormick only', () => {
    const rows = rowsOf('senate', 2024, 'PA');
    expect(rows.length).toBe(5);
    expect(rows.filter((r) => r.result === 'won').length).toBe(5);
    expect(rows.filter((r) => r.candidate_result === 'won').map((r) => r.candidate)).toEqual(['Dave McCormick']);
    expect(rows.filter((r) => r.is_winner).map((r) => r.candidate)).toEqual(['Dave McCormick']);
  });

  it('House 2022: candidate_result = won keeps one row per contest won, the seats of /api/house/2022', () => {
    const rows = rowsOf('house', 2022);
    const won = rows.filter((r) => r.candidate_result === 'won');
    const contestsWon = data.house.filter((r) => r.year === 2022 && r.result === 'won');
    // 1,128 candidates: MEDSL's "Moderate" line of NY-21 is Matt Castelli's votes (the Clerk's statistics), not a candidate.
    expect(rows.length).toBe(1128);
    expect(rows.filter((r) => r.result === 'won').length).toBe(1128);
    expect(won.length).toBe(436);
    expect(contestsWon.length).toBe(436);
    expect(won.map((r) => r.contest_id)).toEqual(contestsWon.map((r) => r.id));
  });

  it('every row: contest_result is result, is_winner is winner, and is_winner exactly when candidate_result is won', () => {
    for (const office of ['senate', 'house', 'governor'] as const) {
      for (const year of [1976, 1986, 2002, 2004, 2018, 2020]) {
        for (const r of rowsOf(office, year)) {
          expect(r.contest_result).toBe(r.result);
          expect(r.is_winner).toBe(r.winner);
          expect(r.is_winner).toBe(r.candidate_result === 'won');
        }
      }
    }
  });

  it('a first round that went to a runoff: the two who advanced are runoff, the others lost (Georgia Senate 2020)', () => {
    const first = rowsOf('senate', 2020, 'GA').filter((r) => r.contest_result === 'runoff');
    const runoffs = new Set(first.map((r) => r.runoff_id));
    expect(runoffs.size).toBe(2);
    for (const id of runoffs) {
      const runoff = data.senate.find((r) => r.id === id)!;
      const advanced = first
        .filter((r) => r.runoff_id === id && r.candidate_result === 'runoff')
        .map((r) => r.candidate);
      expect(advanced.sort()).toEqual(runoff.candidates.map((c) => c.name).sort());
    }
    expect(first.filter((r) => r.candidate_result === 'lost').length).toBe(first.length - 4);
  });

  it('a runoff whose source spells a name differently still finds who advanced (2004 Louisiana 7th: Mount)', () => {
    const rows = rowsOf('house', 2004, 'LA').filter((r) => r.contest_id === 'house-2004-la-07-jungle-primary');
    const advanced = rows.filter((r) => r.candidate_result === 'runoff').map((r) => r.candidate);
    expect(advanced).toEqual(['Charles Boustany Jr.', 'Willie Landry Mount']);
  });

  it('legislature: the candidate the legislature elected won (Vermont governor 2002, Douglas); uncertified: null', () => {
    const vt = rowsOf('governor', 2002, 'VT');
    expect(vt.filter((r) => r.candidate_result === 'won').map((r) => r.candidate)).toEqual(['Jim Douglas']);
    expect(vt.every((r) => r.contest_result === 'legislature')).toBe(true);
    const nc9 = rowsOf('house', 2018, 'NC').filter((r) => r.contest_id === 'house-2018-nc-09-general');
    expect(nc9.map((r) => r.candidate_result)).toEqual([null, null, null]);
    expect(nc9.some((r) => r.is_winner)).toBe(false);
  });
});

describe('winner_name in the presidential export', () => {
  it("is the winner's name on every row (2020 Georgia: Biden)", () => {
    const rows = computeExportRows(data, 2020, null);
    expect(rows.length).toBe(51);
    for (const r of rows) expect(r.winner_name).toBe(r.winner);
    expect(rows.find((r) => r.abbreviation === 'GA')!.winner_name).toMatch(/Biden/);
  });
});
