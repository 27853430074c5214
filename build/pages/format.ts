/** Small display helpers shared by the pages, the widget and the chart. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "2026-10-01" -> "Oct 1, 2026": the one date format of every page and the widget, with no-break spaces so a date
 * never wraps inside itself.
 */
export const humanDate = (iso: string) =>
  `${MONTHS[Number(iso.slice(5, 7)) - 1]}\u00a0${Number(iso.slice(8, 10))},\u00a0${iso.slice(0, 4)}`;

/** "2026-10-01" -> "Oct": the chart's month ticks ("Jan 2026" at a year's first tick). */
export const monthLabel = (iso: string, withYear: boolean) =>
  `${MONTHS[Number(iso.slice(5, 7)) - 1]}${withYear ? ` ${iso.slice(0, 4)}` : ''}`;

/** The stylesheet class of a party code: d, r, i, else o. */
export const partyClass = (party: string) => ({ D: 'd', R: 'r', I: 'i' })[party as 'D' | 'R' | 'I'] ?? 'o';

const SUFFIX = /^(jr|sr|ii|iii|iv)\.?$/i;

/**
 * How a leader is named in "Ossoff +7.7": the surname (the last word that is not a suffix such as Jr.), or for
 * the generic ballot's party placeholders ("Democratic candidate") the party.
 */
export function leaderName(name: string, party: string, genericBallot: boolean): string {
  if (genericBallot) return ({ D: 'Democrats', R: 'Republicans' } as Record<string, string>)[party] ?? name;
  const words = name.trim().split(/\s+/);
  while (words.length > 1 && SUFFIX.test(words[words.length - 1]!)) words.pop();
  return words[words.length - 1]!;
}
