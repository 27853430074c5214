import type { StateCode } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import { intCell, numberOrNull } from '../core/csv.ts';
import { AA_STATE_TOTALS, fixGovernorName, fullNameSurnameKey, GOVERNOR_SOURCE_IDS } from './common.ts';
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
    if (rows.has(key))
      throw new Error(`${AA_STATE_TOTALS}: row ${row.row}, field "election_id": a second row for ${key}`);
    rows.set(key, r);
  }
  return { file: AA_STATE_TOTALS, ledger: fileLedger, rows };
}

/** Marks every row nobody took: odd-year elections (the 1991 Arizona runoff is taken) and anything unmatched. */
export function finishAmlaniAlgara(aa: AaFile): void {
  for (const r of aa.rows.values()) {
    if (aa.ledger.disposition(r.row)) continue;
    aa.ledger.excluded(
      r.row,
      r.year % 2 ? 'odd-year election: outside the even-year scope' : 'no published race for this state and year',
    );
  }
}

/**
 * A nominee's display name: the curated spelling fix, then the name FiveThirtyEight uses for the same Amlani-Algara
 * string in a later race of the same state ("Brown, Edmund G." is "Jerry Brown" in 2010), else the "Last, First"
 * form turned around by names.ts.
 */
export function aaDisplayName(
  raw: string,
  state: StateCode,
  aliases: Map<string, string>,
): { name: string; note: string | null } {
  const alias = aliases.get(`${state}|${raw}`);
  if (alias) return { name: alias, note: null };
  const fixed = fixGovernorName(GOVERNOR_SOURCE_IDS.aa, raw);
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
    for (const [raw, party] of [
      [row.dem, 'democrat'],
      [row.rep, 'republican'],
    ] as const) {
      if (!raw) continue;
      const key = `${row.state}|${raw}`;
      const match = race.candidates.find(
        (c) => c.party === party && fullNameSurnameKey(c.name) === fullNameSurnameKey(raw.trim()),
      );
      if (match && !aliases.has(key)) aliases.set(key, match.name);
    }
  }
  return aliases;
}

/** Relative difference allowed between the totals implied by the D and by the R count (rounding in the shares). */
const IMPLIED_TOTALS_AGREE = 0.0025;
/** Relative difference allowed between the county-summed total and the total the counts imply under the shares. */
const TOTAL_AGREES = 0.001;

export interface AaCounts {
  dem: number | null;
  rep: number | null;
  /** Amlani-Algara's county-summed total, when it is the total the shares were computed on; else null. */
  total: number | null;
  /** The total implied by the counts and shares: used to order candidates only, never published. */
  implied: number;
  note: string;
}

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * Which Amlani-Algara counts a 1980-1994 race can publish (issue 18: counts are read, never derived). The D and R
 * counts are used when they imply the same total under jacksonjude's D and R shares (within 0.25%): the shares were
 * computed from those counts. The county-summed total is used when it equals that implied total within 0.1%;
 * otherwise it counts something else (Massachusetts: blank ballots) and total_votes is null.
 */
export function countsFromAa(aa: AaRow, demShare: number | null, repShare: number | null): AaCounts {
  const pairs = [
    [aa.demVotes, demShare],
    [aa.repVotes, repShare],
  ].filter(([v, s]) => v! > 0 && s) as [number, number][];
  const implied = pairs.map(([v, s]) => v / s);
  if (!implied.length) {
    return {
      dem: null,
      rep: null,
      total: null,
      implied: aa.total,
      note: "Amlani-Algara has no D or R count matching a jacksonjude share: votes and total_votes are null and pct are jacksonjude's shares.",
    };
  }
  const gap = (Math.max(...implied) - Math.min(...implied)) / implied[0]!;
  if (gap > IMPLIED_TOTALS_AGREE) {
    return {
      dem: null,
      rep: null,
      total: null,
      implied: aa.total,
      note: `Amlani-Algara's D and R counts (${fmt(aa.demVotes)}, ${fmt(aa.repVotes)}) imply totals ${(100 * gap).toFixed(2)}% apart under jacksonjude's shares, so they are not the counts the shares came from and are not published: votes and total_votes are null and pct are jacksonjude's shares.`,
    };
  }
  const mean = implied.reduce((s, v) => s + v, 0) / implied.length;
  const totalGap = Math.abs(aa.total - mean) / mean;
  const totalOk = totalGap <= TOTAL_AGREES;
  const dem = demShare && aa.demVotes > 0 ? aa.demVotes : null;
  const rep = repShare && aa.repVotes > 0 ? aa.repVotes : null;
  const counted = [dem !== null ? 'Democratic' : null, rep !== null ? 'Republican' : null]
    .filter(Boolean)
    .join(' and ');
  return {
    dem,
    rep,
    total: totalOk ? aa.total : null,
    implied: mean,
    note: totalOk
      ? `The ${counted} votes and total_votes are Amlani-Algara's county-summed counts, which agree with jacksonjude's shares; a counted candidate's pct is votes / total_votes.`
      : `The ${counted} votes are Amlani-Algara's county-summed counts, which agree with jacksonjude's shares; its county-summed total (${fmt(aa.total)}) is ${(100 * totalGap).toFixed(2)}% off the total those counts imply, so it counts something other than valid votes for governor and total_votes is null; pct are jacksonjude's shares.`,
  };
}
