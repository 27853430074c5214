/**
 * The last two elections of a 2026 race's seat in our own results data, for the race page (issue 19): the contest
 * that decided each (a runoff where there was one), its winner, runner-up and margin, and the API path of the
 * records. A Senate seat is its state and class (a special for the same class counts); a governorship is its state.
 */
import type { Race } from '../schemas/results.ts';
import type { Race2026 } from '../schemas/polls.ts';
import { unofficialAsOf } from '../ingest/core/unofficial.ts';
import { humanDate } from './format.ts';
import { contestApiPath } from '../compute/contest-paths.ts';

export interface SeatResult {
  year: number;
  id: string;
  /** "runoff", "special", "special runoff", or "" for a regular general election. */
  kind: string;
  winner: string;
  winnerParty: string;
  runnerUp: string | null;
  runnerUpParty: string | null;
  /** Winner's lead in points (final round in a ranked-choice contest); null when unopposed or not counted. */
  margin: number | null;
  /** Democratic share minus Republican share (null without both parties): compared with the polling average. */
  demMargin: number | null;
  url: string;
  /** The winner's /api/people record (their contests), for a Senate winner with a Bioguide id; else null. */
  personUrl: string | null;
  /** "unofficial as of Nov 20, 2026" or "certified" for MEDSL's 2026 returns (its unofficial flag); else null. */
  status: string | null;
}

/** MEDSL's 2026 returns say whether they are certified (its `unofficial` column, kept as a note by the ingest). */
const MEDSL_2026 = /^medsl-(senate|house|governor)-2026$/;
function statusOf(r: Race): string | null {
  const asOf = unofficialAsOf(r);
  if (asOf) return `unofficial as of ${humanDate(asOf)}`;
  return (r.sources ?? []).some((s) => MEDSL_2026.test(s)) ? 'certified' : null;
}

const PARTY_CODE: Record<string, string> = { democrat: 'D', republican: 'R', independent: 'I' };
const partyCode = (party: string) => PARTY_CODE[party] ?? party;

const DECIDED = new Set(['won', 'legislature']);

type Seat = Pick<Race2026, 'office' | 'state' | 'seat_class' | 'year'>;

/** The seat's contests in our data that elected someone (a Senate seat: state and class; a governorship: state). */
function decided(race: Seat, records: readonly Race[]): Race[] {
  if (race.office !== 'senate' && race.office !== 'governor') return [];
  return records.filter(
    (r) =>
      r.office === race.office &&
      r.state === race.state &&
      r.stage !== 'recall' &&
      DECIDED.has(r.result) &&
      r.winner !== null &&
      (race.office === 'governor' || r.seat_class === race.seat_class),
  );
}

function toSeatResult(r: Race): SeatResult {
  const second = r.candidates.find((c) => c.name !== r.winner) ?? null;
  return {
    year: r.year,
    id: r.id,
    kind: [r.special ? 'special' : '', r.stage === 'runoff' ? 'runoff' : ''].filter(Boolean).join(' '),
    winner: r.winner!,
    winnerParty: partyCode(r.winner_party ?? 'other'),
    runnerUp: second?.name ?? null,
    runnerUpParty: second ? partyCode(second.party) : null,
    margin: r.winner_margin,
    demMargin: r.margin,
    url: contestApiPath(r),
    personUrl: r.winner_ids ? `/api/people/${r.winner_ids.bioguide}` : null,
    status: statusOf(r),
  };
}

/** One deciding contest per year and seat; a runoff decides over the first round (which did not elect anyone). */
const decidingOf = (contests: Race[]) =>
  contests.sort((a, b) => Number(b.stage === 'runoff') - Number(a.stage === 'runoff'))[0];

/** The seat's previous results, newest first, at most `count` election years before the race's. */
export function previousResults(race: Seat, records: readonly Race[], count = 2): SeatResult[] {
  const seat = decided(race, records).filter((r) => r.year < race.year);
  const years = [...new Set(seat.map((r) => r.year))].sort((a, b) => b - a).slice(0, count);
  return years.map((year) => toSeatResult(decidingOf(seat.filter((x) => x.year === year))!));
}

/** The race's own result, once our results data has it (none for 2026 until a release is ingested). */
export function resultOf(race: Seat, records: readonly Race[]): SeatResult | null {
  const r = decidingOf(decided(race, records).filter((x) => x.year === race.year));
  return r ? toSeatResult(r) : null;
}

/** "2022: Brian Kemp (R) won by 7.5 points over Stacey Abrams (D)". */
export function seatResultLine(s: SeatResult): string {
  const what = s.kind ? ` (${s.kind})` : '';
  const by = s.margin === null ? '' : ` by ${s.margin.toFixed(1)} points`;
  const over = s.runnerUp ? ` over ${s.runnerUp} (${s.runnerUpParty})` : ' unopposed';
  return `${s.year}${what}: ${s.winner} (${s.winnerParty}) won${by}${over}`;
}
