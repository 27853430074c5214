/**
 * Issue 18: the Senate and presidential contests that were disputed or single-source, certified from the Clerk of
 * the House's "Statistics of the (Presidential and) Congressional Election" (entries in
 * build/curated/certified-counts.json and certified-president-states.json), or, before 2000 and in 2024, from cited
 * reference pages. Regression tests on the committed data/.
 */
import { describe, expect, it } from 'vitest';
import { presidentStates, senate } from '../helpers/committed-data.ts';

const race = (id: string) => senate.find((r) => r.id === id)!;
const votes = (r: { candidates: { name: string; votes: number | null }[] }) =>
  Object.fromEntries(r.candidates.map((c) => [c.name, c.votes]));

describe("Senate contests certified from the Clerk's statistics", () => {
  it('2000 Georgia special: the six counts are the Clerk\'s (p. 16), so the county sums no longer dispute it', () => {
    const r = race('senate-2000-ga-class3-special-jungle-primary');
    expect(r.verification.status).toBe('certified');
    expect(votes(r)).toMatchObject({ 'Zell Miller': 1413224, 'Mack F. Mattingly': 920478, 'Winnie Walsh': 11875 });
    expect(r.total_votes).toBe(2415743);
  });
  it('2020 Georgia special: 21 candidates, Warnock and Loeffler at their November counts (footnote 1, p. 20)', () => {
    const r = race('senate-2020-ga-class3-special-jungle-primary');
    expect(r.verification.status).toBe('certified');
    expect(r.candidates).toHaveLength(21);
    expect(votes(r)).toMatchObject({ 'Raphael Warnock': 1617035, 'Kelly Loeffler': 1273214, 'Rod Mack': 7 });
    expect(r.verification.note).not.toContain('gives every figure but');
  });
  it("2010 Alaska: Murkowski's write-in 101,091; the Clerk's unnamed write-in and Other lines stay unattributed", () => {
    const r = race('senate-2010-ak-class3-general');
    expect(r.verification.status).toBe('certified');
    expect(votes(r)['Lisa Murkowski']).toBe(101091);
    expect([r.total_votes, r.unattributed_votes]).toEqual([255503, 684]);
  });
  it("Louisiana 2016 open primary: the primary counts, not the runoff's the Clerk prints for Kennedy and Campbell", () => {
    const r = race('senate-2016-la-class3-jungle-primary');
    expect(r.verification.status).toBe('certified');
    expect(votes(r)).toMatchObject({ 'John Kennedy': 482591, 'Foster L. Campbell': 337833 });
  });
  it("2022 Nevada: None of These Candidates (12,441) is in the total the Clerk's recapitulation gives", () => {
    const r = race('senate-2022-nv-class3-general');
    expect(r.verification.status).toBe('certified');
    expect([r.total_votes, r.unattributed_votes]).toEqual([1020850, 12441]);
  });
});

describe("presidential states certified from the Clerk's statistics", () => {
  it('2008 Idaho: the elector slates\' high votes equal the served counts; no longer disputed', () => {
    const r = presidentStates.find((x) => x.year === 2008 && x.state === 'ID')!;
    expect(r.verification.status).toBe('certified');
    expect([r.total_votes, r.unattributed_votes]).toEqual([655122, 90]);
    expect(votes(r)).toMatchObject({ 'John McCain': 403012, 'Barack Obama': 236440, 'Ralph Nader': 7175 });
  });
});

describe('Senate contests certified from cited reference pages (before 2000, and 2024)', () => {
  it("1984 Alaska: Stevens, Havelock and the 715 others of the list's row", () => {
    const r = race('senate-1984-ak-class2-general');
    expect(r.verification.status).toBe('certified');
    expect([r.total_votes, r.unattributed_votes]).toEqual([206438, 715]);
  });
  it('1996 Louisiana primary: nine counts certified; the note names the six left to the source', () => {
    const r = race('senate-1996-la-class2-jungle-primary');
    expect(r.verification.status).toBe('certified');
    expect(r.verification.note).toContain('gives every figure but the votes of 6 candidates');
  });
  it("2024 Arizona: the cited total is the named candidates' counts, write-ins included, so nothing is unattributed", () => {
    const r = race('senate-2024-az-class1-general');
    expect(r.verification.status).toBe('certified');
    expect([r.total_votes, r.unattributed_votes]).toEqual([3348814, 0]);
  });
});

describe("Senate figures that differed from the Clerk's statistics: the Clerk's wins (listed at /api/corrections)", () => {
  it('2018 New York: the 3,872 scattered write-ins are counted; blank and void ballots are not', () => {
    const r = race('senate-2018-ny-class1-general');
    expect([r.total_votes, r.unattributed_votes]).toEqual([6059023, 3872]);
  });
  it("2018 West Virginia: Hollen's count is the Clerk's 24,411", () => {
    const r = race('senate-2018-wv-class1-general');
    expect(votes(r)['Rusty Hollen']).toBe(24411);
    expect(r.total_votes).toBe(586034);
  });
  it('2016 Missouri: the two write-ins the Clerk names stay named, and nothing is left unattributed', () => {
    const r = race('senate-2016-mo-class3-general');
    expect(votes(r)).toMatchObject({ 'Thomas Morgan': 4, 'Jon Kelly': 4 });
    expect([r.total_votes, r.unattributed_votes]).toEqual([2802641, 0]);
  });
});

describe("source misspellings the Clerk's statistics show (build/curated/name-fixes.json)", () => {
  it('2004: Jim Sykes (AK), Betsy Summers (PA) and Russell D. Feingold (WI) are spelled as the Clerk prints them', () => {
    expect(votes(race('senate-2004-ak-class3-general'))['Jim Sykes']).toBe(3053);
    expect(votes(race('senate-2004-pa-class3-general'))['Betsy Summers']).toBe(79263);
    expect(race('senate-2004-wi-class3-general').winner).toBe('Russell D. Feingold');
  });
});
