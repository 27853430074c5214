import type { Party } from '../../schemas/common.ts';

const DEMOCRAT = /^(DEM|DEMOCRAT|DEMOCRATIC|DEMOCRATIC-FARMER-LABOR|DEMOCRATIC-FARMER LABOR|DFL|DEMOCRATIC-NPL|DEMOCRATIC-NONPARTISAN LEAGUE|DEMOCRATIC NONPARTISAN LEAGUE)( PARTY)?$/;
const REPUBLICAN = /^(REP|REPUBLICAN|GOP)( PARTY)?$/;
const LIBERTARIAN = /^(LIB|LBT|LIBERTARIAN)( PARTY)?$/;
const GREEN = /^(GRE|GR|GRN|GREEN|PACIFIC GREEN|GREEN-RAINBOW|GREEN INDEPENDENT|D\.C\. STATEHOOD GREEN|DC STATEHOOD GREEN|STATEHOOD GREEN)( PARTY)?$/;
const REFORM = /^(REF|REFORM)( PARTY)?$/;
const CONSTITUTION = /^(CON|CONSTITUTION|U\.?S\.? TAXPAYERS|UST|US TAXPAYERS|TAXPAYERS)( PARTY)?$/;
const INDEPENDENT = /^(IND|INDEPENDENT|INDEPENDENT CANDIDATE|NPA|NO PARTY|NO PARTY AFFILIATION|NO PARTY PREFERENCE|NON-PARTY|NONPARTISAN|NON-PARTISAN|NON-AFFILIATED|NONAFFILIATED|UNAFFILIATED|UNENROLLED|UNDECLARED|NOMINATED BY PETITION|BY PETITION|PETITION|INDEPENDENT NOMINATION|NO AFFILIATION)$/;

/** Maps a source party label (any source's spelling or code) to the API's normalized party. */
export function normalizeParty(label: string): Party {
  const l = label.trim().toUpperCase().replace(/\s+/g, ' ');
  if (DEMOCRAT.test(l)) return 'democrat';
  if (REPUBLICAN.test(l)) return 'republican';
  if (LIBERTARIAN.test(l)) return 'libertarian';
  if (GREEN.test(l)) return 'green';
  if (REFORM.test(l)) return 'reform';
  if (CONSTITUTION.test(l)) return 'constitution';
  if (INDEPENDENT.test(l)) return 'independent';
  return 'other';
}

/**
 * The party of a candidate who ran on several ballot lines (fusion): a major-party line first, then a national
 * minor party (libertarian, green, reform, constitution), then independent, then other; by votes within a rank.
 * So NY 2016 Gary Johnson (INDEPENDENCE and LIBERTARIAN lines) is libertarian.
 */
const RANK: Record<Party, number> = {
  democrat: 0,
  republican: 0,
  libertarian: 1,
  green: 1,
  reform: 1,
  constitution: 1,
  independent: 2,
  other: 3,
};
export function principalParty(lines: { party: Party; votes: number }[]): Party {
  const ordered = [...lines].sort((a, b) => RANK[a.party] - RANK[b.party] || b.votes - a.votes);
  return ordered[0]?.party ?? 'other';
}
