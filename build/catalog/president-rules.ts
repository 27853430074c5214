/**
 * The presidential records' derived fields, recomputed from the fields they derive from and compared, every one:
 * a state's winner (most votes), winner_party, dem_pct, rep_pct, margin, flipped and candidates' ev (the electors'
 * votes); the national record's candidates' votes and ev, ev_abstained, totals, winner, shares and margin (sums over
 * the states). And every year has a record for every state, named when one is missing.
 */
import type { PresidentNational, PresidentStateResult } from '../schemas/results.ts';
import type { State } from '../schemas/state.ts';
import { describeRecord, type Problem } from './problems.ts';
import type { CrossRule } from './rules.ts';

/** Shares are published to 3 decimals and margins from unrounded shares: a difference may be one rounding step. */
const SHARE_TOLERANCE = 0.0011;
const MARGIN_TOLERANCE = 0.0021;

type Candidate = { name: string; party: string; votes: number | null; pct: number | null };

/** The leading share of a party's candidates, or null when none ran (or none was counted). */
function leadingShare(candidates: Candidate[], party: string): number | null {
  const shares = candidates.filter((c) => c.party === party && c.pct !== null).map((c) => c.pct!);
  return shares.length ? Math.max(...shares) : null;
}

const near = (a: number | null, b: number | null, tolerance: number) =>
  a === null || b === null ? a === b : Math.abs(a - b) <= tolerance;
const show = (x: unknown) => JSON.stringify(x);

/** dem_pct, rep_pct and margin of a record, against its candidates. */
function sharesProblems(
  r: { candidates: Candidate[]; dem_pct: number | null; rep_pct: number | null; margin: number | null },
  at: { file: string; record: string },
): Problem[] {
  const problems: Problem[] = [];
  const dem = leadingShare(r.candidates, 'democrat');
  const rep = leadingShare(r.candidates, 'republican');
  if (!near(r.dem_pct, dem, SHARE_TOLERANCE))
    problems.push({
      ...at,
      field: 'dem_pct',
      message: `${show(r.dem_pct)}, but the leading Democratic candidate's pct is ${show(dem)}`,
    });
  if (!near(r.rep_pct, rep, SHARE_TOLERANCE))
    problems.push({
      ...at,
      field: 'rep_pct',
      message: `${show(r.rep_pct)}, but the leading Republican candidate's pct is ${show(rep)}`,
    });
  const margin = r.dem_pct === null || r.rep_pct === null ? null : r.dem_pct - r.rep_pct;
  if (!near(r.margin, margin, MARGIN_TOLERANCE))
    problems.push({
      ...at,
      field: 'margin',
      message: `${show(r.margin)}, but dem_pct - rep_pct is ${margin === null ? 'null' : margin.toFixed(3)}`,
    });
  return problems;
}

function stateProblems(
  s: PresidentStateResult,
  previous: PresidentStateResult | undefined,
  at: { file: string; record: string },
): Problem[] {
  const problems = sharesProblems(s, at);
  const counted = s.candidates.filter((c) => c.votes !== null);
  const top = counted.reduce<(typeof counted)[number] | null>(
    (best, c) => (best === null || c.votes! > best.votes! ? c : best),
    null,
  );
  if (top && s.winner !== top.name)
    problems.push({
      ...at,
      field: 'winner',
      message: `${show(s.winner)}, but the candidate with most votes is ${show(top.name)} (${top.votes})`,
    });
  const winner = s.candidates.find((c) => c.name === s.winner);
  if (winner && s.winner_party !== winner.party)
    problems.push({
      ...at,
      field: 'winner_party',
      message: `${show(s.winner_party)}, but the winner ${show(s.winner)} ran as ${show(winner.party)}`,
    });
  const flipped = previous !== undefined && previous.winner_party !== s.winner_party;
  if (s.flipped !== flipped) {
    problems.push({
      ...at,
      field: 'flipped',
      message: `${s.flipped}, but the previous winner's party was ${previous ? `${show(previous.winner_party)} (${previous.year})` : 'none (no previous record)'} and this one is ${show(s.winner_party)}`,
    });
  }
  s.candidates.forEach((c, i) => {
    const cast = s.electors.filter((e) => e.recipient === c.name).reduce((sum, e) => sum + e.ev, 0);
    if (c.ev !== cast)
      problems.push({
        ...at,
        field: `candidates.${i}.ev`,
        message: `${c.ev} for ${c.name}, but the state's electors cast ${cast} for them`,
      });
  });
  return problems;
}

function nationalProblems(
  n: PresidentNational,
  states: PresidentStateResult[],
  at: { file: string; record: string },
): Problem[] {
  const problems = sharesProblems(n, at);
  const sum = (f: (s: PresidentStateResult) => number) => states.reduce((t, s) => t + f(s), 0);
  const totals: [keyof PresidentNational, number][] = [
    ['total_votes', sum((s) => s.total_votes)],
    ['unattributed_votes', sum((s) => s.unattributed_votes)],
    ['ev_total', sum((s) => s.ev_total)],
    ['ev_abstained', sum((s) => s.electors.filter((e) => e.recipient === null).reduce((t, e) => t + e.ev, 0))],
  ];
  for (const [field, expected] of totals) {
    if (n[field] !== expected)
      problems.push({
        ...at,
        field,
        message: `${show(n[field])}, but the ${states.length} state records add up to ${expected}`,
      });
  }
  n.candidates.forEach((c, i) => {
    const ev = sum((s) => s.electors.filter((e) => e.recipient === c.name).reduce((t, e) => t + e.ev, 0));
    if (c.ev !== ev)
      problems.push({
        ...at,
        field: `candidates.${i}.ev`,
        message: `${c.ev} for ${c.name}, but the states' electors cast ${ev} for them`,
      });
    const ran = states.flatMap((s) => s.candidates.filter((x) => x.name === c.name && x.votes !== null));
    const votes = ran.length ? ran.reduce((t, x) => t + x.votes!, 0) : null;
    if (c.votes !== votes)
      problems.push({
        ...at,
        field: `candidates.${i}.votes`,
        message: `${show(c.votes)} for ${c.name}, but the state records add up to ${show(votes)}`,
      });
  });
  const most = [...n.candidates].sort((a, b) => b.ev - a.ev)[0];
  if (most && n.winner !== most.name)
    problems.push({
      ...at,
      field: 'winner',
      message: `${show(n.winner)}, but the candidate with most electoral votes is ${show(most.name)} (${most.ev})`,
    });
  return problems;
}

export const presidentialDerivedFields: CrossRule = {
  name: 'presidential derived fields equal their recomputation; every state has a record every year',
  files: ['president-states.json', 'president-national.json', 'states.json'],
  check(files) {
    const states = files['president-states.json'] as PresidentStateResult[];
    const national = files['president-national.json'] as PresidentNational[];
    const codes = (files['states.json'] as State[]).map((s) => s.abbr);
    const byKey = new Map(states.map((s) => [`${s.year} ${s.state}`, s]));
    const problems: Problem[] = [];
    states.forEach((s, i) => {
      const at = { file: 'data/president-states.json', record: describeRecord(s, i) };
      problems.push(...stateProblems(s, byKey.get(`${s.year - 4} ${s.state}`), at));
    });
    national.forEach((n, i) => {
      const at = { file: 'data/president-national.json', record: describeRecord(n, i) };
      const ofYear = states.filter((s) => s.year === n.year);
      for (const code of codes) {
        if (!byKey.has(`${n.year} ${code}`))
          problems.push({
            file: 'data/president-states.json',
            record: `(no record ${n.year} ${code})`,
            field: 'state',
            message: `no record for ${code} in ${n.year}: every year needs one per state and DC (${codes.length})`,
          });
      }
      problems.push(...nationalProblems(n, ofYear, at));
    });
    return problems;
  },
};
