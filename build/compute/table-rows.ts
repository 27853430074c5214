import type { AverageHistoryCsvRow, RatingCsvRow, RatingHistoryCsvRow } from '../schemas/api/table-rows.ts';
import type { AverageHistory } from './average-history.ts';
import type { RatingsHistory, RatingsYear } from './polls.ts';

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
  }));
}

/** /api/ratings/2026/history: one row per dated rating; the source ids joined by ";". */
export function ratingHistoryRows(history: RatingsHistory): RatingHistoryCsvRow[] {
  return history.ratings.map((r) => ({ raceId: r.raceId, rater: r.rater, rating: r.rating, as_of: r.as_of, sources: r.sources.join(';'), current: r.current }));
}

/** /api/polls/average/history: one row per candidate per day, by candidate (the JSON's order), then by day. */
export function averageHistoryRows(history: AverageHistory): AverageHistoryCsvRow[] {
  return history.candidates.flatMap((c) =>
    c.points.map((p) => ({ raceId: history.raceId, date: p.date, candidate: c.slug, candidate_name: c.name, party: c.party, pct: p.pct, polls: p.polls })),
  );
}
