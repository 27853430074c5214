/**
 * Checks over the 2026 output that fail the ingest: 72 races, polls attached to existing races and within the
 * sources' coverage, sane results, dated ratings, and grades consistent with pollsters.json. Failures name the
 * source file, row and field so a bad row can be found without a debugger.
 */
import { RaceIdSchema, type Poll, type Pollster, type Race2026, type Rating2026 } from '../../schemas/polls.ts';
import type { CheckResult } from '../core/checks.ts';
import { COVERAGE_END, FILES_2026, type Origin } from './common.ts';
import { checkLikelyVoterNotes, checkSameReleaseSampleSizes } from './polls-note-checks.ts';
import { incumbentProblems } from './races-incumbents.ts';

export interface Data2026 {
  races: Race2026[];
  polls: Poll[];
  pollsters: Pollster[];
  ratings: Rating2026[];
  origins: Map<string, Origin>;
}

const check = (name: string, failures: string[], ok: string): CheckResult => ({
  name,
  passed: failures.length === 0,
  details: failures.length ? failures : [ok],
});
const STATE_FILES: string[] = [FILES_2026.senatePolls, FILES_2026.governorPolls];

/** The source column behind a result: dem_pct/rep_pct in the state files, dem/rep in the generic-ballot files. */
function field(o: Origin, party: 'D' | 'R'): string {
  const side = party === 'D' ? 'dem' : 'rep';
  return STATE_FILES.includes(o.file) ? `${side}_pct` : side;
}

function checkRaces2026(d: Data2026): CheckResult {
  const failures: string[] = [];
  const count = (f: (r: Race2026) => boolean) => d.races.filter(f).length;
  const expect = (what: string, got: number, want: number) => {
    if (got !== want) failures.push(`${what}: ${got}, expected ${want}`);
  };
  expect('races', d.races.length, 72);
  expect(
    'Senate races',
    count((r) => r.office === 'senate'),
    35,
  );
  expect(
    'Senate specials (FL, OH)',
    count((r) => r.office === 'senate' && r.special),
    2,
  );
  expect(
    'governor races',
    count((r) => r.office === 'governor'),
    36,
  );
  expect(
    'generic ballot',
    count((r) => r.office === 'generic_ballot'),
    1,
  );
  const ids = new Set<string>();
  for (const r of d.races) {
    if (!RaceIdSchema.safeParse(r.id).success)
      failures.push(`race ${r.id}: id does not match ^[a-z]{2}-[a-z-]+-\\d{4}$`);
    if (ids.has(r.id)) failures.push(`race ${r.id}: duplicate id`);
    ids.add(r.id);
  }
  return check(
    '72 races of 2026: 35 Senate (2 specials), 36 governor, 1 generic ballot; ids unique and well formed',
    failures,
    '72 races',
  );
}

function checkPolls2026(d: Data2026): CheckResult[] {
  const races = new Set(d.races.map((r) => r.id));
  const grades = new Map(d.pollsters.map((p) => [p.name, p.grade]));
  const missingRace: string[] = [];
  const late: string[] = [];
  const bad: string[] = [];
  const graded: string[] = [];
  const ids = new Set<string>();
  for (const p of d.polls) {
    const o = d.origins.get(p.id)!;
    const at = `${o.file}: row ${o.row}`;
    if (ids.has(p.id)) graded.push(`${at}: duplicate poll id ${p.id}`);
    ids.add(p.id);
    if (!races.has(p.raceId))
      missingRace.push(`${at}, field "state": poll ${p.id} is for ${p.raceId}, which is not a 2026 race`);
    if (p.date > COVERAGE_END)
      late.push(`${at}, field "end_date": poll ${p.id} ends ${p.date}, after the sources' coverage (${COVERAGE_END})`);
    if (p.startDate !== null && p.startDate > p.date)
      late.push(`${at}, field "start_date": poll ${p.id} starts ${p.startDate}, after it ends (${p.date})`);
    let sum = 0;
    for (const c of p.candidates) {
      const pct = p.results[c.slug];
      if (pct === undefined || pct < 0 || pct > 100)
        bad.push(`${at}, field "${field(o, c.party as 'D' | 'R')}": poll ${p.id}, ${c.slug} = ${pct}`);
      else sum += pct;
    }
    if (Object.keys(p.results).length !== p.candidates.length)
      bad.push(`${at}: poll ${p.id} has results for candidates it does not list`);
    if (sum > 100.5) bad.push(`${at}, field "${field(o, 'D')}+${field(o, 'R')}": poll ${p.id} sums to ${sum}`);
    if (!grades.has(p.pollster)) graded.push(`${at}, field "pollster": ${p.pollster} has no pollsters.json record`);
    else if (grades.get(p.pollster) !== p.grade)
      graded.push(
        `${at}, field "pollster": poll ${p.id} grade ${p.grade} differs from pollsters.json (${grades.get(p.pollster)})`,
      );
  }
  const n = d.polls.length;
  return [
    check('every 2026 poll belongs to a 2026 race', missingRace, `${n} polls`),
    check(
      `no 2026 poll ends after ${COVERAGE_END}, the end of the sources' coverage, and none starts after it ends`,
      late,
      `${n} polls`,
    ),
    check('2026 poll results are percentages 0-100 summing to at most 100.5', bad, `${n} polls`),
    check(
      '2026 poll ids are unique and every poll grade matches its pollsters.json record',
      graded,
      `${n} polls, ${d.pollsters.length} pollsters`,
    ),
  ];
}

function checkRatings2026(d: Data2026): CheckResult {
  const failures: string[] = [];
  const races = new Map(d.races.map((r) => [r.id, r]));
  const seen = new Set<string>();
  for (const r of d.ratings) {
    const race = races.get(r.raceId);
    if (!race || race.office === 'generic_ballot')
      failures.push(`ratings ${r.raceId}: not a 2026 Senate or governor race`);
    if (seen.has(r.raceId)) failures.push(`ratings ${r.raceId}: two records`);
    seen.add(r.raceId);
    for (const rater of ['cook', 'sabato', 'inside_elections'] as const) {
      const v = r[rater];
      if (v && !/^\d{4}-\d{2}-\d{2}$/.test(v.as_of))
        failures.push(`source ${v.source}, race ${r.raceId}, field "${rater}.as_of": published without an as-of date`);
    }
  }
  const expected = d.races.filter((r) => r.office !== 'generic_ballot').length;
  if (d.ratings.length !== expected) failures.push(`${d.ratings.length} rating records for ${expected} races`);
  return check(
    'every 2026 Senate and governor race has one ratings record, and every published rating has an as-of date',
    failures,
    `${d.ratings.length} races`,
  );
}

export function runChecks2026(d: Data2026): CheckResult[] {
  return [
    checkRaces2026(d),
    ...checkPolls2026(d),
    checkLikelyVoterNotes(d.polls, d.origins),
    checkSameReleaseSampleSizes(d.polls, d.origins),
    checkRatings2026(d),
    check(
      'no 2026 incumbent is a surname alone, or has no party without a note saying why',
      incumbentProblems(d.races),
      'every incumbent has a full name and a party, or a note',
    ),
  ];
}
