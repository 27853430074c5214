/**
 * Issue 18, Senate: contests no independent source file covers (Alaska, specials, jungle primaries) are certified by
 * an entry in build/curated/certified-counts.json that gives every candidate's count. Regression tests on the
 * committed data/, and the ranked-choice rule on a fixture.
 */
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../build/ingest/core/ledger.ts';
import { applyCertifiedCounts } from '../../build/ingest/core/certified.ts';
import { type Race, UNVERIFIED } from '../../build/schemas/results.ts';
import { senate } from '../helpers/committed-data.ts';

const byId = (id: string) => senate.find((r) => r.id === id)!;

describe('Senate second looks: certified counts for single-source contests', () => {
  it('Alaska 1980: Murkowski 84,159, Gruening 72,007 and 596 write-ins are certified', () => {
    const r = byId('senate-1980-ak-class3-general');
    expect(r.verification.status).toBe('certified');
    expect(r.candidates.map((c) => [c.name, c.votes])).toEqual([
      ['Frank H. Murkowski', 84159],
      ['Clark S. Gruening', 72007],
    ]);
    expect([r.total_votes, r.unattributed_votes]).toEqual([156762, 596]);
    expect(r.notes.join(' ')).toContain('Unattributed votes: write-ins (596)');
  });
  it('2018 Mississippi special: the first round is certified with all four candidates', () => {
    const r = byId('senate-2018-ms-class2-special-jungle-primary');
    expect(r.verification.status).toBe('certified');
    expect(r.candidates.map((c) => c.votes)).toEqual([389995, 386742, 154878, 13852]);
    expect(r.total_votes).toBe(945467);
  });
  it('Alaska 2022 (ranked choice): round 1 is certified, and the winner margin still comes from the final round', () => {
    const r = byId('senate-2022-ak-class3-general');
    expect(r.verification.status).toBe('certified');
    expect(r.candidates.map((c) => c.votes)).toEqual([114118, 112101, 28233, 8575]);
    // Final round: Murkowski 136,330 (53.702%) to Tshibaka 117,534 (46.298%).
    expect([r.winner, r.winner_margin]).toEqual(['Lisa Murkowski', 7.404]);
  });
});

describe('certified counts on a ranked-choice contest (fixture)', () => {
  const race = (): Race => ({
    id: 'senate-2022-xx-class3-general',
    verification: UNVERIFIED,
    winner_ids: null,
    office: 'senate',
    year: 2022,
    date: null,
    state: 'AK',
    district: null,
    seat_class: 3,
    special: false,
    stage: 'general',
    total_votes: 100,
    unattributed_votes: 0,
    // B trails in round 1 but wins the final round, as in Maine's 2nd district in 2018.
    winner: 'B',
    winner_party: 'democrat',
    result: 'won',
    runoff_id: null,
    unopposed: false,
    dem_pct: null,
    rep_pct: null,
    margin: null,
    winner_margin: 2,
    rounds: [
      {
        round: 1,
        candidates: [
          { name: 'A', votes: 48 },
          { name: 'B', votes: 40 },
          { name: 'C', votes: 12 },
        ],
        exhausted: 0,
      },
      {
        round: 2,
        candidates: [
          { name: 'B', votes: 51 },
          { name: 'A', votes: 49 },
        ],
        exhausted: 0,
      },
    ],
    sources: ['test'],
    notes: [],
    candidates: ['A', 'B', 'C'].map((name, i) => ({
      name,
      party: name === 'B' ? ('democrat' as const) : ('republican' as const),
      party_label: name === 'B' ? 'DEM' : 'REP',
      votes: [48, 40, 12][i]!,
      pct: null,
      votes_derived: false,
      write_in: false,
    })),
  });
  it('keeps the final-round winner and winner_margin; a plurality contest would take them from the counts', () => {
    const entry = {
      record: 'senate-2022-xx-class3-general',
      candidates: { A: 48, B: 40, C: 12 },
      source: 's',
      why: 'w',
    };
    const rcv = race();
    applyCertifiedCounts([rcv], [entry], new Ledger());
    expect([rcv.winner, rcv.winner_margin]).toEqual(['B', 2]);
    const plurality = { ...race(), rounds: null };
    applyCertifiedCounts([plurality], [entry], new Ledger());
    expect([plurality.winner, plurality.winner_margin]).toEqual(['A', 8]);
  });
});
