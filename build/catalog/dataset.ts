/** The validated contents of data/, as the build and the functions compute from them. */
import type { Correction } from '../schemas/corrections.ts';
import type { Poll, Pollster, Race2026, Rating2026, RatingHistoryRecord } from '../schemas/polls.ts';
import type { IngestReport } from '../schemas/report.ts';
import type { PollHistory } from '../schemas/poll-history.ts';
import type { PresidentNational, PresidentStateResult, Race } from '../schemas/results.ts';
import type { State } from '../schemas/state.ts';

/** The 2026 part of the data set. */
export interface PollData {
  races: Race2026[];
  polls: Poll[];
  ratings: Rating2026[];
}

/** Everything the build computes from: the validated contents of data/. */
export interface Dataset {
  states: State[];
  presidentStates: PresidentStateResult[];
  presidentNational: PresidentNational[];
  senate: Race[];
  house: Race[];
  governor: Race[];
  polls2026: PollData;
  pollsters: Pollster[];
  /** Curated corrections the ingest applied (record, field, old, new, source, reason). */
  corrections: Correction[];
  /** Every dated rating of the three raters, superseded ones included (data/ratings-2026-history.json). */
  ratingHistory2026: RatingHistoryRecord[];
  /** Polls of 1998-2022 with their races' outcomes (data/poll-history-{year}.json, all cycles). */
  pollHistory: PollHistory[];
  /** The ingest report: row accounting per source file, checks, conflicts (for /api/sources). */
  report: IngestReport;
}
