/**
 * Rows in the wrong district (issue 18): a MEDSL House row filed under another district's contest moves to the
 * contest a cited source puts it in, from curated/house-misplaced-rows.json, before the contests are grouped.
 * Each entry must match exactly one row (year, state, from district, candidate, votes).
 */
import { z } from 'zod';
import table from '../../curated/house-misplaced-rows.json' with { type: 'json' };
import type { Ledger } from '../core/ledger.ts';
import { displayName } from '../core/names.ts';
import { isSourceRow } from '../core/source-row.ts';
import type { HouseRow } from './row.ts';

const MISPLACED_TABLE = 'build/curated/house-misplaced-rows.json';

const EntrySchema = z
  .object({
    year: z.number().int(),
    state: z.string().length(2),
    from_district: z.number().int(),
    to_district: z.number().int(),
    candidate: z.string().min(1),
    votes: z.number().int().positive(),
    why: z.string().min(1),
    source: z.string().min(1),
  })
  .strict();
export type MisplacedRow = z.infer<typeof EntrySchema>;
export const MISPLACED_ROWS: MisplacedRow[] = z
  .object({ $comment: z.string(), rows: z.array(EntrySchema) })
  .parse(table).rows;

export function misplacedEntryFor(r: HouseRow, rows: MisplacedRow[] = MISPLACED_ROWS): MisplacedRow | undefined {
  return rows.find((m) => isSourceRow(r, { ...m, district: m.from_district, name: m.candidate }));
}

/** The contest note of the row's new district, naming the move. */
export function movedNote(m: MisplacedRow): string {
  return `Correction: the source files ${m.candidate} (${m.votes.toLocaleString('en-US')} votes) under district ${m.from_district}; they belong to district ${m.to_district} (listed at /api/corrections).`;
}

/** The note of the contest the row leaves (the record it is moved out of names the move too). */
export function noteMovedOut(race: { id: string; notes: string[] }, moved: Set<MisplacedRow>): string[] {
  const out = [...moved].filter((m) => recordId(m, m.from_district) === race.id);
  return out.length ? [...race.notes, ...out.map(movedNote)] : race.notes;
}

const recordId = (m: MisplacedRow, district: number) =>
  `house-${m.year}-${m.state.toLowerCase()}-${String(district).padStart(2, '0')}-general`;

/** Both records of a move are listed at /api/corrections. */
export function recordMove(m: MisplacedRow, ledger: Ledger): void {
  for (const [district, old, now] of [
    [m.from_district, m.votes, null],
    [m.to_district, null, m.votes],
  ] as const)
    ledger.correction({
      record: recordId(m, district),
      field: `candidates[${displayName(m.candidate)}].votes`,
      old,
      new: now,
      source: m.source,
      reason: `${m.why}: the row moves from district ${m.from_district} to district ${m.to_district}`,
    });
}

/** Every entry whose year the file has must have been applied: a changed source row must not leave a stale entry. */
export function checkMisplacedRowsUsed(used: Set<MisplacedRow>, years: Set<number>, rows = MISPLACED_ROWS): void {
  for (const m of rows)
    if (years.has(m.year) && !used.has(m))
      throw new Error(
        `${MISPLACED_TABLE}: ${m.year} ${m.state}-${m.from_district} "${m.candidate}" ${m.votes}: no such row in the House file`,
      );
}
