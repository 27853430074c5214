/**
 * Issue 18: every House winner is a member the House seated. FiveThirtyEight's congress file (crosswalk SOURCES.md
 * section 2) lists every voting member per Congress and state (no district), so the check is: the winner's surname
 * is among the House members from the state in the Congress the election chose (1976 -> 95th, ..., 2022 -> 118th).
 * A winner who died, resigned or moved to the Senate before serving is listed, with why, in house-seated-exceptions.
 */
import type { Race } from '../../schemas/results.ts';
import type { CheckResult } from '../core/checks.ts';
import { surnameKey } from '../core/verification.ts';
import { congressOf, type CongressMember } from '../members/congress-file.ts';

/** Surname keys (letters only) of House members per `${congress}|${state}` (the file is read by members/congress-file.ts). */
export function houseMembersByCongress(members: CongressMember[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const m of members) {
    // The check covers the Congresses elections 1976-2022 chose; the file ends with the 118th.
    if (m.chamber !== 'House' || m.congress > congressOf(2022)) continue;
    const key = `${m.congress}|${m.state}`;
    // Voteview style "LAST, First Middle": the part before the comma, letters only ("SEKULA GIBBS" -> sekulagibbs).
    out.set(key, (out.get(key) ?? new Set<string>()).add(letters(m.bioname.split(',')[0]!)));
  }
  return out;
}

const letters = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * Whether a member's surname key and the winner's (last word, or last two: "Sekula Gibbs") contain one another:
 * compound and changed names ("Kika Garza" is DE LA GARZA, "Cathy McMorris" is McMORRIS RODGERS, "Helen Chenoweth"
 * is CHENOWETH-HAGE) are the same member.
 */
export function seated(winner: string, members: Set<string>): boolean {
  const words = winner.replace(/,? (Jr\.|Sr\.|II|III|IV)$/, '').split(/\s+/);
  const keys = [letters(surnameKey(winner)), letters(words.slice(-2).join(''))];
  // Containment only between keys of 3 letters or more; a short name ("Wu") must be equal.
  const same = (k: string, m: string) =>
    k === m || (k.length >= 3 && m.length >= 3 && (k.includes(m) || m.includes(k)));
  return [...members].some((m) => keys.some((k) => same(k, m)));
}

export function checkHouseWinnersSeated(
  house: Race[],
  members: Map<string, Set<string>>,
  exceptions: { record: string; why: string }[],
): CheckResult {
  const lastCongress = Math.max(...[...members.keys()].map((k) => Number(k.split('|')[0])));
  const checked = house.filter((r) => r.result === 'won' && r.winner && congressOf(r.year) <= lastCongress);
  const missing = checked.filter(
    (r) => !seated(r.winner!, members.get(`${congressOf(r.year)}|${r.state}`) ?? new Set()),
  );
  const listed = new Map(exceptions.map((e) => [e.record, e.why]));
  const failures = missing
    .filter((r) => !listed.has(r.id))
    .map(
      (r) =>
        `${r.id}: ${r.winner} is not among the House members from ${r.state} in the ${congressOf(r.year)}th Congress`,
    );
  const stale = exceptions
    .filter((e) => !missing.some((r) => r.id === e.record))
    .map(
      (e) =>
        `${e.record}: listed in house-seated-exceptions.json but its winner is seated (or the record is gone): remove the entry`,
    );
  return {
    name: 'every House winner 1976-2022 is among the members the House seated from the state in that Congress (FiveThirtyEight congress file), or is listed with why',
    passed: failures.length === 0 && stale.length === 0,
    details:
      failures.length || stale.length
        ? [...failures, ...stale]
        : [
            `${checked.length} winners checked; ${missing.length} listed: ${missing.map((r) => `${r.id} (${listed.get(r.id)})`).join('; ')}`,
          ],
  };
}
