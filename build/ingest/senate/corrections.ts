import overrides from '../../curated/senate-source-overrides.json' with { type: 'json' };
import type { Race } from '../../schemas/results.ts';
import type { Ledger } from '../core/ledger.ts';

interface SeatClassFix {
  year: number;
  state: string;
  special: boolean;
  seat_class: number;
  source_seat_class: number;
  why: string;
  source: string;
}
interface SourceSwitch {
  year: number;
  state: string;
  special: boolean;
  why: string;
  source: string;
  corrections: { candidate: string; field: 'votes'; old: number; new: number }[];
}

/**
 * Records the curated Senate overrides that change a published value (build/curated/senate-source-overrides.json)
 * as corrections, and names each in the record's notes: the 1986 North Carolina special's seat class, and the
 * 2018 Mississippi special's first-round counts (MEDSL's November rows carry the runoff counts).
 */
export function recordSenateOverrides(races: Race[], ledger: Ledger): void {
  for (const fix of overrides.seat_classes as SeatClassFix[]) {
    for (const race of races.filter(
      (r) =>
        r.year === fix.year && r.state === fix.state && r.special === fix.special && r.seat_class === fix.seat_class,
    )) {
      ledger.correction({
        record: race.id,
        field: 'seat_class',
        old: fix.source_seat_class,
        new: fix.seat_class,
        source: fix.source,
        reason: `${fix.why}.`,
      });
      race.notes.push(
        `Correction: seat class ${fix.seat_class}, not the source's ${fix.source_seat_class} (listed at /api/corrections).`,
      );
    }
  }
  for (const sw of overrides.races as SourceSwitch[]) {
    const race = races.find(
      (r) => r.year === sw.year && r.state === sw.state && r.special === sw.special && r.stage !== 'runoff',
    );
    if (!race) throw new Error(`curated/senate-source-overrides.json: no ${sw.year} ${sw.state} race to correct`);
    for (const c of sw.corrections) {
      const cand = race.candidates.find((x) => x.name === c.candidate);
      if (!cand || cand[c.field] !== c.new)
        throw new Error(`curated/senate-source-overrides.json: ${race.id} ${c.candidate} ${c.field} is not ${c.new}`);
      ledger.correction({
        record: race.id,
        field: `candidates[${c.candidate}].${c.field}`,
        old: c.old,
        new: c.new,
        source: sw.source,
        reason: `${sw.why}.`,
      });
    }
    race.notes.push(
      "Correction: first-round counts from the official canvass replace the source's runoff counts (listed at /api/corrections).",
    );
  }
}
