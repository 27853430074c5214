/** Rules of a poll record that its schema cannot express: what its results add up to and whom they name. */
import type { Poll } from '../schemas/polls.ts';
import type { RecordRule } from './rules.ts';

/** Published shares are rounded (often to whole points): their sum may exceed 100 by at most this much. */
const RESULTS_SUM_TOLERANCE = 1;

/** A poll's results sum to at most 100 (plus rounding), and each key is one of the poll's candidates. */
export const pollResultsConsistent: RecordRule<Poll> = (p, at) => {
  const slugs = new Set(p.candidates.map((c) => c.slug));
  const problems = Object.keys(p.results)
    .filter((k) => !slugs.has(k))
    .map((k) => ({
      ...at,
      field: `results.${k}`,
      message: `${JSON.stringify(k)} is not one of the poll's candidates (${[...slugs].join(', ')})`,
    }));
  const sum = Object.values(p.results).reduce((t, v) => t + v, 0);
  if (sum > 100 + RESULTS_SUM_TOLERANCE) {
    problems.push({
      ...at,
      field: 'results',
      message: `the shares add up to ${Math.round(sum * 1000) / 1000}%, more than 100% (rounding allows ${100 + RESULTS_SUM_TOLERANCE})`,
    });
  }
  return problems;
};
