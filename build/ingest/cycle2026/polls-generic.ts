/**
 * National generic-ballot polls: VoteHub's feed as us-elections-2026 republished it on 2026-08-07, plus the 10 rows
 * the site's 2026-10-05 snapshot added after 2026-08-03. The hand-added July rows ("supp-*") are already in the
 * 08-07 file, so every row of the supplement file is a duplicate and is merged into its twin (checked cell by cell).
 * The congressional-tracker list's rows are merged into their VoteHub twins, or published as polls of their own when
 * VoteHub lacks them (crossCheckTracker in polls-tracker.ts).
 */
import type { CsvRow, CsvTable } from '../core/csv.ts';
import type { Ledger } from '../core/ledger.ts';
import {
  FILES_2026,
  GENERIC_RACE,
  isoDateCell,
  pctCell,
  populationCode,
  SOURCE_IDS_2026,
  sampleCell,
  type RawPoll,
} from './common.ts';
import { sourceFlag } from './polls-state.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';

const COLUMNS = [
  'date_end',
  'date_start',
  'pollster',
  'sponsor',
  'population',
  'n',
  'dem',
  'rep',
  'value',
  'partisan',
  'internal',
  'poll_id',
  'source_url',
];

/** One VoteHub-layout row -> a raw generic-ballot poll (slugs "dem"/"rep"). */
function parseGenericRow(row: CsvRow, file: string, source: string): RawPoll {
  const where = `${file}: row ${row.row}`;
  const dem = pctCell(row.get('dem'), where, 'dem');
  const rep = pctCell(row.get('rep'), where, 'rep');
  if (dem === null || rep === null)
    throw new Error(`${where}, field "${dem === null ? 'dem' : 'rep'}": blank percentage`);
  const value = Number(row.get('value'));
  // value is dem - rep as published; a mismatch would mean a shifted or mistyped cell.
  if (!Number.isFinite(value) || Math.abs(dem - rep - value) > 0.051)
    throw new Error(`${where}, field "value": ${row.get('value')} is not dem - rep (${dem} - ${rep})`);
  const pollster = row.get('pollster').trim();
  if (!pollster) throw new Error(`${where}, field "pollster": blank`);
  const id = row.get('poll_id').trim();
  const url = row.get('source_url').trim();
  return {
    file,
    row: row.row,
    source,
    raceId: GENERIC_RACE,
    pollsterRaw: pollster,
    sponsorRaw: row.get('sponsor').trim() || null,
    population: populationCode(row.get('population'), where),
    sampleSize: sampleCell(row.get('n'), where, 'n'),
    startDate: isoDateCell(row.get('date_start'), where, 'date_start', true),
    endDate: isoDateCell(row.get('date_end'), where, 'date_end', false)!,
    dem: { name: 'dem', pct: dem },
    rep: { name: 'rep', pct: rep },
    marginOfError: null, // VoteHub publishes no margin of error
    sourceUrl: url || null,
    sourcePartisan: sourceFlag(row.get('partisan')),
    alsoIn: [],
    notes: id ? [`VoteHub poll id ${id}.`] : [],
  };
}

function checkColumns(table: CsvTable): void {
  const missing = COLUMNS.filter((c) => !table.columns.includes(c));
  if (missing.length) throw new Error(`${table.file}: missing columns ${missing.join(', ')}`);
}

/** Reads the 08-07 feed and the later rows (all used), and merges the supplement into its twins. */
export function readGenericPolls(reader: SourceReader, ledger: Ledger): RawPoll[] {
  const polls: RawPoll[] = [];
  const byId = new Map<string, { row: CsvRow; file: string }>();
  for (const [file, source] of [
    [FILES_2026.generic, SOURCE_IDS_2026.generic],
    [FILES_2026.genericLater, SOURCE_IDS_2026.genericLater],
  ] as const) {
    const table = readCsv(reader, file);
    checkColumns(table);
    const fileLedger = ledger.open(file, table.rows.length);
    for (const row of table.rows) {
      const id = row.get('poll_id').trim();
      if (id && byId.has(id))
        throw new Error(`${file}: row ${row.row}, field "poll_id": ${id} appears twice in the feed`);
      if (id) byId.set(id, { row, file });
      polls.push(parseGenericRow(row, file, source));
      fileLedger.used(row.row);
    }
  }

  const supplement = readCsv(reader, FILES_2026.genericSupplement);
  checkColumns(supplement);
  const suppLedger = ledger.open(FILES_2026.genericSupplement, supplement.rows.length);
  for (const row of supplement.rows) {
    const id = row.get('poll_id').trim();
    const twin = byId.get(id);
    if (!twin) {
      // A supplement row missing from the feed would be a poll of its own.
      polls.push(parseGenericRow(row, FILES_2026.genericSupplement, SOURCE_IDS_2026.genericSupplement));
      suppLedger.used(row.row);
      continue;
    }
    const differs = COLUMNS.filter((c) => row.get(c).trim() !== twin.row.get(c).trim());
    if (differs.length) {
      throw new Error(
        `${FILES_2026.genericSupplement}: row ${row.row}, field "${differs[0]}": poll ${id} differs from its copy in ${twin.file} row ${twin.row.row}`,
      );
    }
    suppLedger.merged(row.row);
  }
  return polls;
}
