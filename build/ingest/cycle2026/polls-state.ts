/**
 * Senate and governor polls from us-elections-2026 (the 2026-10-05 snapshot): one row per poll question, D vs R
 * top line. Quirks handled here (polls/SOURCES.md section 1): the margin of error only inside the Korean note,
 * blank population / n / start date, a row with a margin but no percentages, and hand-dropped rows
 * and hand-replaced cells (build/curated/2026-poll-fixes.json via polls-fixes.ts: the mis-dated Georgia Quantus poll,
 * likely-voter figures a row's note gives, sample sizes of the population shown).
 */
import { STATE_CODES } from '../../schemas/common.ts';
import type { CsvRow } from '../core/csv.ts';
import type { Ledger } from '../core/ledger.ts';
import {
  FILES_2026,
  isoDateCell,
  parseMarginOfError,
  pctCell,
  populationCode,
  raceIdOf,
  SOURCE_IDS_2026,
  sampleCell,
  type RawPoll,
} from './common.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';
import {
  assertEachMatchedOnce,
  CURATED_POLL_FIXES,
  fixedRow,
  matches,
  type CellFix,
  type PollFixes,
} from './polls-fixes.ts';

export const NO_PERCENTAGES =
  'no candidate percentages: the source gives only the margin, so there is no result to publish';

/** Flags the source writes in its partisan column: D / R (DEM / REP in VoteHub), or none / blank. */
export function sourceFlag(raw: string): 'D' | 'R' | null {
  const v = raw.trim().toUpperCase();
  return v === 'D' || v === 'DEM' ? 'D' : v === 'R' || v === 'REP' ? 'R' : null;
}

/** Reads one of the two state poll files; rows that cannot be a poll record are excluded in the ledger. */
export function readStatePolls(
  reader: SourceReader,
  ledger: Ledger,
  office: 'senate' | 'governor',
  fixes: PollFixes = CURATED_POLL_FIXES,
): RawPoll[] {
  const file = office === 'senate' ? FILES_2026.senatePolls : FILES_2026.governorPolls;
  const source = office === 'senate' ? SOURCE_IDS_2026.senatePolls : SOURCE_IDS_2026.governorPolls;
  const table = readCsv(reader, file);
  const fileLedger = ledger.open(file, table.rows.length);
  const drops = fixes.drop.filter((d) => d.file === file);
  const sets = fixes.set.filter((d) => d.file === file);
  const hits = new Map<{ match: Record<string, string> }, number[]>([...drops, ...sets].map((d) => [d, []]));
  const polls: RawPoll[] = [];

  for (const row of table.rows) {
    const where = `${file}: row ${row.row}`;
    const drop = drops.find((d) => matches(d, row));
    if (drop) {
      hits.get(drop)!.push(row.row);
      fileLedger.excluded(row.row, drop.reason);
      continue;
    }
    const set = sets.find((d) => matches(d, row));
    if (set) hits.get(set)!.push(row.row);
    const fixed = set ? fixedRow(row, set) : { row, cells: [] as CellFix[] };
    const poll = parseStateRow(fixed.row, where, office, file, source);
    if (poll === null) {
      fileLedger.excluded(row.row, NO_PERCENTAGES);
      continue;
    }
    fileLedger.used(row.row);
    if (!fixed.cells.length) polls.push(poll);
    else
      polls.push({
        ...poll,
        cellFixes: fixed.cells,
        ...(set?.unpublished_margin_of_error ? { marginOfError: null } : {}),
      });
  }
  assertEachMatchedOnce(file, hits);
  return polls;
}

/** One row -> a raw poll; null when it has no percentages at all (a margin alone is not a result). */
function parseStateRow(
  row: CsvRow,
  where: string,
  office: 'senate' | 'governor',
  file: string,
  source: string,
): RawPoll | null {
  const state = row.get('state').trim();
  if (!(STATE_CODES as readonly string[]).includes(state))
    throw new Error(`${where}, field "state": unknown state "${state}"`);
  const demPct = pctCell(row.get('dem_pct'), where, 'dem_pct');
  const repPct = pctCell(row.get('rep_pct'), where, 'rep_pct');
  if (demPct === null && repPct === null) return null;
  if (demPct === null || repPct === null)
    throw new Error(
      `${where}, field "${demPct === null ? 'dem_pct' : 'rep_pct'}": one percentage is blank and the other is not`,
    );
  const dem = row.get('dem_candidate').trim();
  const rep = row.get('rep_candidate').trim();
  if (!dem || !rep) throw new Error(`${where}, field "${dem ? 'rep_candidate' : 'dem_candidate'}": candidate is blank`);
  const pollster = row.get('pollster').trim();
  if (!pollster) throw new Error(`${where}, field "pollster": blank`);

  const startDate = isoDateCell(row.get('start_date'), where, 'start_date', true);
  const endDate = isoDateCell(row.get('end_date'), where, 'end_date', false)!;
  const notes: string[] = [];
  // A blank start means the source only knew when the poll was published ("발표일 기준" and the like).
  if (startDate === null)
    notes.push('Fieldwork dates not published: the date is the publication date the source gives.');
  const url = row.get('source_url').trim();
  return {
    file,
    row: row.row,
    source,
    raceId: raceIdOf(state, office),
    pollsterRaw: pollster,
    sponsorRaw: row.get('sponsor').trim() || null,
    population: populationCode(row.get('population'), where),
    sampleSize: sampleCell(row.get('n'), where, 'n'),
    startDate,
    endDate,
    dem: { name: dem, pct: demPct },
    rep: { name: rep, pct: repPct },
    marginOfError: parseMarginOfError(row.get('note')),
    sourceUrl: url || null,
    sourcePartisan: sourceFlag(row.get('partisan')),
    alsoIn: [],
    notes,
    sourceNote: row.get('note').trim(),
  };
}
