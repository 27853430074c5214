import type { CandidateResult, Race } from '../schemas/results.ts';

/**
 * A candidate's own outcome in one contest (issue 21), as opposed to the contest's result: won (elected by this
 * contest, or by the legislature from it when no one had a majority), runoff (advanced to the runoff this contest
 * led to), lost, or null when the contest's result was never certified and it decided nothing.
 */
export type CandidateOutcome = 'won' | 'runoff' | 'lost' | null;

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);

/** The last name, lower case, without a generational suffix: "Charles Boustany Jr." -> "boustany". */
function surname(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/[.,]/g, '')
    .split(/\s+/)
    .filter((w) => !SUFFIXES.has(w));
  return words.at(-1) ?? '';
}

/**
 * Whether a first-round candidate is on the runoff's ballot: by name, or when a runoff candidate's name matches
 * no one (a source spelling differs between rounds: 2004 Louisiana 7th, "Willie Laundry Mount" in the runoff),
 * by the same last name and party.
 */
function advanced(c: CandidateResult, runoff: Race): boolean {
  if (runoff.candidates.some((x) => x.name === c.name)) return true;
  return runoff.candidates.some((x) => x.party === c.party && surname(x.name) === surname(c.name));
}

/**
 * The outcome of every candidate of one contest; runoffById finds the runoff a contest with result=runoff led
 * to (every such contest has one in the published data).
 */
export function candidateOutcome(
  race: Race,
  c: CandidateResult,
  runoffById: (id: string) => Race | undefined,
): CandidateOutcome {
  switch (race.result) {
    case 'uncertified':
      return null;
    case 'runoff': {
      const runoff = race.runoff_id === null ? undefined : runoffById(race.runoff_id);
      if (!runoff) throw new Error(`${race.id}: result is runoff but its runoff ${race.runoff_id} is not in the data`);
      return advanced(c, runoff) ? 'runoff' : 'lost';
    }
    default:
      return c.name === race.winner ? 'won' : 'lost';
  }
}
