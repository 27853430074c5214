/**
 * The last two elections of a 2026 race's seat in our own results data, for the race page (issue 19): the contest
 * that decided each (a runoff where there was one), its winner, runner-up and margin, and the API path of the
 * records. A Senate seat is its state and class (a special for the same class counts); a governorship is its state.
 */
import type { Race } from '../schemas/results.ts';
import type { Race2026 } from '../schemas/polls.ts';

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
  url: string;
}

const PARTY_CODE: Record<string, string> = { democrat: 'D', republican: 'R', independent: 'I' };
export const partyCode = (party: string) => PARTY_CODE[party] ?? party;

const DECIDED = new Set(['won', 'legislature']);

/** The seat's contests in our data that elected someone, newest first, at most `count` election years. */
export function previousResults(race: Pick<Race2026, 'office' | 'state' | 'seat_class' | 'year'>, records: readonly Race[], count = 2): SeatResult[] {
  if (race.office !== 'senate' && race.office !== 'governor') return [];
  const seat = records.filter(
    (r) => r.office === race.office && r.state === race.state && r.year < race.year && r.stage !== 'recall' && DECIDED.has(r.result) &&
      r.winner !== null && (race.office === 'governor' || r.seat_class === race.seat_class),
  );
  const years = [...new Set(seat.map((r) => r.year))].sort((a, b) => b - a).slice(0, count);
  return years.map((year) => {
    // One deciding contest per year and seat; a runoff decides over the first round (which did not elect anyone).
    const r = seat.filter((x) => x.year === year).sort((a, b) => Number(b.stage === 'runoff') - Number(a.stage === 'runoff'))[0]!;
    const second = r.candidates.find((c) => c.name !== r.winner) ?? null;
    return {
      year,
      id: r.id,
      kind: [r.special ? 'special' : '', r.stage === 'runoff' ? 'runoff' : ''].filter(Boolean).join(' '),
      winner: r.winner!,
      winnerParty: partyCode(r.winner_party ?? 'other'),
      runnerUp: second?.name ?? null,
      runnerUpParty: second ? partyCode(second.party) : null,
      margin: r.winner_margin,
      url: `/api/${r.office}/${r.year}/${r.state}`,
    };
  });
}

/** "2022: Brian Kemp (R) won by 7.5 points over Stacey Abrams (D)". */
export function seatResultLine(s: SeatResult): string {
  const what = s.kind ? ` (${s.kind})` : '';
  const by = s.margin === null ? '' : ` by ${s.margin.toFixed(1)} points`;
  const over = s.runnerUp ? ` over ${s.runnerUp} (${s.runnerUpParty})` : ' unopposed';
  return `${s.year}${what}: ${s.winner} (${s.winnerParty}) won${by}${over}`;
}
