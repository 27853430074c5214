/**
 * Tests over the committed 2026 data (data/races-2026.json, polls-2026.json, pollsters.json, ratings-2026.json):
 * the counts the issue fixes, per-race poll counts, and spot facts checked by hand against the raw rows.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COVERAGE_END } from '../../build/ingest/cycle2026/common.ts';
import { IngestReportSchema } from '../../build/schemas/report.ts';
import { PollSchema, PollsterSchema, Race2026Schema, Rating2026Schema } from '../../build/schemas/polls.ts';

const DATA = resolve(__dirname, '../../data');
const read = (name: string) => JSON.parse(readFileSync(join(DATA, name), 'utf8'));
const races = Race2026Schema.array().parse(read('races-2026.json'));
const polls = PollSchema.array().parse(read('polls-2026.json'));
const pollsters = PollsterSchema.array().parse(read('pollsters.json'));
const ratings = Rating2026Schema.array().parse(read('ratings-2026.json'));
const report = IngestReportSchema.parse(read('ingest-report.json'));

const race = (id: string) => races.find((r) => r.id === id)!;
const grade = (name: string) => pollsters.find((p) => p.name === name)?.grade;

describe('2026 races', () => {
  it('has 35 Senate (FL and OH specials in class 3), 36 governor and the generic ballot: 72', () => {
    expect(races).toHaveLength(72);
    expect(races.filter((r) => r.office === 'senate')).toHaveLength(35);
    expect(races.filter((r) => r.office === 'governor')).toHaveLength(36);
    expect(races.filter((r) => r.special).map((r) => [r.id, r.seat_class, r.title])).toEqual([
      ['fl-sen-2026', 3, 'Florida Senate 2026 (special)'],
      ['oh-sen-2026', 3, 'Ohio Senate 2026 (special)'],
    ]);
    expect(races.filter((r) => r.office === 'senate' && !r.special).every((r) => r.seat_class === 2)).toBe(true);
    expect(race('us-generic-ballot-2026')).toMatchObject({
      state: 'national',
      office: 'generic_ballot',
      state_name: 'United States',
    });
    expect(race('ga-sen-2026').title).toBe('Georgia Senate 2026');
  });

  it('has sourced incumbents and nominees; inferred names only when polls confirm them', () => {
    expect(race('ga-sen-2026').incumbent).toEqual({ name: 'Jon Ossoff', party: 'D', status: 'Incumbent renominated' });
    expect(race('ga-sen-2026').nominees.map((n) => n.name)).toEqual(['Jon Ossoff', 'Mike Collins']);
    expect(race('ia-sen-2026').nominees.map((n) => n.slug)).toEqual(['turek', 'hinson']);
    expect(race('ia-sen-2026').nominees[0]!.source).toMatch(/INFERRED.*confirmed by \d+ polls/);
    // Inferred, no poll: a note, not a nominee.
    expect(race('ar-sen-2026').nominees.map((n) => n.name)).toEqual(['Tom Cotton']);
    expect(race('ar-sen-2026').notes.join(' ')).toMatch(/Hallie Shoffner \(D\)/);
    expect(race('az-gov-2026').incumbent).toMatchObject({ name: 'Katie Hobbs', party: 'D' });
    expect(race('ks-gov-2026').nominees.map((n) => n.name)).toEqual(['Cindy Holscher', 'Ty Masterson']);
    // Incumbent from the cited table (issue 19); no source here names the nominees.
    expect(race('ca-gov-2026')).toMatchObject({ incumbent: { name: 'Gavin Newsom', party: 'D' }, nominees: [] });
    expect(race('ca-gov-2026').notes).toContain("No source in the data names this race's nominees.");
  });
});

describe('2026 polls', () => {
  it('has the expected number of polls per race', () => {
    const count: Record<string, number> = {};
    for (const p of polls) count[p.raceId] = (count[p.raceId] ?? 0) + 1;
    expect(count).toEqual({
      'ak-sen-2026': 4,
      'ga-sen-2026': 8,
      'ia-sen-2026': 9,
      'me-sen-2026': 14,
      'mi-sen-2026': 18,
      'nc-sen-2026': 12,
      'nh-sen-2026': 9,
      'oh-sen-2026': 10,
      'tx-sen-2026': 20,
      'az-gov-2026': 4,
      'ga-gov-2026': 6,
      'ia-gov-2026': 5,
      'ks-gov-2026': 1,
      'mi-gov-2026': 7,
      'nv-gov-2026': 4,
      'oh-gov-2026': 8,
      'wi-gov-2026': 6,
      'us-generic-ballot-2026': 447,
    });
  });

  it('attaches every poll to a race and ends no poll after the coverage date', () => {
    const ids = new Set(races.map((r) => r.id));
    expect(polls.every((p) => ids.has(p.raceId))).toBe(true);
    expect(polls.every((p) => p.date <= COVERAGE_END)).toBe(true);
    expect(new Set(polls.map((p) => p.id)).size).toBe(polls.length);
  });

  it('has the Georgia Senate polls by Quantus and Fox News as published, and not the mis-dated 2025 Quantus poll', () => {
    const ga = polls.filter((p) => p.raceId === 'ga-sen-2026');
    expect(ga.find((p) => p.pollster === 'Quantus Insights')).toMatchObject({
      date: '2026-09-16',
      startDate: '2026-09-14',
      results: { ossoff: 48.2, collins: 44.4 },
      sampleSize: 645,
      population: 'lv',
      marginOfError: 4.3,
      partisan: null,
      grade: 'B/C',
    });
    expect(ga.some((p) => p.date === '2026-09-12' && p.pollster === 'Quantus Insights')).toBe(false);
    expect(ga.find((p) => p.date === '2026-06-27')).toMatchObject({
      pollster: 'Beacon Research / Shaw & Company Research',
      sponsor: 'Fox News',
      grade: 'A-',
      population: 'rv',
      results: { ossoff: 56, collins: 43 },
    });
  });

  it('tags hypothetical matchups (pre-nomination or a candidate who is not the nominee)', () => {
    const hyp = polls.filter((p) => p.hypothetical);
    expect(hyp.every((p) => p.notes.some((n) => n.startsWith('Hypothetical')))).toBe(true);
    expect(polls.find((p) => p.results.platner !== undefined)!.hypothetical).toBe(true);
    expect(polls.find((p) => p.results.stevens !== undefined)!.hypothetical).toBe(true);
    expect(polls.filter((p) => p.results.hong !== undefined).map((p) => p.hypothetical)).toEqual([true, true, true]);
    expect(
      polls.filter((p) => p.raceId === 'wi-gov-2026' && p.results.crowley !== undefined).every((p) => !p.hypothetical),
    ).toBe(true);
  });

  it('marks partisan polls by sponsor only', () => {
    expect(
      polls
        .filter((p) => p.pollster === 'Rasmussen Reports' && p.raceId !== 'us-generic-ballot-2026')
        .every((p) => p.partisan === null),
    ).toBe(true);
    expect(polls.filter((p) => p.sponsor === 'Senate Majority PAC').map((p) => p.partisan)).toEqual(['D', 'D']);
    expect(polls.find((p) => p.sponsor === 'NRSC')!.partisan).toBe('R');
  });

  it('keeps one population per generic-ballot poll: likely voters first', () => {
    const yg = polls.find((p) => p.id === 'us-generic-ballot-2026-2026-09-08-yougov')!;
    expect(yg).toMatchObject({ population: 'lv', results: { dem: 49, rep: 38 } });
    const ipsos = polls.find((p) => p.id === 'us-generic-ballot-2026-2026-08-24-ipsos')!;
    expect(ipsos).toMatchObject({
      population: 'rv',
      results: { dem: 41, rep: 35 },
      sources: ['us-elections-2026-generic-later'],
    });
    expect(ipsos.notes.join(' ')).toMatch(/adults figures \(35-29, n=1215\) are merged/);
    // The congressional-tracker copy of the YouGov poll of the same week is merged in as a cross-check.
    expect(polls.find((p) => p.id === 'us-generic-ballot-2026-2026-08-24-yougov')!.sources).toEqual([
      'congressional-tracker-generic',
      'us-elections-2026-generic-later',
    ]);
  });
});

describe('pollster grades', () => {
  it('grades pollsters through the alias table (Silver Bulletin first; joint polls the lower grade)', () => {
    expect(grade('The New York Times / Siena College')).toBe('A');
    expect(grade('Emerson College')).toBe('A');
    expect(grade('Fabrizio Ward / Impact Research')).toBe('B/C');
    expect(grade('Noble Predictive Insights')).toBe('B+');
    expect(grade('University of Massachusetts Lowell / YouGov')).toBe('B');
    expect(grade('Bowling Green State University / YouGov')).toBeNull();
    expect(grade('Wedgewood Polls')).toBeNull();
    expect(polls.every((p) => p.grade === (grade(p.pollster) ?? null))).toBe(true);
  });
});

describe('2026 ratings', () => {
  it('rates every Senate and governor race with dated ratings; the later copy wins', () => {
    expect(ratings).toHaveLength(71);
    for (const r of ratings)
      for (const v of [r.cook, r.sabato, r.inside_elections]) expect(v?.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ratings.find((r) => r.raceId === 'nc-sen-2026')!.cook).toEqual({
      rating: 'likely_d',
      as_of: '2026-10-06',
      source: 'midterms-pulse-senate-ratings',
      superseded: [{ rating: 'lean_d', as_of: '2026-09-23', source: 'us-elections-2026-senate-ratings' }],
    });
    expect(ratings.find((r) => r.raceId === 'me-gov-2026')!.cook).toMatchObject({
      rating: 'safe_d',
      as_of: '2026-10-01',
    });
  });

  it('keeps every dated rating in the history, superseded ones included, and the latest one of each rater', () => {
    const history = read('ratings-2026-history.json') as {
      raceId: string;
      rater: string;
      rating: string;
      as_of: string;
      sources: string[];
    }[];
    const nc = history.filter((h) => h.raceId === 'nc-sen-2026' && h.rater === 'cook').map((h) => [h.as_of, h.rating]);
    // Cook's North Carolina map: Lean D in the August and September 270toWin copies, Likely D on Wikipedia in October.
    expect(nc).toEqual([
      ['2026-08-05', 'lean_d'],
      ['2026-09-23', 'lean_d'],
      ['2026-10-06', 'likely_d'],
    ]);
    for (const r of ratings)
      for (const rater of ['cook', 'sabato', 'inside_elections'] as const) {
        const latest = r[rater];
        if (!latest) continue;
        expect(
          history.some(
            (h) => h.raceId === r.raceId && h.rater === rater && h.as_of === latest.as_of && h.rating === latest.rating,
          ),
        ).toBe(true);
        for (const old of latest.superseded)
          expect(
            history.some(
              (h) => h.raceId === r.raceId && h.rater === rater && h.as_of === old.as_of && h.rating === old.rating,
            ),
          ).toBe(true);
      }
  });

  it('accounts for every row of every 2026 source file', () => {
    // FiveThirtyEight's raw polls (polls/fivethirtyeight-raw-polls) are the 1998-2022 history, not a 2026 file.
    const files = Object.entries(report.files).filter(
      ([f]) => /^(polls|races|ratings)\//.test(f) && !f.startsWith('polls/fivethirtyeight-raw-polls/'),
    );
    expect(files.length).toBe(18);
    for (const [file, a] of files) expect(a.rows_read, file).toBe(a.rows_used + a.rows_merged + a.rows_excluded);
  });
});
