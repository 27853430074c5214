import official from '../../curated/official-results.json' with { type: 'json' };
import { PRESIDENTIAL_YEARS } from '../../schemas/common.ts';
import type { PresidentNational, PresidentStateResult, Race } from '../../schemas/results.ts';
import type { CheckResult } from './check-result.ts';
import { checkMajorityWinners } from './majority.ts';
import { checkRankedChoice } from './rcv.ts';
import { checkOneNomineePerParty } from './same-party.ts';

export type { CheckResult };

export interface ResultsData {
  presidentStates: PresidentStateResult[];
  presidentNational: PresidentNational[];
  senate: Race[];
  house: Race[];
  governor: Race[];
}

function check(name: string, failures: string[], ok: string): CheckResult {
  return { name, passed: failures.length === 0, details: failures.length ? failures : [ok] };
}

/** Electoral votes per year equal the official count, and each year's state allotments sum to 538. */
function checkElectoralVotes(d: ResultsData): CheckResult {
  const failures: string[] = [];
  for (const year of PRESIDENTIAL_YEARS) {
    const states = d.presidentStates.filter((s) => s.year === year);
    const allotted = states.reduce((s, r) => s + r.ev_total, 0);
    if (allotted !== 538) failures.push(`${year}: state electoral votes sum to ${allotted}, not 538`);
    const counted = new Map<string, number>();
    for (const s of states)
      for (const e of s.electors)
        counted.set(e.recipient ?? '(abstention)', (counted.get(e.recipient ?? '(abstention)') ?? 0) + e.ev);
    const expected = (official.electoral_votes.years as Record<string, Record<string, number>>)[String(year)] ?? {};
    const names = new Set([...counted.keys(), ...Object.keys(expected)]);
    for (const n of names) {
      if ((counted.get(n) ?? 0) !== (expected[n] ?? 0))
        failures.push(`${year} ${n}: ${counted.get(n) ?? 0} electoral votes, official ${expected[n] ?? 0}`);
    }
    const national = d.presidentNational.find((n) => n.year === year);
    const winner = Object.entries(expected).sort((a, b) => b[1] - a[1])[0]?.[0];
    if (national?.winner !== winner) failures.push(`${year}: national winner ${national?.winner}, official ${winner}`);
  }
  return check('electoral votes equal the official count in every year; states sum to 538', failures, '13 years match');
}

/** National popular vote of each major candidate within 0.1% of the official (FEC) total. */
function checkPopularVote(d: ResultsData): CheckResult {
  const failures: string[] = [];
  const details: string[] = [];
  const tolerance = official.popular_vote.tolerance_pct;
  for (const [year, cands] of Object.entries(official.popular_vote.years as Record<string, Record<string, number>>)) {
    const national = d.presidentNational.find((n) => n.year === Number(year));
    for (const [name, expected] of Object.entries(cands)) {
      const got = national?.candidates.find((c) => c.name === name)?.votes ?? 0;
      const diff = (100 * (got - expected)) / expected;
      const line = `${year} ${name}: ${got} vs official ${expected} (${diff >= 0 ? '+' : ''}${diff.toFixed(3)}%)`;
      details.push(line);
      if (Math.abs(diff) > tolerance) failures.push(line);
    }
  }
  return {
    name: `national popular vote of each major candidate within ${tolerance}% of the official total`,
    passed: failures.length === 0,
    details: failures.length ? failures : details,
  };
}

/** House seats won by party equal the official results. */
export function checkHouseSeats(d: ResultsData): CheckResult {
  const failures: string[] = [];
  const details: string[] = [];
  for (const [year, expected] of Object.entries(official.house_seats.years as Record<string, Record<string, number>>)) {
    const won = new Map<string, number>();
    // One seat, one winner: a special for the unexpired term beside the regular contest does not add a seat.
    const regular = new Set(
      d.house.filter((r) => r.year === Number(year) && !r.special).map((r) => `${r.state}|${r.district}`),
    );
    for (const r of d.house) {
      if (r.year !== Number(year) || !r.winner_party) continue;
      if (r.special && regular.has(`${r.state}|${r.district}`)) continue;
      won.set(r.winner_party, (won.get(r.winner_party) ?? 0) + 1);
    }
    for (const [party, seats] of Object.entries(expected)) {
      const line = `${year} ${party}: ${won.get(party) ?? 0} seats, official ${seats}`;
      details.push(line);
      if ((won.get(party) ?? 0) !== seats) failures.push(line);
    }
  }
  return {
    name: 'House seats won by party equal the official results',
    passed: failures.length === 0,
    details: failures.length ? failures : details,
  };
}

/** Every race has exactly one winner or a recorded runoff; shares are 0-100 and sum to at most 100.01. */
export function checkRaces(d: ResultsData): CheckResult {
  const failures: string[] = [];
  const all = [...d.senate, ...d.house, ...d.governor];
  const ids = new Set(all.map((r) => r.id));
  if (ids.size !== all.length) failures.push(`${all.length - ids.size} duplicate race ids`);
  for (const r of all) {
    if (r.result === 'runoff') {
      if (r.winner !== null || !r.runoff_id || !ids.has(r.runoff_id))
        failures.push(`${r.id}: runoff result without a recorded runoff`);
    } else if (r.result === 'uncertified') {
      if (r.winner !== null || r.winner_party !== null) failures.push(`${r.id}: uncertified result with a winner`);
    } else if (!r.winner || !r.candidates.some((c) => c.name === r.winner)) {
      failures.push(`${r.id}: no winner among its candidates`);
    }
    const sum = r.candidates.reduce((s, c) => s + (c.pct ?? 0), 0);
    if (sum > 100.01) failures.push(`${r.id}: shares sum to ${sum}`);
    for (const c of r.candidates)
      if (c.pct !== null && (c.pct < 0 || c.pct > 100)) failures.push(`${r.id}: ${c.name} share ${c.pct}`);
  }
  return check(
    'every Senate, House and governor race has one winner or a recorded runoff; shares 0-100 summing to at most 100.01',
    failures,
    `${all.length} races pass`,
  );
}

export function runChecks(d: ResultsData): CheckResult[] {
  const races = [...d.senate, ...d.house, ...d.governor];
  return [
    checkElectoralVotes(d),
    checkPopularVote(d),
    checkHouseSeats(d),
    checkRaces(d),
    checkRankedChoice(races),
    checkMajorityWinners(races),
    checkOneNomineePerParty([...d.house, ...d.senate]),
  ];
}
