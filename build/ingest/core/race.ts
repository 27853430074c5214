import { compareStrings, round3, type StateCode } from '../../schemas/common.ts';
import { UNVERIFIED, type Race } from '../../schemas/results.ts';
import { pct, shares, tallyLines, type BallotLine } from './tally.ts';

export interface ContestInput {
  office: Race['office'];
  year: number;
  date: string | null;
  state: StateCode;
  district: number | null;
  seatClass: number | null;
  special: boolean;
  stage: Race['stage'];
  lines: BallotLine[];
  unattributed: number;
  sources: string[];
  notes: string[];
}

export function raceId(
  c: Pick<ContestInput, 'office' | 'year' | 'state' | 'district' | 'seatClass' | 'special' | 'stage'>,
): string {
  const parts: string[] = [c.office, String(c.year), c.state.toLowerCase()];
  if (c.district !== null) parts.push(String(c.district).padStart(2, '0'));
  if (c.seatClass !== null) parts.push(`class${c.seatClass}`);
  if (c.special && c.stage !== 'recall') parts.push('special');
  parts.push(c.stage.replace('_', '-'));
  return parts.join('-');
}

/** Where a source records an uncontested race with a placeholder count (1, 0 or -1 votes), not a real count. */
export function isPlaceholderCount(votes: number, total: number): boolean {
  return votes <= 1 && total <= 1;
}

/**
 * Turns one contest's ballot lines into a Race record: candidates summed over fusion lines, shares of the
 * valid total, winner = most votes. Runoff links and legislature outcomes are applied afterwards.
 */
export function buildRace(input: ContestInput): Race {
  const tallied = tallyLines(input.lines);
  const onBallot = tallied.filter((c) => !c.writeIn);
  const unopposed = onBallot.length === 1;
  let total: number | null = tallied.reduce((s, c) => s + c.votes, 0) + input.unattributed;
  const notes = [...input.notes];
  const placeholder = unopposed && tallied.length === 1 && isPlaceholderCount(tallied[0]!.votes, total);
  if (placeholder) {
    total = null;
    notes.push("Unopposed; the state did not count votes (the source's placeholder count is not published).");
  }
  const candidates = tallied.map((c) => ({
    name: c.name,
    party: c.party,
    party_label: c.party_label,
    votes: placeholder ? null : c.votes,
    pct: placeholder || total === null ? null : pct(c.votes, total),
    votes_derived: c.votesDerived,
    write_in: c.writeIn,
  }));
  const winner = candidates[0]!;
  const second = candidates[1];
  const s = shares(candidates, total);
  const exact = (v: number | null) => (total && v !== null ? (100 * v) / total : null);
  const top = exact(winner.votes);
  const next = second ? exact(second.votes) : null;
  return {
    id: raceId(input),
    office: input.office,
    year: input.year,
    date: input.date,
    state: input.state,
    district: input.district,
    seat_class: input.seatClass,
    special: input.special,
    stage: input.stage,
    candidates,
    total_votes: total,
    unattributed_votes: placeholder ? 0 : input.unattributed,
    winner: winner.name,
    winner_party: winner.party,
    result: 'won',
    runoff_id: null,
    unopposed,
    ...s,
    winner_margin: unopposed || top === null || next === null ? null : round3(top - next),
    rounds: null,
    verification: UNVERIFIED,
    winner_ids: null,
    sources: [...new Set(input.sources)].sort(compareStrings),
    notes: [...new Set(notes)],
  };
}

/** A first round that led to a runoff has no winner of its own; it points at the runoff instead. */
export function linkRunoffs(races: Race[]): void {
  // A House seat has one contest a year, so its runoff matches whatever the first round's special flag is;
  // a state can hold a regular and a special Senate race (and runoff) at once, so there the flag matters.
  const key = (r: Race) =>
    [r.office, r.year, r.state, r.district, r.seat_class, r.office === 'house' ? '' : r.special].join('|');
  const runoffs = new Map(races.filter((r) => r.stage === 'runoff').map((r) => [key(r), r]));
  for (const r of races) {
    if (r.stage === 'runoff') continue;
    const runoff = runoffs.get(key(r));
    if (!runoff) continue;
    r.result = 'runoff';
    r.winner = null;
    r.winner_party = null;
    r.runoff_id = runoff.id;
  }
}

/** Election day: the Tuesday after the first Monday in November (2 U.S.C. 7). */
export function electionDay(year: number): string {
  const nov1 = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstMonday = 1 + ((8 - nov1) % 7);
  return `${year}-11-${String(firstMonday + 1).padStart(2, '0')}`;
}
