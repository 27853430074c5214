/**
 * Issue 18, Senate parts: class 8 (two copies of one source are not two sources: 2006 West Virginia), class 5
 * (one party rule) and class 4 (every Senate special election published). Regression tests on the issue's
 * examples over the committed data/, and the rules on fixtures.
 */
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../build/ingest/core/ledger.ts';
import { applyCertifiedCounts } from '../../build/ingest/core/certified.ts';
import { type Race, UNVERIFIED } from '../../build/schemas/results.ts';
import { checkCandidacyParties, checkPartyLabelRule, saysNoParty } from '../../build/ingest/core/party-rule.ts';
import { checkSpecialsPublished } from '../../build/ingest/senate/aa-specials.ts';
import {
  computeSenateSpecials,
  computeSenateSpecialsRows,
  specialsPointer,
} from '../../build/compute/senate-specials.ts';
import { matchRoute } from '../../build/routes/match.ts';
import { ROUTES } from '../../build/routes/table.ts';
import { corrections, governor, house, report, senate } from '../helpers/committed-data.ts';

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
    const fixes = corrections.filter(
      (c) =>
        c.record === 'senate-2006-wv-class1-general' &&
        c.source.includes('2006_United_States_Senate_election_in_West_Virginia'),
    );
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
      id: 'senate-2006-xx-class1-general',
      verification: UNVERIFIED,
      winner_ids: null,
      office: 'senate',
      year: 2006,
      date: null,
      state: 'WV',
      district: null,
      seat_class: 1,
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
    const r = race();
    const entry = { record: r.id, candidates: { A: 60, B: 30 }, source: 's', why: 'w' };
    applyCertifiedCounts(
      [r],
      [{ ...entry, total_votes: 100, unattributed_why: 'the third candidate has no count' }],
      new Ledger(),
    );
    expect([r.total_votes, r.unattributed_votes, r.candidates[0]!.pct, r.margin]).toEqual([100, 10, 60, 30]);
    expect(() =>
      applyCertifiedCounts([race()], [{ ...entry, total_votes: 80, unattributed_why: 'x' }], new Ledger()),
    ).toThrow(/below the named counts/);
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
    const king = senate
      .filter((r) => r.state === 'ME')
      .flatMap((r) => r.candidates.filter((c) => c.name.startsWith('Angus')).map((c) => [r.year, c.party]));
    expect(king).toEqual([
      [2012, 'independent'],
      [2018, 'independent'],
      [2024, 'independent'],
    ]);
  });
  it('2010 Alaska: Murkowski, a Republican write-in, is republican (cited), and the correction is listed', () => {
    expect(party('senate-2010-ak-class3-general', 'Lisa Murkowski')).toBe('republican');
    expect(
      corrections.some(
        (c) =>
          c.record === 'senate-2010-ak-class3-general' &&
          c.field === 'candidates[Lisa Murkowski].party' &&
          c.new === 'republican',
      ),
    ).toBe(true);
  });
  it('rule 1 over the label table: a label that calls the candidate independent maps to independent unless it names a party', () => {
    expect(saysNoParty('INDEPENDENT FOR MAINE')).toBe(true);
    expect(saysNoParty('NO PARTY AFFILIATION')).toBe(true);
    expect(saysNoParty('INDEPENDENT PARTY OF DELAWARE')).toBe(false);
    expect(saysNoParty('INDEPENDENCE')).toBe(false);
    expect(checkPartyLabelRule().passed).toBe(true);
    const broken = checkPartyLabelRule({
      'INDEPENDENT FOR MAINE': { party: 'other' },
      'AMERICAN INDEPENDENT': { party: 'other', rule_exception: 'a party' },
    });
    expect(broken.passed).toBe(false);
    expect(broken.details).toEqual([
      'label "INDEPENDENT FOR MAINE" says the candidate has no party but maps to other (build/curated/party-labels.json)',
    ]);
  });
  it('rule 2 check: an uncited write-in of a candidate who ran for one major party elsewhere in the state fails (fixture)', () => {
    const cand = (name: string, party: Race['candidates'][number]['party'], label: string) => ({
      name,
      party,
      party_label: label,
      votes: 1,
      pct: null,
      votes_derived: false,
      write_in: label === '',
    });
    const mk = (id: string, year: number, c: Race['candidates'][number]): Race => ({
      id,
      verification: UNVERIFIED,
      winner_ids: null,
      office: 'senate',
      year,
      date: null,
      state: 'AK',
      district: null,
      seat_class: 3,
      special: false,
      stage: 'general',
      candidates: [c],
      total_votes: 1,
      unattributed_votes: 0,
      winner: c.name,
      winner_party: c.party,
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
    });
    const races = [
      mk('senate-2004-ak-x', 2004, cand('Jane Roe', 'republican', 'REPUBLICAN')),
      mk('senate-2010-ak-x', 2010, cand('Jane Roe', 'other', '')),
    ];
    const result = checkCandidacyParties(races);
    expect(result.passed).toBe(false);
    expect(result.details.join()).toContain(
      'senate-2010-ak-x: Jane Roe (write-in or unlabelled, other) runs as republican elsewhere in AK',
    );
  });
  it('the committed data pass both party-rule checks', () => {
    expect(checkCandidacyParties([...senate, ...house, ...governor]).passed).toBe(true);
  });
});

describe('class 4: every Senate special election, even and odd years', () => {
  const list = computeSenateSpecials({ senate });
  const ids = list.specials.map((s) => s.race.id);
  it('lists the January 1996 Oregon special and the odd-year specials, each a full record with its date', () => {
    const or = list.specials.find((s) => s.race.id === 'senate-1996-or-class3-special-general')!;
    expect([or.date, or.listed_in, or.race.winner, or.race.candidates.map((c) => c.votes)]).toEqual([
      '1996-01-30',
      '/api/senate/1996',
      'Ron Wyden',
      [571739, 553519],
    ]);
    const odd = list.specials.filter((s) => s.listed_in === null).map((s) => [s.date, s.race.winner]);
    expect(odd).toEqual([
      ['1983-11-08', 'Daniel J. Evans'],
      ['1991-11-05', 'Harris Wofford'],
      ['1993-06-05', 'Kay Bailey Hutchison'],
      ['2013-06-25', 'Edward J. Markey'],
      ['2013-10-16', 'Cory A. Booker'],
      ['2017-12-12', 'Doug Jones'],
    ]);
    expect(ids).toContain('senate-2010-ma-class1-special-general');
    expect(list.count).toBe(senate.filter((r) => r.special).length);
  });
  it('2017 Alabama from FiveThirtyEight (citing the official canvass): Jones 673,896, Moore 651,972, 22,852 write-ins', () => {
    const al = byId('senate-2017-al-class2-special-general')!;
    expect([al.candidates.map((c) => [c.name, c.votes]), al.total_votes, al.unattributed_votes]).toEqual([
      [
        ['Doug Jones', 673896],
        ['Roy S. Moore', 651972],
      ],
      1348720,
      22852,
    ]);
    expect(al.sources).toContain('fte-senate');
  });
  it('1996 Oregon (curated): the four minor candidates without a cited count are unattributed, with a note', () => {
    const or = byId('senate-1996-or-class3-special-general')!;
    expect([or.total_votes, or.unattributed_votes]).toEqual([1181650, 56392]);
    expect(or.notes.join(' ')).toContain('four other candidates');
  });
  it('/api/senate/{year} points to the odd-year specials next to it', () => {
    expect(specialsPointer({ senate }, 2018).odd_year.map((s) => s.id)).toEqual([
      'senate-2017-al-class2-special-general',
    ]);
    expect(specialsPointer({ senate }, 2014).odd_year.map((s) => s.id)).toEqual([
      'senate-2013-ma-class2-special-general',
      'senate-2013-nj-class2-special-general',
    ]);
    expect(specialsPointer({ senate }, 2020).odd_year).toEqual([]);
  });
  it('the CSV has one row per candidate of every special, in the export columns', () => {
    const rows = computeSenateSpecialsRows({ senate });
    expect(new Set(rows.map((r) => r.contest_id)).size).toBe(list.count);
    expect(rows.filter((r) => r.contest_id === 'senate-2013-nj-class2-special-general').length).toBe(8);
  });
  it('the literal path wins over /api/senate/{year}', () => {
    expect(matchRoute(ROUTES, '/api/senate/specials')?.route.id).toBe('senate-specials');
    expect(matchRoute(ROUTES, '/api/senate/2018')?.route.id).toBe('senate-year');
  });
  it('the ingest check fails when a special in the county file is not published (fixture)', () => {
    const specials = [
      { electionId: '2017 AL Class II', year: 2017, state: 'AL', dem: 673896, rep: 651972, total: 1348735 },
    ];
    expect(checkSpecialsPublished(senate, specials, []).passed).toBe(true);
    const without = senate.filter((r) => r.id !== 'senate-2017-al-class2-special-general');
    const failed = checkSpecialsPublished(without, specials, ['senate-2017-al-class2-special-general']);
    expect(failed.passed).toBe(false);
    expect(failed.details).toHaveLength(2);
  });
  it("the committed ingest report has the check passing over the county file's 31 specials", () => {
    const check = report.checks.find((c) => c.name.startsWith('every Senate special election'))!;
    expect(check.passed).toBe(true);
    expect(check.details[0]).toMatch(/^31 specials in the county file and 6 curated, all published/);
  });
});
