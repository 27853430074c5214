/**
 * Display helpers shared by the results pages (states and office years): party letters and classes, margins,
 * counts, contest labels and the URLs of pages and API records. Pure text, no HTML.
 */
import type { Party } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import { contestApiPath } from '../../compute/contest-paths.ts';

export type ResultsOffice = 'senate' | 'house' | 'governor';

const LETTER: Record<Party, string> = {
  democrat: 'D',
  republican: 'R',
  independent: 'I',
  libertarian: 'L',
  green: 'G',
  reform: 'Ref',
  constitution: 'C',
  other: 'O',
};
const NAME: Record<Party, string> = {
  democrat: 'Democrat',
  republican: 'Republican',
  independent: 'Independent',
  libertarian: 'Libertarian',
  green: 'Green',
  reform: 'Reform',
  constitution: 'Constitution',
  other: 'Other',
};

/** The party's letter, the non-colour cue printed beside every figure ("D", "R", "I", "L"...). */
export const partyLetter = (party: Party | null) => (party ? LETTER[party] : '');
export const partyName = (party: Party | null) => (party ? NAME[party] : '');
/** The stylesheet class of a party (site.css): d, r, i, else o. */
export const partyCls = (party: Party | null) =>
  party === 'democrat' ? 'd' : party === 'republican' ? 'r' : party === 'independent' ? 'i' : 'o';

/** A Democratic-minus-Republican margin as a reader says it: "D+3.2", "R+12.0", "tie"; "n/a" when null. */
export function demRepMargin(margin: number | null): string {
  if (margin === null) return 'n/a';
  if (margin === 0) return 'tie';
  return `${margin > 0 ? 'D' : 'R'}+${Math.abs(margin).toFixed(1)}`;
}

/** The winner's lead with the winner's party letter ("D+1.2"); null when the record has none. */
export function winnerLead(race: Pick<Race, 'winner_margin' | 'winner_party'>): string | null {
  if (race.winner_margin === null || race.winner_party === null) return null;
  return `${partyLetter(race.winner_party)}+${race.winner_margin.toFixed(1)}`;
}

/** A count, or what stands in for a missing one: an unopposed race the state did not count, or a count we lack. */
export const votesText = (votes: number | null, missing = 'not counted') =>
  votes === null ? missing : votes.toLocaleString('en-US');
export const pctText = (pct: number | null) => (pct === null ? 'n/a' : `${pct.toFixed(1)}%`);

/** "District 3", "At-large", or the Senate class. */
export function seatLabel(race: Pick<Race, 'office' | 'district' | 'seat_class'>): string {
  if (race.office === 'house') return race.district === 0 ? 'At-large' : `District ${race.district}`;
  if (race.office === 'senate') return race.seat_class ? `Class ${race.seat_class}` : 'Senate';
  return 'Governor';
}

const STAGE: Record<Race['stage'], string> = {
  general: '',
  runoff: 'runoff',
  jungle_primary: 'all-party election',
  recall: 'recall',
};

/** "special, runoff" etc.: what kind of contest it is beyond a regular general election ("" for that). */
export const contestKind = (race: Pick<Race, 'special' | 'stage'>) =>
  [race.special ? 'special' : '', STAGE[race.stage]].filter(Boolean).join(', ');

/** The outcome in a few words, for a row of a state's history. */
export function outcomeText(race: Race): string {
  if (race.result === 'runoff') return 'no majority: went to a runoff';
  if (race.result === 'uncertified') return 'never certified: no one elected';
  const how = race.result === 'legislature' ? ' (elected by the legislature)' : '';
  if (race.unopposed) return `unopposed${how}`;
  return `${winnerLead(race) ?? 'margin n/a'}${how}`;
}

/** The page of an office year (and state, for the House) that shows the contest, with the contest's anchor. */
export function contestPageUrl(race: Pick<Race, 'office' | 'year' | 'state' | 'id'>): string {
  const base = race.office === 'house' ? `/house/${race.year}/${race.state}` : `/${race.office}/${race.year}`;
  return `${base}#${race.id}`;
}

/** The API response that holds a contest record (odd-year contests: their list, by id; compute/contest-paths.ts). */
export const contestApiUrl = contestApiPath;

/** The office's name in headings. */
export const OFFICE_TITLE: Record<ResultsOffice, string> = { senate: 'Senate', house: 'House', governor: 'Governor' };
