/**
 * Issue 18: MEDSL sometimes sums two ballot lines under one candidate's name (2008 NH: Bob Barr's 2,748 are the
 * Libertarian lines of Barr 2,217 and George Phillies 531; 2004 WY: Nader 3,372 holds Michael Peroutka's 631).
 * Where FiveThirtyEight lists both lines and ours equals their sum exactly, the line is split as FiveThirtyEight
 * has it, the unnamed votes untouched; otherwise the recovery step would take the second candidate's votes out of
 * the unnamed line as well and count them twice.
 */
import type { PresidentStateResult } from '../../schemas/results.ts';
import type { FteRow } from '../fivethirtyeight/results.ts';
import type { Ledger } from '../core/ledger.ts';
import { normalizeParty } from '../core/parties.ts';
import { presidentStateId } from '../core/plausibility.ts';
import { presidentDisplayName } from './state-results.ts';

export function splitMergedLines(
  record: PresidentStateResult,
  theirs: FteRow[],
  surname: (name: string) => string,
  /** The name the candidate has elsewhere that year (FiveThirtyEight's "Patrick J. Buchanan" is our "Pat Buchanan"). */
  nameOf: (fteName: string) => string,
  ledger: Ledger,
  markUsed: (row: FteRow) => void,
): void {
  const votesBySurname = new Map<string, number>();
  for (const r of theirs) if (r.name && r.votes !== null) votesBySurname.set(surname(presidentDisplayName(r.name)), (votesBySurname.get(surname(presidentDisplayName(r.name))) ?? 0) + r.votes);
  const ours = new Set(record.candidates.map((c) => surname(c.name)));
  for (const r of theirs) {
    if (!r.name || !r.votes || ours.has(surname(presidentDisplayName(r.name)))) continue;
    const host = record.candidates.find((c) => {
      const own = votesBySurname.get(surname(c.name));
      return own !== undefined && c.votes !== null && own > 0 && c.votes === own + r.votes!;
    });
    if (!host) continue;
    const name = nameOf(r.name);
    const id = presidentStateId(record);
    const source = `FiveThirtyEight, election_results_presidential.csv (github.com/fivethirtyeight/election-results), row ${r.row}, race ${r.raceId}`;
    const reason = `MEDSL sums two ballot lines under ${host.name}; FiveThirtyEight lists ${name}'s line apart, and ours equals the two together (issue 18)`;
    ledger.correction({ record: id, field: `candidates[${host.name}].votes`, old: host.votes, new: host.votes! - r.votes, source, reason });
    ledger.correction({ record: id, field: `candidates[${name}].votes`, old: null, new: r.votes, source, reason });
    record.notes.push(`MEDSL's ${host.name} figure (${host.votes!.toLocaleString('en-US')}) sums two lines; ${name}'s ${r.votes.toLocaleString('en-US')} are split out as FiveThirtyEight lists them (see /api/corrections).`);
    host.votes! -= r.votes;
    record.candidates.push({ name, party: normalizeParty(r.ballotParty), party_label: r.ballotParty, votes: r.votes, pct: 0, votes_derived: false, write_in: r.ballotParty === 'W', ev: 0 });
    ours.add(surname(name));
    markUsed(r);
  }
}
