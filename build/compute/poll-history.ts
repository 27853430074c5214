/** The polls of one cycle with their outcomes (GET /api/polls/history/{year}). */
import type { PollHistoryYear } from '../schemas/api/poll-history.ts';
import type { PollHistory, PollHistoryOffice } from '../schemas/poll-history.ts';

export const POLL_HISTORY_ATTRIBUTION =
  "Polls: FiveThirtyEight, raw-polls.csv of its 2023 pollster ratings (github.com/fivethirtyeight/data, CC BY 4.0); actual results: this API's results data where it holds the contest.";

const byRecency = (a: PollHistory, b: PollHistory) =>
  a.election_date !== b.election_date
    ? a.election_date < b.election_date
      ? 1
      : -1
    : a.race !== b.race
      ? a.race < b.race
        ? -1
        : 1
      : a.date !== b.date
        ? a.date < b.date
          ? 1
          : -1
        : a.id - b.id;

/** A poll's state as the filter names it: its code, or national for the national polls (state null). */
const stateOf = (p: PollHistory) => p.state ?? 'national';

/**
 * The polls of one year, optionally of one office and one state (a code, or national). The static files hold the
 * year and office lists (state null); the function answers the state lists with the same computation.
 */
export function computePollHistory(
  polls: PollHistory[],
  year: number,
  office: PollHistoryOffice | null,
  state: string | null = null,
): PollHistoryYear {
  const listed = polls
    .filter(
      (p) => p.year === year && (office === null || p.office === office) && (state === null || stateOf(p) === state),
    )
    .sort(byRecency);
  const joined = listed.filter((p) => p.actual.source === 'our_results').length;
  return {
    year,
    office,
    state,
    summary: {
      polls: listed.length,
      joined,
      kept: listed.length - joined,
      disagreements: listed.filter((p) => p.source_actual !== null).length,
    },
    source: POLL_HISTORY_ATTRIBUTION,
    polls: listed,
  };
}
