/**
 * Reconciliation with official figures: pure functions over published records and a curated table of official
 * figures (build/curated/reconciliation-*.json). Each returns one row per year, so the ingest report lists every
 * year's result, and the data catalog can run the same functions at build time.
 */
import type { PresidentNational, Race } from '../../schemas/results.ts';
import type { CheckResult } from './checks.ts';
import { type SeatBucket, summarizeSeats } from './seats.ts';

type ReconciliationStatus = 'pass' | 'fail' | 'exception' | 'unverified';

export interface ReconciliationRow {
  year: number;
  status: ReconciliationStatus;
  details: string[];
}

/** A year known to fail because of a class another branch fixes: reported, but it does not fail the ingest. */
interface KnownException {
  owner: string;
  reason: string;
}

/** A seat where the API's party rule and the official label differ, named by record so the check can verify it. */
interface Classification {
  record: string;
  winner: string;
  official_party: SeatBucket;
  api_party: SeatBucket;
  why: string;
}

interface SeatsYear {
  democrat: number;
  republican: number;
  /** Seats of every other party, by the official label. */
  other: Record<string, number>;
  /** Senate only: seats up (regular and special, each seat once). */
  seats_up?: number;
  source: string;
  classification?: Classification[];
  /** Seats the official table counts for a party though the election was never certified (2018 NC-9). */
  undecided_when_uncertified?: { record: string; party: SeatBucket }[];
  exception?: KnownException;
}

export interface SeatsTable {
  years: Record<string, SeatsYear>;
}

const sum = (o: Record<string, number>) => Object.values(o).reduce((s, n) => s + n, 0);
const fmt = (w: Record<SeatBucket, number>) => `D ${w.democrat} / R ${w.republican} / other ${w.other}`;

function finish(
  year: number,
  failures: string[],
  ok: string,
  entry: { exception?: KnownException },
): ReconciliationRow {
  if (failures.length === 0) {
    const stale = entry.exception ? [`listed exception (${entry.exception.owner}) is no longer needed: remove it`] : [];
    return { year, status: 'pass', details: [ok, ...stale] };
  }
  if (entry.exception)
    return {
      year,
      status: 'exception',
      details: [...failures, `known exception, ${entry.exception.owner}: ${entry.exception.reason}`],
    };
  return { year, status: 'fail', details: failures };
}

/**
 * Seats won per party (the API's seat summary: one per seat) equal the official totals, after the documented
 * per-seat classifications; for the Senate, seats up as well.
 */
export function reconcileSeats(office: 'house' | 'senate', races: Race[], table: SeatsTable): ReconciliationRow[] {
  const byId = new Map(races.map((r) => [r.id, r]));
  const years = [...new Set(races.map((r) => r.year))].sort((a, b) => a - b);
  return years.map((year) => {
    const entry = table.years[String(year)];
    if (!entry) return { year, status: 'unverified' as const, details: ['no official figure curated for this year'] };
    const got = summarizeSeats(races.filter((r) => r.year === year));
    const expected: Record<SeatBucket, number> = {
      democrat: entry.democrat,
      republican: entry.republican,
      other: sum(entry.other),
    };
    let undecided = 0;
    const failures: string[] = [];
    for (const c of entry.classification ?? []) {
      const r = byId.get(c.record);
      if (!r || r.winner !== c.winner) {
        failures.push(
          `classification ${c.record}: expected winner ${c.winner}, found ${r ? r.winner : 'no such record'}`,
        );
        continue;
      }
      const party = r.winner_party === 'democrat' || r.winner_party === 'republican' ? r.winner_party : 'other';
      if (party !== c.api_party)
        failures.push(
          `classification ${c.record}: the record's party is ${party}, the table says the API counts ${c.api_party}`,
        );
      expected[c.official_party]--;
      expected[c.api_party]++;
    }
    for (const u of entry.undecided_when_uncertified ?? []) {
      const r = byId.get(u.record);
      if (r && r.winner === null && r.result !== 'runoff') {
        expected[u.party]--;
        undecided++;
      }
    }
    for (const bucket of ['democrat', 'republican', 'other'] as const) {
      if (got.won[bucket] !== expected[bucket])
        failures.push(`${bucket}: ${got.won[bucket]} seats, official ${expected[bucket]}`);
    }
    if (got.undecided.length !== undecided)
      failures.push(
        `${got.undecided.length} seats without an elected winner (${got.undecided.join(', ') || 'none'}), expected ${undecided}`,
      );
    if (entry.seats_up !== undefined && got.seats !== entry.seats_up)
      failures.push(`${got.seats} seats up, official ${entry.seats_up}`);
    const up = entry.seats_up !== undefined ? `${got.seats} seats up; ` : '';
    return finish(year, failures, `${up}${fmt(got.won)} equals the official totals`, entry);
  });
}

interface FecYear {
  candidates: Record<string, { votes: number; source: string }>;
  exception?: KnownException;
}

export interface FecTable {
  tolerance_pct: number;
  threshold_pct: number;
  years: Record<string, FecYear>;
}

/**
 * Every listed candidate's national total is within tolerance of the official figure, and every candidate with
 * at least threshold_pct of the national vote in the data is listed (so a newly significant candidate is checked).
 */
export function reconcileFecNational(national: PresidentNational[], table: FecTable): ReconciliationRow[] {
  return [...national]
    .sort((a, b) => a.year - b.year)
    .map((n) => {
      const entry = table.years[String(n.year)];
      if (!entry)
        return { year: n.year, status: 'unverified' as const, details: ['no official figures curated for this year'] };
      const failures: string[] = [];
      const lines: string[] = [];
      for (const [name, official] of Object.entries(entry.candidates)) {
        const got = n.candidates.find((c) => c.name === name)?.votes ?? 0;
        const diff = (100 * (got - official.votes)) / official.votes;
        const line = `${name}: ${got} vs official ${official.votes} (${diff >= 0 ? '+' : ''}${diff.toFixed(3)}%)`;
        lines.push(line);
        if (Math.abs(diff) > table.tolerance_pct) failures.push(line);
      }
      for (const c of n.candidates) {
        if (
          c.votes !== null &&
          (100 * c.votes) / n.total_votes >= table.threshold_pct &&
          !(c.name in entry.candidates)
        ) {
          failures.push(
            `${c.name} has ${((100 * c.votes) / n.total_votes).toFixed(2)}% of the national vote but no official figure is curated`,
          );
        }
      }
      return finish(n.year, failures, lines.join('; '), entry);
    });
}

/**
 * One check per table: it fails the ingest when any year fails (a listed exception is reported, not failed). With
 * requireAll, a year with no curated official figure fails too (for tables curated for every year, so a new year
 * cannot be published unchecked).
 */
export function reconciliationCheck(
  name: string,
  rows: ReconciliationRow[],
  opts: { requireAll?: boolean } = {},
): CheckResult {
  const failed = rows.filter((r) => r.status === 'fail' || (opts.requireAll && r.status === 'unverified'));
  const tally = (s: ReconciliationStatus) => rows.filter((r) => r.status === s).map((r) => r.year);
  const summary = `pass ${tally('pass').join(', ') || 'none'}; exception ${tally('exception').join(', ') || 'none'}; unverified ${tally('unverified').join(', ') || 'none'}`;
  return {
    name,
    passed: failed.length === 0,
    details: failed.length
      ? failed.map((r) => `${r.year}: ${r.details.join('; ')}`)
      : [summary, ...rows.filter((r) => r.status === 'exception').map((r) => `${r.year}: ${r.details.join('; ')}`)],
  };
}
