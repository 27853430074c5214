/**
 * Issue 18: contests that were disputed (MEDSL against the Amlani-Algara county sums) settled by the FEC's
 * Federal Elections 2016 table or a published result with its write-ins
 * (build/curated/certified-president-states.json), and the 2022 Oklahoma Senate
 * independent's name repaired in the FiveThirtyEight-only path (build/curated/name-fixes.json). Committed data.
 */
import { describe, expect, it } from 'vitest';
import { corrections, presidentStates, senate } from '../helpers/committed-data.ts';

const president = (year: number, state: string) => presidentStates.find((r) => r.year === year && r.state === state)!;
type Line = { name: string; votes: number | null; pct: number | null; write_in: boolean };
const line = (r: { candidates: Line[] }, name: string) => r.candidates.find((c) => c.name === name);

describe('2016 president: certified from the FEC table (issue 18)', () => {
  it('West Virginia serves the certified write-ins, so the total is 714,423 (MEDSL 713,051) and Trump 68.50%', () => {
    const wv = president(2016, 'WV');
    expect(wv.total_votes).toBe(714423);
    expect(line(wv, 'Evan McMullin')).toMatchObject({ votes: 1104, write_in: true });
    expect(line(wv, 'Kevin Moreau')).toMatchObject({ votes: 216, write_in: true });
    expect(wv.unattributed_votes).toBe(52);
    expect(line(wv, 'Donald Trump')!.votes).toBe(489371);
    expect(line(wv, 'Donald Trump')!.pct).toBeCloseTo(68.5, 1);
    expect(wv.verification.status).toBe('certified');
    const totalFix = (c: (typeof corrections)[number]) => c.record === 'president-2016-wv' && c.field === 'total_votes';
    expect(corrections.filter(totalFix).map((c) => c.new)).toEqual([714423]);
  });

  it("Arizona and Georgia keep their figures, which equal the FEC's, and are certified, no longer disputed", () => {
    const az = president(2016, 'AZ');
    const ga = president(2016, 'GA');
    expect([az.total_votes, az.unattributed_votes, line(az, 'Donald Trump')!.votes]).toEqual([2573165, 377, 1252401]);
    expect([ga.total_votes, ga.unattributed_votes, line(ga, 'Donald Trump')!.votes]).toEqual([4114732, 558, 2089104]);
    for (const r of [az, ga]) expect(r.verification.status).toBe('certified');
    // The entries confirm the served figures: they correct nothing (earlier FiveThirtyEight recoveries stay listed).
    const fromFec = (id: string) => corrections.filter((c) => c.record === id && c.source.includes('ranawg/fec16'));
    expect([...fromFec('president-2016-az'), ...fromFec('president-2016-ga')]).toEqual([]);
    expect(fromFec('president-2016-wv').length).toBeGreaterThan(0);
  });
});

describe('1976 Connecticut president: the published total with its 5,480 write-ins (issue 18)', () => {
  it('serves 1,381,526 (MEDSL 1,386,355, county sums 1,376,046), Ford 52.06%, and is certified', () => {
    const ct = president(1976, 'CT');
    expect([ct.total_votes, ct.unattributed_votes]).toEqual([1381526, 5480]);
    expect(line(ct, 'Gerald Ford')!.votes).toBe(719261);
    expect(line(ct, 'Gerald Ford')!.pct).toBeCloseTo(52.06, 2);
    expect(line(ct, 'Jimmy Carter')!.pct).toBeCloseTo(46.9, 2);
    expect(ct.verification.status).toBe('certified');
    const fix = { record: 'president-1976-ct', field: 'unattributed_votes', new: 5480 };
    expect(corrections).toContainEqual(expect.objectContaining(fix));
  });
});

describe("2008 Washington president: the Clerk's statewide figures, confirmed (issue 18)", () => {
  it('keeps 3,036,878 (county sums 3,053,261), Obama 57.65% as the current Wikipedia infobox, and is certified', () => {
    const wa = president(2008, 'WA');
    const figures = [wa.total_votes, line(wa, 'Barack Obama')!.votes, line(wa, 'John McCain')!.votes];
    expect(figures).toEqual([3036878, 1750848, 1229216]);
    expect(line(wa, 'Barack Obama')!.pct).toBeCloseTo(57.65, 2);
    expect(wa.verification.status).toBe('certified');
  });
});

describe('2022 Oklahoma Senate: the independent is Michael L. Delaney (issue 18, class 6)', () => {
  it('serves the repaired name, with the correction listed, and no candidate keeps the typo', () => {
    const ok = senate.find((r) => r.id === 'senate-2022-ok-class3-general')!;
    expect(line(ok, 'Michael L. Delaney')!.votes).toBe(20907);
    expect(ok.verification.status).toBe('certified');
    const fix = { record: ok.id, field: 'candidates[Michael L. Delaney].name', new: 'Michael L. Delaney' };
    expect(corrections).toContainEqual(expect.objectContaining(fix));
    expect(senate.flatMap((r) => r.candidates).filter((c) => c.name.includes('Micahael'))).toEqual([]);
  });
});

describe('2012 president: the certified statewide totals, not the county sums (issue 18)', () => {
  it.each([
    [2012, 'ID', 652274, 'Mitt Romney', 420911],
    [2012, 'WA', 3125516, 'Barack Obama', 1755396],
  ])('%i %s: total %i as the FEC reproduces the state canvass, certified', (year, state, total, name, votes) => {
    const r = president(year, state);
    expect(r.total_votes).toBe(total);
    expect(line(r, name)!.votes).toBe(votes);
    expect(r.verification.status).toBe('certified');
    expect(r.notes.join(' ')).toMatch(/county sums/);
  });
});
