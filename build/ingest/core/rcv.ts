import type { Race } from '../../schemas/results.ts';
import { round3 } from '../../schemas/common.ts';
import { displayName } from './names.ts';
import type { FileLedger } from './ledger.ts';

/** A source row that may carry a ranked-choice round (FiveThirtyEight's layout; core imports no source family). */
export interface RoundRow {
  row: number;
  name: string;
  votes: number | null;
  rcvRound: number | null;
}

/**
 * Ranked-choice races (AK 2022): candidates keep their first-round counts; the winner is the final round's
 * leader, and the final round is described in a note. Later-round rows are merged into that note.
 */
export function applyRankedChoice(race: Race, source: { rows: RoundRow[] }, ledger: FileLedger): Race {
  const rounds = source.rows.filter((r) => r.rcvRound !== null && r.rcvRound > 1);
  if (rounds.length === 0) return race;
  const last = Math.max(...rounds.map((r) => r.rcvRound!));
  const final = rounds.filter((r) => r.rcvRound === last && r.name && r.votes !== null);
  for (const r of rounds) ledger.merged(r.row);
  const total = final.reduce((s, r) => s + r.votes!, 0);
  const ordered = [...final].sort((a, b) => b.votes! - a.votes!);
  const summary = ordered.map((r) => `${displayName(r.name)} ${r.votes!.toLocaleString('en-US')} (${round3((100 * r.votes!) / total)}%)`).join(', ');
  const winner = displayName(ordered[0]!.name);
  const winnerParty = race.candidates.find((c) => c.name === winner)?.party ?? race.winner_party;
  return {
    ...race,
    winner,
    winner_party: winnerParty,
    notes: [...race.notes, `Ranked-choice voting: first-round counts shown. Final round ${last}: ${summary}.`],
  };
}
