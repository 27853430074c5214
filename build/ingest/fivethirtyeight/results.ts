import { compareStrings } from '../../schemas/common.ts';
import { intCell, isTrue, numberOrNull } from '../core/csv.ts';
import type { FileLedger, Ledger } from '../core/ledger.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';

/** One row of a FiveThirtyEight election-results file (president, senate and governor share the layout). */
export interface FteRow {
  row: number;
  raceId: string;
  cycle: number;
  state: string;
  stage: string;
  special: boolean;
  seat: string;
  politicianId: string;
  name: string;
  ballotParty: string;
  rcvRound: number | null;
  votes: number | null;
  percent: number | null;
  winner: boolean;
  unopposed: boolean;
  alt: string;
}

export interface FteRace {
  raceId: string;
  cycle: number;
  state: string;
  stage: string;
  special: boolean;
  seat: string;
  rows: FteRow[];
}

export interface FteFile {
  file: string;
  ledger: FileLedger;
  races: FteRace[];
}

/** Reads a FiveThirtyEight results file and groups its rows by race_id (races ordered by id, rows by file order). */
export function readFteResults(reader: SourceReader, file: string, ledger: Ledger): FteFile {
  const table = readCsv(reader, file);
  const fileLedger = ledger.open(file, table.rows.length);
  const byRace = new Map<string, FteRace>();
  for (const row of table.rows) {
    const raceId = row.get('race_id').trim();
    const r: FteRow = {
      row: row.row,
      raceId,
      cycle: intCell(table, row, 'cycle'),
      state: row.get('state_abbrev').trim(),
      stage: row.get('stage').trim(),
      special: isTrue(row.get('special')),
      seat: row.get('office_seat_name').trim(),
      politicianId: row.get('politician_id').trim(),
      name: row.get('candidate_name').trim(),
      ballotParty: row.get('ballot_party').trim(),
      rcvRound: numberOrNull(table, row, 'ranked_choice_round'),
      votes: numberOrNull(table, row, 'votes'),
      percent: numberOrNull(table, row, 'percent'),
      winner: isTrue(row.get('winner')),
      unopposed: isTrue(row.get('unopposed')),
      alt: row.get('alt_result_text').trim(),
    };
    const race = byRace.get(raceId) ?? {
      raceId,
      cycle: r.cycle,
      state: r.state,
      stage: r.stage,
      special: r.special,
      seat: r.seat,
      rows: [],
    };
    race.rows.push(r);
    byRace.set(raceId, race);
  }
  const races = [...byRace.values()].sort(
    (a, b) => a.cycle - b.cycle || compareStrings(a.state, b.state) || compareStrings(a.raceId, b.raceId),
  );
  return { file, ledger: fileLedger, races };
}

/** FiveThirtyEight's lines without a candidate: which are valid votes naming no one, which are not votes. */
export function classifyFteAlt(alt: string): 'invalid' | 'unattributed' {
  return /^(Write-in|Other|Scattering|None of these candidates)$/i.test(alt) ? 'unattributed' : 'invalid';
}

/** Seat class from "Class I/II/III". */
export function seatClass(seat: string): 1 | 2 | 3 | null {
  const m = seat.match(/Class (I{1,3})\b/);
  return m ? (m[1]!.length as 1 | 2 | 3) : null;
}
