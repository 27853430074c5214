/** Accuracy summaries of the 1998-2022 polls (GET /api/polls/accuracy), recomputed from the poll history records. */
import type { AccuracyStats, PollAccuracy } from '../schemas/api/poll-accuracy.ts';
import type { PollHistory } from '../schemas/poll-history.ts';
import type { Pollster } from '../schemas/polls.ts';
import { POLL_HISTORY_ATTRIBUTION } from './poll-history.ts';

export const POLL_ACCURACY_METHOD =
  "Every general-election poll of /api/polls/history/{year} (FiveThirtyEight's raw polls, the final three weeks before each election; presidential primaries left out) counts once per poll question, unweighted. " +
  "A poll's margin is its first finisher's share minus its second's (the top two finishers of the election; the Democrat first when they were a Democrat and a Republican); the actual margin comes from our results where we hold the contest, else from FiveThirtyEight. " +
  "avg_error is the mean of |poll margin - actual margin|; avg_bias is the mean of (poll margin - actual margin) over Democrat-versus-Republican races only, positive when the polls overstated the Democrat; right_call_share is the mean of right_call (1 when the poll's leader won, 1/2 when the winner tied for the lead). " +
  "Figures are rounded to 2 decimals (shares to 3). Pollsters are grouped by FiveThirtyEight's pollster id and linked to the 2026 pollster record whose name or alias is one of theirs (case and punctuation ignored).";

const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export function accuracyStats(polls: PollHistory[]): AccuracyStats {
  const biased = polls.map((p) => p.bias).filter((b): b is number => b !== null);
  const avgBias = biased.length ? round(mean(biased), 2) : null;
  return {
    polls: polls.length,
    races: new Set(polls.map((p) => p.race)).size,
    avg_error: round(mean(polls.map((p) => p.error)), 2),
    bias_polls: biased.length,
    avg_bias: avgBias,
    bias_toward: avgBias === null || avgBias === 0 ? null : avgBias > 0 ? 'democrat' : 'republican',
    right_call_share: round(mean(polls.map((p) => p.right_call)), 3),
  };
}

/** Groups by a key, keeping the first-seen order of keys. */
function groupBy<K>(polls: PollHistory[], key: (p: PollHistory) => K): Map<K, PollHistory[]> {
  const groups = new Map<K, PollHistory[]>();
  for (const p of polls) groups.set(key(p), [...(groups.get(key(p)) ?? []), p]);
  return groups;
}

const nameKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The 2026 pollster record (data/pollsters.json) a history pollster is, by its name or one of the record's aliases. */
function pollsterOf2026(pollsters: Pollster[]): (names: string[]) => string | null {
  const byKey = new Map(pollsters.flatMap((p) => [p.name, ...p.aliases].map((n) => [nameKey(n), p.name] as const)));
  return (names) => {
    const found = [...new Set(names.map((n) => byKey.get(nameKey(n))).filter((n): n is string => n !== undefined))];
    // Two different 2026 records for one FiveThirtyEight id would be a guess: none is linked then.
    return found.length === 1 ? found[0]! : null;
  };
}

export function computePollAccuracy(history: PollHistory[], pollsters: Pollster[]): PollAccuracy {
  const polls = history.filter((p) => !p.primary);
  const of2026 = pollsterOf2026(pollsters);
  const cycleOffice = [...groupBy(polls, (p) => `${p.year}|${p.office}`).values()]
    .map((g) => ({ year: g[0]!.year, office: g[0]!.office, stats: accuracyStats(g) }))
    .sort((a, b) => a.year - b.year || a.office.localeCompare(b.office));
  const byState = [...groupBy(polls, (p) => p.state ?? 'national').entries()]
    .map(([state, g]) => ({ state, stats: accuracyStats(g) }))
    .sort((a, b) => a.state.localeCompare(b.state));
  const byStateOffice = [...groupBy(polls, (p) => `${p.state ?? 'national'}|${p.office}`).values()]
    .map((g) => ({ state: g[0]!.state ?? 'national', office: g[0]!.office, stats: accuracyStats(g) }))
    .sort((a, b) => a.state.localeCompare(b.state) || a.office.localeCompare(b.office));
  const byPollster = [...groupBy(polls, (p) => p.pollster_rating_id).entries()]
    .map(([id, g]) => {
      const latest = [...g].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id))[0]!;
      const names = [...new Set(g.map((p) => p.pollster))].sort();
      return {
        pollster: latest.pollster,
        pollster_rating_id: id,
        names,
        pollster_2026: of2026(names),
        stats: accuracyStats(g),
      };
    })
    .sort((a, b) => b.stats.polls - a.stats.polls || a.pollster.localeCompare(b.pollster));
  return {
    method: POLL_ACCURACY_METHOD,
    polls: polls.length,
    primaries_left_out: history.length - polls.length,
    by_cycle_office: cycleOffice,
    by_state: byState,
    by_state_office: byStateOffice,
    by_pollster: byPollster,
    source: POLL_HISTORY_ATTRIBUTION,
  };
}
