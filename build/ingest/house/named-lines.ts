/**
 * Named candidates stay named (issue 18, class 2): House lines MEDSL gives without a candidate name (a
 * cross-endorsement party line, a write-in line) that a cited page assigns to a candidate, from
 * curated/house-named-lines.json. Each entry must match exactly one row (year, state, district, line name, votes).
 */
import { z } from 'zod';
import table from '../../curated/house-named-lines.json' with { type: 'json' };
import type { Race } from '../../schemas/results.ts';
import type { Ledger } from '../core/ledger.ts';
import { displayName } from '../core/names.ts';
import { classifyName } from '../core/pseudo.ts';
import type { Group } from './louisiana.ts';
import { isSourceRow } from '../core/source-row.ts';

const NAMED_LINES_TABLE = 'build/curated/house-named-lines.json';

const EntrySchema = z
  .object({
    year: z.number().int(),
    state: z.string().length(2),
    district: z.number().int(),
    source_line: z.string(),
    votes: z.number().int().positive(),
    candidate: z.string().min(1),
    party_label: z.string().min(1),
    write_in: z.boolean(),
    source: z.string().min(1),
    why: z.string().min(1),
  })
  .strict();
export type NamedLine = z.infer<typeof EntrySchema>;
export const NAMED_LINES: NamedLine[] = z
  .object({ $comment: z.string(), lines: z.array(EntrySchema) })
  .parse(table).lines;

export function namedLineFor(r: Parameters<typeof isSourceRow>[0], lines = NAMED_LINES): NamedLine | undefined {
  return lines.find((l) => isSourceRow(r, { ...l, name: l.source_line }));
}

/**
 * Every entry whose contest the file has must have been applied: a changed source row must not leave a stale entry
 * behind. `contests` holds the file's "year|state|district" keys (a test fixture holds only a few contests).
 */
export function checkNamedLinesUsed(
  used: Set<NamedLine>,
  contests: Set<string>,
  lines: NamedLine[] = NAMED_LINES,
): void {
  for (const l of lines) {
    if (contests.has(`${l.year}|${l.state}|${l.district}`) && !used.has(l))
      throw new Error(
        `${NAMED_LINES_TABLE}: ${l.year} ${l.state}-${l.district} "${l.source_line}" ${l.votes}: no such unnamed row in the House file`,
      );
  }
}

/** A line named from the curated table is a correction of the source: listed, with its citation, and noted. */
export function recordNamedLines(race: Race, group: Group, ledger: Ledger): Race {
  const entries = group.rows
    .filter((r) => classifyName(r.raw) !== 'invalid')
    .map((r) => ({ e: namedLineFor(r), asCandidate: classifyName(r.raw) !== 'unattributed' }))
    .filter((x): x is { e: NamedLine; asCandidate: boolean } => x.e !== undefined);
  if (!entries.length) return race;
  const notes = [...race.notes];
  for (const { e, asCandidate } of entries) {
    // A party line the source gives as a candidate ("MODERATE") had its own candidate record, not unattributed votes.
    const was = asCandidate ? `they were a candidate named "${e.source_line}"` : 'they were unattributed';
    const given = asCandidate ? `as a candidate named "${e.source_line}"` : 'without a candidate name';
    const name = displayName(e.candidate);
    const now = race.candidates.find((c) => c.name === name)?.votes ?? null;
    const before = now === null ? null : now - e.votes;
    ledger.correction({
      record: race.id,
      field: `candidates[${name}].votes`,
      old: before,
      new: now,
      source: e.source,
      reason: `${e.why}: the line's ${e.votes} votes are added to the candidate's (${was})`,
    });
    notes.push(
      `Correction: the source gives ${e.votes.toLocaleString('en-US')} votes on the ${e.source_line} line ${given}; they are ${name}'s (listed at /api/corrections).`,
    );
  }
  return { ...race, notes };
}
