/**
 * The hand fixes of build/curated/2026-poll-fixes.json: rows dropped with a reason, and cells replaced where the
 * source row's own note (or another question of the same release) shows the row is not what the pollster
 * published for the population shown. A fix is matched on several cells, never a row number, and must match
 * exactly one row of its file, so an edit upstream cannot silently hit another row.
 */
import fixes from '../../curated/2026-poll-fixes.json' with { type: 'json' };
import type { CsvRow } from '../core/csv.ts';

interface DropFix {
  file: string;
  match: Record<string, string>;
  reason: string;
}

export interface SetFix {
  file: string;
  match: Record<string, string>;
  /** Source column -> the value published instead ("" = unpublished, null). */
  set: Record<string, string>;
  /** The publication the new values come from (title and URL), as /api/corrections serves it. */
  source: string;
  reason: string;
  /** The note's margin of error belongs to another population (the one the row used to show): publish null. */
  unpublished_margin_of_error?: boolean;
}

export interface PollFixes {
  drop: DropFix[];
  set: SetFix[];
}

export const CURATED_POLL_FIXES: PollFixes = { drop: fixes.drop as DropFix[], set: fixes.set as unknown as SetFix[] };

/** One cell a set fix changed, for the record's notes and /api/corrections. */
export interface CellFix {
  column: string;
  old: string;
  new: string;
  source: string;
  reason: string;
}

export const matches = (fix: { match: Record<string, string> }, row: CsvRow) =>
  Object.entries(fix.match).every(([col, value]) => row.get(col).trim() === value);

/** The row as published: the fix's cells replace the source's, the others read through. */
export function fixedRow(row: CsvRow, fix: SetFix): { row: CsvRow; cells: CellFix[] } {
  const cells = Object.entries(fix.set)
    .filter(([column, value]) => row.get(column).trim() !== value)
    .map(([column, value]) => ({
      column,
      old: row.get(column).trim(),
      new: value,
      source: fix.source,
      reason: fix.reason,
    }));
  if (fix.unpublished_margin_of_error)
    cells.push({ column: 'margin_of_error', old: '', new: '', source: fix.source, reason: fix.reason });
  return { row: { row: row.row, get: (column) => (column in fix.set ? fix.set[column]! : row.get(column)) }, cells };
}

/** Throws naming the curated file when a fix did not match exactly one row of its file. */
export function assertEachMatchedOnce(file: string, hits: Map<{ match: Record<string, string> }, number[]>): void {
  for (const [fix, rows] of hits) {
    if (rows.length !== 1) {
      throw new Error(
        `build/curated/2026-poll-fixes.json: the fix for ${file} (${JSON.stringify(fix.match)}) matches ${rows.length} rows (${rows.join(', ') || 'none'}), not exactly one`,
      );
    }
  }
}
