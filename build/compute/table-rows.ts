import type { PollAverage } from './poll-average.ts';
import type {
  AverageCsvRow,
  AverageHistoryCsvRow,
  RaceCsvRow,
  RatingCsvRow,
  RatingHistoryCsvRow,
} from '../schemas/api/table-rows.ts';
import type { AverageHistory } from './average-history.ts';
import type { RatingsHistory, RatingsYear } from './polls.ts';
import type { RaceList } from './races.ts';

/**
 * The tidy CSV rows of the 2026 tables, flattened from their JSON responses (not recomputed), so the CSV and the
 * JSON of one endpoint cannot disagree.
 */

/** /api/ratings/2026: one row per race, its three as_of dates as columns. */
export function ratingRows(ratings: RatingsYear): RatingCsvRow[] {
  return ratings.ratings.map(({ as_of, ...r }) => ({
    ...r,
    cook_as_of: as_of.cook,
    sabato_as_of: as_of.sabato,
    inside_elections_as_of: as_of.inside_elections,
    state_name: r.state,
  }));
}

/** /api/ratings/2026/history: one row per dated rating; the source ids joined by ";". */
export function ratingHistoryRows(history: RatingsHistory): RatingHistoryCsvRow[] {
  return history.ratings.map((r) => ({
    raceId: r.raceId,
    rater: r.rater,
    rating: r.rating,
    as_of: r.as_of,
    sources: r.sources.join(';'),
    current: r.current,
  }));
}

/** /api/polls/average/history: one row per candidate per day, by candidate (the JSON's order), then by day. */
export function averageHistoryRows(history: AverageHistory): AverageHistoryCsvRow[] {
  return history.candidates.flatMap((c) =>
    c.points.map((p) => ({
      raceId: history.raceId,
      date: p.date,
      candidate: c.slug,
      candidate_name: c.name,
      party: c.party,
      pct: p.pct,
      polls: p.polls,
      candidate_party: c.party,
    })),
  );
}

/** /api/races: one row per race; incumbent, rating and the main links as columns, the nominees in one cell. */
export function raceRows(list: RaceList): RaceCsvRow[] {
  return list.races.map((r) => ({
    id: r.id,
    title: r.title,
    office: r.office,
    state: r.state,
    state_name: r.state_name,
    special: r.special,
    election_date: r.election_date,
    incumbent: r.incumbent?.name ?? null,
    incumbent_party: r.incumbent?.party ?? null,
    incumbent_status: r.incumbent?.status ?? null,
    nominees: r.nominees.map((n) => `${n.name} (${n.party})`).join('; '),
    polls: r.polls,
    polls_averaged: r.polls_averaged,
    latest_poll: r.latest_poll,
    rating: r.rating.code,
    rating_label: r.rating.label,
    raters: r.rating.raters,
    page_url: r.urls.page,
    average_history_url: r.urls.average_history,
    polls_csv_url: r.urls.polls_csv,
  }));
}

/** /api/polls/average: one row per candidate per race, in the JSON's order, with the parameters applied. */
export function averageRows(avg: PollAverage): AverageCsvRow[] {
  const { half_life, min_rating, as_of } = avg.meta.filters;
  return Object.values(avg.average).flatMap((r) =>
    r.candidates.map((c) => ({
      raceId: r.raceId,
      title: r.title,
      race_polls: r.polls,
      latest_poll: r.latest_poll,
      candidate: c.slug,
      candidate_name: c.name,
      candidate_party: c.party,
      pct: c.pct,
      polls: c.polls,
      half_life,
      min_rating,
      as_of,
    })),
  );
}
