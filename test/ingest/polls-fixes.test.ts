/**
 * Issue 19, polls as their sources report them: likely-voter figures a row's own note gives, the sample size of
 * the population shown, a sample size the same release gives, and every generic-ballot poll of the tracker file.
 * The FIXTURE rows below copy real rows of polls/us-elections-2026 (governor and Senate files); the data tests read
 * the committed data/.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../build/ingest/core/ledger.ts';
import { memoryReader } from '../../build/ingest/core/sources.ts';
import { FILES_2026, type Origin } from '../../build/ingest/cycle2026/common.ts';
import { CURATED_POLL_FIXES } from '../../build/ingest/cycle2026/polls-fixes.ts';
import {
  checkLikelyVoterNotes,
  checkSameReleaseSampleSizes,
  lvFiguresInNote,
} from '../../build/ingest/cycle2026/polls-note-checks.ts';
import { readStatePolls } from '../../build/ingest/cycle2026/polls-state.ts';
import { CorrectionSchema } from '../../build/schemas/corrections.ts';
import { PollSchema, type Poll } from '../../build/schemas/polls.ts';
import { IngestReportSchema } from '../../build/schemas/report.ts';

const DATA = resolve(__dirname, '../../data');
const read = (name: string) => JSON.parse(readFileSync(join(DATA, name), 'utf8'));
const polls = PollSchema.array().parse(read('polls-2026.json'));
const corrections = CorrectionSchema.array().parse(read('corrections.json'));
const report = IngestReportSchema.parse(read('ingest-report.json'));
const poll = (id: string) => polls.find((p) => p.id === id)!;

const HEADER =
  'state,pollster,sponsor,partisan,population,n,start_date,end_date,dem_candidate,rep_candidate,dem_pct,rep_pct,margin,note,source_url';
/** FIXTURE copies of real governor rows (notes shortened after the part that matters). */
const GA_YOUGOV =
  'GA,YouGov,,none,RV,3447,2026-09-15,2026-09-18,Bottoms,Jackson,44,45,-1,"±2.7·**의뢰 주체 미확인**·LV 기준 47–44(R+3)·미결정 9%",https://www.atlantanewsfirst.com/x';
const WI_MARQUETTE =
  'WI,Marquette Law School,,none,LV,891,2026-08-12,2026-08-20,Crowley,Tiffany,49,44,5,"±4.0·표본 891은 등록유권자(RV) 전체이고 49–44는 그 안의 적극투표층 서브샘플·**RV 기준으로는 44–44 동률**·무당파(LV) 55–16이나",https://www.wpr.org/x';

describe('likely-voter figures in a source note', () => {
  it('reads the likely-voter result the real notes give, and not a subgroup or a registered-voter figure', () => {
    expect(lvFiguresInNote('±2.7·**의뢰 주체 미확인**·LV 기준 47–44(R+3)·미결정 9%')).toEqual({
      pair: [47, 44],
      margin: -3,
    });
    expect(lvFiguresInNote('±3.5·9/11 공표·엄격 적극투표층 필터로는 47–43(D+4)·같은 조사')).toEqual({
      pair: [47, 43],
      margin: 4,
    });
    expect(lvFiguresInNote('등록유권자 48–44(D+4)/적극투표층 50–45(D+5)·LV 부분표본 크기 미공표')).toEqual({
      pair: [50, 45],
      margin: 5,
    });
    expect(lvFiguresInNote('RV 기준으로는 44–44 동률**·무당파(LV) 55–16이나')).toBeNull();
    expect(lvFiguresInNote('±5.6·8/12 발표·RV 기준 51–35')).toBeNull();
    expect(lvFiguresInNote('±3.5·LV 800+·민주계 PAC 스폰서')).toBeNull();
    expect(lvFiguresInNote('LV 수치는 원천 미확인')).toBeNull();
  });

  it('fails the ingest where a note reports likely-voter figures the poll does not serve (the GA YouGov row as it was)', () => {
    const served = poll('ga-gov-2026-2026-09-18-yougov');
    const asItWas: Poll = { ...served, population: 'rv', sampleSize: 3447, results: { bottoms: 44, jackson: 45 } };
    const origins = new Map<string, Origin>([
      [served.id, { file: FILES_2026.governorPolls, row: 33, note: 'LV 기준 47–44(R+3)' }],
    ]);
    const failed = checkLikelyVoterNotes([asItWas], origins);
    expect(failed.passed).toBe(false);
    expect(failed.details[0]).toMatch(
      /governor_polls_2026-10-05\.csv: row 33, field "note".*serves rv 44-45.*likely voters 47-44/,
    );
    expect(checkLikelyVoterNotes([served], origins).passed).toBe(true);
    // Right shares, wrong way round: the note's (R+3) says who leads.
    expect(checkLikelyVoterNotes([{ ...served, results: { bottoms: 47, jackson: 44 } }], origins).passed).toBe(false);
  });

  it('passes on the committed data, where three notes report likely-voter figures', () => {
    const check = report.checks.find((c) => c.name.startsWith('where a source note reports likely-voter figures'))!;
    expect(check).toMatchObject({
      passed: true,
      details: ['3 notes report likely-voter figures; every one is the result served'],
    });
  });
});

describe('curated cell fixes (build/curated/2026-poll-fixes.json)', () => {
  it('serves the likely-voter figures of the GA YouGov row and nulls sizes of another population', () => {
    const ledger = new Ledger();
    const file = [HEADER, GA_YOUGOV, WI_MARQUETTE].join('\n');
    const fixes = { drop: [], set: CURATED_POLL_FIXES.set.filter((f) => f.file === FILES_2026.governorPolls) };
    const [ga, wi] = readStatePolls(memoryReader({ [FILES_2026.governorPolls]: file }), ledger, 'governor', fixes);
    expect(ga).toMatchObject({
      population: 'lv',
      sampleSize: null,
      marginOfError: null,
      dem: { pct: 44 },
      rep: { pct: 47 },
    });
    expect(ga!.cellFixes!.map((c) => [c.column, c.old, c.new])).toEqual([
      ['population', 'RV', 'LV'],
      ['n', '3447', ''],
      ['rep_pct', '45', '47'],
      ['margin_of_error', '', ''],
    ]);
    expect(wi).toMatchObject({
      population: 'lv',
      sampleSize: null,
      marginOfError: 4,
      dem: { pct: 49 },
      rep: { pct: 44 },
    });
  });

  it('publishes the eight fixed polls as their sources report them, each listed at /api/corrections', () => {
    expect(poll('ga-gov-2026-2026-09-18-yougov')).toMatchObject({
      population: 'lv',
      sampleSize: null,
      results: { bottoms: 44, jackson: 47 },
    });
    expect(poll('ia-sen-2026-2026-09-08-yougov')).toMatchObject({
      population: 'lv',
      sampleSize: null,
      results: { turek: 47, hinson: 43 },
    });
    expect(poll('wi-gov-2026-2026-08-20-marquette-university-law-school')).toMatchObject({
      population: 'lv',
      sampleSize: null,
    });
    expect(poll('nc-sen-2026-2026-08-31-elon-university')).toMatchObject({ population: 'lv', sampleSize: null });
    expect(poll('ia-sen-2026-2026-09-28-beacon-research-shaw-company-research')).toMatchObject({
      population: 'lv',
      sampleSize: 1008,
    });
    expect(poll('oh-sen-2026-2026-06-29-the-new-york-times-siena-college').sampleSize).toBe(601);
    expect(poll('mi-sen-2026-2026-07-24-glengariff-group-el-sayed-rogers').sampleSize).toBe(600);
    expect(poll('mi-sen-2026-2026-07-24-glengariff-group-stevens-rogers').sampleSize).toBe(600);
    const fixed = new Set(corrections.filter((c) => /^[a-z]{2}-(sen|gov)-2026-/.test(c.record)).map((c) => c.record));
    expect(fixed.size).toBe(8);
    for (const id of fixed) expect(poll(id).notes.join(' ')).toMatch(/Corrected \(see \/api\/corrections\)/);
  });

  it('fails where a poll lacks a sample size another question of the same poll gives (the IA Fox Senate row as it was)', () => {
    const senate = poll('ia-sen-2026-2026-09-28-beacon-research-shaw-company-research');
    const governor = polls.find((p) => p.raceId === 'ia-gov-2026' && p.date === '2026-09-28')!;
    expect(governor.sampleSize).toBe(1008);
    const origins = new Map<string, Origin>([[senate.id, { file: FILES_2026.senatePolls, row: 98 }]]);
    const failed = checkSameReleaseSampleSizes([{ ...senate, sampleSize: null }, governor], origins);
    expect(failed.passed).toBe(false);
    expect(failed.details[0]).toMatch(/senate_polls_2026-10-05\.csv: row 98, field "n".*gives 1008/);
    expect(checkSameReleaseSampleSizes(polls, new Map()).passed).toBe(true);
  });
});

describe('generic-ballot polls of the congressional-tracker file', () => {
  it('publishes the six polls VoteHub lacks instead of excluding them, and merges the eight it carries', () => {
    expect(report.files[FILES_2026.tracker]).toMatchObject({
      rows_read: 14,
      rows_used: 6,
      rows_merged: 8,
      rows_excluded: 0,
    });
    const own = polls.filter((p) => p.sources.length === 1 && p.sources[0] === 'congressional-tracker-generic');
    expect(own.map((p) => [p.date, p.pollster, p.population, p.sampleSize, p.results.dem, p.results.rep])).toEqual([
      ['2026-07-20', 'Emerson College', 'lv', 1100, 53, 42],
      ['2026-07-27', 'Quinnipiac University', 'rv', 963, 48, 41],
      ['2026-08-17', 'Emerson College', 'lv', 1000, 51, 43],
      ['2026-08-17', 'YouGov', 'rv', 1449, 46, 39],
      ['2026-08-26', 'University of Massachusetts Amherst', 'a', 1000, 42, 34],
      ['2026-08-31', 'YouGov', 'rv', 1434, 46, 40],
    ]);
    expect(own.every((p) => p.sourceUrl !== null)).toBe(true);
  });
});
