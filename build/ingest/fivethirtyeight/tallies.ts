/**
 * FiveThirtyEight's results as second-look tallies (core/verification.ts), one per race, with what each race's
 * rows cite. The family readers (president/recover.ts, senate/build.ts, governor/fivethirtyeight.ts) account for every row in
 * the ledger; this reader only re-reads the rows' figures and their `source` column, which they do not keep.
 */
import type { SourceTally } from '../core/verification.ts';
import { intCell } from '../core/csv.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';
import { classifyFteAlt, seatClass } from './results.ts';

export interface FteTallyRace {
  cycle: number;
  state: string;
  stage: string;
  special: boolean;
  seatClass: 1 | 2 | 3 | null;
  tally: SourceTally;
}

/**
 * What a row's citation makes it a copy of. MEDSL's older rows transcribe the Clerk's "Statistics of the
 * Congressional Election" (results SOURCES.md section 1), so a FiveThirtyEight row citing MEDSL (electionlab.mit.edu)
 * or the Clerk (history.house.gov, clerk.house.gov) is not independent of MEDSL: 2006 West Virginia's Senate
 * figures are wrong in both, in the same way (SOURCES.md 5.3).
 */
export function fteCitationDerivedFrom(citation: string, medslId: string | null): string[] {
  if (!medslId) return [];
  return /electionlab\.mit\.edu|dataverse|history\.house\.gov|clerk\.house\.gov/i.test(citation) ? [medslId] : [];
}

/**
 * Reads one FiveThirtyEight results file into tallies per race (general, runoff and jungle-primary stages; round 1
 * of a ranked-choice count). `medslId(cycle)` names the MEDSL data set a citing row would copy, if any.
 */
export function readFteTallies(
  reader: SourceReader,
  file: string,
  sourceId: string,
  medslId: (cycle: number) => string | null,
): FteTallyRace[] {
  const table = readCsv(reader, file);
  const byRace = new Map<string, FteTallyRace & { derived: Set<string>; names: Map<string, number> }>();
  for (const row of table.rows) {
    const stage = row.get('stage').trim();
    if (!['general', 'runoff', 'jungle primary'].includes(stage)) continue;
    const round = row.get('ranked_choice_round').trim();
    if (round !== '' && round !== '1') continue;
    const votesCell = row.get('votes').trim();
    if (votesCell === '') continue;
    const state = row.get('state_abbrev').trim();
    if (!/^[A-Z]{2}$/.test(state)) continue; // national rows and ME/NE district pseudo-states
    const cycle = intCell(table, row, 'cycle');
    const raceId = row.get('race_id').trim();
    const entry = byRace.get(raceId) ?? {
      cycle,
      state,
      stage,
      special: row.get('special').trim().toLowerCase() === 'true',
      seatClass: seatClass(row.get('office_seat_name')),
      tally: { source: sourceId, scope: 'all', candidates: [], total: 0, derivedFrom: [] },
      derived: new Set<string>(),
      names: new Map<string, number>(),
    };
    const votes = intCell(table, row, 'votes');
    const name = row.get('candidate_name').trim();
    const alt = row.get('alt_result_text').trim();
    if (!name && classifyFteAlt(alt) === 'invalid') continue; // blank, void, over- and under-votes are not valid votes
    entry.tally.total = (entry.tally.total ?? 0) + votes;
    if (name) entry.names.set(name, (entry.names.get(name) ?? 0) + votes); // fusion lines summed
    for (const d of fteCitationDerivedFrom(row.get('source'), medslId(cycle))) entry.derived.add(d);
    byRace.set(raceId, entry);
  }
  return [...byRace.values()].map(({ derived, names, ...r }) => ({
    ...r,
    tally: {
      ...r.tally,
      candidates: [...names].map(([name, votes]) => ({ name, party: null, votes })),
      derivedFrom: [...derived].sort(),
    },
  }));
}
