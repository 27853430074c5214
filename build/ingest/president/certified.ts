/**
 * Class 9: a state's presidential figures replaced by the certified canvass where the source disagrees with it
 * (certified-president-states.json, hand-curated), and (issue 18) checked against the Clerk of the House's statistics
 * 2000-2020 (certified-president-clerk.json, generated with build/curated/tools/clerk-house/cli-president.ts).
 */
import { z } from 'zod';
import { PartySchema, type Party } from '../../schemas/common.ts';
import type { PresidentStateResult } from '../../schemas/results.ts';
import type { Ledger } from '../core/ledger.ts';
import { presidentStateId } from '../core/plausibility.ts';
import { pct, shares } from '../core/tally.ts';

export interface CertifiedState {
  year: number;
  state: string;
  /** Certified votes of candidates the record already has. */
  candidates: Record<string, number>;
  /** Certified candidates the source leaves out (write-ins, mislabelled lines). */
  add?: { name: string; party: Party; party_label: string; votes: number; write_in: boolean }[];
  /** Certified votes for unnamed write-ins or scattering, where the source's figure differs. */
  unattributed_votes?: number;
  source: string;
  why: string;
}

/** One entry's shape (both tables), validated when the ingest loads it (a bad entry fails naming its path). */
const CertifiedStateSchema = z
  .object({
    year: z.number().int(),
    state: z.string().length(2),
    candidates: z.record(z.string(), z.number().int().min(0)),
    add: z
      .array(
        z
          .object({
            name: z.string().min(1),
            party: PartySchema,
            party_label: z.string(),
            votes: z.number().int().min(0),
            write_in: z.boolean(),
          })
          .strict(),
      )
      .optional(),
    unattributed_votes: z.number().int().min(0).optional(),
    source: z.string().min(1),
    why: z.string().min(1),
  })
  .strict();

/** The hand-curated file's shape. */
export const CertifiedStatesFileSchema = z.object({
  states: z.array(CertifiedStateSchema),
  unresolved: z.array(z.object({ record: z.string(), reason: z.string().min(1) }).strict()),
  /** Major nominees' counts that differ from FiveThirtyEight's (by any amount) where MEDSL's figure is the certified one. */
  nominee_differences: z.array(
    z.object({ record: z.string(), candidate: z.string(), reason: z.string().min(1) }).strict(),
  ),
});

/** The generated table of the Clerk of the House's statistics (build/curated/tools/clerk-house/cli-president.ts). */
export const CertifiedClerkStatesFileSchema = z
  .object({ $comment: z.string(), states: z.array(CertifiedStateSchema) })
  .strict();

/** The Clerk table's id in build/curated/sources.json. */
export const CERTIFIED_PRESIDENT_CLERK_SOURCE = 'curated-certified-president-clerk';

export function applyCertifiedStates(
  records: PresidentStateResult[],
  certified: CertifiedState[],
  ledger: Ledger,
  file = 'build/curated/certified-president-states.json',
): void {
  for (const entry of certified) {
    const r = records.find((x) => x.year === entry.year && x.state === entry.state);
    if (!r) throw new Error(`${file}: no record for ${entry.year} ${entry.state}`);
    const id = presidentStateId(r);
    for (const [name, votes] of Object.entries(entry.candidates)) {
      const c = r.candidates.find((x) => x.name === name);
      if (!c) throw new Error(`${file}: ${id} has no candidate "${name}"`);
      if (c.votes === votes) continue;
      ledger.correction({
        record: id,
        field: `candidates[${name}].votes`,
        old: c.votes,
        new: votes,
        source: entry.source,
        reason: entry.why,
      });
      c.votes = votes;
    }
    for (const a of entry.add ?? []) {
      if (r.candidates.some((c) => c.name === a.name)) throw new Error(`${file}: ${id} already has "${a.name}"`);
      ledger.correction({
        record: id,
        field: `candidates[${a.name}].votes`,
        old: null,
        new: a.votes,
        source: entry.source,
        reason: entry.why,
      });
      r.candidates.push({
        name: a.name,
        party: a.party,
        party_label: a.party_label,
        votes: a.votes,
        pct: 0,
        votes_derived: false,
        write_in: a.write_in,
        ev: 0,
      });
    }
    if (entry.unattributed_votes !== undefined && entry.unattributed_votes !== r.unattributed_votes) {
      ledger.correction({
        record: id,
        field: 'unattributed_votes',
        old: r.unattributed_votes,
        new: entry.unattributed_votes,
        source: entry.source,
        reason: entry.why,
      });
      r.unattributed_votes = entry.unattributed_votes;
    }
    const before = r.total_votes;
    r.total_votes = r.candidates.reduce((s, c) => s + (c.votes ?? 0), 0) + r.unattributed_votes;
    if (before !== r.total_votes)
      ledger.correction({
        record: id,
        field: 'total_votes',
        old: before,
        new: r.total_votes,
        source: entry.source,
        reason: entry.why,
      });
    for (const c of r.candidates) c.pct = pct(c.votes ?? 0, r.total_votes);
    r.candidates.sort((a, b) => (b.votes ?? 0) - (a.votes ?? 0));
    Object.assign(r, shares(r.candidates, r.total_votes));
    // An entry that confirms the source's figures corrects nothing: say so rather than point at /api/corrections.
    const corrected = ledger.corrections().some((c) => c.record === id && c.source === entry.source);
    r.notes.push(
      corrected
        ? `Certified canvass figures replace the source's (see /api/corrections): ${entry.why}.`
        : `Checked against the certified canvass: ${entry.why}.`,
    );
    if (r.candidates[0]!.name !== r.winner)
      throw new Error(`${id}: certified figures change the state winner; review the curated entry`);
  }
}
