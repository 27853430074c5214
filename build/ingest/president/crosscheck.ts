/**
 * Class 9 check: every presidential state-year with a second source (FiveThirtyEight, 2000-2024) agrees with it
 * within 0.5% of the state's total, for the total and for each candidate; a disagreement must be resolved by a
 * certified figure (certified-president-states.json) or listed there as unresolved with its reason.
 */
import type { PresidentStateResult } from '../../schemas/results.ts';
import type { CheckResult } from '../core/checks.ts';
import { classifyFteAlt, type FteRow } from '../fivethirtyeight/results.ts';
import { presidentStateId } from '../core/plausibility.ts';
import { surname } from './recover.ts';
import { presidentDisplayName } from './state-results.ts';

export const CROSS_CHECK_TOLERANCE = 0.005;

export function presidentStateDisagreements(records: PresidentStateResult[], second: Map<string, FteRow[]>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of records) {
    const rows = second.get(`${r.year}|${r.state}`);
    if (!rows) continue;
    const limit = CROSS_CHECK_TOLERANCE * r.total_votes;
    const theirs = new Map<string, number>();
    let theirTotal = 0;
    for (const row of rows) {
      if (!row.name) {
        if (classifyFteAlt(row.alt) === 'unattributed') theirTotal += row.votes ?? 0;
        continue;
      }
      const key = surname(presidentDisplayName(row.name));
      theirs.set(key, (theirs.get(key) ?? 0) + (row.votes ?? 0));
      theirTotal += row.votes ?? 0;
    }
    const ours = new Map<string, number>();
    for (const c of r.candidates) ours.set(surname(c.name), (ours.get(surname(c.name)) ?? 0) + (c.votes ?? 0));
    const diffs: string[] = [];
    if (Math.abs(theirTotal - r.total_votes) > limit) diffs.push(`total ${r.total_votes} vs ${theirTotal}`);
    for (const key of new Set([...ours.keys(), ...theirs.keys()])) {
      const a = ours.get(key) ?? 0;
      const b = theirs.get(key) ?? 0;
      if (Math.abs(a - b) > limit) diffs.push(`${key} ${a} vs ${b}`);
    }
    if (diffs.length) out.set(presidentStateId(r), diffs);
  }
  return out;
}

export function checkPresidentStatesAgainstSecondSource(
  records: PresidentStateResult[],
  second: Map<string, FteRow[]>,
  unresolved: { record: string; reason: string }[],
): CheckResult {
  const disagreements = presidentStateDisagreements(records, second);
  const failures: string[] = [];
  const listed: string[] = [];
  for (const [id, diffs] of disagreements) {
    const known = unresolved.find((u) => u.record === id);
    const line = `${id}: MEDSL vs FiveThirtyEight ${diffs.join('; ')}`;
    if (known) listed.push(`${line} (unresolved: ${known.reason})`);
    else failures.push(line);
  }
  for (const u of unresolved) if (!disagreements.has(u.record)) listed.push(`${u.record}: listed as unresolved but the sources now agree: remove the entry`);
  return {
    name: 'every presidential state-year agrees with a second source (FiveThirtyEight, 2000-2024) within 0.5% of its total, or carries a certified figure',
    passed: failures.length === 0,
    details: failures.length ? failures : [`${records.filter((r) => second.has(`${r.year}|${r.state}`)).length} state-years cross-checked; 1976-1996 have no second source here (checked only through the national FEC totals)`, ...listed],
  };
}
