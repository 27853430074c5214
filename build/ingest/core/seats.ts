import type { Party } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';

/** The API's seat-summary buckets: the two major parties, and every other party or independent. */
export type SeatBucket = 'democrat' | 'republican' | 'other';
const bucketOf = (p: Party): SeatBucket => (p === 'democrat' || p === 'republican' ? p : 'other');

/** One seat at one election: every contest held for it that year and the one that decided it. */
interface SeatOutcome {
  seat: string;
  contests: Race[];
  /** The contest whose winner holds the seat for the next term; null when no contest elected anyone (uncertified). */
  decidedBy: Race | null;
}

/**
 * A seat is a House district or a Senate seat (state and class). A seat can have several contests in a year: a
 * first round and its runoff, or a regular and a special election for the same seat (California's Senate seat in
 * 2022 and 2024, North Carolina's in 1986). It is counted once.
 */
function seatKey(r: Race): string {
  if (r.office === 'house') return `house|${r.state}|${r.district}`;
  if (r.office === 'senate') return `senate|${r.state}|${r.seat_class ?? r.id}`;
  return `${r.office}|${r.state}`;
}

/** Regular contest before special (the regular one elects the next term), then a runoff before its first round. */
function decidingOrder(a: Race, b: Race): number {
  return Number(a.special) - Number(b.special) || Number(b.stage === 'runoff') - Number(a.stage === 'runoff');
}

/** Groups one year's contests of one office into seats (pure; input order does not matter). */
function seatOutcomes(races: Race[]): SeatOutcome[] {
  const bySeat = new Map<string, Race[]>();
  for (const r of races) bySeat.set(seatKey(r), [...(bySeat.get(seatKey(r)) ?? []), r]);
  return [...bySeat.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([seat, contests]) => ({
      seat,
      contests,
      decidedBy:
        [...contests].filter((c) => c.winner !== null && c.winner_party !== null).sort(decidingOrder)[0] ?? null,
    }));
}

export interface SeatSummary {
  /** Distinct seats with a contest this year. */
  seats: number;
  /** Seats whose winner is known, by bucket. */
  won: Record<SeatBucket, number>;
  /** Seats with contests but no elected winner (an uncertified election). */
  undecided: string[];
}

/** Seats won per party, one per seat: what /api/{senate|house}/{year} publishes and the reconciliation checks use. */
export function summarizeSeats(races: Race[]): SeatSummary {
  const won: Record<SeatBucket, number> = { democrat: 0, republican: 0, other: 0 };
  const undecided: string[] = [];
  const outcomes = seatOutcomes(races);
  for (const o of outcomes) {
    if (o.decidedBy) won[bucketOf(o.decidedBy.winner_party!)]++;
    else undecided.push(o.seat);
  }
  return { seats: outcomes.length, won, undecided };
}
