/** Issue 20 item 4: Bioguide, FEC, ICPSR, GovTrack and Wikidata ids on House and Senate winners (ingest/members/). */
import { describe, expect, it } from 'vitest';
import { checkMissesListed, checkOnePersonPerId, coverageByDecade } from '../../build/ingest/members/attach.ts';
import { buildMemberIndex, joinWinner } from '../../build/ingest/members/join.ts';
import type { Person } from '../../build/ingest/members/legislators.ts';
import type { Race } from '../../build/schemas/results.ts';
import { governor, house, report, senate } from '../helpers/committed-data.ts';

const byId = (id: string) => [...house, ...senate].find((r) => r.id === id)!;

describe('winner ids on the committed data', () => {
  it("Bernie Sanders's House and Senate wins carry one Bioguide id, S000033, and its onward ids", () => {
    const wins = [...house, ...senate].filter((r) => r.state === 'VT' && /Sanders/.test(r.winner ?? ''));
    expect(wins.filter((r) => r.office === 'house').map((r) => r.year)).toEqual([
      1990, 1992, 1994, 1996, 1998, 2000, 2002, 2004,
    ]);
    expect(wins.filter((r) => r.office === 'senate').map((r) => r.year)).toEqual([2006, 2012, 2018, 2024]);
    for (const r of wins)
      expect(r.winner_ids).toEqual({
        bioguide: 'S000033',
        fec: ['H8VT01016', 'S4VT00033'],
        icpsr: 29147,
        govtrack: 400357,
        wikidata: 'Q359442',
      });
  });

  it('a special-election successor does not overwrite the regular winner: 2012 MO-8 is Jo Ann Emerson, not Jason Smith', () => {
    expect(byId('house-2012-mo-08-general').winner_ids?.bioguide).toBe('E000172');
    // Jason Smith won the June 2013 special for the same seat, then the 2014 general.
    expect(byId('house-2014-mo-08-general').winner_ids?.bioguide).toBe('S001195');
    // Pelosi's first term (won in a June 1987 special) is dated from the Congress's first day: 1986 CA-5 stays Sala Burton.
    expect(byId('house-1986-ca-05-general').winner ?? '').toMatch(/Burton/);
    expect(byId('house-1986-ca-05-general').winner_ids?.bioguide).not.toBe('P000197');
  });

  it('covers House general winners at least 99.5% and Senate winners 100% in every decade', () => {
    const rows = coverageByDecade([...house, ...senate]);
    expect(rows.map((c) => `${c.office} ${c.decade}`)).toHaveLength(12);
    for (const c of rows)
      expect(c.joined / c.winners, `${c.office} ${c.decade}s`).toBeGreaterThanOrEqual(c.office === 'house' ? 0.995 : 1);
    expect(rows.find((c) => c.office === 'house' && c.decade === 1980)).toEqual({
      office: 'house',
      decade: 1980,
      winners: 2175,
      joined: 2171,
    });
  });

  it('null for governor records and for contests without a winner; the ingest checks passed', () => {
    expect(governor.every((r) => r.winner_ids === null)).toBe(true);
    expect([...house, ...senate].filter((r) => r.result !== 'won').every((r) => r.winner_ids === null)).toBe(true);
    const checks = report.checks.filter((c) => /Bioguide/.test(c.name));
    expect(checks).toHaveLength(3);
    expect(checks.every((c) => c.passed)).toBe(true);
  });

  it('winners who never sat are joined to the incumbent of their seat (1998 GA-6 Gingrich, 2024 FL-1 Gaetz)', () => {
    expect(byId('house-1998-ga-06-general').winner_ids?.bioguide).toBe('G000225');
    expect(byId('house-2024-fl-01-general').winner_ids?.bioguide).toBe('G000578');
  });
});

/** A fixture index: two members holding MO-8 terms in one year, one from the Congress's first day. */
const person = (bioguide: string, last: string, name: string, terms: Person['terms']): Person => ({
  bioguide,
  name,
  lasts: [[last]],
  fec: [],
  icpsr: null,
  govtrack: null,
  wikidata: null,
  terms,
});
const emerson = person('E000172', 'emerson', 'Jo Ann Emerson', [
  { type: 'rep', start: '2013-01-03', end: '2013-01-22', state: 'MO', seat: 8 },
]);
const smith = person('S001195', 'smith', 'Jason Smith', [
  { type: 'rep', start: '2013-06-05', end: '2015-01-03', state: 'MO', seat: 8 },
]);
const index = buildMemberIndex(
  new Map([
    [emerson.bioguide, emerson],
    [smith.bioguide, smith],
  ]),
  [],
);
const mo8 = { ...byId('house-2012-mo-08-general') } as Race;

describe('the join (fixtures)', () => {
  it('keys on the full first day of the Congress, so a later 2013 term in the same seat is not the 2012 winner', () => {
    expect(joinWinner(mo8, index)).toEqual({ bioguide: 'E000172', path: 'seat_key' });
    // A winner whose surname is not the key holder's is not joined through the key.
    expect(joinWinner({ ...mo8, winner: 'Somebody Else' }, index).bioguide).toBeNull();
  });

  it('fails on an unlisted miss, a stale entry, one id on two seats in a year, and a name that disagrees', () => {
    expect(checkMissesListed([mo8], []).passed).toBe(false);
    expect(checkMissesListed([], [{ record: mo8.id, winner: 'Jo Ann Emerson', why: 'x' }]).passed).toBe(false);
    expect(checkMissesListed([mo8], [{ record: mo8.id, winner: 'Jo Ann Emerson', why: 'x' }]).passed).toBe(true);
    const ids = { bioguide: 'E000172', fec: null, icpsr: null, govtrack: null, wikidata: null };
    const twoSeats = [
      { ...mo8, winner_ids: ids },
      { ...mo8, id: 'house-2012-mo-07-general', district: 7, winner_ids: ids },
    ];
    expect(checkOnePersonPerId(twoSeats, index).passed).toBe(false);
    expect(checkOnePersonPerId([{ ...mo8, winner_ids: ids }], index).passed).toBe(true);
    expect(checkOnePersonPerId([{ ...mo8, winner: 'Jason Smith', winner_ids: ids }], index).passed).toBe(false);
  });
});
