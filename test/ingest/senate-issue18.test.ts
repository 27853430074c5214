/**
 * Issue 18, Senate parts: class 8 (two copies of one source are not two sources: 2006 West Virginia), class 5
 * (one party rule) and class 4 (every Senate special election published). Regression tests on the issue's
 * examples over the committed data/, and the rules on fixtures.
 */
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../build/ingest/core/ledger.ts';
import { applyCertifiedCounts } from '../../build/ingest/core/certified.ts';
import type { Race } from '../../build/schemas/results.ts';
import { checkCandidacyParties, checkPartyLabelRule, saysNoParty } from '../../build/ingest/core/party-rule.ts';
import { corrections, governor, house, senate } from '../helpers/committed-data.ts';

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

describe('class 5: one party rule for every label', () => {
  const party = (id: string, name: string) => byId(id)!.candidates.find((c) => c.name === name)!.party;
  it('2008 Mississippi special: Musgrove is a Democrat, so the margin is Wicker 54.96 to Musgrove 45.04', () => {
    const ms = byId('senate-2008-ms-class1-special-general')!;
    expect(party(ms.id, 'Ronnie Musgrove')).toBe('democrat');
    expect([ms.dem_pct, ms.rep_pct, ms.margin]).toEqual([45.04, 54.96, -9.919]);
  });
  it('Angus King is independent in 2012 ("INDEPENDENT FOR MAINE"), 2018 and 2024', () => {
    const king = senate.filter((r) => r.state === 'ME').flatMap((r) => r.candidates.filter((c) => c.name.startsWith('Angus')).map((c) => [r.year, c.party]));
    expect(king).toEqual([[2012, 'independent'], [2018, 'independent'], [2024, 'independent']]);
  });
  it('2010 Alaska: Murkowski, a Republican write-in, is republican (cited), and the correction is listed', () => {
    expect(party('senate-2010-ak-class3-general', 'Lisa Murkowski')).toBe('republican');
    expect(corrections.some((c) => c.record === 'senate-2010-ak-class3-general' && c.field === 'candidates[Lisa Murkowski].party' && c.new === 'republican')).toBe(true);
  });
  it('rule 1 over the label table: a label that calls the candidate independent maps to independent unless it names a party', () => {
    expect(saysNoParty('INDEPENDENT FOR MAINE')).toBe(true);
    expect(saysNoParty('NO PARTY AFFILIATION')).toBe(true);
    expect(saysNoParty('INDEPENDENT PARTY OF DELAWARE')).toBe(false);
    expect(saysNoParty('INDEPENDENCE')).toBe(false);
    expect(checkPartyLabelRule().passed).toBe(true);
    const broken = checkPartyLabelRule({ 'INDEPENDENT FOR MAINE': { party: 'other' }, 'AMERICAN INDEPENDENT': { party: 'other', rule_exception: 'a party' } });
    expect(broken.passed).toBe(false);
    expect(broken.details).toEqual(['label "INDEPENDENT FOR MAINE" says the candidate has no party but maps to other (build/curated/party-labels.json)']);
  });
  it('rule 2 check: an uncited write-in of a candidate who ran for one major party elsewhere in the state fails (fixture)', () => {
    const cand = (name: string, party: Race['candidates'][number]['party'], label: string) => ({ name, party, party_label: label, votes: 1, pct: null, votes_derived: false, write_in: label === '' });
    const mk = (id: string, year: number, c: Race['candidates'][number]): Race => ({
      id, office: 'senate', year, date: null, state: 'AK', district: null, seat_class: 3, special: false, stage: 'general', candidates: [c], total_votes: 1,
      unattributed_votes: 0, winner: c.name, winner_party: c.party, result: 'won', runoff_id: null, unopposed: false, dem_pct: null, rep_pct: null,
      margin: null, winner_margin: null, rounds: null, sources: ['test'], notes: [],
    });
    const races = [mk('senate-2004-ak-x', 2004, cand('Jane Roe', 'republican', 'REPUBLICAN')), mk('senate-2010-ak-x', 2010, cand('Jane Roe', 'other', ''))];
    const result = checkCandidacyParties(races);
    expect(result.passed).toBe(false);
    expect(result.details.join()).toContain('senate-2010-ak-x: Jane Roe (write-in or unlabelled, other) runs as republican elsewhere in AK');
  });
  it('the committed data pass both party-rule checks', () => {
    expect(checkCandidacyParties([...senate, ...house, ...governor]).passed).toBe(true);
  });
});
