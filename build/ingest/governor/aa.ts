import type { StateCode } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import { intCell, numberOrNull } from '../core/csv.ts';
import { AA_STATE_TOTALS, fixGovernorName, fullNameSurnameKey, SRC } from './common.ts';
import type { FileLedger, Ledger } from '../core/ledger.ts';
import { displayName } from '../core/names.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';

/** One Amlani-Algara state total (county returns summed by us, SOURCES.md section 5). */
export interface AaRow {
  row: number;
  year: number;
  state: StateCode;
  dem: string | null;
  rep: string | null;
  demVotes: number;
  repVotes: number;
  total: number;
  demPct: number | null;
  repPct: number | null;
}

export interface AaFile {
  file: string;
  ledger: FileLedger;
  /** Keyed `${year}|${state}`; the year is the election's (the February 1991 Arizona runoff is 1991). */
  rows: Map<string, AaRow>;
}

const nominee = (raw: string): string | null => {
  const t = raw.trim();
  return t === '' || t === 'None' || t === 'NA' ? null : t;
};

export function readAmlaniAlgara(reader: SourceReader, ledger: Ledger): AaFile {
  const table = readCsv(reader, AA_STATE_TOTALS);
  const fileLedger = ledger.open(AA_STATE_TOTALS, table.rows.length);
  const rows = new Map<string, AaRow>();
  for (const row of table.rows) {
    const r: AaRow = {
      row: row.row,
      year: intCell(table, row, 'year'),
      state: row.get('state').trim() as StateCode,
      dem: nominee(row.get('dem_nominee')),
      rep: nominee(row.get('rep_nominee')),
      demVotes: intCell(table, row, 'dem_votes'),
      repVotes: intCell(table, row, 'rep_votes'),
      total: intCell(table, row, 'total_votes'),
      demPct: numberOrNull(table, row, 'dem_pct'),
      repPct: numberOrNull(table, row, 'rep_pct'),
    };
    const key = `${r.year}|${r.state}`;
    if (rows.has(key)) throw new Error(`${AA_STATE_TOTALS}: row ${row.row}, field "election_id": a second row for ${key}`);
    rows.set(key, r);
  }
  return { file: AA_STATE_TOTALS, ledger: fileLedger, rows };
}

/** Marks every row nobody took: odd-year elections (the 1991 Arizona runoff is taken) and anything unmatched. */
export function finishAmlaniAlgara(aa: AaFile): void {
  for (const r of aa.rows.values()) {
    if (aa.ledger.disposition(r.row)) continue;
    aa.ledger.excluded(r.row, r.year % 2 ? 'odd-year election: outside the even-year scope' : 'no published race for this state and year');
  }
}

/**
 * A nominee's display name: the curated spelling fix, then the name FiveThirtyEight uses for the same Amlani-Algara
 * string in a later race of the same state ("Brown, Edmund G." is "Jerry Brown" in 2010), else the "Last, First"
 * form turned around by names.ts.
 */
export function aaDisplayName(raw: string, state: StateCode, aliases: Map<string, string>): { name: string; note: string | null } {
  const alias = aliases.get(`${state}|${raw}`);
  if (alias) return { name: alias, note: null };
  const fixed = fixGovernorName(SRC.aa, raw);
  return { name: displayName(fixed.raw), note: fixed.note };
}

/**
 * Maps each Amlani-Algara nominee string of 1996-2020 to the display name of the same person in the published
 * FiveThirtyEight race (same year, state and party, same surname), so the years before 1996 spell them alike.
 */
export function nomineeAliases(aa: AaFile, races: Race[]): Map<string, string> {
  const byYearState = new Map(races.filter((r) => r.stage !== 'runoff').map((r) => [`${r.year}|${r.state}`, r]));
  const aliases = new Map<string, string>();
  const ordered = [...aa.rows.values()].sort((a, b) => a.year - b.year);
  for (const row of ordered) {
    const race = byYearState.get(`${row.year}|${row.state}`);
    if (!race || row.year < 1996) continue;
    for (const [raw, party] of [[row.dem, 'democrat'], [row.rep, 'republican']] as const) {
      if (!raw) continue;
      const key = `${row.state}|${raw}`;
      const match = race.candidates.find((c) => c.party === party && fullNameSurnameKey(c.name) === fullNameSurnameKey(raw.trim()));
      if (match && !aliases.has(key)) aliases.set(key, match.name);
    }
  }
  return aliases;
}

export type TotalBasis = { total: number; note: string };

/** Relative difference allowed between the totals implied by the D and by the R count (rounding in the shares). */
export const IMPLIED_TOTALS_AGREE = 0.0025;

/**
 * The total behind a race's shares (the 1980-1994 rule, SOURCES.md section 3). When the Amlani-Algara D and R counts
 * imply the same total under jacksonjude's D and R shares (within 0.25%), they are the counts the shares were
 * computed from, so the total is D count / D share. Otherwise the shares and counts come from different tallies and
 * Amlani-Algara's county-summed total is used.
 */
export function totalFromShares(aa: AaRow, demShare: number | null, repShare: number | null): TotalBasis {
  if (aa.demVotes > 0 && aa.repVotes > 0 && demShare && repShare) {
    const byDem = aa.demVotes / demShare;
    const byRep = aa.repVotes / repShare;
    const gap = Math.abs(byDem - byRep) / byDem;
    if (gap <= IMPLIED_TOTALS_AGREE) {
      const total = Math.round(byDem);
      return {
        total,
        note: `Total ${total.toLocaleString('en-US')} = the Democratic nominee's ${aa.demVotes.toLocaleString('en-US')} votes (Amlani-Algara) divided by the nominee's jacksonjude share (${(100 * demShare).toFixed(2)}%); the Republican count implies the same total within ${(100 * gap).toFixed(2)}%.`,
      };
    }
    return {
      total: aa.total,
      note: `Total ${aa.total.toLocaleString('en-US')} is Amlani-Algara's county-summed total: its D and R counts imply totals ${(100 * gap).toFixed(2)}% apart under jacksonjude's shares, so they are not the counts the shares came from.`,
    };
  }
  return { total: aa.total, note: `Total ${aa.total.toLocaleString('en-US')} is Amlani-Algara's county-summed total (no D and R pair to derive it from).` };
}
