/**
 * Issue 10, classes 7-10 (10c): seat summaries count seats; reconciliation with official figures; named
 * candidates recovered from unnamed lines; certified canvass and runoff counts; plausibility checks. Regression
 * tests on the examples over the committed data/, and the check logic on labelled fixtures.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { summarizeSeats } from '../../build/ingest/core/seats.ts';
import {
  reconcileFecNational,
  reconcileSeats,
  reconciliationCheck,
  type SeatsTable,
} from '../../build/ingest/core/reconcile.ts';
import { checkDistrictBelowState, checkVoteSums } from '../../build/ingest/core/plausibility.ts';
import { CURATED_TABLES, runFidelityChecks } from '../../build/ingest/core/fidelity.ts';
import { UNVERIFIED, type Race } from '../../build/schemas/results.ts';
import {
  readData,
  presidentStates,
  presidentNational,
  senate,
  house,
  governor,
  report,
} from '../helpers/committed-data.ts';

/** Test fixture: a minimal Race. */
function race(p: Partial<Race> & Pick<Race, 'id' | 'office' | 'year' | 'state'>): Race {
  return {
    date: null,
    district: null,
    seat_class: null,
    special: false,
    stage: 'general',
    candidates: [
      { name: 'X', party: 'democrat', party_label: '', votes: 1, pct: 100, votes_derived: false, write_in: false },
    ],
    total_votes: 1,
    unattributed_votes: 0,
    winner: 'X',
    winner_party: 'democrat',
    result: 'won',
    runoff_id: null,
    unopposed: false,
    dem_pct: null,
    rep_pct: null,
    margin: null,
    winner_margin: null,
    rounds: null,
    sources: ['test'],
    notes: [],
    verification: UNVERIFIED,
    winner_ids: null,
    ...p,
  };
}

describe('class 7: seat summaries count seats, not contests', () => {
  it("counts California's Senate seat once in 2022 and in 2024 (regular and special for the same seat)", () => {
    for (const year of [2022, 2024]) {
      const ca = senate.filter((r) => r.year === year && r.state === 'CA');
      expect(ca.length).toBe(2);
      expect(summarizeSeats(ca)).toEqual({ seats: 1, won: { democrat: 1, republican: 0, other: 0 }, undecided: [] });
    }
  });
  it('publishes 35 Senate seats for 2022 and 34 for 2024, one per seat', () => {
    expect(summarizeSeats(senate.filter((r) => r.year === 2022))).toMatchObject({
      seats: 35,
      won: { democrat: 15, republican: 20, other: 0 },
    });
    expect(summarizeSeats(senate.filter((r) => r.year === 2024)).seats).toBe(34);
  });
  it('counts a first round and its runoff as one seat, decided by the runoff (Georgia 2020)', () => {
    const ga = summarizeSeats(senate.filter((r) => r.year === 2020 && r.state === 'GA'));
    expect(ga).toEqual({ seats: 2, won: { democrat: 2, republican: 0, other: 0 }, undecided: [] });
  });
  it('a regular election decides the seat over a same-day special for the rest of the term (fixture)', () => {
    const regular = race({
      id: 'house-2006-tx-22-general',
      office: 'house',
      year: 2006,
      state: 'TX',
      district: 22,
      winner: 'Lampson',
      winner_party: 'democrat',
    });
    const special = race({
      id: 'house-2006-tx-22-special-general',
      office: 'house',
      year: 2006,
      state: 'TX',
      district: 22,
      special: true,
      winner: 'Sekula-Gibbs',
      winner_party: 'republican',
    });
    expect(summarizeSeats([special, regular]).won).toEqual({ democrat: 1, republican: 0, other: 0 });
  });
  it('an uncertified contest decides no seat (fixture shaped like 2018 NC-9 without a winner)', () => {
    const nc9 = race({
      id: 'house-2018-nc-09-general',
      office: 'house',
      year: 2018,
      state: 'NC',
      district: 9,
      winner: null,
      winner_party: null,
    });
    expect(summarizeSeats([nc9])).toEqual({
      seats: 1,
      won: { democrat: 0, republican: 0, other: 0 },
      undecided: ['house|NC|9'],
    });
  });
});

describe('reconciliation: House seats per the Clerk', () => {
  const rows = reconcileSeats('house', house, CURATED_TABLES.houseSeats);
  it("lists all 25 elections, and every year passes (1992 since 10a maps Minnesota's INDEPENDENT-REPUBLICAN to republican)", () => {
    expect(rows.map((r) => r.year)).toEqual(Array.from({ length: 25 }, (_, i) => 1976 + 2 * i));
    expect(rows.filter((r) => r.status !== 'pass').map((r) => [r.year, r.status])).toEqual([]);
    expect(rows.find((r) => r.year === 1992)!.details.join(' ')).not.toContain('no longer needed');
  });
  it("2018 stays right when NC-9 is published without a winner (10b's fix, simulated): R 199 and one undecided seat", () => {
    const uncertified = house.map((r) =>
      r.id === 'house-2018-nc-09-general' ? { ...r, winner: null, winner_party: null } : r,
    );
    expect(reconcileSeats('house', uncertified, CURATED_TABLES.houseSeats).find((r) => r.year === 2018)!.status).toBe(
      'pass',
    );
  });
  it('fails a year whose seat count moves, naming the party and both figures (fixture table)', () => {
    const table: SeatsTable = { years: { '2016': { democrat: 195, republican: 240, other: {}, source: 'fixture' } } };
    const row = reconcileSeats(
      'house',
      house.filter((r) => r.year === 2016),
      table,
    )[0]!;
    expect(row.status).toBe('fail');
    expect(row.details).toEqual(['democrat: 194 seats, official 195', 'republican: 241 seats, official 240']);
    expect(reconciliationCheck('t', [row]).passed).toBe(false);
  });
  it('checks the named fusion classification (Carney, NY-1, Conservative per the Clerk)', () => {
    const broken = house.map((r) => (r.id === 'house-1980-ny-01-general' ? { ...r, winner: 'Someone Else' } : r));
    const row = reconcileSeats('house', broken, CURATED_TABLES.houseSeats).find((r) => r.year === 1980)!;
    expect(row.status).toBe('fail');
    expect(row.details[0]).toMatch(/classification house-1980-ny-01-general: expected winner William Carney/);
  });
});

describe('class 8: named candidates recovered; FEC national totals', () => {
  const fec = reconcileFecNational(presidentNational, CURATED_TABLES.fec);
  it('recovers Gary Johnson in Ohio and Tennessee 2016, where MEDSL leaves him unnamed', () => {
    const oh = presidentStates.find((r) => r.year === 2016 && r.state === 'OH')!;
    expect(oh.candidates.find((c) => c.name === 'Gary Johnson')?.votes).toBe(174498);
    const tn = presidentStates.find((r) => r.year === 2016 && r.state === 'TN')!;
    expect(tn.candidates.find((c) => c.name === 'Gary Johnson')?.votes).toBe(70397);
    expect(tn.notes.some((n) => n.includes('FiveThirtyEight'))).toBe(true);
  });
  it('2012 and 2016 Johnson are within 0.5% of the FEC total', () => {
    for (const year of [2012, 2016]) {
      const got = presidentNational
        .find((n) => n.year === year)!
        .candidates.find((c) => c.name === 'Gary Johnson')!.votes!;
      const official = CURATED_TABLES.fec.years[String(year)]!.candidates['Gary Johnson']!.votes;
      expect(Math.abs(got - official) / official).toBeLessThan(0.005);
    }
    expect(fec.find((r) => r.year === 2012)!.status).toBe('pass');
  });
  it('2000 and 2016 pass once the certified state figures are applied (Nader 2000, Stein and McMullin 2016)', () => {
    expect(fec.find((r) => r.year === 2000)!.status).toBe('pass');
    expect(fec.find((r) => r.year === 2016)!.status).toBe('pass');
  });
  it('Perot 1996 is split out of the unnamed INDEPENDENT lines with certified figures and is within 0.5% of the FEC total', () => {
    const nj = presidentStates.find((r) => r.year === 1996 && r.state === 'NJ')!;
    expect(nj.candidates.find((c) => c.name === 'Ross Perot')?.votes).toBe(262134);
    const perot = presidentNational
      .find((n) => n.year === 1996)!
      .candidates.find((c) => c.name === 'Ross Perot')!.votes!;
    expect(Math.abs(perot - 8085294) / 8085294).toBeLessThan(0.005);
  });
  it('1996 stays an exception for Nader and Browne, with its reason, not hidden', () => {
    expect(fec.find((r) => r.year === 1996)!.status).toBe('exception');
    expect(fec.find((r) => r.year === 1996)!.details.join(' ')).toMatch(/Ralph Nader: \d+ vs official 685297/);
  });
  it('fails when a candidate over the threshold has no official figure (fixture table)', () => {
    const row = reconcileFecNational(
      presidentNational.filter((n) => n.year === 2020),
      { tolerance_pct: 0.5, threshold_pct: 0.5, years: { '2020': { candidates: {} } } },
    )[0]!;
    expect(row.status).toBe('fail');
    expect(row.details.some((d) => d.startsWith('Joe Biden has'))).toBe(true);
  });
});

describe('class 9 and 10: certified figures', () => {
  it('Pennsylvania 2016 gets its certified write-in votes: total 6,165,478, not 6,115,402', () => {
    const pa = presidentStates.find((r) => r.year === 2016 && r.state === 'PA')!;
    expect([pa.total_votes, pa.unattributed_votes]).toEqual([6165478, 37239]);
  });
  it('Idaho 2016: the mislabelled MEDSL lines are replaced by the certified candidates, total unchanged', () => {
    const id = presidentStates.find((r) => r.year === 2016 && r.state === 'ID')!;
    expect(id.total_votes).toBe(690255);
    expect(Object.fromEntries(id.candidates.map((c) => [c.name, c.votes]))).toMatchObject({
      'Evan McMullin': 46476,
      'Jill Stein': 8496,
      'Darrell L. Castle': 4403,
    });
  });
  it('South Carolina 1992: Clinton has the certified 479,514, not 525,514', () => {
    const sc = presidentStates.find((r) => r.year === 1992 && r.state === 'SC')!;
    expect(sc.candidates.find((c) => c.name === 'Bill Clinton')?.votes).toBe(479514);
    expect(readData('corrections.json')).toContainEqual(
      expect.objectContaining({
        record: 'president-1992-sc',
        field: 'candidates[Bill Clinton].votes',
        old: 525514,
        new: 479514,
      }),
    );
  });
  it('the January 2021 Georgia runoffs carry the certified counts', () => {
    const byId = new Map(senate.map((r) => [r.id, r]));
    expect(byId.get('senate-2020-ga-class2-runoff')!.candidates.map((c) => c.votes)).toEqual([2269923, 2214979]);
    expect(byId.get('senate-2020-ga-class3-special-runoff')!.candidates.map((c) => c.votes)).toEqual([
      2289113, 2195841,
    ]);
    expect(byId.get('senate-2020-ga-class2-runoff')!.notes.join(' ')).not.toMatch(/pre-certification/);
  });
});

describe('plausibility checks', () => {
  it('candidate votes plus unattributed equal the total in every published record', () => {
    const checks = runFidelityChecks({ presidentStates, presidentNational, senate, house, governor }).checks;
    expect(checks.every((c) => c.passed)).toBe(true);
  });
  it('flags a record whose parts do not add up (fixture)', () => {
    const bad = race({
      id: 'senate-2000-xx-class1-general',
      office: 'senate',
      year: 2000,
      state: 'CA',
      total_votes: 5,
    });
    expect(checkVoteSums([bad]).details).toEqual([
      'senate-2000-xx-class1-general: candidates + unattributed = 1, total_votes 5',
    ]);
  });
  it("flags a district total above its state's statewide total (2022 ME-2 shape) unless listed as a known exception", () => {
    const me2 = race({
      id: 'house-2022-me-02-general',
      office: 'house',
      year: 2022,
      state: 'ME',
      district: 2,
      total_votes: 2333326,
    });
    const statewide = [{ year: 2022, state: 'ME', total_votes: 676819 }];
    expect(checkDistrictBelowState([me2], statewide).passed).toBe(false);
    expect(checkDistrictBelowState([me2], statewide, [{ record: me2.id, owner: '10b', reason: 'RCV' }]).passed).toBe(
      true,
    );
  });
  it('the ingest report lists every reconciliation table year by year', () => {
    expect(Object.keys(report.reconciliation ?? {})).toEqual(['fec_national_totals', 'house_seats', 'senate_seats']);
    expect(report.reconciliation!.fec_national_totals).toHaveLength(13);
    expect(report.reconciliation!.house_seats).toHaveLength(25);
    expect(report.reconciliation!.senate_seats).toHaveLength(25);
  });
});

describe('reconciliation: Senate seats up and won per party', () => {
  const rows = reconcileSeats(
    'senate',
    senate.filter((r) => r.year % 2 === 0),
    CURATED_TABLES.senateSeats,
  );
  it('lists all 25 cycles; every curated cycle passes (1992 since 10e adds the North Dakota special from its result)', () => {
    expect(rows).toHaveLength(25);
    expect(rows.filter((r) => r.status === 'fail')).toEqual([]);
    expect(rows.find((r) => r.year === 1992)!.status).toBe('pass');
    expect(rows.filter((r) => r.status === 'pass').map((r) => r.year)).toEqual(
      expect.arrayContaining([1976, 1978, 1986, 2020, 2022]),
    );
  });
  it('Wyoming 1978: the certified counts make Alan Simpson (R) the winner, which the source had swapped', () => {
    const wy = senate.find((r) => r.id === 'senate-1978-wy-class2-general')!;
    expect([wy.winner, wy.winner_party, wy.candidates[0]!.votes]).toEqual(['Alan Kooi Simpson', 'republican', 82908]);
    expect(readData('corrections.json')).toContainEqual(
      expect.objectContaining({ record: wy.id, field: 'winner', old: 'Raymond B. Whitaker', new: 'Alan Kooi Simpson' }),
    );
  });
});
