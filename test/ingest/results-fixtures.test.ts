/**
 * Parsers on small hand-made FIXTURE rows (not real data), each reproducing a quirk that results/SOURCES.md lists.
 */
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../build/ingest/core/ledger.ts';
import { memoryReader } from '../../build/ingest/core/sources.ts';
import { buildHouse, HOUSE_FILE } from '../../build/ingest/house/build.ts';
import { buildSenate, FTE_RACES_PRES_SENATE, FTE_SENATE } from '../../build/ingest/senate/build.ts';
import { SENATE_1976_2020, SENATE_2024 } from '../../build/ingest/senate/medsl.ts';
import {
  buildPresidentStates,
  PRESIDENT_1976_2020,
  PRESIDENT_2024,
  readPresidentRows,
} from '../../build/ingest/president/state-results.ts';
import type { StateElectoral } from '../../build/ingest/president/electoral.ts';

const HOUSE_HEADER =
  'year,state,state_po,state_fips,state_cen,state_ic,office,district,stage,runoff,special,candidate,party,writein,mode,candidatevotes,totalvotes,unofficial,version,fusion_ticket';
const house = (
  year: number,
  st: string,
  d: number,
  stage: string,
  runoff: string,
  special: string,
  cand: string,
  party: string,
  votes: number,
  total: number,
  fusion = 'FALSE',
) =>
  `${year},X,${st},1,1,1,US HOUSE,${d},${stage},${runoff},${special},${cand},${party},FALSE,TOTAL,${votes},${total},FALSE,20250910,${fusion}`;

describe('House (MEDSL) fixture rows', () => {
  const rows = [
    HOUSE_HEADER,
    // FL: unopposed with a placeholder count of 1
    house(2016, 'FL', 5, 'GEN', 'FALSE', 'FALSE', 'AL LAWSON', 'DEMOCRAT', 1, 1),
    // NY: fusion lines, a backslash-escaped nickname, and blank/void rows
    house(2016, 'NY', 3, 'GEN', 'FALSE', 'FALSE', '"THOMAS R \\""TOM\\"" SUOZZI"', 'DEMOCRAT', 100, 210, 'TRUE'),
    house(2016, 'NY', 3, 'GEN', 'FALSE', 'FALSE', '"THOMAS R \\""TOM\\"" SUOZZI"', 'WORKING FAMILIES', 10, 210, 'TRUE'),
    house(2016, 'NY', 3, 'GEN', 'FALSE', 'FALSE', 'JACK MARTINS', 'REPUBLICAN', 90, 210),
    house(2016, 'NY', 3, 'GEN', 'FALSE', 'FALSE', 'BLANK VOTE/VOID VOTE/SCATTERING', '', 10, 210),
    house(2016, 'NY', 3, 'GEN', 'FALSE', 'FALSE', 'WRITEIN', '', 2, 210),
    // DC delegate rows are outside the 435 seats
    house(2016, 'DC', 0, 'GEN', 'FALSE', 'FALSE', 'ELEANOR HOLMES NORTON', 'DEMOCRAT', 265178, 300000),
    // ME-2 RCV pseudo-rows
    house(2024, 'ME', 2, 'GEN', 'FALSE', 'FALSE', 'JARED F. GOLDEN', 'DEMOCRAT', 197151, 391596),
    house(2024, 'ME', 2, 'GEN', 'FALSE', 'FALSE', 'AUSTIN THERIAULT', 'REPUBLICAN', 194445, 391596),
    house(2024, 'ME', 2, 'GEN', 'FALSE', 'FALSE', 'CONTINUING BALLOTS', '', 391596, 391596),
    house(2024, 'ME', 2, 'GEN', 'FALSE', 'FALSE', 'EXHAUSTED BALLOTS', '', 14000, 391596),
    // 1996 TX-9: court-ordered special open election (PRI, special) then a December runoff
    house(1996, 'TX', 9, 'PRI', 'FALSE', 'TRUE', 'STEVE STOCKMAN', 'REPUBLICAN', 88171, 189840),
    house(1996, 'TX', 9, 'PRI', 'FALSE', 'TRUE', 'NICK LAMPSON', 'DEMOCRAT', 83782, 189840),
    house(1996, 'TX', 9, 'PRI', 'FALSE', 'TRUE', 'GERALDINE SAM', 'DEMOCRAT', 17887, 189840),
    house(1996, 'TX', 9, 'GEN', 'TRUE', 'FALSE', 'NICK LAMPSON', 'DEMOCRAT', 59225, 112095),
    house(1996, 'TX', 9, 'GEN', 'TRUE', 'FALSE', 'STEVE STOCKMAN', 'REPUBLICAN', 52870, 112095),
  ].join('\r\n');
  const ledger = new Ledger();
  const races = buildHouse(memoryReader({ [HOUSE_FILE]: `${rows}\r\n` }), ledger);
  const byId = new Map(races.map((r) => [r.id, r]));

  it('publishes an uncounted unopposed race with null votes, not the placeholder 1', () => {
    const r = byId.get('house-2016-fl-05-general')!;
    expect(r.unopposed).toBe(true);
    expect(r.total_votes).toBeNull();
    expect(r.candidates[0]!.votes).toBeNull();
    expect(r.winner).toBe('Al Lawson');
  });
  it('sums fusion lines, strips backslashes, drops blank/void lumps and keeps write-ins in the total', () => {
    const r = byId.get('house-2016-ny-03-general')!;
    expect(r.candidates[0]).toMatchObject({
      name: 'Tom Suozzi',
      votes: 110,
      party: 'democrat',
      party_label: 'DEMOCRAT / WORKING FAMILIES',
    });
    expect(r.total_votes).toBe(202);
    expect(r.unattributed_votes).toBe(2);
  });
  it('excludes DC delegate rows and RCV continuing/exhausted tallies, with reasons', () => {
    expect(races.some((r) => r.state === 'DC')).toBe(false);
    const golden = byId.get('house-2024-me-02-general')!;
    expect(golden.winner).toBe('Jared F. Golden');
    // Top-level counts are round 1 (curated, build/curated/rcv-contests.json); the source's rows are the final round.
    expect(golden.total_votes).toBe(196189 + 194030 + 420);
    expect(golden.rounds!.at(-1)!.candidates).toEqual([
      { name: 'Jared F. Golden', votes: 197151 },
      { name: 'Austin Theriault', votes: 194445 },
    ]);
    const reasons = ledger.accounts()[HOUSE_FILE]!.excluded_by_reason;
    expect(Object.keys(reasons).some((r) => r.startsWith('DC delegate'))).toBe(true);
  });
  it('links a first round to its runoff; the runoff elects the winner', () => {
    const first = byId.get('house-1996-tx-09-special-jungle-primary')!;
    expect(first).toMatchObject({ result: 'runoff', winner: null, runoff_id: 'house-1996-tx-09-runoff' });
    expect(byId.get('house-1996-tx-09-runoff')!.winner).toBe('Nick Lampson');
  });
  it('accounts for every row', () => {
    ledger.assertComplete();
  });
});

const SENATE_HEADER =
  'year,state,state_po,state_fips,state_cen,state_ic,office,district,stage,special,candidate,party_detailed,writein,mode,candidatevotes,totalvotes,unofficial,version,party_simplified';
const sen = (
  year: number,
  st: string,
  stage: string,
  special: string,
  cand: string,
  party: string,
  simplified: string,
  votes: number,
) =>
  `${year},X,${st},1,1,1,US SENATE,statewide,${stage},${special},${cand},${party},False,total,${votes},0,False,20210114,${simplified}`;
const FTE_HEADER =
  'id,race_id,state_abbrev,state,office_id,office_name,office_seat_name,cycle,stage,special,party,politician_id,candidate_id,candidate_name,ballot_party,ranked_choice_round,votes,percent,unopposed,winner,alt_result_text,source';
const fte = (
  race: number,
  st: string,
  seat: string,
  cycle: number,
  stage: string,
  special: string,
  pid: string,
  name: string,
  bp: string,
  votes: number | '',
  winner: string,
  alt = '',
  round = '',
) =>
  `1,${race},${st},X,1,U.S. Senate,${seat},${cycle},${stage},${special},"",${pid},1,${name},${bp},${round},${votes},1,,${winner},${alt},https://example.org`;
const RACES_HEADER =
  'id,type,state_abbrev,State,office_id,office_name,office_seat_name,cycle,stage,party,special,incumbent_party,date,Winning party,created_at,updated_at';

describe('Senate fixture rows (MEDSL with FiveThirtyEight)', () => {
  const medsl = [
    SENATE_HEADER,
    // GA 2008: MEDSL codes the November round "pre" and the runoff "gen"
    sen(2008, 'GA', 'pre', 'False', 'SAXBY CHAMBLISS', 'REPUBLICAN', 'REPUBLICAN', 1867097),
    sen(2008, 'GA', 'pre', 'False', 'JIM MARTIN', 'DEMOCRAT', 'DEMOCRAT', 1757419),
    sen(2008, 'GA', 'gen', 'False', 'SAXBY CHAMBLISS', 'REPUBLICAN', 'REPUBLICAN', 1228033),
    sen(2008, 'GA', 'gen', 'False', 'JIM MARTIN', 'DEMOCRAT', 'DEMOCRAT', 909923),
    // the January 2021 GA runoff belongs to 2020
    sen(2020, 'GA', 'gen', 'False', 'DAVID A. PERDUE', 'REPUBLICAN', 'REPUBLICAN', 2462617),
    sen(2020, 'GA', 'gen', 'False', 'JON OSSOFF', 'DEMOCRAT', 'DEMOCRAT', 2374519),
    sen(2021, 'GA', 'runoff', 'False', 'JON OSSOFF', 'DEMOCRAT', 'DEMOCRAT', 2269262),
    sen(2021, 'GA', 'runoff', 'False', 'DAVID A. PERDUE', 'REPUBLICAN', 'REPUBLICAN', 2213979),
    // NJ 2006: MEDSL has the statewide figures; FiveThirtyEight the old single-county ones
    sen(2006, 'NJ', 'gen', 'False', 'ROBERT MENENDEZ', 'DEMOCRAT', 'DEMOCRAT', 1200843),
    sen(2006, 'NJ', 'gen', 'False', 'THOMAS H. KEAN JR.', 'REPUBLICAN', 'REPUBLICAN', 997775),
    // WY 2020: Lummis has no party in MEDSL
    sen(2020, 'WY', 'gen', 'False', 'CYNTHIA M. LUMMIS', '', 'OTHER', 198100),
    sen(2020, 'WY', 'gen', 'False', 'MERAV BEN-DAVID', 'DEMOCRAT', 'DEMOCRAT', 72766),
    // LA is taken from FiveThirtyEight
    sen(2016, 'LA', 'gen', 'False', 'JOHN KENNEDY', 'REPUBLICAN', 'REPUBLICAN', 536191),
    // 2010 SD placeholder
    sen(2010, 'SD', 'gen', 'False', 'JOHN THUNE', 'REPUBLICAN', 'REPUBLICAN', 227947),
    sen(2010, 'SD', 'gen', 'False', 'NA', 'DEMOCRAT', 'DEMOCRAT', 0),
  ].join('\n');
  const fteRows = [
    FTE_HEADER,
    fte(1598, 'NJ', 'Class I', 2006, 'general', 'false', '1', 'Bob Menendez', 'DEM', 58333, 'true'),
    fte(1598, 'NJ', 'Class I', 2006, 'general', 'false', '2', 'Thomas H. Kean Jr.', 'REP', 41998, 'false'),
    fte(6299, 'WY', 'Class II', 2020, 'general', 'false', '3', 'Cynthia M. Lummis', 'REP', 198100, 'true'),
    fte(6299, 'WY', 'Class II', 2020, 'general', 'false', '4', 'Merav Ben-David', 'DEM', 72766, 'false'),
    fte(90, 'LA', 'Class III', 2016, 'jungle primary', 'false', '5', 'John Kennedy', 'REP', 482591, 'true'),
    fte(90, 'LA', 'Class III', 2016, 'jungle primary', 'false', '6', 'Foster L. Campbell', 'DEM', 337833, 'false'),
    fte(90, 'LA', 'Class III', 2016, 'jungle primary', 'false', '', '', '', 1000, '', 'Overvote'),
    fte(1469, 'LA', 'Class III', 2016, 'runoff', 'false', '5', 'John Kennedy', 'REP', 536191, 'true'),
    fte(1469, 'LA', 'Class III', 2016, 'runoff', 'false', '6', 'Foster L. Campbell', 'DEM', 347816, 'false'),
    fte(9000, 'AL', 'Class II', 2017, 'general', 'true', '7', 'Doug Jones', 'DEM', 673896, 'true'),
  ].join('\n');
  const racesRows = [
    RACES_HEADER,
    '1469,SenateRace,LA,Louisiana,233,U.S. Senate,Class III,2016,runoff,,false,REP,12/10/16,REP,x,x',
    '77,PresidentialRace,AK,Alaska,1,U.S. President,,2016,general,,false,DEM,11/8/16,REP,x,x',
  ].join('\n');
  const ledger = new Ledger();
  const races = buildSenate(
    memoryReader({
      [SENATE_1976_2020]: medsl,
      [SENATE_2024]: `${SENATE_HEADER.replace('candidatevotes', 'votes')}\n`,
      [FTE_SENATE]: fteRows,
      [FTE_RACES_PRES_SENATE]: racesRows,
    }),
    ledger,
  );
  const byId = new Map(races.map((r) => [r.id, r]));

  it('recodes Georgia 2008 "pre"/"gen" into a general that went to a runoff', () => {
    expect(byId.get('senate-2008-ga-class2-general')).toMatchObject({
      result: 'runoff',
      runoff_id: 'senate-2008-ga-class2-runoff',
    });
    expect(byId.get('senate-2008-ga-class2-runoff')!.winner).toBe('Saxby Chambliss');
  });
  it('files the January 2021 Georgia runoff under 2020', () => {
    const runoff = byId.get('senate-2020-ga-class2-runoff')!;
    expect(runoff).toMatchObject({ year: 2020, date: '2021-01-05', winner: 'Jon Ossoff' });
    expect(byId.get('senate-2020-ga-class2-general')!.result).toBe('runoff');
  });
  it("keeps the MEDSL NJ 2006 figures and reports FiveThirtyEight's as a rejected value", () => {
    expect(byId.get('senate-2006-nj-class1-general')!.candidates[0]!.votes).toBe(1200843);
    expect(
      ledger.conflicts.some(
        (c) => c.record === 'senate-2006-nj-class1-general' && c.rejected === 58333 && c.chosen === 1200843,
      ),
    ).toBe(true);
  });
  it('fills a party MEDSL leaves blank from FiveThirtyEight (WY 2020 Lummis)', () => {
    expect(byId.get('senate-2020-wy-class2-general')!.winner_party).toBe('republican');
  });
  it('takes Louisiana from FiveThirtyEight: jungle primary, runoff and its date', () => {
    expect(byId.get('senate-2016-la-class3-jungle-primary')!.result).toBe('runoff');
    expect(byId.get('senate-2016-la-class3-runoff')).toMatchObject({ winner: 'John Kennedy', date: '2016-12-10' });
    expect(byId.get('senate-2016-la-class3-jungle-primary')!.total_votes).toBe(482591 + 337833);
  });
  it('drops the 2010 SD placeholder; keeps an odd-year special with its odd year (issue 18: listed by /api/senate/specials)', () => {
    expect(byId.get('senate-2010-sd-class3-general')!.candidates.map((c) => c.name)).toEqual(['John Thune']);
    expect(byId.get('senate-2017-al-class2-special-general')).toMatchObject({
      year: 2017,
      special: true,
      winner: 'Doug Jones',
    });
    ledger.assertComplete();
  });
});

describe('President (MEDSL) fixture rows', () => {
  const H1 =
    '"year","state","state_po","state_fips","state_cen","state_ic","office","candidate","party_detailed","writein","candidatevotes","totalvotes","version","notes","party_simplified"';
  const p1 = (year: number, st: string, cand: string, party: string, wi: string, votes: number, simplified: string) =>
    `${year},"X","${st}",1,1,1,"US PRESIDENT","${cand}","${party}",${wi},${votes},0,"20210113",NA,"${simplified}"`;
  const H2 =
    '"year","state","state_po","state_fips","state_ic","office","candidate","party_detailed","party_simplified","writein","mode","votes","totalvotes","stage","special","unofficial","version"';
  const old = [
    H1,
    p1(2012, 'WA', 'OBAMA, BARACK H.', 'DEMOCRAT', 'FALSE', 1755396, 'DEMOCRAT'),
    p1(2012, 'WA', 'MITT, ROMNEY', 'REPUBLICAN', 'FALSE', 1290670, 'REPUBLICAN'),
    p1(2020, 'DC', 'BIDEN, JOSEPH R. JR', 'DEMOCRAT', 'TRUE', 317323, 'DEMOCRAT'),
    p1(2020, 'DC', 'TRUMP, DONALD J.', 'REPUBLICAN', 'TRUE', 18586, 'REPUBLICAN'),
    p1(2020, 'DC', '', '', 'TRUE', 3137, 'OTHER'),
    p1(2020, 'DC', 'OVER VOTE', '', 'FALSE', 300, 'OTHER'),
  ].join('\n');
  const y2024 = [
    H2,
    '2024,"CALIFORNIA","CA","06","71","US PRESIDENT","HARRIS, KAMALA D.","DEMOCRAT","DEMOCRAT",FALSE,"TOTAL",9276179,15862626,"GEN",FALSE,FALSE,2025-11-20',
    '2024,"CALIFORNIA","CA","06","71","US PRESIDENT","TRUMP, DONALD J.","REPUBLICAN","REPUBLICAN",FALSE,"TOTAL",6081697,15862626,"GEN",FALSE,FALSE,2025-11-20',
    '2024,"CALIFORNIA","CA","06","71","US PRESIDENT","PETER\nSONSKI","AMERICAN SOLIDARITY","OTHER",TRUE,"TOTAL",1000,15862626,"GEN",FALSE,FALSE,2025-11-20',
  ].join('\n');
  const ledger = new Ledger();
  const reader = memoryReader({ [PRESIDENT_1976_2020]: old, [PRESIDENT_2024]: y2024 });
  const electoral = new Map<string, StateElectoral>([
    [
      '2012-WA',
      {
        evTotal: 12,
        electors: [
          {
            recipient: 'Barack Obama',
            party: 'democrat',
            pledged_to: 'Barack Obama',
            ev: 12,
            faithless: false,
            note: '',
          },
        ],
      },
    ],
    [
      '2020-DC',
      {
        evTotal: 3,
        electors: [
          { recipient: 'Joe Biden', party: 'democrat', pledged_to: 'Joe Biden', ev: 3, faithless: false, note: '' },
        ],
      },
    ],
    [
      '2024-CA',
      {
        evTotal: 54,
        electors: [
          {
            recipient: 'Kamala Harris',
            party: 'democrat',
            pledged_to: 'Kamala Harris',
            ev: 54,
            faithless: false,
            note: '',
          },
        ],
      },
    ],
  ]);
  const results = buildPresidentStates(readPresidentRows(reader, ledger), ledger, electoral);
  const get = (year: number, st: string) => results.find((r) => r.year === year && r.state === st)!;

  it('joins the garbled WA 2012 Romney line to the nominee', () => {
    expect(get(2012, 'WA').candidates.map((c) => c.name)).toEqual(['Barack Obama', 'Mitt Romney']);
  });
  it('does not mark DC 2020 party lines as write-ins, and says why', () => {
    const dc = get(2020, 'DC');
    expect(dc.candidates.find((c) => c.name === 'Joe Biden')!.write_in).toBe(false);
    expect(dc.notes.join(' ')).toMatch(/write-in/);
    expect(dc.unattributed_votes).toBe(3137);
    expect(dc.total_votes).toBe(317323 + 18586 + 3137);
  });
  it('reads the 2024 layout, including a name with an embedded newline', () => {
    const ca = get(2024, 'CA');
    expect(ca.candidates.map((c) => c.name)).toEqual(['Kamala Harris', 'Donald Trump', 'Peter Sonski']);
    expect(ca.candidates[0]!.ev).toBe(54);
    ledger.assertComplete();
  });
});
