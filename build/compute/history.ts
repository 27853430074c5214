import type { z } from 'zod';
import { round3, type StateCode } from '../schemas/common.ts';
import type { StateHistorySchema } from '../schemas/api/elections.ts';
import type { Dataset } from '../catalog/dataset.ts';

export type StateHistory = z.infer<typeof StateHistorySchema>;

/** /api/states/{abbr}/history: every presidential result of a state against the national margin. */
export function computeStateHistory(data: Dataset, abbr: StateCode): StateHistory {
  const state = data.states.find((s) => s.abbr === abbr);
  if (!state) throw new Error(`unknown state ${abbr}`);
  const results = data.presidentStates.filter((r) => r.state === abbr).sort((a, b) => a.year - b.year);
  return {
    abbr,
    name: state.name,
    region: state.region,
    ev_history: results.map((r) => ({ year: r.year, ev: r.ev_total })),
    elections: results.map((r) => {
      const national = data.presidentNational.find((n) => n.year === r.year)!;
      return {
        year: r.year,
        winner: r.winner,
        winner_party: r.winner_party,
        dem_pct: r.dem_pct!,
        rep_pct: r.rep_pct!,
        margin: r.margin!,
        national_margin: national.margin!,
        relative_margin: round3(r.margin! - national.margin!),
        flipped: r.flipped,
      };
    }),
  };
}
