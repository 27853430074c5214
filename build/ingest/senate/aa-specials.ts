/**
 * Every Senate special election is published (issue 18, class 4): the Amlani-Algara county returns
 * (results/SOURCES.md 5.2) list 31 specials 1978-2020, odd years included; each must match a published special
 * race of its year and state, and every curated added contest must be published. The check also compares each
 * special's Democratic and Republican counts, summed over counties, with the published record's (1% tolerance),
 * listing differences in its details; it fails only on a special that is not published.
 */
import type { Race } from '../../schemas/results.ts';
import type { CheckResult } from '../core/checks.ts';
import { intCell } from '../core/csv.ts';
import type { Ledger } from '../core/ledger.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';

const AA_SENATE_COUNTY = 'results/amlani_algara/senate_county_returns_1976_2020.csv.gz';

/** One special election in the county file, its counties summed. */
export interface AaSpecial {
  electionId: string;
  year: number;
  state: string;
  dem: number;
  rep: number;
  total: number;
}

/**
 * Reads the county file's special elections (an election is special when any of its rows says election_type S:
 * the 1990 Hawaii special has one row coded G). Regular elections' rows are excluded here, with the reason.
 */
export function readAaSpecials(reader: SourceReader, ledger: Ledger): AaSpecial[] {
  const table = readCsv(reader, AA_SENATE_COUNTY);
  const fileLedger = ledger.open(AA_SENATE_COUNTY, table.rows.length);
  const specialIds = new Set(
    table.rows.filter((r) => r.get('election_type').trim() === 'S').map((r) => r.get('election_id').trim()),
  );
  const byId = new Map<string, AaSpecial>();
  for (const row of table.rows) {
    const id = row.get('election_id').trim();
    if (!specialIds.has(id)) {
      fileLedger.excluded(
        row.row,
        'regular election: the Senate build reads this file only to check that every special election is published',
      );
      continue;
    }
    const e = byId.get(id) ?? {
      electionId: id,
      year: intCell(table, row, 'election_year'),
      state: row.get('state').trim(),
      dem: 0,
      rep: 0,
      total: 0,
    };
    e.dem += intCell(table, row, 'democratic_raw_votes');
    e.rep += intCell(table, row, 'republican_raw_votes');
    e.total += intCell(table, row, 'raw_county_vote_totals');
    byId.set(id, e);
    fileLedger.used(row.row);
  }
  return [...byId.values()];
}

const leading = (race: Race, party: 'democrat' | 'republican') =>
  Math.max(0, ...race.candidates.filter((c) => c.party === party).map((c) => c.votes ?? 0));

/** Every special in the county file, and every curated added contest, is a published special race. */
export function checkSpecialsPublished(races: Race[], specials: AaSpecial[], curatedIds: string[]): CheckResult {
  const failures: string[] = [];
  const differences: string[] = [];
  for (const s of specials) {
    const matches = races.filter((r) => r.special && r.year === s.year && r.state === s.state);
    if (!matches.length) {
      failures.push(
        `${s.electionId}: a special election in ${AA_SENATE_COUNTY} (D ${s.dem}, R ${s.rep}) is not published`,
      );
      continue;
    }
    // A special with a runoff (GA 2020: the county file has the runoff) matches the round whose counts it has.
    const near = (a: number, b: number) => Math.abs(a - b) <= 0.01 * Math.max(a, b);
    const agreeing = matches.find((r) => near(leading(r, 'democrat'), s.dem) && near(leading(r, 'republican'), s.rep));
    if (!agreeing)
      differences.push(
        `${s.electionId}: county sums D ${s.dem} / R ${s.rep} differ by more than 1% from ${matches.map((r) => `${r.id} D ${leading(r, 'democrat')} / R ${leading(r, 'republican')}`).join('; ')}`,
      );
  }
  for (const id of curatedIds)
    if (!races.some((r) => r.id === id && r.special))
      failures.push(`${id}: a curated special election (build/curated/added-contests.json) is not published`);
  return {
    name: "every Senate special election (the Amlani-Algara county file's 31 and the curated ones) is published",
    passed: failures.length === 0,
    details: failures.length
      ? failures
      : [
          `${specials.length} specials in the county file and ${curatedIds.length} curated, all published; D/R differences over 1%: ${differences.length}`,
          ...differences,
        ],
  };
}
