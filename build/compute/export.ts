import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import type { StateCode } from '../schemas/common.ts';
import { ExportRowSchema } from '../schemas/api/elections.ts';
import type { Dataset } from '../catalog/dataset.ts';

export type ExportRow = z.infer<typeof ExportRowSchema>;

/** The export's columns, in CSV order: the schema's keys, so the JSON and CSV cannot drift apart. */
export const EXPORT_COLUMNS = Object.keys(ExportRowSchema.shape) as (keyof ExportRow)[];

/** /api/export: flat rows of one presidential year, all states or one. */
export function computeExportRows(data: Dataset, year: number, state: StateCode | null): ExportRow[] {
  const names = new Map(data.states.map((s) => [s.abbr, s.name]));
  return data.presidentStates
    .filter((r) => r.year === year && (state === null || r.state === state))
    .map((r) => ({
      year: r.year,
      state: names.get(r.state)!,
      abbreviation: r.state,
      electoral_votes: r.ev_total,
      winner: r.winner,
      dem_pct: r.dem_pct!,
      rep_pct: r.rep_pct!,
      margin: r.margin!,
      flipped: r.flipped,
      winner_party: r.winner_party,
    }));
}

/** RFC 4180 CSV with a header row; booleans as true/false, CRLF line ends as the RFC says. */
export function rowsToCsv<T extends object>(rows: T[], columns: (keyof T)[]): string {
  return stringify(rows, { header: true, columns: columns as string[], record_delimiter: 'windows', cast: { boolean: (v) => String(v) } });
}
