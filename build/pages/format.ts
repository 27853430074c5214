/** Small display helpers shared by the race view and the chart. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-10-01" -> "Oct 1, 2026". */
export const humanDate = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;

/** The stylesheet class of a party code: d, r, i, else o. */
export const partyClass = (party: string) => ({ D: 'd', R: 'r', I: 'i' })[party as 'D' | 'R' | 'I'] ?? 'o';
