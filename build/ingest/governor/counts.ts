/**
 * Counts are counts (issue 18, class 1): a governor candidate's `votes` is a count read from a source row or a
 * certified count curated with its citation, or null; never a share times a total. Where a candidate has no count,
 * `pct` is the share the source published and the notes say so.
 */
import { round3, type Party } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import type { CheckResult } from '../core/checks.ts';

/** One candidate's published figures: a count (or null) and the share. */
export interface CandidateFigures {
  votes: number | null;
  pct: number;
}

/**
 * Replaces a built race's candidate figures by name (each candidate must be given), sets the total and the
 * unattributed votes, orders candidates by share and recomputes the share fields from the shares.
 */
export function setCounts(
  race: Race,
  figures: Map<string, CandidateFigures>,
  total: number | null,
  unattributed: number,
): void {
  for (const c of race.candidates) {
    const f = figures.get(c.name);
    if (!f) throw new Error(`${race.id}: no figures for candidate "${c.name}"`);
    c.votes = f.votes;
    c.pct = round3(f.pct);
    c.votes_derived = false;
  }
  race.total_votes = total;
  race.unattributed_votes = unattributed;
  refreshShares(race);
}

/** Orders candidates by share (then votes) and recomputes winner, dem_pct, rep_pct, margin and winner_margin. */
export function refreshShares(race: Race): void {
  race.candidates.sort((a, b) => (b.pct ?? -1) - (a.pct ?? -1) || (b.votes ?? 0) - (a.votes ?? 0));
  const best = (p: Party) => race.candidates.find((c) => c.party === p && c.pct !== null)?.pct ?? null;
  const d = best('democrat');
  const r = best('republican');
  race.dem_pct = d;
  race.rep_pct = r;
  race.margin = d === null || r === null ? null : round3(d - r);
  const [first, second] = race.candidates;
  race.winner = first!.name;
  race.winner_party = first!.party;
  race.winner_margin =
    race.unopposed || first?.pct == null || second?.pct == null ? null : round3(first.pct - second.pct);
}

/** Unattributed votes when every candidate has a count and the total is known; 0 (with a note) otherwise. */
export function unattributedOf(
  counts: (number | null)[],
  total: number | null,
): { unattributed: number; known: boolean } {
  if (total === null || counts.some((v) => v === null)) return { unattributed: 0, known: false };
  const rest = total - counts.reduce((s: number, v) => s + v!, 0);
  return { unattributed: Math.max(0, rest), known: rest >= 0 };
}

export const SCALED_NOTE = 'are scaled by';

export const UNCOUNTED_NOTE =
  'unattributed_votes is 0 because not every candidate has a count: the votes of the candidates without one (and of any unnamed write-ins) are not known separately.';

/** The ingest fails if any served governor record has a vote count computed from a share. */
export function checkNoDerivedVotes(races: Race[]): CheckResult {
  const failures = races.flatMap((r) =>
    r.candidates.filter((c) => c.votes_derived).map((c) => `${r.id}: ${c.name} has votes_derived`),
  );
  const nulled = races.reduce((s, r) => s + r.candidates.filter((c) => c.votes === null && c.pct !== null).length, 0);
  return {
    name: 'governor: no vote count is computed from a share (votes_derived is false everywhere)',
    passed: failures.length === 0,
    details: failures.length
      ? failures
      : [`${races.length} races; ${nulled} candidates with a published share and no count (votes null)`],
  };
}
