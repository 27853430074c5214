import table from '../../curated/winner-names.json' with { type: 'json' };
import type { Race } from '../../schemas/results.ts';
import type { Ledger } from './ledger.ts';

/**
 * Winners' names follow the Biographical Directory of the U.S. Congress where a source differs
 * (curated/winner-names.json): misspellings, run-together or cut-short names, and the accents and capitalization an
 * upper-case or ASCII-only source loses (Cárdenas, DeFazio). Applied to built House and Senate records; each change is a correction.
 */
interface NameFix {
  state: string;
  name: string;
  fix: string;
  why: string;
  source: string;
}
const NAMES = table.names as NameFix[];

/** The directory's spelling of a candidate's name in a state, or null when the table has none. */
function directoryName(state: string, name: string): NameFix | null {
  return NAMES.find((n) => n.state === state && n.name === name) ?? null;
}

/** Renames candidates (and the winner) to the directory's spelling, recording each change in the ledger. */
export function applyDirectoryNames(races: Race[], ledger: Ledger): void {
  for (const race of races) {
    for (const c of race.candidates) {
      const fix = directoryName(race.state, c.name);
      if (!fix) continue;
      const old = c.name;
      c.name = fix.fix;
      if (race.winner === old) race.winner = fix.fix;
      ledger.correction({
        record: race.id,
        field: `candidates[${fix.fix}].name`,
        old,
        new: fix.fix,
        source: fix.source,
        reason: `The source's spelling differs from the Biographical Directory of the U.S. Congress (${fix.why}).`,
      });
      race.notes.push(
        `Correction: the source spells the name "${old}"; published as "${fix.fix}", the Biographical Directory's spelling (listed at /api/corrections).`,
      );
    }
  }
}
