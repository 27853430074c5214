/** Plausibility checks: pure functions over published records that catch corrupted totals wherever they appear. */
import type { PresidentStateResult, Race } from '../../schemas/results.ts';
import type { CheckResult } from './checks.ts';

type Tallied = {
  id: string;
  candidates: { votes: number | null }[];
  total_votes: number | null;
  unattributed_votes: number;
};

/** Candidate votes plus unattributed votes equal total_votes in every record whose votes were counted. */
export function checkVoteSums(records: Tallied[]): CheckResult {
  const failures: string[] = [];
  for (const r of records) {
    if (r.total_votes === null || r.candidates.some((c) => c.votes === null)) continue;
    const summed = r.candidates.reduce((s, c) => s + c.votes!, 0) + r.unattributed_votes;
    if (summed !== r.total_votes)
      failures.push(`${r.id}: candidates + unattributed = ${summed}, total_votes ${r.total_votes}`);
  }
  return {
    name: 'candidate votes plus unattributed votes equal total_votes in every record',
    passed: failures.length === 0,
    details: failures.length ? failures : [`${records.length} records sum exactly`],
  };
}

/** The id a presidential state result is known by in checks and corrections. */
export const presidentStateId = (r: Pick<PresidentStateResult, 'year' | 'state'>) =>
  `president-${r.year}-${r.state.toLowerCase()}`;

/**
 * A House district's total is below its state's statewide total the same year (the largest of the president,
 * Senate and governor general-election totals): a district holds a fraction of the state's voters. At-large
 * districts are the whole state, so they are compared with ballots cast, which no source here gives; they are
 * listed as not checked. (2022 ME-2's 2.3 million votes in a state of 680,000 would fail this check.)
 */
export function checkDistrictBelowState(
  house: Race[],
  statewide: { year: number; state: string; total_votes: number | null; stage?: string }[],
  known: { record: string; owner: string; reason: string }[] = [],
): CheckResult {
  const largest = new Map<string, number>();
  for (const r of statewide) {
    if (r.total_votes === null || (r.stage !== undefined && r.stage === 'runoff')) continue;
    const key = `${r.year}|${r.state}`;
    largest.set(key, Math.max(largest.get(key) ?? 0, r.total_votes));
  }
  const districts = new Map<string, number>();
  for (const r of house)
    districts.set(`${r.year}|${r.state}`, Math.max(districts.get(`${r.year}|${r.state}`) ?? 0, r.district ?? 0));
  const failures: string[] = [];
  let checked = 0;
  let noStatewide = 0;
  const excepted: string[] = [];
  for (const r of house) {
    const key = `${r.year}|${r.state}`;
    if (r.total_votes === null || (districts.get(key) ?? 0) === 0) continue;
    const state = largest.get(key);
    if (state === undefined) {
      noStatewide++;
      continue;
    }
    checked++;
    if (r.total_votes < state) continue;
    const line = `${r.id}: ${r.total_votes} votes, not below the state's statewide total ${state}`;
    const exception = known.find((k) => k.record === r.id);
    if (exception) excepted.push(`${line} (known exception, ${exception.owner}: ${exception.reason})`);
    else failures.push(line);
  }
  return {
    name: "every House district total is below its state's statewide total the same year",
    passed: failures.length === 0,
    details: failures.length
      ? failures
      : [
          `${checked} district contests checked; ${noStatewide} without a statewide race that year; at-large districts and ballots cast not checked (no source here gives ballots cast)`,
          ...excepted,
        ],
  };
}
