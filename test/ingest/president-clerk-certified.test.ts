/**
 * Issue 18, president 2000-2020: state results checked against the Clerk of the House's election statistics (the
 * high vote for presidential electors by party label; build/curated/certified-president-clerk.json). Regression tests
 * on the committed data/, and the curating tool's reading of the Clerk's text on excerpts in its layouts (plain,
 * letter-spaced with a fusion line, a footnoted lump, a section that does not add up).
 */
import { describe, expect, it } from 'vitest';
import clerkTable from '../../build/curated/certified-president-clerk.json' with { type: 'json' };
import {
  footnoteSplit,
  matchPresident,
  usualLabels,
  type PresidentRecord,
} from '../../build/curated/tools/clerk-house/match-president.ts';
import { parseClerkPresident } from '../../build/curated/tools/clerk-house/parse-president.ts';
import { presidentStates } from '../helpers/committed-data.ts';

const CLERK = 'curated-certified-president-clerk';
const state = (year: number, st: string) => presidentStates.find((r) => r.year === year && r.state === st)!;
const votes = (r: { candidates: { name: string; votes: number | null }[] }, name: string) =>
  r.candidates.find((c) => c.name === name)?.votes;
/** The record as the matcher reads it, from the committed data. */
const asRecord = (year: number, st: string): PresidentRecord => {
  const r = state(year, st);
  return { ...r, total_votes: r.total_votes!, winner: r.winner! };
};

describe('presidential state results certified from the Clerk of the House’s statistics', () => {
  it('every count and the write-in line equal the Clerk’s: 2000 CT is certified whole (remainder 54)', () => {
    const r = state(2000, 'CT');
    expect(r.verification.status).toBe('certified');
    expect(r.verification.sources).toContain(CLERK);
    expect(r.verification.note).toMatch(/^Figures equal a certified count/);
    expect([votes(r, 'Howard Phillips'), r.unattributed_votes, r.total_votes]).toEqual([9695, 54, 1459525]);
  });

  it('a footnote’s split of a lumped line certifies the tickets it names: 2012 AL Johnson, Stein, Goode', () => {
    const r = state(2012, 'AL');
    expect(r.verification.status).toBe('certified');
    const entry = clerkTable.states.find((e) => e.year === 2012 && e.state === 'AL')!;
    expect(entry.candidates).toMatchObject({
      'Gary Johnson': 12328,
      'Jill Stein': 3397,
      'Virgil Hamlin Goode Jr.': 2981,
    });
    expect(entry.unattributed_votes).toBe(4011);
    expect(entry.source).toContain(
      'p. 1 (FOR PRESIDENTIAL ELECTORS), https://clerk.house.gov/member_info/electionInfo/2012election.pdf',
    );
  });

  it('a label the Clerk lumps is not attributed, and the note names what stays the source’s: 2008 AL', () => {
    const r = state(2008, 'AL');
    expect(r.verification.status).toBe('certified');
    expect(r.verification.note).toContain('every figure but the votes of Ralph Nader, Bob Barr, Chuck Baldwin');
    expect(votes(r, 'Ralph Nader')).toBe(6788); // the Clerk's "Independent" 16,089 is three tickets
  });

  it('reviewed skips keep the certified canvass where the Clerk prints an earlier count: 2020 GA and WI', () => {
    for (const [st, name, served] of [
      ['GA', 'Joe Biden', 2473633],
      ['WI', 'Joe Biden', 1630866],
    ] as const) {
      expect(votes(state(2020, st), name)).toBe(served);
      expect(state(2020, st).verification.sources).not.toContain(CLERK);
      expect(clerkTable.states.some((e) => e.year === 2020 && e.state === st)).toBe(false);
    }
  });

  it('a hand-curated entry wins over the Clerk’s: 2008 MT serves the canvass 232,159, not the Clerk’s 231,667', () => {
    const r = state(2008, 'MT');
    expect(votes(r, 'Barack Obama')).toBe(232159);
    expect(r.verification.sources).toContain('curated-certified-president-states');
    expect(r.verification.sources).not.toContain(CLERK);
  });

  it('2000-2020: no state-year is left resolved on the county sums alone; 301 of 306 are certified', () => {
    const years = presidentStates.filter((r) => r.year >= 2000 && r.year <= 2020);
    expect(years).toHaveLength(306);
    expect(years.filter((r) => r.verification.status === 'certified').length).toBeGreaterThanOrEqual(301);
    expect(years.filter((r) => r.verification.status === 'resolved')).toEqual([]);
  });
});

/** 2000 Connecticut as pdftotext prints it (letter-spaced), leader dots shortened. */
const CT_2000 = `
                                   CONNECTICUT
                         F OR P RE SIDE NTIAL E LE CTORS
     Repu blica n ..........................................     561,094
     Dem ocr a t ic ........................................     816,015
     Gr een ................................................      64,452
     Con cer n ed Cit izen s (Con st it u t ion P a r t y ca n dida t e) ........  9,695
     Liber t a r ia n ......................................       3,484
     Refor m ...............................................       4,731
     Wr it e-in ............................................        1 54

                         F OR U NITE D S TATE S S E NATOR
     R ecapitu lation of Votes Cast in Con n ecticu t
  P r esiden t ia l elect or s ........   561,094   816,015   64,452   9,695   3,484   4,731   1 54   1,459,525
  1 In clu des ca n dida t es a ppea r in g on t h e followin g pa r t y t icket s in m ost ot h er St a t es: 40 for Na t u r a l La w; a n d 4 for Socia list Wor ker s.
`;

/** 2012 Alabama: plain text, a footnoted lump and its footnote. */
const AL_2012 = `
                                   ALABAMA
                         FOR PRESIDENTIAL ELECTORS
     Republican ............................................   1,255,925
     Democratic ............................................     795,696
     Independent ...........................................    1 18,706
     Write-in ..............................................       4,011
                    FOR UNITED STATES REPRESENTATIVE
                    Recapitulation of Votes Cast in Alabama
Presidential electors ......   1,255,925   795,696   1 18,706   4,011   2,074,338
  1 Includes votes for candidates appearing on the following party tickets in most other States: 2,981 for Constitu-
tion; 12,328 for Libertarian; and 3,397 for Green.
`;

/** 2008 Indiana: the footnote mark is glued to the write-in count in the section ("11,201"), not in the recapitulation. */
const IN_2008 = `
                                   INDIANA
                         FOR PRESIDENTIAL ELECTORS
     Democratic ............................................   1,374,039
     Republican ............................................   1,345,648
     Independent (Write-in) ................................         909
     Libertarian ...........................................      29,257
     Write-in ..............................................      11,201

                    FOR UNITED STATES REPRESENTATIVE
                    Recapitulation of Votes Cast in Indiana
   Presidential electors ....   1,374,039   1,345,648   909   29,257   ..........   1 1,201   2,751,054
`;

/** 2008 Alabama: one "Independent" line for three tickets, with no footnote. */
const AL_2008 = `
                                   ALABAMA
                         FOR PRESIDENTIAL ELECTORS
     Democratic ............................................     813,479
     Republican ............................................   1,266,546
     Independent ...........................................      16,089
     Write-in ..............................................       3,705

                         FOR UNITED STATES SENATOR
                    Recapitulation of Votes Cast in Alabama
   Presidential electors   813,479   1,266,546   16,089   3,705   2,099,819
`;

/** 2016 Maryland: the ballot lines and the write-ins by party, as printed (letter-spaced). */
const MD_2016 = `
                                   MAR YL AN D
                         F OR P RE SIDE NTIAL E LE CTORS
     Repu blica n ..........................................     943,169
     Dem ocr a t ic ........................................   1,677,928
     Liber t a r ia n ......................................      79,605
     Gr een ................................................      35,945
     Ot h er Wr it e-in s ..................................      33,263
     Wr it e-in (Ot h er ) .................................      10,921
     Wr it e-in (Un a ffilia t ed) .........................         278
     Wr it e-in (Repu blica n ) ............................         259
     Wr it e-in (Dem ocr a t ic) ...........................          78
                         F OR U NITE D S TATE S S E NATOR
                    R ecapitu lation of Votes Cast in Mar ylan d
P r esiden t ia l elect or s ....   943,169   1,677,928   35,945   79,605   33,263   78 ........   10,921   259   278 2,781,446
`;

describe('the Clerk president tool (build/curated/tools/clerk-house)', () => {
  it('reads a letter-spaced section: the fusion line, the footnote mark before a count, the printed total', () => {
    const [ct] = parseClerkPresident(CT_2000);
    expect(ct!.state).toBe('CT');
    expect(ct!.problems).toEqual([]);
    expect(ct!.lines.at(-1)).toMatchObject({ kind: 'write_in', votes: 54, footnote: 1 });
    const m = matchPresident(asRecord(2000, 'CT'), ct!, 'cite');
    if ('skip' in m) throw new Error(m.skip);
    // "Concerned Citizens (Constitution Party candidate)" is Phillips's ticket; the write-in line is the remainder.
    expect(m.entry.candidates['Howard Phillips']).toBe(9695);
    expect([m.entry.unattributed_votes, m.changes, m.left]).toEqual([54, [], []]);
  });

  it('splits a lumped line by its footnote only where the parts add up to the line', () => {
    const [al] = parseClerkPresident(AL_2012);
    expect(al!.footnotes[1]).toContain('2,981 for Constitution; 12,328 for Libertarian; and 3,397 for Green.');
    expect(footnoteSplit(al!.footnotes[1], 18706)).toEqual([
      { label: 'Constitution', votes: 2981 },
      { label: 'Libertarian', votes: 12328 },
      { label: 'Green', votes: 3397 },
    ]);
    expect(footnoteSplit(al!.footnotes[1], 18707)).toBeNull();
    const year = presidentStates.filter((r) => r.year === 2012) as unknown as PresidentRecord[];
    const m = matchPresident(asRecord(2012, 'AL'), al!, 'cite', usualLabels(year));
    if ('skip' in m) throw new Error(m.skip);
    expect(m.entry.candidates).toMatchObject({ 'Gary Johnson': 12328, 'Jill Stein': 3397 });
    expect(m.left).toEqual([]);
  });

  it('reads a footnote mark glued to a count apart only when the footnote exists and the lines then add up (2008 IN)', () => {
    const [bare] = parseClerkPresident(IN_2008);
    expect(bare!.problems).toEqual(['the lines add up to 2761054, which no total printed for the state equals']);
    expect(matchPresident(asRecord(2008, 'IN'), bare!, 'cite')).toMatchObject({
      skip: expect.stringContaining("the Clerk's section"),
    });
    const footnote =
      '  1 Includes votes for candidates appearing on the following party tickets in most other States: 12 for ' +
      'Americas Independent, 51 for Constitution, 87 for Green, 1,036 for Independent, 1 for Republican, and 14 for ' +
      'Socialist.\n';
    const [ind] = parseClerkPresident(IN_2008 + footnote);
    expect(ind!.problems).toEqual([]);
    expect(ind!.lines.at(-1)).toMatchObject({ kind: 'write_in', votes: 1201, footnote: 1 });
  });

  it('reports a count that differs from ours as a change (2016 MD, set aside on review: write-ins by party)', () => {
    const [md] = parseClerkPresident(MD_2016);
    expect(md!.problems).toEqual([]);
    const m = matchPresident(asRecord(2016, 'MD'), md!, 'cite');
    if ('skip' in m) throw new Error(m.skip);
    expect(m.changes).toContain('Hillary Clinton 1,678,006 -> 1,677,928');
    expect(m.changes).toContain('Donald Trump 943,428 -> 943,169');
    // MEDSL's figures are the ballot line plus the Clerk's "Write-in (Democratic)" 78 and "(Republican)" 259.
    expect(1677928 + 78).toBe(votes(state(2016, 'MD'), 'Hillary Clinton'));
    expect(state(2016, 'MD').verification.sources).not.toContain(CLERK);
  });

  it('never attributes a label the Clerk lumps: 2008 AL "Independent" 16,089 is not Nader’s 6,788', () => {
    const [al] = parseClerkPresident(AL_2008);
    expect(al!.problems).toEqual([]);
    const m = matchPresident(asRecord(2008, 'AL'), al!, 'cite');
    if ('skip' in m) throw new Error(m.skip);
    expect(m.left.join('\n')).toContain('Ralph Nader: the Clerk\'s "Independent" 16,089 vs ours 6,788 (over 1%)');
    expect(m.entry.candidates).toEqual({ 'John McCain': 1266546, 'Barack Obama': 813479 });
    expect(m.entry.unattributed_votes).toBeUndefined();
  });
});
