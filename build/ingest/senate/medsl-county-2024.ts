/**
 * MEDSL's 2024 Senate returns by county (results SOURCES.md section 1.6), summed by race: every named candidate
 * and the valid total, for 32 of the 33 regular races (no Virginia) and the Nebraska special.
 */
import type { StateCode } from '../../schemas/common.ts';
import type { ContestTally } from '../core/verification.ts';
import type { FileLedger, Ledger } from '../core/ledger.ts';
import { raceId } from '../core/race.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';

const MEDSL_SENATE_COUNTY_2024 = 'results/medsl/2024-senate-county.csv';
const MEDSL_SENATE_COUNTY_2024_ID = 'medsl-senate-2024-county';

/** Lines that are not votes for anyone (the file's totalvotes includes them: SOURCES.md 1.6). */
const NOT_VALID = new Set(['UNDERVOTES', 'OVERVOTES', 'BLANK', 'VOID']);
/** Valid votes the file names no one for: in the total, for no candidate. */
const UNNAMED = new Set(['WRITE-IN', 'SCATTERING', 'OTHER WRITE INS']);

export function readMedslSenateCounty2024(
  reader: SourceReader,
  ledger: Ledger,
): { ledger: FileLedger; contests: ContestTally[] } {
  const table = readCsv(reader, MEDSL_SENATE_COUNTY_2024);
  const fileLedger = ledger.open(MEDSL_SENATE_COUNTY_2024, table.rows.length);
  type Acc = { state: StateCode; special: boolean; rows: number[]; names: Map<string, number>; total: number };
  const byRace = new Map<string, Acc>();
  for (const row of table.rows) {
    const candidate = row.get('candidate').trim();
    if (NOT_VALID.has(candidate)) {
      fileLedger.excluded(row.row, 'blank, void, over- or under-votes: not valid votes for the office');
      continue;
    }
    const state = row.get('state_po').trim() as StateCode;
    const special = row.get('special').trim().toUpperCase() === 'TRUE';
    const key = `${state}|${special}`;
    const acc: Acc = byRace.get(key) ?? { state, special, rows: [], names: new Map(), total: 0 };
    const votes = Number(row.get('votes'));
    acc.rows.push(row.row);
    acc.total += votes;
    if (!UNNAMED.has(candidate)) acc.names.set(candidate, (acc.names.get(candidate) ?? 0) + votes);
    byRace.set(key, acc);
  }
  const contests = [...byRace.values()].map((a): ContestTally => ({
    // The 2024 regular races are class 1; Nebraska's special filled the class 2 seat.
    ids: [
      raceId({
        office: 'senate',
        year: 2024,
        state: a.state,
        district: null,
        seatClass: a.special ? 2 : 1,
        special: a.special,
        stage: 'general',
      }),
    ],
    rows: a.rows,
    unmatched: 'no published Senate record for this race',
    tally: {
      source: MEDSL_SENATE_COUNTY_2024_ID,
      scope: 'all',
      candidates: [...a.names].map(([name, votes]) => ({ name, party: null, votes })),
      total: a.total,
      derivedFrom: [],
    },
  }));
  return { ledger: fileLedger, contests };
}
