/** Reader of FiveThirtyEight's raw-polls.csv (polls/SOURCES.md section 7): one typed row per poll question. */
import { intCell, numberOrNull, parseCsv, type CsvRow, type CsvTable } from '../core/csv.ts';
import type { SourceReader } from '../core/sources.ts';
import type { PollHistoryOffice } from '../../schemas/poll-history.ts';

export const RAW_POLLS_FILE = 'polls/fivethirtyeight-raw-polls/raw-polls.csv';
export const RAW_POLLS_SOURCE = 'fte-raw-polls';

const OFFICE_OF: Record<string, PollHistoryOffice> = {
  'Pres-G': 'president',
  'Pres-P': 'president',
  'Sen-G': 'senate',
  'Gov-G': 'governor',
  'House-G': 'house',
};

/** fivethirtyeight/data#252: the Trafalgar GA-6 runoff poll whose shares the issue says were mistyped (538's answer unknown). */
export const DISPUTED: Record<number, string> = {
  79816:
    'fivethirtyeight/data#252 says this poll was Ossoff 48.59 / Handel 50.46 (a right call), not the 50.22 / 47.46 published; the row is kept as FiveThirtyEight publishes it.',
};

export interface RawPoll {
  row: number;
  id: number;
  poll_id: number;
  race: string;
  year: number;
  office: PollHistoryOffice;
  race_type: string;
  primary: boolean;
  location: string;
  pollster: string;
  pollster_rating_id: number;
  methodology: string | null;
  partisan: string | null;
  date: string;
  election_date: string;
  sample_size: number | null;
  cand: [RawCandidate, RawCandidate];
  other_pct: number | null;
  margin_poll: number;
  margin_actual: number;
  error: number;
  bias: number | null;
  right_call: 0 | 0.5 | 1;
  comment: string | null;
}

interface RawCandidate {
  name: string;
  party: string;
  pct: number;
  actual: number;
}

/** M/D/YYYY to YYYY-MM-DD, naming the row when the cell is not a date. */
function isoOf(table: CsvTable, row: CsvRow, column: string): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(row.get(column).trim());
  if (!m)
    throw new Error(`${table.file}: row ${row.row}, field "${column}": expected M/D/YYYY, got "${row.get(column)}"`);
  return `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

function required(table: CsvTable, row: CsvRow, column: string): number {
  const v = numberOrNull(table, row, column);
  if (v === null) throw new Error(`${table.file}: row ${row.row}, field "${column}": empty`);
  return v;
}

const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());

function parseRow(table: CsvTable, row: CsvRow): RawPoll {
  const type = row.get('type_simple');
  const office = OFFICE_OF[type];
  if (!office) throw new Error(`${table.file}: row ${row.row}, field "type_simple": unknown type "${type}"`);
  const rightCall = required(table, row, 'rightcall');
  if (rightCall !== 0 && rightCall !== 0.5 && rightCall !== 1)
    throw new Error(`${table.file}: row ${row.row}: rightcall ${rightCall}`);
  const cand = (n: 1 | 2): RawCandidate => ({
    name: row.get(`cand${n}_name`).trim(),
    party: row.get(`cand${n}_party`).trim(),
    pct: required(table, row, `cand${n}_pct`),
    actual: required(table, row, `cand${n}_actual`),
  });
  return {
    row: row.row,
    id: intCell(table, row, 'question_id'),
    poll_id: intCell(table, row, 'poll_id'),
    race: row.get('race').trim(),
    year: intCell(table, row, 'year'),
    office,
    race_type: row.get('type_detail').trim(),
    primary: type === 'Pres-P',
    location: row.get('location').trim(),
    pollster: row.get('pollster').trim(),
    pollster_rating_id: intCell(table, row, 'pollster_rating_id'),
    methodology: blankToNull(row.get('methodology')),
    partisan: blankToNull(row.get('partisan')),
    date: isoOf(table, row, 'polldate'),
    election_date: isoOf(table, row, 'electiondate'),
    sample_size: numberOrNull(table, row, 'samplesize'),
    cand: [cand(1), cand(2)],
    other_pct: numberOrNull(table, row, 'cand3_pct'),
    margin_poll: required(table, row, 'margin_poll'),
    margin_actual: required(table, row, 'margin_actual'),
    error: required(table, row, 'error'),
    bias: numberOrNull(table, row, 'bias'),
    right_call: rightCall,
    comment: blankToNull(row.get('comment')),
  };
}

/** Every row of the file, parsed (a row that does not parse fails the ingest naming it). */
export function readRawPolls(reader: SourceReader): RawPoll[] {
  const table = parseCsv(RAW_POLLS_FILE, reader.text(RAW_POLLS_FILE));
  return table.rows.map((row) => parseRow(table, row));
}
