/**
 * One nominee per major party (issue 18): a House or Senate general election outside the all-party formats lists at
 * most one Democrat and one Republican, unless curated/same-party-exceptions.json lists it with a reason. A second
 * nominee of a party is a misfiled row (1986 CA-9 listed CA-19's Democrat) or a mislabelled one.
 */
import table from '../../curated/same-party-exceptions.json' with { type: 'json' };
import type { Race } from '../../schemas/results.ts';
import type { CheckResult } from './check-result.ts';

const EXCEPTIONS = new Map(table.contests.map((c) => [c.record, c.why]));

/** Louisiana's open primaries, top-two (California 2012+, Washington 2008+), Alaska's top-four (2022+). */
export function isAllPartyFormat(r: Race): boolean {
  if (r.state === 'LA') return true;
  if (r.state === 'CA' && r.year >= 2012) return true;
  if (r.state === 'WA' && r.year >= 2008) return true;
  if (r.state === 'AK' && r.year >= 2022) return true;
  return r.special && r.notes.some((n) => n.startsWith('All-party special'));
}

function sameMajorParty(r: Race): string[] {
  const count = (p: string) => r.candidates.filter((c) => c.party === p && !c.write_in).length;
  return ['democrat', 'republican'].filter((p) => count(p) > 1);
}

export function checkOneNomineePerParty(races: Race[], exceptions: Map<string, string> = EXCEPTIONS): CheckResult {
  const failures: string[] = [];
  const seen = new Set<string>();
  for (const r of races) {
    if (r.stage !== 'general' || isAllPartyFormat(r)) continue;
    const parties = sameMajorParty(r);
    if (!parties.length) continue;
    seen.add(r.id);
    if (!exceptions.has(r.id)) failures.push(`${r.id}: two or more ${parties.join(' and ')} candidates`);
  }
  for (const id of exceptions.keys())
    if (!seen.has(id)) failures.push(`curated/same-party-exceptions.json: ${id} no longer has two of a party`);
  return {
    name: 'House and Senate generals outside all-party formats have one nominee per major party (or a listed reason)',
    passed: failures.length === 0,
    details: failures.length ? failures : [`${seen.size} listed exceptions; every other contest has one per party`],
  };
}
