import type { Party } from '../../schemas/common.ts';
import { compareStrings, round3 } from '../../schemas/common.ts';
import { principalParty } from './parties.ts';

/** One ballot line of one candidate as read from a source row. */
export interface BallotLine {
  name: string;
  party: Party;
  partyLabel: string;
  votes: number;
  writeIn: boolean;
  votesDerived?: boolean;
}

export interface TalliedCandidate {
  name: string;
  party: Party;
  party_label: string;
  votes: number;
  writeIn: boolean;
  votesDerived: boolean;
}

/**
 * Sums ballot lines by candidate name (fusion: NY, CT, SC... list one candidate on several party lines).
 * Returns candidates sorted by votes (then name, for determinism).
 */
export function tallyLines(lines: BallotLine[]): TalliedCandidate[] {
  const byName = new Map<string, BallotLine[]>();
  for (const line of lines) {
    const list = byName.get(line.name) ?? [];
    list.push(line);
    byName.set(line.name, list);
  }
  const out: TalliedCandidate[] = [];
  for (const [name, list] of byName) {
    const ordered = [...list].sort((a, b) => b.votes - a.votes);
    const labels = [...new Set(ordered.map((l) => l.partyLabel.trim()).filter(Boolean))];
    out.push({
      name,
      party: principalParty(list),
      party_label: labels.join(' / '),
      votes: list.reduce((s, l) => s + l.votes, 0),
      writeIn: list.every((l) => l.writeIn),
      votesDerived: list.some((l) => l.votesDerived === true),
    });
  }
  return out.sort((a, b) => b.votes - a.votes || compareStrings(a.name, b.name));
}

export function pct(votes: number, total: number): number {
  return total > 0 ? round3((100 * votes) / total) : 0;
}

/** Best share of a party (the leading candidate of that party), unrounded, or null. */
function partyShare(
  cands: { party: Party; votes: number | null }[],
  party: Party,
  total: number | null,
): number | null {
  if (!total) return null;
  const best = cands.filter((c) => c.party === party && c.votes !== null).sort((a, b) => b.votes! - a.votes!)[0];
  return best ? (100 * best.votes!) / total : null;
}

/** D-R shares and margin, rounded the way the API publishes them. */
export function shares(cands: { party: Party; votes: number | null }[], total: number | null) {
  const d = partyShare(cands, 'democrat', total);
  const r = partyShare(cands, 'republican', total);
  return {
    dem_pct: d === null ? null : round3(d),
    rep_pct: r === null ? null : round3(r),
    margin: d === null || r === null ? null : round3(d - r),
  };
}
