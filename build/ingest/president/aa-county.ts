/**
 * Amlani-Algara presidential county returns 1976-2020 (results SOURCES.md section 5.1), summed by state: the
 * Democratic and Republican votes and the total, a second look at every state result but Alaska's.
 */
import type { ContestTally } from '../core/verification.ts';
import type { FileLedger, Ledger } from '../core/ledger.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';

const AA_PRESIDENT = 'results/amlani_algara/presidential_county_returns_1976_2020.csv.gz';
const AA_PRESIDENT_ID = 'amlani-algara-president-county';

/** St. Louis County's raw_county_vote_totals is twice its two-party total in 1976-2016 (SOURCES.md 5.1). */
const totalDoubled = (year: number, state: string) => state === 'MO' && year <= 2016;

export function readAaPresident(
  reader: SourceReader,
  ledger: Ledger,
): { ledger: FileLedger; contests: ContestTally[] } {
  const table = readCsv(reader, AA_PRESIDENT);
  const fileLedger = ledger.open(AA_PRESIDENT, table.rows.length);
  const byState = new Map<string, ContestTally & { dem: Map<string, number>; rep: Map<string, number> }>();
  for (const row of table.rows) {
    const d = row.get('democratic_raw_votes').trim();
    if (d === '') {
      fileLedger.excluded(
        row.row,
        'no votes recorded (Kalawao County, HI, 1976-1988: the codebook says its returns could not be verified)',
      );
      continue;
    }
    const year = Number(row.get('election_year'));
    const state = row.get('state').trim();
    const key = `${year}|${state}`;
    const c = byState.get(key) ?? {
      ids: [`president-${year}-${state.toLowerCase()}`],
      rows: [],
      tally: { source: AA_PRESIDENT_ID, scope: 'dem_rep' as const, candidates: [], total: 0, derivedFrom: [] },
      unmatched: 'no published presidential result for this state and year',
      dem: new Map<string, number>(),
      rep: new Map<string, number>(),
    };
    c.rows.push(row.row);
    const add = (m: Map<string, number>, name: string, votes: string) =>
      m.set(name.trim(), (m.get(name.trim()) ?? 0) + Number(votes));
    add(c.dem, row.get('dem_nominee'), d);
    add(c.rep, row.get('rep_nominee'), row.get('republican_raw_votes'));
    c.tally.total = (c.tally.total ?? 0) + Number(row.get('raw_county_vote_totals'));
    byState.set(key, c);
  }
  const contests = [...byState.entries()].map(([key, { dem, rep, ...c }]) => {
    const [year, state] = key.split('|') as [string, string];
    const one = (m: Map<string, number>, party: 'democrat' | 'republican') =>
      [...m].map(([name, votes]) => ({ name, party, votes }));
    return {
      ...c,
      tally: {
        ...c.tally,
        candidates: [...one(dem, 'democrat'), ...one(rep, 'republican')],
        total: totalDoubled(Number(year), state) ? null : c.tally.total,
      },
    };
  });
  return { ledger: fileLedger, contests };
}
