/**
 * Sets `winner_ids` on every House and Senate record with a winner (issue 20 item 4) and checks the result: every
 * winner joined or listed with why in curated/member-id-misses.json (no stale entry), coverage per decade (House
 * general winners at least 99.5%, Senate winners 100%), no Bioguide id on two different people, and every joined
 * winner's name agreeing with the member's.
 */
import type { Race, WinnerIds } from '../../schemas/results.ts';
import type { CheckResult } from '../core/checks.ts';
import { joinWinner, nameAgrees, type JoinPath, type MemberIndex } from './join.ts';

export interface MissEntry {
  record: string;
  winner: string;
  why: string;
}

export interface Attached {
  /** Records joined, by path, and those left without ids. */
  paths: Record<JoinPath | 'ambiguous' | 'none', number>;
  misses: Race[];
}

/** The last election whose winners the crosswalk files can know (members of the 119th Congress, seated January 2025). */
const LAST_CROSSWALK_YEAR = 2024;
/** Winners the crosswalk can join: later winners (2026 returns) are seated after the newest file and get no ids yet. */
const hasWinner = (r: Race) =>
  (r.office === 'house' || r.office === 'senate') && r.result === 'won' && !!r.winner && r.year <= LAST_CROSSWALK_YEAR;

function winnerIds(bioguide: string, index: MemberIndex): WinnerIds {
  const p = index.people.get(bioguide);
  return {
    bioguide,
    fec: p?.fec.length ? p.fec : null,
    icpsr: p?.icpsr ?? null,
    govtrack: p?.govtrack ?? null,
    wikidata: p?.wikidata ?? null,
  };
}

/** Mutates the records: `winner_ids` from the join, null where there is no winner or the join finds no one. */
export function attachWinnerIds(races: Race[], index: MemberIndex): Attached {
  const paths: Attached['paths'] = {
    seat_key: 0,
    surname: 0,
    surname_first_name: 0,
    surname_seat: 0,
    surname_initials: 0,
    previous_congress_incumbent: 0,
    ambiguous: 0,
    none: 0,
  };
  const misses: Race[] = [];
  for (const r of races) {
    r.winner_ids = null;
    if (!hasWinner(r)) continue;
    const joined = joinWinner(r, index);
    paths[joined.path]++;
    if (joined.bioguide) r.winner_ids = winnerIds(joined.bioguide, index);
    else misses.push(r);
  }
  return { paths, misses };
}

export function checkMissesListed(misses: Race[], listed: MissEntry[]): CheckResult {
  const byRecord = new Map(listed.map((e) => [e.record, e]));
  const failures = misses
    .filter((r) => !byRecord.has(r.id))
    .map((r) => `${r.id}: winner ${r.winner} joined to no Bioguide id and not listed in member-id-misses.json`);
  const stale = listed
    .filter((e) => !misses.some((r) => r.id === e.record))
    .map((e) => `${e.record}: listed in member-id-misses.json but joined (or the record is gone): remove the entry`);
  const wrongName = misses
    .filter((r) => byRecord.has(r.id) && byRecord.get(r.id)!.winner !== r.winner)
    .map((r) => `${r.id}: listed for ${byRecord.get(r.id)!.winner}, the record's winner is ${r.winner}`);
  const problems = [...failures, ...stale, ...wrongName];
  return {
    name: 'every House and Senate winner 1976-2024 has a Bioguide id, or is listed with why in member-id-misses.json',
    passed: problems.length === 0,
    details: problems.length ? problems : [`${misses.length} winners listed without ids`],
  };
}

/** Per decade: House general-election winners (specials aside) at least 99.5% joined; Senate winners all joined. */
export function checkCoverage(races: Race[]): CheckResult {
  const rows = coverageByDecade(races);
  const low = rows.filter((c) => (c.office === 'house' ? c.joined / c.winners < 0.995 : c.joined < c.winners));
  return {
    name: 'Bioguide coverage per decade: House general-election winners at least 99.5%, Senate winners 100%',
    passed: low.length === 0,
    details: rows.map(
      (c) => `${c.office} ${c.decade}s: ${c.joined} of ${c.winners} (${((100 * c.joined) / c.winners).toFixed(2)}%)`,
    ),
  };
}

export interface Coverage {
  office: 'house' | 'senate';
  decade: number;
  winners: number;
  joined: number;
}

export function coverageByDecade(races: Race[]): Coverage[] {
  const out = new Map<string, Coverage>();
  for (const r of races.filter(hasWinner)) {
    if (r.office === 'house' && (r.stage !== 'general' || r.special)) continue;
    const office = r.office as 'house' | 'senate';
    const decade = Math.floor(r.year / 10) * 10;
    const c = out.get(`${office}|${decade}`) ?? { office, decade, winners: 0, joined: 0 };
    c.winners++;
    if (r.winner_ids) c.joined++;
    out.set(`${office}|${decade}`, c);
  }
  return [...out.values()].sort((a, b) => a.office.localeCompare(b.office) || a.decade - b.decade);
}

/**
 * One Bioguide id is one person: it may not win two different seats in one year (a special and the regular
 * election for the same seat are one seat), and each winner's name must agree with the member's surname.
 */
export function checkOnePersonPerId(races: Race[], index: MemberIndex): CheckResult {
  const seats = new Map<string, Set<string>>();
  const disagree: string[] = [];
  for (const r of races) {
    if (!r.winner_ids) continue;
    const key = `${r.year}|${r.winner_ids.bioguide}`;
    seats.set(
      key,
      (seats.get(key) ?? new Set()).add(`${r.office} ${r.state} ${r.office === 'house' ? r.district : r.seat_class}`),
    );
    const person = index.people.get(r.winner_ids.bioguide);
    if (!nameAgrees(person, r.winner!))
      disagree.push(`${r.id}: winner ${r.winner} but ${r.winner_ids.bioguide} is ${person?.name ?? 'unknown'}`);
  }
  const twice = [...seats]
    .filter(([, s]) => s.size > 1)
    .map(([k, s]) => `${k.replace('|', ': ')} won ${[...s].join(' and ')}`);
  const problems = [...twice, ...disagree];
  return {
    name: "no Bioguide id is assigned to two different people, and every joined winner's name agrees with the member's",
    passed: problems.length === 0,
    details: problems.length ? problems : [`${races.filter((r) => r.winner_ids).length} winners checked`],
  };
}
