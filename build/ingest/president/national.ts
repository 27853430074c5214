import { compareStrings, PARTIES, type Party } from '../../schemas/common.ts';
import type { PresidentNational, PresidentStateResult } from '../../schemas/results.ts';
import { pct, shares } from '../core/tally.ts';

/** National totals per year: popular vote summed over states, electoral votes as the electors cast them. */
export function buildPresidentNational(states: PresidentStateResult[]): PresidentNational[] {
  const years = [...new Set(states.map((s) => s.year))].sort((a, b) => a - b);
  return years.map((year) => {
    const rows = states.filter((s) => s.year === year);
    const total = rows.reduce((s, r) => s + r.total_votes, 0);
    const cands = new Map<string, { votes: number; ev: number; byParty: Map<Party, number> }>();
    const partyVotes = new Map<Party, number>();
    const partyEv = new Map<Party, number>();
    let abstained = 0;
    for (const r of rows) {
      for (const c of r.candidates) {
        const entry = cands.get(c.name) ?? { votes: 0, ev: 0, byParty: new Map() };
        entry.votes += c.votes ?? 0;
        entry.byParty.set(c.party, (entry.byParty.get(c.party) ?? 0) + (c.votes ?? 0));
        cands.set(c.name, entry);
        partyVotes.set(c.party, (partyVotes.get(c.party) ?? 0) + (c.votes ?? 0));
      }
      for (const e of r.electors) {
        if (e.recipient === null) {
          abstained += e.ev;
          continue;
        }
        const entry = cands.get(e.recipient) ?? { votes: -1, ev: 0, byParty: new Map([[e.party ?? 'other', 0]]) };
        entry.ev += e.ev;
        cands.set(e.recipient, entry);
        if (e.party) partyEv.set(e.party, (partyEv.get(e.party) ?? 0) + e.ev);
      }
    }
    const candidates = [...cands.entries()]
      .map(([name, c]) => {
        const party = [...c.byParty.entries()].sort((a, b) => b[1] - a[1] || compareStrings(a[0], b[0]))[0]![0];
        const votes = c.votes < 0 ? null : c.votes;
        return { name, party, votes, pct: votes === null ? null : pct(votes, total), ev: c.ev };
      })
      .sort((a, b) => b.ev - a.ev || (b.votes ?? -1) - (a.votes ?? -1) || compareStrings(a.name, b.name));
    const parties = PARTIES.filter((p) => partyVotes.has(p) || partyEv.has(p))
      .map((party) => ({
        party,
        votes: partyVotes.get(party) ?? 0,
        pct: pct(partyVotes.get(party) ?? 0, total),
        ev: partyEv.get(party) ?? 0,
      }))
      .sort((a, b) => b.ev - a.ev || b.votes - a.votes);
    const winner = candidates[0]!;
    return {
      year,
      winner: winner.name,
      winner_party: winner.party,
      total_votes: total,
      unattributed_votes: rows.reduce((s, r) => s + r.unattributed_votes, 0),
      ev_total: 538 as const,
      ev_abstained: abstained,
      candidates,
      parties,
      ...shares(candidates, total),
      sources: [...new Set(rows.flatMap((r) => r.sources))].sort(compareStrings),
    };
  });
}
