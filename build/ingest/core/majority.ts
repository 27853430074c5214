import rules from '../../curated/majority-rules.json' with { type: 'json' };
import type { Race } from '../../schemas/results.ts';
import type { CheckResult } from './check-result.ts';
import { isRankedChoice } from './rcv.ts';

const MAJORITY_TABLE = 'build/curated/majority-rules.json';

interface Rule {
  state: string;
  offices: string[];
  from: number;
  to: number;
  threshold: number;
  outcome: string;
}

/** The share a contest's leader needed to be elected outright, and what happens below it; null under plurality rule. */
function majorityRule(race: Race): { threshold: number; outcome: string; why: string } | null {
  if (race.stage === 'runoff' || race.stage === 'recall') return null;
  if (race.stage === 'jungle_primary')
    return { threshold: 50, outcome: 'runoff', why: 'an all-party primary elects only by a majority' };
  if (isRankedChoice(race)) return null; // checked by core/rcv.ts: a majority of the final round
  const rule = (rules.rules as Rule[]).find(
    (r) => r.state === race.state && r.offices.includes(race.office) && race.year >= r.from && race.year <= r.to,
  );
  return rule
    ? {
        threshold: rule.threshold,
        outcome: rule.outcome,
        why: `${MAJORITY_TABLE}: ${race.state} ${rule.from}-${rule.to}`,
      }
    : null;
}

/**
 * A winner under the threshold of a majority-rule contest must have a runoff record (or the listed legislative
 * outcome); a leader above it must not be sent to a runoff. Pure function over the records.
 */
export function checkMajorityWinners(races: Race[]): CheckResult {
  const failures: string[] = [];
  const ids = new Set(races.map((r) => r.id));
  let checked = 0;
  for (const race of races) {
    const rule = majorityRule(race);
    if (!rule || race.result === 'uncertified') continue;
    checked++;
    const top = race.candidates[0]!;
    const decided = race.total_votes !== null && top.pct !== null && top.pct > rule.threshold;
    if (decided) {
      if (race.result !== 'won')
        failures.push(
          `${race.id}: ${top.name} has ${top.pct}% (over ${rule.threshold}%) but the result is ${race.result}`,
        );
      continue;
    }
    if (race.result === 'runoff' && race.runoff_id && ids.has(race.runoff_id)) continue;
    if (race.result === rule.outcome && rule.outcome === 'legislature') continue;
    if (race.total_votes === null && race.result === 'won' && top.votes === null) continue; // uncounted unopposed race
    failures.push(
      `${race.id}: ${race.winner ?? top.name} ${top.pct === null ? 'without a count' : `with ${top.pct}%`} (${rule.why}, threshold ${rule.threshold}%) has result ${race.result} and no runoff record`,
    );
  }
  return {
    name: "a winner under 50% (45% in Georgia 1994-2004) of a majority-rule contest has a runoff record (or the legislature's election)",
    passed: failures.length === 0,
    details: failures.length ? failures : [`${checked} majority-rule contests pass`],
  };
}
