import type { StateCode } from '../../schemas/common.ts';
import { intCell, numberOrNull } from '../core/csv.ts';
import { BKL_LONGEVITY, CROSS_CHECK_ONLY, fixGovernorName, GOVERNOR_SOURCE_IDS, stateCode } from './common.ts';
import type { FileLedger, Ledger } from '../core/ledger.ts';
import { displayName } from '../core/names.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';

/** One Barfort-Klemmensen-Larsen row: one of the top two candidates of a governor election (1945-2012). */
export interface BklRow {
  row: number;
  year: number;
  state: StateCode;
  last: string;
  /** "last, first middle" in the source's lower case, the key of curated fixes. */
  raw: string;
  party: 'd' | 'r' | 'third';
  /** Margin over the other listed row, percentage points: positive for the winner. */
  margin: number | null;
}

export interface BklFile {
  file: string;
  ledger: FileLedger;
  /** Keyed `${year}|${state}` for even years 1976-2012 and the 1991 Arizona runoff. */
  byElection: Map<string, BklRow[]>;
}

export function readBkl(reader: SourceReader, ledger: Ledger): BklFile {
  const table = readCsv(reader, BKL_LONGEVITY);
  const fileLedger = ledger.open(BKL_LONGEVITY, table.rows.length);
  const byElection = new Map<string, BklRow[]>();
  for (const row of table.rows) {
    const year = intCell(table, row, 'year');
    if (year < 1976) {
      fileLedger.excluded(row.row, 'before 1976: outside the 1976-2024 scope');
      continue;
    }
    const state = stateCode(row.get('area'));
    if (!state) throw new Error(`${BKL_LONGEVITY}: row ${row.row}, field "area": unknown state "${row.get('area')}"`);
    if (year % 2 === 1 && !(year === 1991 && state === 'AZ')) {
      fileLedger.excluded(row.row, 'odd-year election: outside the even-year scope');
      continue;
    }
    const part = (c: string) => (row.get(c).trim() === 'NA' ? '' : row.get(c).trim());
    const party = row.get('party').trim();
    if (party !== 'd' && party !== 'r' && party !== 'third')
      throw new Error(`${BKL_LONGEVITY}: row ${row.row}, field "party": unexpected "${party}"`);
    const r: BklRow = {
      row: row.row,
      year,
      state,
      last: part('cand_last'),
      raw: `${part('cand_last')}, ${[part('cand_first'), part('cand_middle')].filter(Boolean).join(' ')}`,
      party,
      margin: numberOrNull(table, row, 'margin_pct_1'),
    };
    const key = `${year}|${state}`;
    byElection.set(key, [...(byElection.get(key) ?? []), r]);
  }
  return { file: BKL_LONGEVITY, ledger: fileLedger, byElection };
}

/** The listed winner: the row with a positive margin (a one-row election lists the winner alone). */
export function bklWinner(rows: BklRow[]): BklRow | null {
  if (rows.length === 1) return rows[0]!;
  return rows.find((r) => r.margin !== null && r.margin > 0) ?? null;
}

/** Display form of a BKL name: "weicker, lowell p. jr." -> "Lowell P. Weicker Jr.", after curated fixes. */
export function bklDisplayName(r: BklRow): { name: string; note: string | null } {
  const fixed = fixGovernorName(GOVERNOR_SOURCE_IDS.bkl, r.raw);
  return { name: displayName(fixed.raw.toUpperCase()), note: fixed.note };
}

/** Marks the rows of an election that only cross-checked a published race (a row a name came from stays used). */
export function bklCrossChecked(bkl: BklFile, rows: BklRow[]): void {
  for (const r of rows) if (!bkl.ledger.disposition(r.row)) bkl.ledger.excluded(r.row, CROSS_CHECK_ONLY);
}

/** Rows of in-scope years that no published race matched. */
export function finishBkl(bkl: BklFile): void {
  for (const rows of bkl.byElection.values()) {
    for (const r of rows)
      if (!bkl.ledger.disposition(r.row)) bkl.ledger.excluded(r.row, 'no published race for this state and year');
  }
}
