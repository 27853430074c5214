import type { State } from '../schemas/state.ts';
import type { PresidentNational, PresidentStateResult, Race } from '../schemas/results.ts';
import type { PollData } from '../compute/polls.ts';
import type { Pollster } from '../schemas/polls.ts';
import type { IngestReport } from '../schemas/report.ts';
import type { Correction } from '../schemas/corrections.ts';

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
  /** The ingest report: row accounting per source file, checks, conflicts (for /api/sources). */
  report: IngestReport;
  /** Curated corrections the ingest applied to published records (for /api/corrections and /methodology). */
  corrections: Correction[];
}
