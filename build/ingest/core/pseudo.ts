/**
 * Source rows that are not candidates. Two kinds:
 * - invalid: ballots that count for no one (blank, void, spoiled, over- and under-votes, RCV "exhausted" or
 *   "continuing" tallies, TOTAL lines). Excluded from every total. A lump that mixes blank ballots with
 *   scattering ("BLANK VOTE/SCATTERING", New York) is treated as invalid because it cannot be split.
 * - unattributed: valid votes that name no candidate (generic write-ins, "scattering", "other", Nevada's
 *   "None of these candidates", a party line with no candidate name). Counted in total_votes, not as candidates.
 */
export type NameClass = 'invalid' | 'unattributed' | 'candidate';

const INVALID = /\b(BLANK|BLANKS|VOID|SPOILED|OVER ?VOTES?|UNDER ?VOTES?|OVERVOTE|UNDERVOTE|EXHAUSTED|CONTINUING BALLOTS|TOTAL|TOTAL VOTES)\b/;
const UNATTRIBUTED = new Set([
  '',
  'NA',
  'OTHER',
  'OTHERS',
  'ALL OTHERS',
  'OTHER WRITE-INS',
  'WRITE-IN',
  'WRITE-INS',
  'WRITEIN',
  'WRITE IN',
  'SCATTERING',
  'SCATTER',
  'MISCELLANEOUS',
  'NONE OF THESE CANDIDATES',
  'NONE OF THE ABOVE',
  'NOT DESIGNATED',
  'UNAFFILIATED',
  'NONPARTISAN',
  'INDEPENDENT',
  'PROHIBITION',
  'WORKERS WORLD',
  'WORKING FAMILIES',
  'INDEPENDENT PARTY CANDIDATE,',
  'THE BETTER LIFE,',
]);

export function classifyName(raw: string): NameClass {
  const name = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  if (UNATTRIBUTED.has(name)) return 'unattributed';
  if (INVALID.test(name)) return 'invalid';
  return 'candidate';
}

export const INVALID_REASON = 'not a valid vote: blank, void, spoiled, over/under-vote or total line';
export const UNATTRIBUTED_NOTE = 'unnamed write-ins, scattering or other valid votes naming no candidate';
