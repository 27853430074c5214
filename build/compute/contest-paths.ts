import type { Race } from '../schemas/results.ts';

type ContestRef = Pick<Race, 'office' | 'year' | 'state' | 'id'>;

/**
 * The list that serves a contest of an odd year, which no /api/{office}/{year} serves (they are even years only):
 * Senate specials at /api/senate/specials, governor elections at /api/governor/off-year.
 */
export const oddYearListPath = (office: Race['office']): string =>
  office === 'governor' ? '/api/governor/off-year' : '/api/senate/specials';

/** The API response that holds a contest record: /api/{office}/{year}/{state}, or an odd-year list anchored by id. */
export function contestApiPath(race: ContestRef): string {
  return race.year % 2 === 0
    ? `/api/${race.office}/${race.year}/${race.state}`
    : `${oddYearListPath(race.office)}#${race.id}`;
}

/** The CSV holding a contest's rows: the state's office export, or the odd-year list's CSV. */
export function contestCsvPath(race: ContestRef): string {
  return race.year % 2 === 0
    ? `/api/export?office=${race.office}&year=${race.year}&state=${race.state}&format=csv`
    : `${oddYearListPath(race.office)}?format=csv`;
}
