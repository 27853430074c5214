/**
 * Issue 10, classes 4, 5, 6 and 11 and the majority-rule plausibility check: regression tests on the examples
 * (over the committed data/), and the checks themselves, which must fail when a class reappears.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkHouseSeats, checkRaces } from '../../build/ingest/core/checks.ts';
import { checkMajorityWinners } from '../../build/ingest/core/majority.ts';
import { checkRunoff, runoffEntry } from '../../build/ingest/house/louisiana.ts';
import { checkRankedChoice, isRankedChoice } from '../../build/ingest/core/rcv.ts';
import { type Race } from '../../build/schemas/results.ts';
import { senate, house, governor, corrections } from '../helpers/committed-data.ts';

const all = [...senate, ...house, ...governor];
const byId = new Map(all.map((r) => [r.id, r]));
const race = (id: string) => {
  const r = byId.get(id);
  if (!r) throw new Error(`no record ${id}`);
  return r;
};
const clone = (r: Race): Race => JSON.parse(JSON.stringify(r));

describe('class 4: Louisiana House runoffs are separate contests with their own dates', () => {
  it('splits a merged contest: November primary (result runoff) and December runoff (2016 LA-3)', () => {
    const first = race('house-2016-la-03-jungle-primary');
    const runoff = race('house-2016-la-03-runoff');
    expect([first.date, first.result, first.winner, first.runoff_id]).toEqual([
      '2016-11-08',
      'runoff',
      null,
      runoff.id,
    ]);
    expect([runoff.date, runoff.winner, runoff.candidates.map((c) => c.votes)]).toEqual([
      '2016-12-10',
      'Clay Higgins',
      [77671, 60762],
    ]);
    // The finalists' November counts are in no source (MEDSL put their runoff counts there): null, never summed.
    expect(
      first.candidates
        .filter((c) => c.votes === null)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Clay Higgins', 'Scott A. Angelle']);
    expect(first.total_votes).toBeNull();
  });
  it('keeps the November leader and both rounds where MEDSL flags the runoff (2002 LA-5)', () => {
    expect(race('house-2002-la-05-jungle-primary').candidates[0]).toMatchObject({
      name: 'Rodney Alexander',
      votes: 52952,
    });
    expect(race('house-2002-la-05-runoff')).toMatchObject({
      date: '2002-12-07',
      winner: 'Rodney Alexander',
      total_votes: 172462,
    });
  });
  it('recodes a runoff MEDSL published as the general, and adds the cited November round (2004 LA-7)', () => {
    expect(race('house-2004-la-07-runoff')).toMatchObject({
      date: '2004-12-04',
      stage: 'runoff',
      winner: 'Charles Boustany Jr.',
    });
    expect(race('house-2004-la-07-jungle-primary')).toMatchObject({ result: 'runoff', total_votes: 273932 });
    expect(race('house-2004-la-03-runoff').winner).toBe('Charlie Melancon');
    expect(byId.has('house-2004-la-03-general')).toBe(false);
  });
  it('adds a runoff MEDSL lacks, with its winner and no invented counts (2012 LA-3)', () => {
    const r = race('house-2012-la-03-runoff');
    expect([r.date, r.winner, r.total_votes, r.candidates.every((c) => c.votes === null)]).toEqual([
      '2012-12-08',
      'Charles W. Boustany Jr.',
      null,
      true,
    ]);
  });
  it('gives the two 2008 districts that voted after Hurricane Gustav their real date', () => {
    expect([race('house-2008-la-02-general').date, race('house-2008-la-04-general').date]).toEqual([
      '2008-12-06',
      '2008-12-06',
    ]);
    expect(race('house-2008-la-06-general').date).toBe('2008-11-04');
  });
  it('dates the 1991 Arizona governor runoff on the day it was held', () => {
    expect(race('governor-1990-az-runoff').date).toBe('1991-02-26');
  });
  it('models every Louisiana November all-party round as the Senate is modelled: jungle_primary', () => {
    const la = house.filter((r) => r.state === 'LA' && !r.special);
    for (const year of [1998, 2004, 2014, 2024])
      expect(la.filter((r) => r.year === year).every((r) => r.stage !== 'general')).toBe(true);
    expect(la.filter((r) => r.year === 2010).every((r) => r.stage === 'general')).toBe(true); // closed primaries
    const laSenate = senate.find((r) => r.id === 'senate-2014-la-class2-jungle-primary')!;
    expect([laSenate.result, laSenate.runoff_id]).toEqual(['runoff', 'senate-2014-la-class2-runoff']);
  });
  it('fails the ingest when the runoff figures MEDSL holds disagree with the cited ones', () => {
    const entry = runoffEntry(2016, 3)!;
    const runoff = race('house-2016-la-03-runoff');
    expect(() => checkRunoff(entry, runoff)).not.toThrow();
    const swapped = {
      ...clone(runoff),
      candidates: runoff.candidates.map((c) => ({ ...c, votes: c.name === 'Clay Higgins' ? 60762 : 77671 })),
    };
    expect(() => checkRunoff(entry, swapped)).toThrow(/louisiana-house.json: house-2016-la-03-runoff/);
  });
  it('every runoff is dated after its first round', () => {
    for (const r of all.filter((x) => x.result === 'runoff')) {
      const runoff = race(r.runoff_id!);
      if (r.date && runoff.date) expect(runoff.date > r.date, r.id).toBe(true);
    }
  });
});

describe('class 5: ranked-choice contests carry every round', () => {
  it('fixes the corrupted 2022 ME-2 (2.3 million votes): round 1 on top, winner from round 2', () => {
    const r = race('house-2022-me-02-general');
    expect(r.total_votes).toBe(316382);
    expect(r.candidates.map((c) => [c.name, c.votes])).toEqual([
      ['Jared F. Golden', 153074],
      ['Bruce Poliquin', 141260],
      ['Tiffany Bond', 21655],
    ]);
    expect(r.rounds!.map((x) => x.round)).toEqual([1, 2]);
    expect(r.rounds![1]!.candidates).toEqual([
      { name: 'Jared F. Golden', votes: 165136 },
      { name: 'Bruce Poliquin', votes: 146142 },
    ]);
    expect([r.winner, r.winner_margin]).toEqual(['Jared F. Golden', 6.102]);
    expect(corrections.some((c) => c.record === r.id && c.old === 1165136 && c.new === 153074)).toBe(true);
  });
  it('takes the winner from the final round when round 1 had another leader (2018 ME-2)', () => {
    const r = race('house-2018-me-02-general');
    expect(r.rounds!.at(-1)!.candidates).toEqual([
      { name: 'Jared F. Golden', votes: 142440 },
      { name: 'Bruce Poliquin', votes: 138931 },
    ]);
    expect(r.winner).toBe('Jared F. Golden');
  });
  it('publishes all three rounds of the 2022 Alaska Senate race, checked against the source rows', () => {
    const r = race('senate-2022-ak-class3-general');
    expect(r.rounds!.map((x) => x.candidates.length)).toEqual([4, 3, 2]);
    expect(r.candidates[0]).toMatchObject({ name: 'Lisa Murkowski', votes: 114118 });
  });
  it('gives a single round to a contest won by a first-round majority, and none to plurality offices', () => {
    expect(race('house-2020-me-02-general').rounds).toHaveLength(1);
    expect(race('governor-2022-ak-general').rounds).toHaveLength(1);
    expect(race('governor-2022-me-general').rounds).toBeNull(); // Maine elects its governor by plurality
    expect(race('house-2016-me-02-general').rounds).toBeNull();
  });
  it('covers every Maine and Alaska contest in scope, for House, Senate and governor', () => {
    const inScope = all.filter((r) => isRankedChoice(r));
    // Maine: Senate 2018, 2020, 2024 and both districts 2018-2024; Alaska: Senate and governor 2022, House 2022
    // (special and regular) and 2024.
    expect(inScope).toHaveLength(3 + 8 + 2 + 3);
    expect(inScope.every((r) => r.rounds && r.rounds[0]!.round === 1)).toBe(true);
  });
  it('the check fails when a ranked-choice contest loses its rounds or its final round has no majority winner', () => {
    expect(checkRankedChoice(all).passed).toBe(true);
    const stripped = { ...clone(race('house-2024-ak-00-general')), rounds: null };
    expect(checkRankedChoice([...all.filter((r) => r.id !== stripped.id), stripped]).passed).toBe(false);
    const wrongWinner = { ...clone(race('house-2018-me-02-general')), winner: 'Bruce Poliquin' };
    expect(checkRankedChoice([...all.filter((r) => r.id !== wrongWinner.id), wrongWinner]).passed).toBe(false);
  });
});

describe('class 6: the never-certified 2018 NC-9', () => {
  it('has no winner, result uncertified, a note, and is not a seat in the check', () => {
    const r = race('house-2018-nc-09-general');
    expect([r.result, r.winner, r.winner_party]).toEqual(['uncertified', null, null]);
    expect(r.notes.some((n) => n.includes('Never certified'))).toBe(true);
    expect(checkRaces({ presidentStates: [], presidentNational: [], senate, house, governor }).passed).toBe(true);
    const seats = checkHouseSeats({ presidentStates: [], presidentNational: [], senate, house, governor });
    expect(seats.details).toContain('2018 republican: 199 seats, official 199');
  });
});

describe('class 11: same-day specials for unexpired House terms', () => {
  it('adds the 2022 Alaska at-large special, ranked-choice, beside the regular race', () => {
    const r = race('house-2022-ak-00-special-general');
    expect([r.special, r.date, r.winner, r.rounds!.length]).toEqual([true, '2022-08-16', 'Mary Sattler Peltola', 2]);
    expect(race('house-2022-ak-00-general').special).toBe(false);
  });
  it('publishes the 2006 TX-22 special the source has, and counts the seat once', () => {
    expect(race('house-2006-tx-22-special-general')).toMatchObject({ special: true, winner: 'Shelley Sekula Gibbs' });
    const seats = checkHouseSeats({ presidentStates: [], presidentNational: [], senate, house, governor });
    expect(seats.passed).toBe(true);
  });
});

describe('plausibility: a winner under 50% in a majority-rule contest has a runoff record', () => {
  it('passes on the data', () => {
    expect(checkMajorityWinners(all).passed).toBe(true);
  });
  it('fails when a Louisiana primary leader under 50% is published as the winner (the old merged contest)', () => {
    const merged = {
      ...clone(race('house-2016-la-03-jungle-primary')),
      result: 'won' as const,
      runoff_id: null,
      winner: 'Scott A. Angelle',
    };
    merged.candidates = merged.candidates.map((c) => ({ ...c, votes: c.votes ?? 1, pct: 27.5 }));
    merged.total_votes = 282443;
    const result = checkMajorityWinners([...all.filter((r) => r.id !== merged.id), merged]);
    expect(result.passed).toBe(false);
    expect(result.details.join(' ')).toContain('house-2016-la-03-jungle-primary');
  });
  it('fails on a Georgia plurality winner without a runoff, but not under the 1994-2004 45% rule', () => {
    const ga2008 = {
      ...clone(race('senate-2008-ga-class2-general')),
      result: 'won' as const,
      runoff_id: null,
      winner: 'Saxby Chambliss',
    };
    expect(checkMajorityWinners([ga2008]).passed).toBe(false);
    expect(checkMajorityWinners([race('senate-1996-ga-class2-general')]).passed).toBe(true); // Cleland, 48.9%
  });
});
