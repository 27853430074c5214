import overrides from '../../curated/governor-overrides.json' with { type: 'json' };
import { compareStrings, type StateCode } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import { isTrue, numberOrNull } from '../core/csv.ts';
import { govKey, isoFromSlashes, JJ_GOVERNOR, stateCode } from './common.ts';
import type { FileLedger, Ledger } from '../core/ledger.ts';
import { electionDay } from '../core/race.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';

/** One jacksonjude row: a surname, a lower-case party, a vote share (fraction of 1); counts are almost never given. */
export interface JjRow {
  row: number;
  candidate: string;
  party: string;
  writeIn: boolean;
  share: number;
}

/** One jacksonjude election: the rows sharing a date and a state (keyed by `region`, not `state_po`). */
export interface JjContest {
  key: string;
  year: number;
  date: string;
  state: StateCode;
  special: boolean;
  stage: Race['stage'];
  rows: JjRow[];
  notes: string[];
}

export interface JjFile {
  file: string;
  ledger: FileLedger;
  contests: Map<string, JjContest>;
}

/** How a row of a contest counts: a candidate, valid votes naming no one, or a listed name with no votes. */
export type JjRole = { kind: 'candidate' } | { kind: 'unattributed'; why: string } | { kind: 'zero' };

const UNATTRIBUTED_ROWS = overrides.jj_unattributed;

export function jjRole(contest: Pick<JjContest, 'year' | 'state'>, r: JjRow): JjRole {
  if (/^(others|write-ins?)$/i.test(r.candidate))
    return { kind: 'unattributed', why: `"${r.candidate}" lumps unnamed write-ins and minor candidates` };
  if (contest.state === 'NV' && /^none$/i.test(r.candidate))
    return { kind: 'unattributed', why: 'Nevada\'s "None of these candidates" line' };
  const curated = UNATTRIBUTED_ROWS.find(
    (u) => u.year === contest.year && u.state === contest.state && u.candidate === r.candidate,
  );
  if (curated) return { kind: 'unattributed', why: curated.why };
  if (r.share === 0) return { kind: 'zero' };
  return { kind: 'candidate' };
}

export const ZERO_SHARE_REASON = 'listed with a vote share of exactly 0 and no count: no votes to publish';

/**
 * Reads jacksonjude's governor file. Rows that are not elections are excluded here (SOURCES.md section 3): the
 * NPV national rows, the 11/03/1980 seat-holder placeholders, successions and the cancelled May 1988 Arizona recall
 * (contests off election day whose shares are all 0 or 1), and odd-year elections. A runoff early in an odd year
 * belongs to the previous year's election (Arizona: jacksonjude dates it February 28, 1991; it was held February 26, see curated/election-dates.json).
 */
export function readJacksonjude(reader: SourceReader, ledger: Ledger): JjFile {
  const table = readCsv(reader, JJ_GOVERNOR);
  const fileLedger = ledger.open(JJ_GOVERNOR, table.rows.length);
  const groups = new Map<
    string,
    { date: string; state: StateCode; special: boolean; runoff: boolean; codes: Set<string>; rows: JjRow[] }
  >();
  for (const row of table.rows) {
    const code = row.get('state_po').trim();
    if (code === 'NPV') {
      fileLedger.excluded(row.row, 'national aggregate row (state_po NPV), not a state election');
      continue;
    }
    const rawDate = row.get('date').trim();
    if (rawDate === '11/03/1980') {
      fileLedger.excluded(
        row.row,
        'placeholder listing the seat-holder before the 1980 elections (share 1.0), not an election',
      );
      continue;
    }
    const state = stateCode(row.get('region'));
    if (!state) throw new Error(`${JJ_GOVERNOR}: row ${row.row}, field "region": unknown state "${row.get('region')}"`);
    const share = numberOrNull(table, row, 'voteshare');
    if (share === null || share < 0 || share > 1)
      throw new Error(
        `${JJ_GOVERNOR}: row ${row.row}, field "voteshare": expected a share 0-1, got "${row.get('voteshare')}"`,
      );
    const special = isTrue(row.get('special'));
    const runoff = isTrue(row.get('runoff'));
    const id = `${rawDate}|${state}|${special}|${runoff}`;
    const g = groups.get(id) ?? {
      date: isoFromSlashes(rawDate),
      state,
      special,
      runoff,
      codes: new Set<string>(),
      rows: [],
    };
    g.codes.add(code);
    g.rows.push({
      row: row.row,
      candidate: row.get('candidate').trim(),
      party: row.get('party').trim(),
      writeIn: isTrue(row.get('writein')),
      share,
    });
    groups.set(id, g);
  }
  const contests = new Map<string, JjContest>();
  for (const g of groups.values()) {
    const dateYear = Number(g.date.slice(0, 4));
    const month = Number(g.date.slice(5, 7));
    const year = g.runoff && dateYear % 2 === 1 && month <= 3 ? dateYear - 1 : dateYear;
    const offDay = !g.runoff && g.date !== electionDay(dateYear);
    let why: string | null = null;
    if (offDay && g.rows.every((r) => r.share === 0 || r.share === 1)) {
      why =
        'not an election: a succession or cancelled contest listed with shares of 0 or 1 and no votes (e.g. the May 1988 Arizona recall)';
    } else if (year % 2 === 1) {
      why = 'odd-year election: outside the even-year scope';
    } else if (offDay) {
      throw new Error(
        `${JJ_GOVERNOR}: row ${g.rows[0]!.row}, field "date": unexpected even-year contest off election day (${g.date}, ${g.state})`,
      );
    }
    if (why) {
      for (const r of g.rows) fileLedger.excluded(r.row, why);
      continue;
    }
    const stage: Race['stage'] = g.runoff ? 'runoff' : 'general';
    const key = govKey(year, g.state, g.special, stage);
    if (contests.has(key)) throw new Error(`${JJ_GOVERNOR}: row ${g.rows[0]!.row}: two contests for ${key}`);
    const notes = [...g.codes]
      .filter((c) => c !== g.state)
      .map((c) => `jacksonjude codes this race's state as ${c}; its region column (${g.state}) is used.`);
    contests.set(key, { key, year, date: g.date, state: g.state, special: g.special, stage, rows: g.rows, notes });
  }
  const ordered = [...contests.values()].sort((a, b) => a.year - b.year || compareStrings(a.key, b.key));
  return { file: JJ_GOVERNOR, ledger: fileLedger, contests: new Map(ordered.map((c) => [c.key, c])) };
}
