/**
 * What the pages say of the 1998-2022 polls' record: a race's office-and-state line and each pollster's anchor and
 * record, all from the accuracy summaries of GET /api/polls/accuracy (compute/poll-accuracy.ts), never recomputed here.
 */
import type { AccuracyStats, PollAccuracy } from '../schemas/api/poll-accuracy.ts';
import type { Race2026 } from '../schemas/polls.ts';

export const ACCURACY_URL = '/api/polls/accuracy';

const OFFICE_WORDS = { senate: 'Senate', governor: 'governor' } as const;

/** The by_state_office entry a 2026 race's polls are judged by: its state and office; the generic House ballot nationally. */
function accuracyKeyOf(race: Pick<Race2026, 'state' | 'office'>): {
  state: string;
  office: 'senate' | 'governor' | 'house';
} {
  return race.office === 'generic_ballot'
    ? { state: 'national', office: 'house' }
    : { state: race.state, office: race.office };
}

const points = (x: number) => `${x.toFixed(1)} point${x.toFixed(1) === '1.0' ? '' : 's'}`;

/** "the Democrat by 1.3 points (over the 110 Democrat-versus-Republican polls)", or why there is no direction. */
function leanPhrase(s: AccuracyStats): string {
  if (s.avg_bias === null) return 'none was of a Democrat-versus-Republican race, so they have no lean';
  if (s.bias_toward === null) return `they had no lean on average (${s.bias_polls} Democrat-versus-Republican polls)`;
  const who = s.bias_toward === 'democrat' ? 'Democrat' : 'Republican';
  return `on average they overstated the ${who} by ${points(Math.abs(s.avg_bias))} (${s.bias_polls} Democrat-versus-Republican polls)`;
}

/**
 * "Polls of Georgia Senate races in 1998-2022 missed the final margin by 4.1 points on average (n = 187 polls of
 * 12 races); on average they overstated the Republican by ...": the race page's line, or a plain "no polls" line.
 */
export function pollRecordLine(
  race: Pick<Race2026, 'state' | 'state_name' | 'office'>,
  accuracy: PollAccuracy['by_state_office'],
): string {
  const key = accuracyKeyOf(race);
  const what =
    race.office === 'generic_ballot'
      ? 'Generic House ballot polls'
      : `Polls of ${race.state_name} ${OFFICE_WORDS[race.office]} races`;
  const entry = accuracy.find((e) => e.state === key.state && e.office === key.office);
  if (!entry) return `${what}: none in our 1998-2022 poll history.`;
  const s = entry.stats;
  const n = `n = ${s.polls} poll${s.polls === 1 ? '' : 's'} of ${s.races} race${s.races === 1 ? '' : 's'}`;
  return `${what} in 1998-2022 missed the final margin by ${points(s.avg_error)} on average (${n}); ${leanPhrase(s)}.`;
}

/** The anchor of a 2026 pollster's row in /methodology's pollster table. */
export function pollsterAnchor(name: string): string {
  return `pollster-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/** "avg. error 4.1 points, n = 312": a 2026 pollster's 1998-2022 record for the pollster table; null when it has none. */
export function pollsterRecordOf(accuracy: PollAccuracy['by_pollster']): (name: string) => string | null {
  const byName = new Map(
    accuracy.filter((p) => p.pollster_2026 !== null).map((p) => [p.pollster_2026!, p.stats] as const),
  );
  return (name) => {
    const s = byName.get(name);
    return s ? `avg. error ${points(s.avg_error)}, n = ${s.polls}` : null;
  };
}
