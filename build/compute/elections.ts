import { PARTIES, type Party, type StateCode } from '../schemas/common.ts';
import type { z } from 'zod';
import type { ElectionStateSchema, ElectionYearSchema } from '../schemas/api/elections.ts';
import type { PresidentStateResult } from '../schemas/results.ts';
import type { Dataset } from '../catalog/dataset.ts';

export type ElectionYear = z.infer<typeof ElectionYearSchema>;
export type ElectionState = z.infer<typeof ElectionStateSchema>;

function stateSummary(r: PresidentStateResult, name: string) {
  return {
    abbr: r.state,
    name,
    ev_count: r.ev_total,
    winner: r.winner,
    winner_party: r.winner_party,
    dem_pct: r.dem_pct!,
    rep_pct: r.rep_pct!,
    margin: r.margin!,
    flipped: r.flipped,
    total_votes: r.total_votes,
    candidates: r.candidates,
  };
}

/** /api/elections/{year}: national totals and every state's result. */
export function computeElectionYear(data: Dataset, year: number): ElectionYear {
  const found = data.presidentNational.find((n) => n.year === year);
  if (!found) throw new Error(`no presidential data for ${year}`);
  const national = found;
  const names = new Map(data.states.map((s) => [s.abbr, s.name]));
  const byParty = (pick: (p: (typeof national.parties)[number]) => number) =>
    Object.fromEntries(
      national.parties
        .filter((p) => pick(p) > 0 || p.party === 'democrat' || p.party === 'republican')
        .map((p) => [p.party, pick(p)]),
    ) as Partial<Record<Party, number>>;
  return {
    year,
    national: {
      winner: national.winner,
      winner_party: national.winner_party,
      ev: {
        total: 538,
        by_party: byParty((p) => p.ev),
        by_candidate: Object.fromEntries(national.candidates.filter((c) => c.ev > 0).map((c) => [c.name, c.ev])),
        abstained: national.ev_abstained,
      },
      popular_vote: {
        total: national.total_votes,
        by_party: Object.fromEntries(
          PARTIES.flatMap((party) => {
            const p = national.parties.find((x) => x.party === party);
            return p && p.votes > 0 ? [[party, { votes: p.votes, pct: p.pct }]] : [];
          }),
        ),
        dem_pct: national.dem_pct!,
        rep_pct: national.rep_pct!,
        margin: national.margin!,
      },
      candidates: national.candidates,
    },
    states: data.presidentStates.filter((s) => s.year === year).map((r) => stateSummary(r, names.get(r.state)!)),
  };
}

/** /api/elections/{year}/{state}: one state's full result. */
export function computeElectionState(data: Dataset, year: number, state: StateCode): ElectionState {
  const r = data.presidentStates.find((s) => s.year === year && s.state === state);
  if (!r) throw new Error(`no presidential result for ${year} ${state}`);
  const name = data.states.find((s) => s.abbr === state)!.name;
  return {
    year,
    state: {
      ...stateSummary(r, name),
      unattributed_votes: r.unattributed_votes,
      electors: r.electors,
      sources: r.sources,
      notes: r.notes,
    },
  };
}
