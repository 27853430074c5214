/**
 * Parser tests for the 2026 ingest on small labelled FIXTURE rows, one per source quirk (polls/, races/, ratings/
 * SOURCES.md). The rows are hand-made in each source's layout; where a row copies a real one, the comment says so.
 */
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../build/ingest/core/ledger.ts';
import { FILES_2026, parseMarginOfError, type RawPoll } from '../../build/ingest/cycle2026/common.ts';
import { applyMerges, groupPolls, type NamedPoll } from '../../build/ingest/cycle2026/polls-dedupe.ts';
import { readGenericPolls } from '../../build/ingest/cycle2026/polls-generic.ts';
import { buildPollRecords, type RecordContext } from '../../build/ingest/cycle2026/polls-records.ts';
import { sponsorOf } from '../../build/ingest/cycle2026/polls-sponsors.ts';
import { NO_PERCENTAGES, readStatePolls } from '../../build/ingest/cycle2026/polls-state.ts';
import { CURATED_POLL_FIXES } from '../../build/ingest/cycle2026/polls-fixes.ts';
import {
  aliasIndex,
  gradeOf,
  parseGradeCell,
  readRatingTables,
  type AliasEntry,
} from '../../build/ingest/cycle2026/pollsters.ts';
import { ratingCode, resolveRating, type RatingCopy } from '../../build/ingest/cycle2026/ratings.ts';
import { memoryReader } from '../../build/ingest/core/sources.ts';
import type { Race2026 } from '../../build/schemas/polls.ts';

const STATE_HEADER =
  'state,pollster,sponsor,partisan,population,n,start_date,end_date,dem_candidate,rep_candidate,dem_pct,rep_pct,margin,note,source_url';
const GENERIC_HEADER =
  'date_end,date_start,pollster,sponsor,population,n,dem,rep,value,partisan,internal,poll_id,source_url';
const URL = 'https://example.org/poll';

/** FIXTURE state rows. GA_QUANTUS and NC_CATAWBA copy the two real rows polls/SOURCES.md flags. */
const GA_FOX = `GA,Fox News/Beacon·Shaw,,none,RV,1002,2026-06-23,2026-06-27,Ossoff,Collins,56,43,13,,${URL}`;
const GA_QUANTUS = `GA,Quantus Insights,,none,LV,624,2026-09-09,2026-09-12,Ossoff,Collins,38,38,0,"±3·briefing",${URL}`;
const NC_CATAWBA = `NC,Catawba College/YouGov,,none,,,,2026-08-06,Cooper,Whatley,,,14,보도일 기준,${URL}`;
/** Rasmussen: tagged R by the source (house lean) with no sponsor. */
const ME_RASMUSSEN = `ME,Rasmussen Reports,,R,LV,1033,2026-09-08,2026-09-10,Jackson,Collins,46,45,1,"±2·9/11 공표",${URL}`;
/** A Democratic super PAC's poll: partisan D because of the sponsor. */
const ME_SMP = `ME,Hart Research,Senate Majority PAC,D,LV,,2026-07-27,2026-08-01,Jackson,Collins,49,45,4,±3.5·LV 800+,${URL}`;
/** A media sponsor the source tags R: not partisan. */
const NC_CJ = `NC,Harper Polling,Carolina Journal,R,LV,608,2026-09-13,2026-09-15,Cooper,Whatley,49,34,15,±4.0·9/17 공개,${URL}`;
/** Pre-nomination and non-nominee matchups (Maine's nominee was set on 2026-07-25; Platner withdrew). */
const ME_PLATNER = `ME,NYT/Siena,,none,LV,,2026-06-19,2026-06-26,Platner,Collins,49,47,2,±4.8·사퇴 전 후보,${URL}`;

const senateFile = (...rows: string[]) => [STATE_HEADER, ...rows].join('\n');
/** The curated drops only: the cell fixes name real rows these fixture files do not carry (polls-fixes.test.ts). */
const DROPS_ONLY = { drop: CURATED_POLL_FIXES.drop, set: [] };

function readSenate(csv: string) {
  const ledger = new Ledger();
  const polls = readStatePolls(memoryReader({ [FILES_2026.senatePolls]: csv }), ledger, 'senate', DROPS_ONLY);
  return { polls, ledger, account: ledger.accounts()[FILES_2026.senatePolls]! };
}

describe('us-elections-2026 state poll rows', () => {
  it('parses the margin of error only from the Korean note ("±3.46·..."), else null', () => {
    expect(parseMarginOfError('±3.46·문자+온라인 패널')).toBe(3.46);
    expect(parseMarginOfError('±4.4 — 통계적 동률')).toBe(4.4);
    expect(parseMarginOfError('사퇴 후 첫 조사 ±2.8')).toBe(2.8);
    expect(parseMarginOfError('일일 브리핑 09/23 추출')).toBeNull();
    expect(parseMarginOfError('')).toBeNull();
    const { polls } = readSenate(senateFile(ME_RASMUSSEN, GA_QUANTUS, GA_FOX));
    expect(polls.map((p) => p.marginOfError)).toEqual([2, null]);
  });

  it('drops the mis-dated Georgia Quantus row (a September 2025 poll filed under 2026) with its reason', () => {
    const { polls, account } = readSenate(senateFile(GA_FOX, GA_QUANTUS));
    expect(polls).toHaveLength(1);
    expect(account.rows_excluded).toBe(1);
    expect(Object.keys(account.excluded_by_reason)[0]).toMatch(/^mis-dated 2025 poll/);
  });

  it('fails when the hand fix for the Georgia row no longer matches exactly one row', () => {
    expect(() => readSenate(senateFile(GA_FOX))).toThrow(/2026-poll-fixes\.json.*matches 0 rows/);
  });

  it('excludes the NC Catawba row that gives only a margin, with the reason', () => {
    const { polls, account } = readSenate(senateFile(GA_QUANTUS, NC_CATAWBA, GA_FOX));
    expect(polls.map((p) => p.raceId)).toEqual(['ga-sen-2026']);
    expect(account.excluded_by_reason[NO_PERCENTAGES]).toBe(1);
  });

  it('names file, row and field for a bad cell', () => {
    const bad = senateFile(
      GA_QUANTUS,
      `GA,Emerson College,,none,LV,abc,2026-06-01,2026-06-02,Ossoff,Collins,50,40,10,,${URL}`,
    );
    expect(() => readSenate(bad)).toThrow(/senate_polls_2026-10-05\.csv: row 2, field "n"/);
  });
});

/** FIXTURE generic rows: one poll published for adults, registered and likely voters (VoteHub gives each a row). */
const genericFiles = (rows: string[]) => ({
  [FILES_2026.generic]: [GENERIC_HEADER, ...rows].join('\n'),
  [FILES_2026.genericLater]: GENERIC_HEADER,
  [FILES_2026.genericSupplement]: [GENERIC_HEADER, rows[0]!].join('\n'),
});
const THREE_POPULATIONS = [
  `2026-06-22,2026-06-19,YouGov,The Economist,A,1679,38.0,35.0,3.0,,,g-a,${URL}`,
  `2026-06-22,2026-06-19,YouGov,The Economist,RV,1517,45.0,43.0,2.0,,,g-rv,${URL}`,
  `2026-06-22,2026-06-19,YouGov,The Economist,LV,1301,47.0,44.0,3.0,,,g-lv,${URL}`,
  `2026-06-22,2026-06-19,Ipsos,Reuters,A,1271,35.0,31.0,4.0,,,i-a,${URL}`,
  `2026-06-22,2026-06-19,Ipsos,Reuters,RV,984,39.0,38.0,1.0,,,i-rv,${URL}`,
];

describe('population dedupe (one record per poll)', () => {
  it('keeps likely voters, else registered voters, else adults; merges the others and notes their figures', () => {
    const ledger = new Ledger();
    const rows = readGenericPolls(memoryReader(genericFiles(THREE_POPULATIONS)), ledger);
    const named: NamedPoll[] = rows.map((p) => ({ ...p, pollster: p.pollsterRaw }));
    const groups = groupPolls(named);
    expect(groups.map((g) => [g.kept.pollster, g.kept.population])).toEqual([
      ['YouGov', 'lv'],
      ['Ipsos', 'rv'],
    ]);
    const notes = applyMerges(groups[0]!, 'x', ledger);
    applyMerges(groups[1]!, 'y', ledger);
    expect(notes.join(' ')).toMatch(/likely voters kept; the same poll's adults figures \(38-35, n=1679\)/);
    expect(ledger.accounts()[FILES_2026.generic]).toMatchObject({ rows_read: 5, rows_used: 5 - 3, rows_merged: 3 });
    // The supplement row is the feed's own row again: merged, not a second poll.
    expect(ledger.accounts()[FILES_2026.genericSupplement]).toMatchObject({ rows_read: 1, rows_merged: 1 });
  });

  it('records a conflict when one population appears twice with different numbers (first row kept)', () => {
    const ledger = new Ledger();
    const rows = readGenericPolls(
      memoryReader(
        genericFiles([
          `2026-05-24,2026-05-18,Morning Consult,,RV,24849,46.0,42.0,4.0,,,m1,${URL}`,
          `2026-05-24,2026-05-18,Morning Consult,,RV,29255,46.0,42.0,4.0,,,m2,${URL}`,
        ]),
      ),
      ledger,
    );
    const [group] = groupPolls(rows.map((p) => ({ ...p, pollster: p.pollsterRaw })));
    applyMerges(group!, 'mc', ledger);
    expect(group!.kept.sampleSize).toBe(24849);
    expect(ledger.conflicts).toEqual([
      expect.objectContaining({ record: 'mc', field: 'sampleSize', chosen: 24849, rejected: 29255 }),
    ]);
  });
});

/** Minimal context for turning fixture rows into records: Maine's Democratic nominee is Jackson, set 2026-07-25. */
function records(csv: string) {
  const ledger = new Ledger();
  const rows = readStatePolls(memoryReader({ [FILES_2026.senatePolls]: csv }), ledger, 'senate', DROPS_ONLY);
  const entry = (raw: string): AliasEntry => ({ name: raw, aliases: [raw], partners: [] });
  const me = {
    id: 'me-sen-2026',
    nominees: [
      { slug: 'jackson', name: 'Troy Jackson', party: 'D', source: 'x' },
      { slug: 'collins', name: 'Susan Collins', party: 'R', source: 'x' },
    ],
  } as unknown as Race2026;
  const ctx: RecordContext = {
    entryOf: entry,
    gradeOf: () => null,
    nominations: new Map(
      ['me-sen-2026', 'nc-sen-2026', 'ga-sen-2026'].map((id) => [
        id,
        { raceId: id, date: id === 'me-sen-2026' ? '2026-07-25' : '2026-03-03', from: 'fixture' },
      ]),
    ),
    races: new Map([[me.id, me]]),
    knownNames: new Map(),
    ledger,
  };
  return buildPollRecords(groupPolls(rows.map((p: RawPoll) => ({ ...p, pollster: p.pollsterRaw }))), ctx).polls;
}

describe('partisan polls and hypothetical matchups', () => {
  it('derives partisan from the sponsor, not from the source partisan column', () => {
    const polls = records(senateFile(GA_QUANTUS, ME_RASMUSSEN, ME_SMP, NC_CJ));
    const by = (pollster: string) => polls.find((p) => p.pollster === pollster)!;
    expect(by('Rasmussen Reports')).toMatchObject({ partisan: null, sponsor: null });
    expect(by('Rasmussen Reports').notes.join(' ')).toMatch(/source flags this poll R/);
    expect(by('Hart Research')).toMatchObject({ partisan: 'D', sponsor: 'Senate Majority PAC' });
    expect(by('Harper Polling')).toMatchObject({ partisan: null, sponsor: 'Carolina Journal' });
    expect(sponsorOf(null, 'Fox News', 'w')).toMatchObject({ sponsor: 'Fox News', partisan: null });
    expect(() => sponsorOf('Some New PAC', null, 'f.csv: row 3')).toThrow(/f\.csv: row 3, field "sponsor"/);
  });

  it('tags pre-nomination matchups and non-nominees as hypothetical, and keeps them', () => {
    const polls = records(senateFile(GA_QUANTUS, ME_PLATNER, ME_RASMUSSEN));
    const platner = polls.find((p) => p.results.platner !== undefined)!;
    expect(platner.hypothetical).toBe(true);
    expect(platner.notes.join(' ')).toMatch(
      /before the nominees were settled on 2026-07-25.*Platner is not the Democratic nominee \(Troy Jackson\)/,
    );
    expect(polls.find((p) => p.pollster === 'Rasmussen Reports')!.hypothetical).toBe(false);
  });
});

/** FIXTURE rating files: Silver Bulletin's BOM header and "grade@@sort key" cells, FiveThirtyEight's plain grades. */
const SILVER = [
  '\ufeffPollster,Grade,Predictive Plus-Minus,Mean-reverted bias,Number of polls,cat',
  'The Washington Post,A+@@1,-1.09,D+0.90@@.9,98,D+',
  'Echelon Insights,A-@@3,-0.5,R+0.1@@-.1,20,R+',
  'GBAO,B/C@@8,0.4,D+1@@1,3,D+',
  'Fabrizio Lee & Associates/Impact Research,B/C@@8,0.4,R+0.2@@-.2,4,R+',
  'Beacon Research/Shaw & Co. Research,A-@@3,-0.6,D+0.5@@.5,40,D+',
  'YouGov,B@@6,0.1,D+0.3@@.3,300,D+',
  ',B/C@@8,.468,R+0.19@@-.19,1,R+',
].join('\n');
const FTE = [
  'Rank,Pollster,Pollster Rating ID,Polls Analyzed,AAPOR/Roper,Banned by 538,Predictive Plus-Minus,538 Grade',
  '1,Marist College,1,100,yes,no,-1,A',
  '2,YouGov,2,100,yes,no,0,B+',
].join('\n');
const tables = () =>
  readRatingTables(memoryReader({ [FILES_2026.silver]: SILVER, [FILES_2026.fte2023]: FTE }), new Ledger());

describe('pollster grades', () => {
  it('splits Silver Bulletin grades on "@@" and reads the BOM header; a row without a name is excluded', () => {
    expect(parseGradeCell('A+@@1', 'w')).toBe('A+');
    expect(parseGradeCell('A/B@@4', 'w')).toBe('A/B');
    expect(parseGradeCell('B-', 'w')).toBe('B-');
    expect(() => parseGradeCell('E@@9', 'file.csv: row 2, field "Grade"')).toThrow(/row 2, field "Grade"/);
    const ledger = new Ledger();
    const t = readRatingTables(memoryReader({ [FILES_2026.silver]: SILVER, [FILES_2026.fte2023]: FTE }), ledger);
    expect(t.silver.rows.get('The Washington Post')).toMatchObject({ grade: 'A+', row: 1 });
    expect(ledger.accounts()[FILES_2026.silver]!.excluded_by_reason).toEqual({ 'no pollster name in the row': 1 });
  });

  it('applies the alias table: a pair rated as one pollster, the lower partner grade, unrated partners, 538 fallback', () => {
    const t = tables();
    const unit: AliasEntry = {
      name: 'Fabrizio Ward / Impact Research',
      aliases: ['AARP/Fabrizio·Impact'],
      partners: [
        { firm: 'Fabrizio Ward / Impact Research', silver: 'Fabrizio Lee & Associates/Impact Research', fte: null },
      ],
    };
    expect(gradeOf(unit, t)).toMatchObject({
      grade: 'B/C',
      grade_source: 'silver-bulletin',
      rated_as: ['Fabrizio Lee & Associates/Impact Research'],
    });
    const fox: AliasEntry = {
      name: 'Beacon Research / Shaw & Company Research',
      aliases: ['Fox News/Beacon·Shaw'],
      partners: [
        { firm: 'Beacon Research / Shaw & Company Research', silver: 'Beacon Research/Shaw & Co. Research', fte: null },
      ],
    };
    expect(gradeOf(fox, t).grade).toBe('A-');
    const joint: AliasEntry = {
      name: 'Echelon Insights / GBAO',
      aliases: ['Echelon Insights/GBAO'],
      partners: [
        { firm: 'Echelon Insights', silver: 'Echelon Insights', fte: null },
        { firm: 'GBAO', silver: 'GBAO', fte: null },
      ],
    };
    expect(gradeOf(joint, t)).toMatchObject({ grade: 'B/C', rated_as: ['Echelon Insights', 'GBAO'] });
    expect(gradeOf(joint, t).rule).toMatch(/lower of the partners' grades/);
    const halfRated: AliasEntry = {
      name: 'Catawba College / YouGov',
      aliases: ['Catawba/YouGov'],
      partners: [
        { firm: 'Catawba College', silver: null, fte: null },
        { firm: 'YouGov', silver: 'YouGov', fte: 'YouGov' },
      ],
    };
    expect(gradeOf(halfRated, t)).toMatchObject({ grade: null, grade_source: null, rated_as: [] });
    const fallback: AliasEntry = {
      name: 'Marist College',
      aliases: ['Marist'],
      partners: [{ firm: 'Marist College', silver: null, fte: 'Marist College' }],
    };
    expect(gradeOf(fallback, t)).toMatchObject({ grade: 'A', grade_source: 'fivethirtyeight' });
    expect(() =>
      aliasIndex([{ name: 'X', aliases: ['X'], partners: [{ firm: 'X', silver: 'No Such Pollster', fte: null }] }], t),
    ).toThrow(/no row "No Such Pollster"/);
  });
});

describe('race ratings', () => {
  it('maps Solid and Safe to safe, Toss-up to tossup, and keeps Tilt', () => {
    expect(ratingCode('Solid D', 'w')).toBe('safe_d');
    expect(ratingCode('Safe R', 'w')).toBe('safe_r');
    expect(ratingCode('Toss-up', 'w')).toBe('tossup');
    expect(ratingCode('Tilt R', 'w')).toBe('tilt_r');
    expect(ratingCode('Likely D', 'w')).toBe('likely_d');
    expect(() => ratingCode('Leans D', 'f.json: row 4, field "ratings.GA"')).toThrow(/row 4, field "ratings.GA"/);
  });

  it('publishes the later as-of date and keeps the disagreeing older copy as superseded (and a conflict)', () => {
    const ledger = new Ledger();
    const a = ledger.open('a.json', 3);
    const b = ledger.open('b.json', 3);
    // FIXTURE: Cook's Kansas Senate rating, 2026-09-23 (270toWin) and 2026-10-06 (Wikipedia), as ratings/SOURCES.md reports.
    const copy = (
      rating: RatingCopy['rating'],
      asOf: string,
      source: string,
      l: typeof a,
      row: number,
    ): RatingCopy => ({ raceId: 'ks-sen-2026', rater: 'cook', rating, asOf, source, file: l.file, row, ledger: l });
    const result = resolveRating(
      [
        copy('lean_r', '2026-09-23', 'us-elections-2026-senate-ratings', a, 1),
        copy('tossup', '2026-10-06', 'midterms-pulse-senate-ratings', b, 1),
        copy('tossup', '2026-10-01', 'other', a, 2),
      ],
      ledger,
    );
    expect(result).toEqual({
      rating: 'tossup',
      as_of: '2026-10-06',
      source: 'midterms-pulse-senate-ratings',
      superseded: [{ rating: 'lean_r', as_of: '2026-09-23', source: 'us-elections-2026-senate-ratings' }],
    });
    expect(ledger.conflicts).toEqual([
      expect.objectContaining({
        record: 'ks-sen-2026',
        field: 'cook',
        chosen: 'tossup',
        rejected: 'lean_r',
        rule: expect.stringMatching(/later as-of date wins/),
      }),
    ]);
    expect(a.disposition(2)).toEqual({ kind: 'merged' });
    expect(resolveRating([], ledger)).toBeNull();
  });
});
