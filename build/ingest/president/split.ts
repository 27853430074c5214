/**
 * Issue 18: MEDSL sometimes sums ballot lines under one candidate's name (2008 NH: Bob Barr's 2,748 are the
 * Libertarian lines of Barr 2,217 and George Phillies 531; 2004 WI: Nader's 17,272 hold the independents James
 * Harris 411 and Walter Brown 471). Where FiveThirtyEight lists the lines apart and ours equals their sum exactly,
 * they are split as FiveThirtyEight has them, the unnamed votes untouched; otherwise the recovery step would take
 * the other candidates' votes out of the unnamed line as well and count them twice.
 */
import type { PresidentStateResult } from '../../schemas/results.ts';
import type { FteRow } from '../fivethirtyeight/results.ts';
import type { Ledger } from '../core/ledger.ts';
import { normalizeParty } from '../core/parties.ts';
import { presidentStateId } from '../core/plausibility.ts';
import { presidentDisplayName } from './state-results.ts';

/** The first set of up to three rows whose votes add up to `target` exactly (rows in source order), or null. */
export function rowsSumming<T extends { votes: number | null }>(rows: T[], target: number): T[] | null {
  const search = (from: number, left: number, picked: T[]): T[] | null => {
    if (left === 0 && picked.length > 0) return picked;
    if (picked.length === 3) return null;
    for (let i = from; i < rows.length; i++) {
      const v = rows[i]!.votes ?? 0;
      if (v > 0 && v <= left) {
        const found = search(i + 1, left - v, [...picked, rows[i]!]);
        if (found) return found;
      }
    }
    return null;
  };
  return target > 0 ? search(0, target, []) : null;
}

/** Differences smaller than this are late count updates, not merged lines (2024 ID Sonski 242 vs 238). */
const MIN_MERGED = 50;

export function splitMergedLines(
  record: PresidentStateResult,
  theirs: FteRow[],
  surname: (name: string) => string,
  /** The name the candidate has elsewhere that year (FiveThirtyEight's "Patrick J. Buchanan" is our "Pat Buchanan"). */
  nameOf: (fteName: string) => string,
  ledger: Ledger,
  markUsed: (row: FteRow) => void,
): void {
  const key = (r: FteRow) => surname(presidentDisplayName(r.name));
  const votesBySurname = new Map<string, number>();
  for (const r of theirs)
    if (r.name && r.votes !== null) votesBySurname.set(key(r), (votesBySurname.get(key(r)) ?? 0) + r.votes);
  const id = presidentStateId(record);
  for (const host of [...record.candidates]) {
    const own = votesBySurname.get(surname(host.name));
    if (own === undefined || own <= 0 || host.votes === null || host.votes - own < MIN_MERGED) continue;
    const ours = new Set(record.candidates.map((c) => surname(c.name)));
    const absent = theirs.filter((r) => r.name && r.votes && !ours.has(key(r)));
    const parts = rowsSumming(absent, host.votes - own);
    if (!parts) continue;
    const names = parts.map((r) => nameOf(r.name));
    const reason = `MEDSL sums ballot lines under ${host.name}; FiveThirtyEight lists ${names.join(', ')} apart, and ours equals them together (issue 18)`;
    const source = (r: FteRow) =>
      `FiveThirtyEight, election_results_presidential.csv (github.com/fivethirtyeight/election-results), row ${r.row}, race ${r.raceId}`;
    ledger.correction({
      record: id,
      field: `candidates[${host.name}].votes`,
      old: host.votes,
      new: own,
      source: source(parts[0]!),
      reason,
    });
    record.notes.push(
      `MEDSL's ${host.name} figure (${host.votes.toLocaleString('en-US')}) sums several lines; ${parts.map((r, i) => `${names[i]} ${r.votes!.toLocaleString('en-US')}`).join(', ')} are split out as FiveThirtyEight lists them (see /api/corrections).`,
    );
    host.votes = own;
    parts.forEach((r, i) => {
      ledger.correction({
        record: id,
        field: `candidates[${names[i]}].votes`,
        old: null,
        new: r.votes,
        source: source(r),
        reason,
      });
      record.candidates.push({
        name: names[i]!,
        party: normalizeParty(r.ballotParty),
        party_label: r.ballotParty,
        votes: r.votes,
        pct: 0,
        votes_derived: false,
        write_in: r.ballotParty === 'W',
        ev: 0,
      });
      markUsed(r);
    });
  }
}
