/**
 * The 2026 data for the functions: read on first use from the data/ files deployed beside the function (see
 * catalog/deployed.ts, which says why they are not validated again), once per instance.
 */
import type { PollData } from '../catalog/dataset.ts';
import { readDeployedJson } from '../catalog/deployed.ts';

/** The data/ files pollData reads: every function that answers with or checks against the 2026 polls needs them. */
export const POLL_DATA_FILES = ['races-2026.json', 'polls-2026.json', 'ratings-2026.json'];

let cached: PollData | null = null;

export function pollData(): PollData {
  if (!cached) {
    cached = {
      races: readDeployedJson('races-2026.json'),
      polls: readDeployedJson('polls-2026.json'),
      ratings: readDeployedJson('ratings-2026.json'),
    };
  }
  return cached;
}
