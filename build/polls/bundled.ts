/**
 * The 2026 data for the functions: read on first use from the data/ files deployed beside the function (see
 * catalog/deployed.ts), and validated once per instance through the same catalog (schemas, keys, references) as
 * the build's loader.
 */
import type { PollData } from '../catalog/dataset.ts';
import { readDeployedJson, validateDeployed } from '../catalog/deployed.ts';

/** The data/ files pollData reads: every function that answers with or checks against the 2026 polls needs them. */
export const POLL_DATA_FILES = ['races-2026.json', 'polls-2026.json', 'ratings-2026.json'];

let cached: PollData | null = null;

export function pollData(): PollData {
  if (!cached) {
    const values = Object.fromEntries(POLL_DATA_FILES.map((f) => [f, readDeployedJson(f)]));
    const records = validateDeployed(values);
    cached = {
      races: records['races-2026.json'],
      polls: records['polls-2026.json'],
      ratings: records['ratings-2026.json'],
    } as PollData;
  }
  return cached;
}
