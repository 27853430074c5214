/**
 * Issue 18, Senate: every November Senate record of 2000-2022 checked against the Clerk of the House's election
 * statistics (build/curated/certified-senate.json). Regression tests on the committed data/, and the curating tool's
 * reading of the Senate sections (sub-headings for specials and runoffs, counts wrapped to the next line).
 */
import { describe, expect, it } from 'vitest';
import { parseClerkSenate } from '../../build/curated/tools/clerk-house/parse-senate.ts';
import { corrections, senate } from '../helpers/committed-data.ts';

const byId = (id: string) => senate.find((r) => r.id === id)!;
const CLERK_2000 = 'https://clerk.house.gov/member_info/electionInfo/2000election.pdf';

describe('Senate contests certified from the Clerk of the House’s statistics', () => {
  it('a count that differs takes the Clerk’s, listed with its citation: 2000 MA "Other" 2,515 -> 2,473', () => {
    const r = byId('senate-2000-ma-class1-general');
    expect(r.verification.status).toBe('certified');
    expect(r.verification.sources).toContain('curated-certified-senate');
    // The Clerk's "Blank/Scattering 134,586" line is not valid votes; its "Other 2,473" is the unattributed remainder.
    expect([r.total_votes, r.unattributed_votes]).toEqual([2599420, 2473]);
    const fix = corrections.find((c) => c.record === r.id && c.field === 'total_votes')!;
    expect([fix.old, fix.new]).toEqual([2599462, 2599420]);
    expect(fix.source).toBe(
      `Clerk of the U.S. House, Statistics of the Presidential and Congressional Election of November 7, 2000, p. 27, ${CLERK_2000}`,
    );
  });

  it('the write-ins the Clerk names are candidates, not unattributed: 2018 FL (Lateresa L. A. Jones 467, ...)', () => {
    const r = byId('senate-2018-fl-class1-general');
    expect(r.verification.status).toBe('certified');
    expect(r.candidates.find((c) => c.name === 'Lateresa L. A. Jones')).toMatchObject({ votes: 467, write_in: true });
    expect(r.candidates.filter((c) => c.write_in).reduce((s, c) => s + c.votes!, 0)).toBe(1028);
    expect([r.total_votes, r.unattributed_votes]).toEqual([8190005, 0]);
  });

  it('a party line the Clerk prints without a name is matched by party and exact count: 2018 AZ "Green 57,442"', () => {
    const r = byId('senate-2018-az-class1-general');
    expect(r.verification.status).toBe('certified');
    expect(r.candidates.find((c) => c.name === 'Angela Green')!.votes).toBe(57442);
    // Its seven write-ins (566 votes, unattributed before) are named.
    expect(r.candidates.filter((c) => c.write_in).map((c) => c.votes)).toEqual([365, 46, 45, 42, 37, 29, 2]);
    expect([r.total_votes, r.unattributed_votes]).toEqual([2384308, 0]);
  });

  it('a special is matched with the Clerk’s "unexpired term" contest, the regular race with the other: 2008 MS', () => {
    const special = byId('senate-2008-ms-class1-special-general');
    const regular = byId('senate-2008-ms-class2-general');
    expect(special.candidates.map((c) => [c.name, c.votes])).toEqual([
      ['Roger F. Wicker', 683409],
      ['Ronnie Musgrove', 560064],
    ]);
    expect(regular.candidates.map((c) => [c.name, c.votes])).toEqual([
      ['Thad Cochran', 766111],
      ['Erik Fleming', 480915],
    ]);
    for (const r of [special, regular]) expect(r.verification.sources).toContain('curated-certified-senate');
  });

  it('Nevada 2010: MEDSL’s "OTHER CANDIDATES" is the None-of-these line (unattributed), the Clerk’s "Other Candidates"', () => {
    const r = byId('senate-2010-nv-class3-general');
    expect(r.candidates.some((c) => c.name === 'Other Candidates')).toBe(false);
    expect(r.candidates).toHaveLength(8);
    expect([r.total_votes, r.unattributed_votes]).toEqual([721404, 16197]);
    expect(r.verification.status).toBe('certified');
    expect(r.notes.join(' ')).toContain('None of these candidates');
  });

  it('where the Clerk’s page is in error or prints another election, the record is skipped, never changed', () => {
    // 2006 NJ: the Clerk prints Menendez 58,333 (its recapitulation 101,973 in all); the state's count is 1,200,843.
    const nj = byId('senate-2006-nj-class1-general');
    expect(nj.candidates[0]).toMatchObject({ name: 'Robert Menendez', votes: 1200843 });
    expect(nj.verification.sources).not.toContain('curated-certified-senate');
    // 2020 GA: the Clerk prints the January 5, 2021 runoff's Ossoff 2,269,923, Perdue 2,214,979 (its footnote 2).
    const ga = byId('senate-2020-ga-class2-general');
    expect(ga.candidates.map((c) => c.votes)).toEqual([2462617, 2374519, 115039]);
    expect(ga.verification.sources).not.toContain('curated-certified-senate');
  });

  it('every Senate record of 2000-2022 is certified but for 14, each left for a stated reason', () => {
    const years = senate.filter((r) => r.year >= 2000 && r.year <= 2022);
    expect(years.length).toBe(429);
    const left = years.filter((r) => r.verification.status !== 'certified').map((r) => r.id);
    // Runoffs and odd-year specials the Clerk does not print, ranked-choice Maine, the two skips above, and two
    // records whose lines do not match the Clerk's (see the tool's README).
    expect(left).toEqual(
      expect.arrayContaining([
        'senate-2008-ga-class2-runoff',
        'senate-2017-al-class2-special-general',
        'senate-2018-me-class1-general',
        'senate-2006-nj-class1-general',
        'senate-2020-co-class2-general',
      ]),
    );
    expect(left.length).toBe(14);
  });
});

describe('the curating tool reads the Clerk’s Senate sections', () => {
  it('opens a contest per sub-heading: an unexpired term is a special, a runoff is a runoff', () => {
    const text = [
      '                                   MISSISSIPPI',
      '                       FOR PRESIDENTIAL ELECTORS',
      '        Republican ..................................................     724,597',
      '                        FOR UNITED STATES SENATOR',
      '                (For unexpired term ending January 3, 2013)',
      '        Roger F. Wicker, Republican ....................................     683,409',
      '        Ronnie Musgrove, No Party Affiliation ..........................     560,064',
      '            (General Election for full term beginning January 3, 2009)',
      '        Erik Fleming, Democrat .........................................     480,915',
      '        Thad Cochran, Republican .......................................     766,111',
      '                     FOR UNITED STATES REPRESENTATIVE',
      '  1. Travis Childers, Democrat ........................................     185,959',
      '                                   LOUISIANA',
      '                        FOR UNITED STATES SENATOR',
      '                               (General Election)',
      '        Mary L. Landrieu, Democrat .....................................     573,347',
      '                      (Runoff Election—December 7, 2002) 1',
      '        Mary L. Landrieu, Democrat .....................................     638,654',
    ].join('\n');
    const contests = parseClerkSenate(text);
    expect(contests.map((c) => [c.state, c.special, c.runoff, c.lines.length])).toEqual([
      ['MS', true, false, 2],
      ['MS', false, false, 2],
      ['LA', false, false, 1],
      ['LA', false, true, 1],
    ]);
    expect(contests[1]!.lines.map((l) => [l.name, l.votes])).toEqual([
      ['Erik Fleming', 480915],
      ['Thad Cochran', 766111],
    ]);
  });

  it('reads a count wrapped to the next line (2020) and "Write-in, Scatterings" as scattering (2018 NE)', () => {
    const text = [
      '                                   GEORGIA',
      '                        FOR UNITED STATES SENATOR',
      '      Raphael Warnock, Democrat ......................................................            1',
      '                                                                                           2,289,113',
      '      Rod Mack, Write-in .............................................................            7',
      '                                   NEBRASKA',
      '                        FOR UNITED STATES SENATOR',
      '      Deb Fischer, Republican ........................................................      403,151',
      '      Write-in, Scatterings ..........................................................          466',
    ].join('\n');
    const [ga, ne] = parseClerkSenate(text);
    expect(ga!.lines.map((l) => [l.kind, l.name, l.votes])).toEqual([
      ['candidate', 'Raphael Warnock', 2289113],
      ['write_in', 'Rod Mack', 7],
    ]);
    expect(ne!.lines.map((l) => [l.kind, l.votes])).toEqual([
      ['candidate', 403151],
      ['scattering', 466],
    ]);
  });
});
