/**
 * Source rows that are not candidates. Two kinds:
 * - invalid: ballots that count for no one (blank, void, spoiled, over- and under-votes, RCV "exhausted" or
 *   "continuing" tallies, TOTAL lines). Excluded from every total. A lump that mixes blank ballots with
 *   scattering ("BLANK VOTE/SCATTERING", New York) is treated as invalid because it cannot be split.
 * - unattributed: valid votes that name no candidate (generic write-ins, "scattering", "other", Nevada's
 *   "None of these candidates", a party line with no candidate name). Counted in total_votes, not as candidates.
 */
export type NameClass = 'invalid' | 'unattributed' | 'candidate';

const INVALID =
  /\b(BLANK|BLANKS|VOID|SPOILED|OVER ?VOTES?|UNDER ?VOTES?|OVERVOTE|UNDERVOTE|EXHAUSTED|CONTINUING BALLOTS|TOTAL|TOTAL VOTES)\b/;
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
  'WRITE-IN (MISCELLANEOUS)',
  'NONE OF THESE CANDIDATES',
  // MEDSL's name for Nevada's "None of these candidates" line in 2010 (the Clerk's statistics print "Other
  // Candidates 16,197" for it; the ballot had eight candidates, all named): a ballot choice, not a candidate.
  'OTHER CANDIDATES',
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

/**
 * Lines that name nothing at all (generic write-ins, scattering, "other"): the only lines a source can use to hide a
 * lump of blank ballots (core/blank-lumps.ts). Ballot choices such as "None of these candidates" and party lines
 * without a candidate name are unattributed but not generic.
 */
const GENERIC = new Set([
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
  'WRITE-IN (MISCELLANEOUS)',
]);

export function isGenericLump(raw: string): boolean {
  return GENERIC.has(raw.trim().toUpperCase().replace(/\s+/g, ' '));
}

export const INVALID_REASON = 'not a valid vote: blank, void, spoiled, over/under-vote or total line';
const UNATTRIBUTED_NOTE = 'unnamed write-ins, scattering or other valid votes naming no candidate';
