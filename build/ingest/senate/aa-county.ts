/**
 * Amlani-Algara Senate county returns 1976-2020 (results SOURCES.md section 5.2), summed by election: the
 * Democratic and Republican nominees' votes and the total, a second look at every Senate race but Alaska's.
 */
import type { StateCode } from '../../schemas/common.ts';
import type { ContestTally } from '../core/verification.ts';
import type { FileLedger, Ledger } from '../core/ledger.ts';
import { raceId } from '../core/race.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';
import { seatClass } from '../fivethirtyeight/results.ts';

const AA_SENATE = 'results/amlani_algara/senate_county_returns_1976_2020.csv.gz';
const AA_SENATE_ID = 'amlani-algara-senate-county';

/** Elections where Amlani-Algara record the runoff, not the first round (SOURCES.md 5.2, "Which round"). */
const RUNOFFS = new Set([
  '1992 GA Class III',
  '2008 GA Class II',
  '2020 GA Class III|S',
  '2018 MS Class II|S',
  '1986 LA Class III',
  '1996 LA Class II',
  '2002 LA Class II',
  '2014 LA Class II',
  '2016 LA Class III',
]);

/** The record ids an Amlani-Algara election may be, most likely first. */
export function aaSenateIds(electionId: string, year: number, state: StateCode, special: boolean): string[] {
  const cls = seatClass(electionId);
  const runoff = RUNOFFS.has(electionId) || (special && RUNOFFS.has(`${electionId}|S`));
  // An all-party special (2000 GA) is published as a jungle primary.
  const stages = runoff
    ? (['runoff'] as const)
    : state === 'LA'
      ? (['jungle_primary', 'general'] as const)
      : (['general', 'jungle_primary'] as const);
  // A special's coding differs between sources (1986 NC is special in MEDSL, regular here): try both, names decide.
  return [special, !special].flatMap((sp) =>
    stages.map((stage) =>
      raceId({ office: 'senate', year, state, district: null, seatClass: cls, special: sp, stage }),
    ),
  );
}

export function readAaSenate(reader: SourceReader, ledger: Ledger): { ledger: FileLedger; contests: ContestTally[] } {
  const table = readCsv(reader, AA_SENATE);
  const fileLedger = ledger.open(AA_SENATE, table.rows.length);
  type Acc = {
    year: number;
    state: StateCode;
    special: boolean;
    rows: number[];
    dem: Map<string, number>;
    rep: Map<string, number>;
    total: number;
  };
  const byElection = new Map<string, Acc>();
  for (const row of table.rows) {
    const id = row.get('election_id').trim();
    const acc: Acc = byElection.get(id) ?? {
      year: Number(row.get('election_year')),
      state: row.get('state').trim() as StateCode,
      special: false,
      rows: [],
      dem: new Map(),
      rep: new Map(),
      total: 0,
    };
    // 1990 HI Class I is S on four rows and G on the Kalawao row (SOURCES.md 5.2): one S row makes it the special.
    if (row.get('election_type').trim() === 'S') acc.special = true;
    acc.rows.push(row.row);
    const add = (m: Map<string, number>, name: string, votes: string) => {
      if (name.trim() !== 'None') m.set(name.trim(), (m.get(name.trim()) ?? 0) + Number(votes));
    };
    add(acc.dem, row.get('dem_nominee'), row.get('democratic_raw_votes'));
    add(acc.rep, row.get('rep_nominee'), row.get('republican_raw_votes'));
    acc.total += Number(row.get('raw_county_vote_totals'));
    byElection.set(id, acc);
  }
  const contests = [...byElection.entries()].map(([id, a]): ContestTally => ({
    ids: aaSenateIds(id, a.year, a.state, a.special),
    rows: a.rows,
    unmatched:
      a.year % 2 ? 'odd-year special election: no published record' : 'no published Senate record for this election',
    tally: {
      source: AA_SENATE_ID,
      scope: 'dem_rep',
      candidates: [
        ...[...a.dem].map(([name, votes]) => ({ name, party: 'democrat' as const, votes })),
        ...[...a.rep].map(([name, votes]) => ({ name, party: 'republican' as const, votes })),
      ],
      total: a.total,
      derivedFrom: [],
    },
  }));
  return { ledger: fileLedger, contests };
}
