import type { State } from '../schemas/state.ts';
import type { PresidentNational, PresidentStateResult, Race } from '../schemas/results.ts';
import type { PollData } from '../compute/polls.ts';
import type { Pollster, RatingHistoryRecord } from '../schemas/polls.ts';
import type { IngestReport } from '../schemas/report.ts';

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
  /** Every dated rating of the three raters, superseded ones included (data/ratings-2026-history.json). */
  ratingHistory2026: RatingHistoryRecord[];
  /** The ingest report: row accounting per source file, checks, conflicts (for /api/sources). */
  report: IngestReport;
}
