import type { z } from 'zod';
import { round3 } from '../schemas/common.ts';
import type { SwingSchema } from '../schemas/api/elections.ts';
import type { Dataset } from '../catalog/dataset.ts';

export type Swing = z.infer<typeof SwingSchema>;

/** /api/swing: each state's change in D-R margin between two presidential years (positive = toward D). */
export function computeSwing(data: Dataset, fromYear: number, toYear: number): Swing {
  const nFrom = data.presidentNational.find((n) => n.year === fromYear);
  const nTo = data.presidentNational.find((n) => n.year === toYear);
  if (!nFrom || !nTo) throw new Error(`no presidential data for ${fromYear} or ${toYear}`);
  return {
    from_year: fromYear,
    to_year: toYear,
    national_swing: round3(nTo.margin! - nFrom.margin!),
    national_from_margin: nFrom.margin!,
    national_to_margin: nTo.margin!,
    states: data.states.map((s) => {
      const a = data.presidentStates.find((r) => r.year === fromYear && r.state === s.abbr)!;
      const b = data.presidentStates.find((r) => r.year === toYear && r.state === s.abbr)!;
      return {
        abbr: s.abbr,
        name: s.name,
        from_margin: a.margin!,
        to_margin: b.margin!,
        swing: round3(b.margin! - a.margin!),
        from_winner: a.winner,
        to_winner: b.winner,
        from_winner_party: a.winner_party,
        to_winner_party: b.winner_party,
        flipped: a.winner_party !== b.winner_party,
      };
    }),
  };
}
