/**
 * Issue 18, Senate parts: class 8 (two copies of one source are not two sources: 2006 West Virginia), class 5
 * (one party rule) and class 4 (every Senate special election published). Regression tests on the issue's
 * examples over the committed data/, and the rules on fixtures.
 */
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../build/ingest/core/ledger.ts';
import { applyCertifiedCounts } from '../../build/ingest/core/certified.ts';
import type { Race } from '../../build/schemas/results.ts';
import { corrections, senate } from '../helpers/committed-data.ts';

const byId = (id: string) => senate.find((r) => r.id === id);

describe('class 8: 2006 West Virginia Senate carries the certified counts', () => {
  it('publishes Byrd 296,276 and Raese 155,043 of 459,884, not the partial 159,154 / 47,408', () => {
    const wv = byId('senate-2006-wv-class1-general')!;
    const votes = Object.fromEntries(wv.candidates.map((c) => [c.name, c.votes]));
    expect(votes).toEqual({ 'Robert C. Byrd': 296276, 'John R. Raese': 155043 });
    expect(wv.total_votes).toBe(459884);
    expect(wv.unattributed_votes).toBe(8565);
    expect(wv.candidates.map((c) => c.pct)).toEqual([64.424, 33.714]);
    expect(wv.notes.join(' ')).toContain('Jesse Johnson');
  });
  it('lists each replaced value at /api/corrections with its citation', () => {
    const fixes = corrections.filter((c) => c.record === 'senate-2006-wv-class1-general' && c.source.includes('2006_United_States_Senate_election_in_West_Virginia'));
    expect(fixes.map((c) => [c.field, c.old, c.new])).toEqual(
      expect.arrayContaining([
        ['candidates[Robert C. Byrd].votes', 159154, 296276],
        ['candidates[John R. Raese].votes', 47408, 155043],
        ['total_votes', 206562, 459884],
      ]),
    );
  });
  it('a cited total makes the rest of the votes unattributed, and may not fall below the named counts (fixture)', () => {
    const race = (): Race => ({
      id: 'senate-2006-xx-class1-general', office: 'senate', year: 2006, date: null, state: 'WV', district: null, seat_class: 1, special: false,
      stage: 'general', total_votes: 30, unattributed_votes: 0, winner: 'A', winner_party: 'democrat', result: 'won', runoff_id: null,
      unopposed: false, dem_pct: null, rep_pct: null, margin: null, winner_margin: null, rounds: null, sources: ['test'], notes: [],
      candidates: [
        { name: 'A', party: 'democrat', party_label: 'DEMOCRAT', votes: 20, pct: null, votes_derived: false, write_in: false },
        { name: 'B', party: 'republican', party_label: 'REPUBLICAN', votes: 10, pct: null, votes_derived: false, write_in: false },
      ],
    });
    const r = race();
    const entry = { record: r.id, candidates: { A: 60, B: 30 }, source: 's', why: 'w' };
    applyCertifiedCounts([r], [{ ...entry, total_votes: 100, unattributed_why: 'the third candidate has no count' }], new Ledger());
    expect([r.total_votes, r.unattributed_votes, r.candidates[0]!.pct, r.margin]).toEqual([100, 10, 60, 30]);
    expect(() => applyCertifiedCounts([race()], [{ ...entry, total_votes: 80, unattributed_why: 'x' }], new Ledger())).toThrow(/below the named counts/);
  });
});
