import table from '../../curated/rcv-contests.json' with { type: 'json' };
import { round3, type Party } from '../../schemas/common.ts';
import type { CandidateResult, Race, RcvRound } from '../../schemas/results.ts';
import type { CheckResult } from './check-result.ts';
import type { FileLedger, Ledger } from './ledger.ts';
import { displayName } from './names.ts';
import { pct, shares } from './tally.ts';

/** A source row that may carry a ranked-choice round (FiveThirtyEight's layout; core imports no source family). */
export interface RoundRow {
  row: number;
  name: string;
  votes: number | null;
  rcvRound: number | null;
}

export interface RcvEntry {
  id: string;
  rounds: RcvRound[];
  round1_replaces_source?: boolean;
  add_candidates?: { name: string; party: string; party_label: string; write_in: boolean }[];
  add_contest?: { date: string; candidates: { name: string; party: string; party_label: string }[] };
  why: string;
  source: string;
}

export const RCV_TABLE = 'build/curated/rcv-contests.json';
const ENTRIES = table.contests as RcvEntry[];

/** The curated rounds of a contest, if it needed more than one round. */
function rcvEntry(id: string): RcvEntry | undefined {
  return ENTRIES.find((e) => e.id === id);
}

/** Curated entries that add a whole contest missing from the results source (the 2022 Alaska special). */
export function addedContests(office: Race['office']): RcvEntry[] {
  return ENTRIES.filter((e) => e.add_contest && e.id.startsWith(`${office}-`));
}

/** Whether a contest was decided by ranked-choice voting (curated scope; runoffs and recalls never are). */
export function isRankedChoice(race: Pick<Race, 'office' | 'state' | 'year' | 'stage'>): boolean {
  if (race.stage !== 'general') return false;
  return table.scope.some((s) => s.state === race.state && s.offices.includes(race.office) && race.year >= s.from);
}

const share = (votes: number, total: number) => (100 * votes) / total;

/** Re-derives shares and the total from candidates whose votes may have been replaced (null total if any is null). */
function retotal(race: Race, candidates: CandidateResult[], totalKnown: boolean): Race {
  const known = totalKnown && candidates.every((c) => c.votes !== null);
  const total = known ? candidates.reduce((s, c) => s + c.votes!, 0) + race.unattributed_votes : null;
  const withPct = candidates
    .map((c) => ({ ...c, pct: total && c.votes !== null ? pct(c.votes, total) : null }))
    .sort((a, b) => (b.votes ?? -1) - (a.votes ?? -1));
  return { ...race, candidates: withPct, total_votes: total, ...shares(withPct, total) };
}

/**
 * Publishes a ranked-choice contest: rounds from the curated table (or a single round built from the first-round
 * counts when a candidate won a majority of first choices); top-level votes are round 1 (source counts that are not
 * round 1 are replaced, each change recorded as a correction); winner, result and winner_margin come from the final
 * round. Later-round rows of the results source (FiveThirtyEight) must equal the curated figures. Throws, naming
 * the record and field, on an RCV contest without a first-round majority and no curated rounds.
 */
export function applyRankedChoice(race: Race, ledger: Ledger, source?: { rows: RoundRow[]; ledger: FileLedger }): Race {
  const later = (source?.rows ?? []).filter((r) => r.rcvRound !== null && r.rcvRound > 1);
  if (!isRankedChoice(race)) {
    if (later.length)
      throw new Error(
        `${source!.ledger.file}: row ${later[0]!.row}, field "ranked_choice_round": ${race.id} has later rounds but is not in the ranked-choice scope of ${RCV_TABLE}`,
      );
    const plurality = table.not_rcv.find((n) => n.state === race.state && n.office === race.office);
    return plurality && race.stage === 'general' && race.year >= 2018
      ? { ...race, notes: [...race.notes, `Not a ranked-choice contest: ${plurality.why}.`] }
      : race;
  }
  const entry = rcvEntry(race.id);
  if (!entry) {
    const top = race.candidates[0]!;
    if (top.pct === null || top.pct <= 50)
      throw new Error(
        `${race.id}: field "rounds": ranked-choice contest without a first-round majority (${top.name} ${top.pct}%) has no rounds in ${RCV_TABLE}`,
      );
    const round: RcvRound = {
      round: 1,
      candidates: race.candidates.map((c) => ({ name: c.name, votes: c.votes })),
      exhausted: 0,
    };
    return {
      ...race,
      rounds: [round],
      notes: [
        ...race.notes,
        'Ranked-choice ballot: a candidate won a majority of first choices, so no later round was tabulated.',
      ],
    };
  }
  for (const r of later) {
    const figure = entry.rounds
      .find((x) => x.round === r.rcvRound)
      ?.candidates.find((c) => c.name === displayName(r.name))?.votes;
    if (figure !== r.votes)
      throw new Error(
        `${source!.ledger.file}: row ${r.row}, field "votes": round ${r.rcvRound} of ${race.id} has ${r.votes} for ${r.name}, ${RCV_TABLE} has ${figure}`,
      );
    source!.ledger.merged(r.row);
  }
  let candidates = [...race.candidates];
  const correct = (field: string, old: string | number | null, now: string | number | null, reason: string) =>
    ledger.correction({ record: race.id, field, old, new: now, source: entry.source, reason });
  for (const add of entry.add_candidates ?? []) {
    correct(
      `candidates[${add.name}]`,
      null,
      'added',
      `a candidate on the ballot (or a declared write-in) missing from the results source: ${entry.why}`,
    );
    candidates.push({
      name: add.name,
      party: add.party as Party,
      party_label: add.party_label,
      votes: null,
      pct: null,
      votes_derived: false,
      write_in: add.write_in,
    });
  }
  const first = entry.rounds[0]!;
  if (entry.round1_replaces_source) {
    candidates = candidates.map((c) => {
      const r1 = first.candidates.find((x) => x.name === c.name);
      if (!r1) throw new Error(`${RCV_TABLE}: ${race.id}, field "rounds[0].candidates": ${c.name} is missing`);
      if (r1.votes !== c.votes)
        correct(
          `candidates[${c.name}].votes`,
          c.votes,
          r1.votes,
          `published votes are round 1; the source's figure is not: ${entry.why}`,
        );
      return { ...c, votes: r1.votes };
    });
  }
  for (const c of candidates) {
    const r1 = first.candidates.find((x) => x.name === c.name);
    if (!r1 || r1.votes !== c.votes)
      throw new Error(
        `${RCV_TABLE}: ${race.id}, field "rounds[0]": round 1 of ${c.name} (${r1?.votes}) differs from the published first-round count ${c.votes}`,
      );
  }
  // A contest added from the table has no cited write-in count, so its total is unknown.
  const built = retotal(race, candidates, !entry.add_contest);
  const final = entry.rounds[entry.rounds.length - 1]!;
  const ordered = [...final.candidates].sort((a, b) => (b.votes ?? 0) - (a.votes ?? 0));
  const continuing = ordered.reduce((s, c) => s + (c.votes ?? 0), 0);
  const [winner, second] = ordered;
  if (!winner || winner.votes === null || !second || second.votes === null)
    throw new Error(`${RCV_TABLE}: ${race.id}: the final round needs counts for its two candidates`);
  const winnerCandidate = built.candidates.find((c) => c.name === winner.name)!;
  if (race.winner !== winner.name)
    correct(
      'winner',
      race.winner,
      winner.name,
      `the winner is the leader of the final round (${final.round}): ${entry.why}`,
    );
  const summary = ordered
    .map((c) => `${c.name} ${c.votes!.toLocaleString('en-US')} (${round3(share(c.votes!, continuing))}%)`)
    .join(', ');
  const rounds = entry.rounds.map((r) => ({
    ...r,
    candidates: [...r.candidates].sort((a, b) => (b.votes ?? -1) - (a.votes ?? -1)),
  }));
  return {
    ...built,
    winner: winner.name,
    winner_party: winnerCandidate.party,
    result: 'won',
    winner_margin: round3(share(winner.votes, continuing) - share(second.votes, continuing)),
    rounds,
    sources: [...new Set([...built.sources, 'curated-rcv-rounds'])].sort(),
    notes: [
      ...built.notes,
      `Ranked-choice voting: votes and pct are round 1; winner and winner_margin come from the final round (${final.round}): ${summary}. Rounds from ${entry.source}.`,
      ...(entry.round1_replaces_source || entry.add_candidates
        ? [`Corrected (see /api/corrections): ${entry.why}`]
        : []),
    ],
  };
}

/** Every contest in the ranked-choice scope carries its rounds; the final round elects by a majority of continuing ballots. */
export function checkRankedChoice(races: Race[]): CheckResult {
  const failures: string[] = [];
  let n = 0;
  for (const r of races) {
    if (!isRankedChoice(r)) {
      if (r.rounds) failures.push(`${r.id}: rounds on a contest outside the ranked-choice scope`);
      continue;
    }
    n++;
    const final = r.rounds?.[r.rounds.length - 1];
    if (!final) {
      failures.push(`${r.id}: ranked-choice contest without rounds`);
      continue;
    }
    const continuing = final.candidates.reduce((s, c) => s + (c.votes ?? 0), 0);
    const top = [...final.candidates].sort((a, b) => (b.votes ?? 0) - (a.votes ?? 0))[0]!;
    if (top.name !== r.winner || top.votes === null || 2 * top.votes <= continuing)
      failures.push(`${r.id}: winner ${r.winner} is not the majority leader of round ${final.round}`);
  }
  for (const e of ENTRIES)
    if (!races.some((r) => r.id === e.id)) failures.push(`${RCV_TABLE}: ${e.id} matches no published contest`);
  return {
    name: 'every ranked-choice contest has its rounds, and its winner has a majority of the final round',
    passed: failures.length === 0,
    details: failures.length ? failures : [`${n} ranked-choice contests pass`],
  };
}
