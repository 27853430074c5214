/**
 * One Senate, House or governor contest as the office-year pages show it: every candidate with party, votes, share
 * and the winner marked; ranked-choice rounds as rounds; the runoff it led to or the first round it followed; its
 * notes, the corrections applied to it, its sources and its verification status, and its API record. Pure.
 */
import type { Correction } from '../../schemas/corrections.ts';
import type { Race } from '../../schemas/results.ts';
import { humanDate } from '../format.ts';
import {
  contestApiUrl,
  contestKind,
  contestPageUrl,
  partyCls,
  partyLetter,
  partyName,
  pctText,
  seatLabel,
  votesText,
  winnerLead,
} from './result-format.ts';

interface CandidateRow {
  name: string;
  letter: string;
  partyName: string;
  cls: string;
  /** The source's ballot label when it says more than the party name (fusion lines, state party names). */
  label: string | null;
  votes: string;
  pct: string;
  winner: boolean;
  /** Advanced to the runoff this contest led to. */
  advanced: boolean;
  writeIn: boolean;
}

interface RoundsView {
  /** Column heads: "Round 1", "Round 2"... */
  rounds: string[];
  /** One row per candidate of round 1: each round's votes and share of that round's continuing ballots, or null once eliminated. */
  rows: { name: string; letter: string; cls: string; cells: ({ votes: string; pct: string } | null)[] }[];
  exhausted: string[];
}

export interface ContestView {
  id: string;
  /** "District 1", "Class 2", "Governor". */
  seat: string;
  /** "special, runoff", "" for a regular general election. */
  kind: string;
  date: string | null;
  outcome: string;
  candidates: CandidateRow[];
  totalVotes: string | null;
  unattributedVotes: string | null;
  rounds: RoundsView | null;
  /** The runoff this contest led to, or the first round a runoff followed. */
  related: { text: string; url: string } | null;
  notes: string[];
  corrections: { field: string; old: string; new: string; reason: string; source: string }[];
  sources: string[];
  verification: { status: string; note: string };
  apiUrl: string;
}

const valueText = (v: Correction['old']) => (v === null ? 'none' : typeof v === 'string' ? v : String(v));

function outcome(race: Race): string {
  if (race.result === 'runoff') return 'No majority: went to a runoff.';
  if (race.result === 'uncertified') return 'Never certified: this contest elected no one.';
  const who = `${race.winner} (${partyLetter(race.winner_party)})`;
  if (race.result === 'legislature') return `No majority: the legislature elected ${who}.`;
  if (race.unopposed) return `${who} won unopposed.`;
  const lead = winnerLead(race);
  const final = race.rounds && race.rounds.length > 1 ? ' in the final round' : '';
  return lead ? `${who} won by ${race.winner_margin!.toFixed(1)} points${final} (${lead}).` : `${who} won.`;
}

function roundsView(race: Race): RoundsView | null {
  if (!race.rounds || race.rounds.length < 2) return null;
  const partyOf = new Map(race.candidates.map((c) => [c.name, c.party]));
  // A round's share needs every continuing candidate's count; where a report's figure is not quoted, no share.
  const totals = race.rounds.map((r) =>
    r.candidates.every((c) => c.votes !== null) ? r.candidates.reduce((s, c) => s + c.votes!, 0) : null,
  );
  return {
    rounds: race.rounds.map((r) => `Round ${r.round}`),
    rows: race.rounds[0]!.candidates.map((c) => ({
      name: c.name,
      letter: partyLetter(partyOf.get(c.name) ?? null),
      cls: partyCls(partyOf.get(c.name) ?? null),
      cells: race.rounds!.map((r, i) => {
        const inRound = r.candidates.find((x) => x.name === c.name);
        if (!inRound) return null;
        const total = totals[i];
        if (inRound.votes === null) return { votes: 'not quoted', pct: '' };
        return { votes: votesText(inRound.votes), pct: total ? pctText((inRound.votes / total) * 100) : '' };
      }),
    })),
    exhausted: race.rounds.map((r) => (r.exhausted === null ? 'not quoted' : votesText(r.exhausted))),
  };
}

function related(race: Race, all: readonly Race[]): ContestView['related'] {
  const runoff = race.runoff_id ? all.find((r) => r.id === race.runoff_id) : undefined;
  if (runoff)
    return { text: `Runoff${runoff.date ? ` of ${humanDate(runoff.date)}` : ''}`, url: contestPageUrl(runoff) };
  const first = race.stage === 'runoff' ? all.find((r) => r.runoff_id === race.id) : undefined;
  if (first)
    return { text: `First round${first.date ? ` of ${humanDate(first.date)}` : ''}`, url: contestPageUrl(first) };
  return null;
}

/**
 * The view of one contest. `all` holds the office's records (to find a runoff or first round), `corrections`
 * those whose record is this contest.
 */
export function contestView(race: Race, all: readonly Race[], corrections: readonly Correction[]): ContestView {
  const runoff = race.runoff_id ? all.find((r) => r.id === race.runoff_id) : undefined;
  const advanced = new Set(runoff?.candidates.map((c) => c.name) ?? []);
  return {
    id: race.id,
    seat: seatLabel(race),
    kind: contestKind(race),
    date: race.date ? humanDate(race.date) : null,
    outcome: outcome(race),
    candidates: race.candidates.map((c) => ({
      name: c.name,
      letter: partyLetter(c.party),
      partyName: partyName(c.party),
      cls: partyCls(c.party),
      label: c.party_label && c.party_label.toLowerCase() !== partyName(c.party).toLowerCase() ? c.party_label : null,
      // Null in a contested race: counted, but no source here has the count (the notes say why).
      votes: votesText(c.votes, race.unopposed ? 'not counted' : 'no count'),
      pct: pctText(c.pct),
      winner: race.winner === c.name,
      advanced: advanced.has(c.name),
      writeIn: c.write_in,
    })),
    totalVotes: race.total_votes === null ? null : votesText(race.total_votes),
    unattributedVotes: race.unattributed_votes > 0 ? votesText(race.unattributed_votes) : null,
    rounds: roundsView(race),
    related: related(race, all),
    notes: race.notes,
    corrections: corrections.map((c) => ({
      field: c.field,
      old: valueText(c.old),
      new: valueText(c.new),
      reason: c.reason,
      source: c.source,
    })),
    sources: race.sources,
    verification: { status: race.verification.status.replace('_', ' '), note: race.verification.note },
    apiUrl: contestApiUrl(race),
  };
}
