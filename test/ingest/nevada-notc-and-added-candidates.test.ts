/**
 * Issue 18, remaining items: Nevada's "None of These Candidates" line restored where MEDSL omits it (1980-1988),
 * candidates added to Senate races from a cited canvass, and the 1976 New York total without blank and void ballots.
 * Regression tests on the committed data/.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyCertifiedCounts } from '../../build/ingest/core/certified.ts';
import { Ledger } from '../../build/ingest/core/ledger.ts';
import { type Race, UNVERIFIED } from '../../build/schemas/results.ts';
import { corrections, presidentStates, senate } from '../helpers/committed-data.ts';

const unnamed = (office: string): string[] =>
  (
    JSON.parse(readFileSync(`build/curated/unattributed/${office}.json`, 'utf8')) as { unnamed: { record: string }[] }
  ).unnamed.map((u) => u.record);

describe('Nevada None of These Candidates (valid votes, unattributed)', () => {
  it.each([
    [1980, 247885, 4193],
    [1984, 286667, 3950],
    [1988, 350067, 6934],
  ])('president %i: total %i includes %i NOTC votes, listed with its reason', (year, total, notc) => {
    const r = presidentStates.find((x) => x.year === year && x.state === 'NV')!;
    expect(r.total_votes).toBe(total);
    expect(r.unattributed_votes).toBe(notc);
    expect(unnamed('president')).toContain(`president-${year}-nv`);
    expect(
      corrections.some(
        (c) => c.record === `president-${year}-nv` && c.field === 'unattributed_votes' && c.new === notc,
      ),
    ).toBe(true);
  });
  it.each([
    ['senate-1980-nv-class3-general', 246436, 3163],
    ['senate-1982-nv-class1-general', 240394, 5297],
    ['senate-1988-nv-class1-general', 349649, 7242],
  ])('%s: total %i includes %i NOTC votes, listed with its reason', (id, total, notc) => {
    const r = senate.find((x) => x.id === id)!;
    expect(r.total_votes).toBe(total);
    expect(r.unattributed_votes).toBe(notc);
    expect(r.notes.join(' ')).toContain('None of These Candidates');
    expect(unnamed('senate')).toContain(id);
  });
});

describe('certified-counts.json adds candidates no source names', () => {
  const votes = (id: string) =>
    Object.fromEntries(senate.find((x) => x.id === id)!.candidates.map((c) => [c.name, c.votes]));
  it('1996 Nebraska: DeCamp 9,483 and Dunn 4,806 named, write-ins 663 unattributed, total 676,789', () => {
    const ne = senate.find((x) => x.id === 'senate-1996-ne-class2-general')!;
    expect(votes(ne.id)).toEqual({
      'Chuck Hagel': 379933,
      'Ben Nelson': 281904,
      'John DeCamp': 9483,
      'Bill Dunn': 4806,
    });
    expect([ne.total_votes, ne.unattributed_votes]).toEqual([676789, 663]);
    expect(
      corrections.some(
        (c) => c.record === ne.id && c.field === 'candidates[John DeCamp].votes' && c.old === null && c.new === 9483,
      ),
    ).toBe(true);
  });
  it("2006 Delaware: Christine O'Donnell's 11,127 write-in votes, total 254,099", () => {
    const de = senate.find((x) => x.id === 'senate-2006-de-class1-general')!;
    expect(votes(de.id)["Christine O'Donnell"]).toBe(11127);
    expect(de.candidates.find((c) => c.name === "Christine O'Donnell")!.write_in).toBe(true);
    expect([de.total_votes, de.unattributed_votes]).toEqual([254099, 0]);
  });
  const race = (): Race => ({
    id: 'senate-1996-xx-class2-general',
    verification: UNVERIFIED,
    winner_ids: null,
    office: 'senate',
    year: 1996,
    date: null,
    state: 'NE',
    district: null,
    seat_class: 2,
    special: false,
    stage: 'general',
    total_votes: 30,
    unattributed_votes: 0,
    winner: 'A',
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
    candidates: [
      {
        name: 'A',
        party: 'democrat',
        party_label: 'DEMOCRAT',
        votes: 20,
        pct: null,
        votes_derived: false,
        write_in: false,
      },
      {
        name: 'B',
        party: 'republican',
        party_label: 'REPUBLICAN',
        votes: 10,
        pct: null,
        votes_derived: false,
        write_in: false,
      },
    ],
  });
  it('an added candidate counts in the total and shares, and may not duplicate a named one (fixture)', () => {
    const r = race();
    const added = [{ name: 'C', party_label: 'LIBERTARIAN', votes: 10 }];
    applyCertifiedCounts([r], [{ record: r.id, added, candidates: {}, source: 's', why: 'w' }], new Ledger());
    expect([r.total_votes, r.candidates.map((c) => [c.name, c.party, c.pct])]).toEqual([
      40,
      [
        ['A', 'democrat', 50],
        ['B', 'republican', 25],
        ['C', 'libertarian', 25],
      ],
    ]);
    const dup = [
      { record: r.id, added: [{ name: 'A', party_label: '', votes: 1 }], candidates: {}, source: 's', why: 'w' },
    ];
    expect(() => applyCertifiedCounts([race()], dup, new Ledger())).toThrow(/already has "A"/);
  });
});

describe('1976 New York: blank and void ballots are not valid votes', () => {
  it("the total is 6,534,420 (Amlani-Algara), not MEDSL's 6,668,262 with its 143,037-line of blank and void ballots", () => {
    const ny = presidentStates.find((x) => x.year === 1976 && x.state === 'NY')!;
    expect([ny.total_votes, ny.unattributed_votes]).toEqual([6534420, 9195]);
    expect(ny.candidates.find((c) => c.name === 'Jimmy Carter')!.pct).toBe(51.872);
    expect(unnamed('president')).not.toContain('president-1976-ny');
    expect(
      corrections.some(
        (c) =>
          c.record === 'president-1976-ny' && c.field === 'unattributed_votes' && c.old === 143037 && c.new === 9195,
      ),
    ).toBe(true);
  });
});

describe('1976 California: the valid votes MEDSL lacks are in the total', () => {
  it('total 7,867,117 with 63,347 unattributed, so Ford is 49.35% and Carter 47.57% as published', () => {
    const ca = presidentStates.find((x) => x.year === 1976 && x.state === 'CA')!;
    expect([ca.total_votes, ca.unattributed_votes]).toEqual([7867117, 63347]);
    expect(ca.candidates.slice(0, 2).map((c) => [c.name, Math.round(c.pct! * 100) / 100])).toEqual([
      ['Gerald Ford', 49.35],
      ['Jimmy Carter', 47.57],
    ]);
    expect(unnamed('president')).toContain('president-1976-ca');
  });
});
