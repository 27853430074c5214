/**
 * Totals are valid votes for the office (issue 18, class 3). Blank and void ballots named as such are dropped by
 * pseudo.ts; this module finds the ones a source hides in an unnamed line. The Clerk of the House's statistics for
 * some states and years give one line per contest of "blank, void and scattering" ballots, which MEDSL carries as a
 * generic WRITEIN, OTHER or SCATTER row (New York 1990 and 1994, Massachusetts 1986 and 1990: NY-15 1994 shows
 * Rangel at 71.7% instead of the certified 97%).
 *
 * The rule is the signature, not a list of states: write-ins and scattering are a fraction of a percent in a typical
 * contest, so when the unnamed lines of a state's contests in one year are at least BLANK_LUMP_SHARE of the median
 * contest (and there are at least BLANK_LUMP_MIN_CONTESTS contests to judge by), those lines count ballots, not
 * votes, in every contest of that state and year. One contest with a large unnamed line is not enough: that is a
 * write-in campaign or a candidate the source did not name, which the unattributed check (unattributed.ts) lists.
 * Measured on MEDSL's House file: the four blank state-years have medians of 6.9% to 13.2%; no other state-year
 * exceeds 1.8%.
 */
import type { CheckResult } from './checks.ts';

const BLANK_LUMP_SHARE = 0.03;
const BLANK_LUMP_MIN_CONTESTS = 3;
export const BLANK_LUMP_REASON =
  'not a valid vote: an unnamed line that lumps blank, void and scattering ballots (in this state and year every ' +
  "contest's unnamed line is the size of blank ballots, not write-ins: core/blank-lumps.ts)";

/** One contest as the rule sees it: the votes of its generic unnamed lines and of all its other valid lines. */
export interface LumpContest {
  year: number;
  state: string;
  lump: number;
  named: number;
}

export const stateYear = (year: number, state: string) => `${year}|${state}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** State-years whose unnamed lines are blank-ballot lumps, with the median share that classes them. */
export function blankLumpStateYears(contests: LumpContest[]): Map<string, number> {
  const shares = new Map<string, number[]>();
  for (const c of contests) {
    const all = c.lump + c.named;
    const key = stateYear(c.year, c.state);
    shares.set(key, [...(shares.get(key) ?? []), all > 0 ? c.lump / all : 0]);
  }
  const out = new Map<string, number>();
  for (const [key, list] of shares) {
    const m = median(list);
    if (list.length >= BLANK_LUMP_MIN_CONTESTS && m >= BLANK_LUMP_SHARE) out.set(key, m);
  }
  return out;
}

type Published = { id: string; year: number; state: string; total_votes: number | null; unattributed_votes: number };

/**
 * The check on published records, every office pooled by state and year: no state-year may still carry the blank
 * signature in its unattributed votes. It catches a new instance whatever reader or source it comes from.
 */
export function checkNoBlankLumps(records: Published[]): CheckResult {
  const contests = records
    .filter((r) => r.total_votes)
    .map((r) => ({
      year: r.year,
      state: r.state,
      lump: r.unattributed_votes,
      named: r.total_votes! - r.unattributed_votes,
    }));
  const found = blankLumpStateYears(contests);
  const failures = [...found].map(
    ([key, m]) =>
      `${key.replace('|', ' ')}: the median contest has ${(100 * m).toFixed(1)}% of its votes unattributed, the size of blank ballots`,
  );
  return {
    name: 'totals are valid votes: no state and year has unattributed votes the size of blank ballots in its median contest',
    passed: failures.length === 0,
    details: failures.length
      ? failures
      : [
          `${records.length} contests, ${new Set(contests.map((c) => stateYear(c.year, c.state))).size} state-years checked`,
        ],
  };
}
