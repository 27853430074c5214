import type { PresidentStateResult } from '../../schemas/results.ts';
import type { FileLedger, Ledger } from '../core/ledger.ts';
import { normalizeParty } from '../core/parties.ts';
import { pct, shares } from '../core/tally.ts';
import { readFteResults, type FteRow } from '../fivethirtyeight/results.ts';
import type { SourceReader } from '../core/sources.ts';
import { presidentDisplayName } from './state-results.ts';
import { presidentStateId } from '../core/plausibility.ts';
import { splitMergedLines } from './split.ts';

export const FTE_PRESIDENT = 'results/fivethirtyeight/election_results_presidential.csv';
const DISTRICT_UNITS = new Set(['M1', 'M2', 'N1', 'N2', 'N3']);

/** A surname key that survives "Patrick J. Buchanan" / "Pat Buchanan" and "Robert F. Kennedy Jr." */
export const surname = (name: string) =>
  name
    .replace(/,?\s+(Jr\.?|Sr\.?|II|III|IV)$/i, '')
    .trim()
    .split(/\s+/)
    .pop()!
    .toLowerCase();

/** FiveThirtyEight's state general-election rows per "year|state", each candidate once (its 2000 AL rows are doubled). */
export interface FteStateRows {
  rows: Map<string, FteRow[]>;
  ledger: FileLedger;
}

export function readFtePresident(reader: SourceReader, ledger: Ledger): FteStateRows {
  const fte = readFteResults(reader, FTE_PRESIDENT, ledger);
  const rows = new Map<string, FteRow[]>();
  for (const race of fte.races) {
    if (race.stage !== 'general') {
      for (const r of race.rows)
        fte.ledger.excluded(r.row, `${race.stage || 'unstaged'} contest: only general elections are published`);
      continue;
    }
    if (!race.state || race.state === 'PR' || DISTRICT_UNITS.has(race.state)) {
      const why = !race.state
        ? 'national total row: national totals are summed from the states'
        : race.state === 'PR'
          ? 'Puerto Rico straw poll: not part of the electoral college'
          : 'Maine/Nebraska district result: already used to build electoral_college/electoral_votes_cast.csv';
      for (const r of race.rows) fte.ledger.excluded(r.row, why);
      continue;
    }
    const seen = new Set<string>();
    const kept: FteRow[] = [];
    for (const r of race.rows) {
      const key = `${r.name}|${r.ballotParty}|${r.votes}|${r.alt}`;
      if (seen.has(key)) {
        fte.ledger.excluded(r.row, 'duplicate of another row of the same race (same candidate, party and votes)');
        continue;
      }
      seen.add(key);
      kept.push(r);
    }
    const k = `${race.cycle}|${race.state}`;
    rows.set(k, [...(rows.get(k) ?? []), ...kept]);
  }
  return { rows, ledger: fte.ledger };
}

/**
 * Class 8: named candidates the primary source (MEDSL) folds into an unnamed "other"/write-in line. Where
 * FiveThirtyEight names candidates MEDSL lacks and their votes fit inside the record's unattributed votes, they
 * are published as candidates with FiveThirtyEight's counts and the unattributed votes shrink by as much (the
 * total is unchanged). Every other FiveThirtyEight row is a cross-check only. Marks every FiveThirtyEight state row in the ledger.
 */
export function recoverNamedCandidates(records: PresidentStateResult[], fte: FteStateRows, ledger: Ledger): void {
  const nationalNames = new Map<string, string>();
  for (const r of records) for (const c of r.candidates) nationalNames.set(`${r.year}|${surname(c.name)}`, c.name);
  const used = new Set<number>();
  for (const record of records) {
    const theirs = fte.rows.get(`${record.year}|${record.state}`);
    if (!theirs) continue;
    const named = record.candidates.length;
    const nameOf = (fteName: string) =>
      nationalNames.get(`${record.year}|${surname(presidentDisplayName(fteName))}`) ?? presidentDisplayName(fteName);
    splitMergedLines(record, theirs, surname, nameOf, ledger, (r) => {
      used.add(r.row);
      fte.ledger.used(r.row);
    });
    if (record.candidates.length > named) {
      record.candidates.forEach((c) => (c.pct = pct(c.votes ?? 0, record.total_votes)));
      record.candidates.sort((a, b) => (b.votes ?? 0) - (a.votes ?? 0) || (a.name < b.name ? -1 : 1));
      Object.assign(record, shares(record.candidates, record.total_votes));
      if (!record.sources.includes('fte-president')) record.sources.push('fte-president');
    }
    const ours = new Set(record.candidates.map((c) => surname(c.name)));
    const unmatched = theirs.filter(
      (r) => r.name && r.votes !== null && r.votes > 0 && !ours.has(surname(presidentDisplayName(r.name))),
    );
    // A row with exactly the votes of one of our named candidates is that candidate's ballot line under another
    // name (2016 NV: MEDSL's Independent American line is Kopitke, FiveThirtyEight's Castle; 2004 OR: Pacific Green
    // is Cobb vs Nader), not votes hidden in the unnamed line: recovering it would count the line twice.
    // Under 50 votes an equal count is more likely chance (2024 MD: two write-ins with 2 votes each).
    const renamed = unmatched.filter((r) => r.votes! >= 50 && record.candidates.some((c) => c.votes === r.votes));
    const missing = unmatched.filter((r) => !renamed.includes(r));
    for (const r of renamed) {
      const mine = record.candidates.find((c) => c.votes === r.votes)!;
      record.notes.push(
        `MEDSL names the ${r.votes!.toLocaleString('en-US')}-vote ${mine.party_label} line ${mine.name}; FiveThirtyEight names it ${presidentDisplayName(r.name)}. MEDSL's name is kept and the votes are counted once.`,
      );
    }
    const recovered = missing.reduce((s, r) => s + r.votes!, 0);
    if (missing.length === 0 || recovered > record.unattributed_votes) continue;
    const before = record.unattributed_votes;
    for (const r of missing) {
      const name =
        nationalNames.get(`${record.year}|${surname(presidentDisplayName(r.name))}`) ?? presidentDisplayName(r.name);
      record.candidates.push({
        name,
        party: normalizeParty(r.ballotParty),
        party_label: r.ballotParty,
        votes: r.votes!,
        pct: 0,
        votes_derived: false,
        write_in: r.ballotParty === 'W',
        ev: 0,
      });
      used.add(r.row);
      fte.ledger.used(r.row);
      ledger.correction({
        record: presidentStateId(record),
        field: `candidates[${name}].votes`,
        old: null,
        new: r.votes!,
        source: `FiveThirtyEight, election_results_presidential.csv (github.com/fivethirtyeight/election-results), row ${r.row}, race ${r.raceId}`,
        reason:
          'MEDSL folds this named ballot candidate into an unnamed other/write-in line; recovered from FiveThirtyEight (class 8)',
      });
    }
    record.unattributed_votes -= recovered;
    record.candidates.forEach((c) => (c.pct = pct(c.votes ?? 0, record.total_votes)));
    record.candidates.sort((a, b) => (b.votes ?? 0) - (a.votes ?? 0) || (a.name < b.name ? -1 : 1));
    Object.assign(record, shares(record.candidates, record.total_votes));
    if (!record.sources.includes('fte-president')) record.sources.push('fte-president');
    ledger.correction({
      record: presidentStateId(record),
      field: 'unattributed_votes',
      old: before,
      new: record.unattributed_votes,
      source: 'FiveThirtyEight, election_results_presidential.csv (state election office figures)',
      reason: 'votes of named candidates moved out of the unnamed line (class 8)',
    });
    const names = missing.map((r) => `${presidentDisplayName(r.name)} ${r.votes!.toLocaleString('en-US')}`).join(', ');
    record.notes.push(
      `The MEDSL file folds ${names} into an unnamed other/write-in line; those candidates are taken from FiveThirtyEight's file and ${recovered.toLocaleString('en-US')} votes moved out of unattributed_votes (see /api/corrections).`,
    );
  }
  for (const list of fte.rows.values()) {
    for (const r of list)
      if (!used.has(r.row))
        fte.ledger.excluded(
          r.row,
          'state result read from MEDSL (the primary source); FiveThirtyEight cross-checks it and names candidates MEDSL leaves unnamed',
        );
  }
}
