/**
 * Sums one contest's county (or town and ward) rows into statewide candidate counts (pure). It skips, never guesses:
 * a row it cannot place (a count that is not an integer, one place giving two different counts for one candidate, a
 * statewide line that does not equal the sum, a precinct file with subtotal rows) makes the contest a problem, and
 * the contest is left out of the table.
 */
import type { OeRow } from './parse.ts';

/** Lines that are not votes for anyone (ballot and turnout lines, other offices' totals). */
const NOT_VOTES =
  /^(total( votes)?( cast)?|cast votes|registered( voters)?|ballots cast|over ?votes?|under ?votes?|blank( votes)?|invalid votes|void)$/i;
/** Votes for no named candidate: they count in the office's total but belong to nobody (our unattributed line). */
const WRITE_INS = /^(write-?ins?|scatter(ing)?|all others)$/i;
/** A county column holding the statewide line rather than a county (Virginia's files end with "TOTALS"). */
const STATEWIDE = /^(state ?)?totals?$/i;
/** A precinct column naming a subtotal (a county's total line among its precincts). */
const SUBTOTAL = /total/i;

export interface OeSum {
  candidates: { name: string; votes: number }[];
  /** Write-in and scattering lines, counted in the total, attributed to nobody. */
  writeIns: number;
  /** Valid votes for the office: candidates plus write-ins. */
  total: number;
  notes: string[];
  /** Why the contest cannot be used; empty when it can. */
  problems: string[];
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

function votesOf(raw: string): number | null {
  const v = raw.replace(/,/g, '');
  return /^\d+$/.test(v) ? Number(v) : null;
}

/** Sums the rows of `offices` (lower-case office names, exact): county rows, or precinct rows with no subtotals. */
export function sumContestRows(rows: OeRow[], offices: string[]): OeSum {
  const problems: string[] = [];
  const notes: string[] = [];
  const seen = new Map<string, number>();
  const counties = new Map<string, number>();
  const statewide = new Map<string, number>();
  const precincts = new Map<string, Set<string>>();
  let duplicates = 0;
  let notVotes = 0;
  for (const r of rows) {
    if (!offices.includes(clean(r.office ?? '').toLowerCase())) continue;
    const name = clean(r.candidate ?? '');
    const county = clean(r.county ?? '');
    const votes = votesOf(r.votes ?? '');
    if (votes === null) {
      problems.push(`${county} ${name}: votes "${r.votes}" is not a count`);
      continue;
    }
    if (NOT_VOTES.test(name)) {
      notVotes++;
      continue;
    }
    const key = WRITE_INS.test(name) ? '' : name;
    if (STATEWIDE.test(county)) {
      statewide.set(key, (statewide.get(key) ?? 0) + votes);
      continue;
    }
    const precinct = clean(r.precinct ?? '');
    precincts.set(county, (precincts.get(county) ?? new Set()).add(precinct));
    const at = `${county}|${precinct}|${name}`;
    const before = seen.get(at);
    if (before !== undefined) {
      if (before === votes) duplicates++;
      else
        problems.push(
          `${[county, precinct].filter(Boolean).join(' ')} ${name}: two different counts (${before}, ${votes})`,
        );
      continue;
    }
    seen.set(at, votes);
    counties.set(key, (counties.get(key) ?? 0) + votes);
  }
  for (const [county, set] of precincts)
    if (set.size > 1 && [...set].some((p) => SUBTOTAL.test(p)))
      problems.push(`${county}: a subtotal line among its precincts (the file repeats counts)`);
  if (!counties.size) problems.push(`no county rows for office ${offices.join(' / ')}`);
  if (duplicates) notes.push(`${duplicates} repeated identical rows counted once`);
  if (notVotes) notes.push(`${notVotes} ballot or turnout lines (totals, over- and under-votes) left out`);
  if (statewide.size) {
    const off = [...new Set([...statewide.keys(), ...counties.keys()])].filter(
      (k) => (statewide.get(k) ?? 0) !== (counties.get(k) ?? 0),
    );
    if (off.length) problems.push(`the file's statewide line differs from its county sum for ${off.join(', ')}`);
    else notes.push("the file's statewide line equals its county sum (the line itself is not added)");
  }
  const writeIns = counties.get('') ?? 0;
  counties.delete('');
  const candidates = [...counties.entries()]
    .map(([name, votes]) => ({ name, votes }))
    .sort((a, b) => b.votes - a.votes || a.name.localeCompare(b.name));
  if (writeIns) notes.push(`write-in and scattering lines: ${writeIns.toLocaleString('en-US')} votes, in the total`);
  const total = candidates.reduce((s, c) => s + c.votes, writeIns);
  return { candidates, writeIns, total, notes, problems };
}
