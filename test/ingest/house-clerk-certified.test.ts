/**
 * Issue 18, House: contests of 2000-2022 checked against the Clerk of the House's election statistics
 * (build/curated/certified-house.json), close races first. Regression tests on the committed data/, and the curating
 * tool's reading of the Clerk's text on excerpts in its layouts (plain, fusion lines, letter-spaced).
 */
import { describe, expect, it } from 'vitest';
import { matchRecord, type HouseRecord } from '../../build/curated/tools/clerk-house/match.ts';
import { parseClerkHouse } from '../../build/curated/tools/clerk-house/parse.ts';
import { corrections, house } from '../helpers/committed-data.ts';

const byId = (id: string) => house.find((r) => r.id === id)!;
const CLERK_2010 = 'https://clerk.house.gov/member_info/electionInfo/2010election.pdf';

describe('House contests certified from the Clerk of the House’s statistics', () => {
  it('a close race whose figures equal the Clerk’s is certified: 2022 NY-4 (D’Esposito 140,622, Gillen 130,871)', () => {
    const r = byId('house-2022-ny-04-general');
    expect(r.winner_margin).toBeLessThan(5);
    expect(r.verification.status).toBe('certified');
    expect(r.verification.sources).toContain('curated-certified-house');
    expect(r.candidates.map((c) => [c.name, c.votes])).toEqual([
      ['Anthony P. D’Esposito', 140622],
      ['Laura A. Gillen', 130871],
    ]);
    // Blank (6,904) and void (84) lines are not valid votes; scattering (67) is.
    expect([r.total_votes, r.unattributed_votes]).toEqual([271560, 67]);
    expect(corrections.filter((c) => c.record === r.id)).toEqual([]);
  });

  it('a write-in the Clerk names and counts is a candidate, not unattributed: 2002 AR-2 Ed Garner 10,874', () => {
    const r = byId('house-2002-ar-02-general');
    expect(r.verification.status).toBe('certified');
    expect(r.candidates.find((c) => c.name === 'Ed Garner')).toMatchObject({ votes: 10874, write_in: true });
    expect([r.total_votes, r.unattributed_votes]).toEqual([153626, 0]);
    // Every named write-in line of the Clerk's plain-text editions is counted: none is left in a note instead.
    const notes = house.filter((h) => h.year !== 2000 && h.year !== 2006 && h.year !== 2014 && h.year !== 2016);
    const leftInNote = (n: string) => n.startsWith('Unattributed votes:') && n.includes('(write-in)');
    expect(notes.filter((h) => h.notes.some(leftInNote)).map((h) => h.id)).toEqual([]);
  });

  it('a close race MEDSL gave without the Clerk’s scattering line gets it: 2010 WI-3 total 251,219 -> 251,340', () => {
    const r = byId('house-2010-wi-03-general');
    expect(r.verification.status).toBe('certified');
    expect([r.total_votes, r.unattributed_votes]).toEqual([251340, 121]);
    const fix = corrections.find((c) => c.record === r.id && c.field === 'total_votes')!;
    expect([fix.old, fix.new]).toEqual([251219, 251340]);
    expect(fix.source).toContain(`p. 53, ${CLERK_2010}`);
  });

  it('a figure that differs takes the Clerk’s, listed with its citation: 2010 NY-21 Danz 95,752 -> 85,752', () => {
    const r = byId('house-2010-ny-21-general');
    expect(r.candidates.find((c) => c.name === 'Theodore J. Danz Jr.')!.votes).toBe(85752);
    expect(r.total_votes).toBe(210641);
    expect(r.verification.status).toBe('certified');
    const fix = corrections.find((c) => c.record === r.id && c.field === 'candidates[Theodore J. Danz Jr.].votes')!;
    expect([fix.old, fix.new]).toEqual([95752, 85752]);
    expect(fix.source).toBe(
      `Clerk of the U.S. House, Statistics of the Congressional Election of November 2, 2010, p. 35, ${CLERK_2010}`,
    );
  });

  it('2022 CT-4: the Independent Party line MEDSL left unattributed is Stevenson’s in the Clerk’s statistics', () => {
    const r = byId('house-2022-ct-04-general');
    expect(r.candidates.find((c) => c.name === 'Jayme Stevenson')!.votes).toBe(95822);
    expect([r.total_votes, r.unattributed_votes]).toEqual([236084, 0]);
  });

  it('a party line MEDSL gives as a candidate is the cross-endorsed candidate’s (2022 NY-21 "Moderate")', () => {
    const r = byId('house-2022-ny-21-general');
    expect(r.candidates.map((c) => [c.name, c.votes])).toEqual([
      ['Elise M. Stefanik', 168579],
      ['Matt Castelli', 116421],
    ]);
    expect(r.verification.status).toBe('certified');
    expect(byId('house-2002-sc-04-general').candidates.find((c) => c.name === 'Peter J. Ashy')!.votes).toBe(52635);
    expect(byId('house-2002-sc-04-general').candidates.some((c) => c.name === 'No Name')).toBe(false);
  });

  it('where the Clerk prints no write-in line, the total stays the source’s and the note says so (2018 IA-4)', () => {
    const r = byId('house-2018-ia-04-general');
    expect([r.total_votes, r.unattributed_votes]).toEqual([313251, 206]);
    expect(r.verification.status).toBe('certified');
    expect(r.verification.note).toContain('every figure but the total (its 206 unattributed votes)');
  });

  it('a footnote mark before a count is not part of it: 2012 MS-4 Moore 82,344 (the Clerk prints "1 82,344")', () => {
    const r = byId('house-2012-ms-04-general');
    expect(r.candidates.find((c) => c.name === 'Matt Moore')!.votes).toBe(82344);
    expect(r.verification.status).toBe('certified');
    expect(corrections.filter((c) => c.record === r.id)).toEqual([]);
  });

  it('the close races of 2000-2022 are certified but for the 8 the Clerk does not print in full', () => {
    const close = house.filter(
      (r) => r.year >= 2000 && r.year <= 2022 && r.winner_margin !== null && r.winner_margin < 5,
    );
    expect(close.length).toBe(342);
    const left = close.filter((r) => r.verification.status !== 'certified').map((r) => r.id);
    // Louisiana's open primaries and runoffs, 2018 ME-2 (ranked choice), 2006 CT-4 (an ambiguous party line).
    expect(left).toEqual(
      expect.arrayContaining(['house-2018-me-02-general', 'house-2006-ct-04-general', 'house-2002-la-05-runoff']),
    );
    expect(left.length).toBe(8);
  });
});

describe('the curating tool reads the Clerk’s text', () => {
  const record = (candidates: HouseRecord['candidates'], total: number, unattributed: number): HouseRecord => ({
    id: 'house-2010-xx-01-general',
    year: 2010,
    candidates,
    total_votes: total,
    unattributed_votes: unattributed,
  });
  const cand = (name: string, party: string, votes: number) => ({ name, party, votes, write_in: false });

  it('sums a New York candidate’s party lines and leaves blank and void out', () => {
    const text = [
      '                                   NEW YORK',
      '                     FOR UNITED STATES REPRESENTATIVE',
      '  1. Nicholas J. LaLota, Republican ........................          154,046',
      '         Conservative .........................................        22,994',
      '     Bridget Fleming, Democrat ...............................        135,170',
      '     Blank ...................................................          7,991',
      '     Void ....................................................             66',
      '     Scattering ..............................................             48',
    ].join('\n');
    const [d] = parseClerkHouse(text);
    expect([d!.state, d!.district]).toEqual(['NY', 1]);
    const m = matchRecord(
      record([cand('Nicholas J. LaLota', 'republican', 177040), cand('Bridget Fleming', 'democrat', 135170)], 0, 48),
      d!,
      'cite',
    );
    expect('entry' in m && m.entry).toMatchObject({
      candidates: { 'Nicholas J. LaLota': 177040, 'Bridget Fleming': 135170 },
      total_votes: 312258,
    });
  });

  it('reads a letter-spaced edition and skips, never guesses, a candidate it cannot match', () => {
    const text = [
      '                                   ALABAMA',
      '                F OR U NITE D S TATE S R E P RE SE NTATIVE',
      '  1. Son n y Ca lla h a n , Repu blica n .....................          1 51,188',
      '     Dick Coffee, Liber t a r ia n ............................           14,031',
      '     Wr it e-in ...............................................              450',
    ].join('\n');
    const [d] = parseClerkHouse(text);
    expect(d!.lines.map((l) => l.votes)).toEqual([151188, 14031, 450]);
    const ok = matchRecord(
      record([cand('Sonny Callahan', 'republican', 151188), cand('Dick Coffee', 'libertarian', 14031)], 165669, 450),
      d!,
      'cite',
    );
    expect('entry' in ok && ok.changes).toEqual([]);
    // A different surname with a different count is not matched (the same count and party would be).
    const skipped = matchRecord(record([cand('Someone Else', 'republican', 150000)], 150450, 450), d!, 'cite');
    expect(skipped).toEqual({ skip: expect.stringContaining('Someone Else: no Clerk lines match') });
    // A candidate the Clerk names whom the record lacks is not folded into the remainder.
    const lacking = matchRecord(record([cand('Sonny Callahan', 'republican', 151188)], 151638, 450), d!, 'cite');
    expect(lacking).toEqual({ skip: expect.stringContaining('whom the record does not have') });
  });
});
