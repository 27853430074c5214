import type { Dataset } from '../catalog/dataset.ts';
import type { Office } from '../schemas/api/offices.ts';
import type { StateCode } from '../schemas/common.ts';
import type { Race } from '../schemas/results.ts';
import { contestApiPath } from './contest-paths.ts';
import { computeOfficeExportRows, type OfficeExportRow } from './export.ts';

/**
 * What the lists of contests no /api/{office}/{year} holds share (/api/senate/specials, /api/governor/off-year):
 * their order, their CSV rows and the pointer an even year's file carries to the odd-year contests next to it.
 */

/** By election day (the year when none), then state and id. */
export const byContestDate = (a: Race, b: Race) =>
  (a.date ?? `${a.year}`).localeCompare(b.date ?? `${b.year}`) ||
  a.state.localeCompare(b.state) ||
  a.id.localeCompare(b.id);

/** The contests as one row per candidate, in the columns of /api/export?office=. */
export function contestExportRows(data: Pick<Dataset, Office>, office: Office, races: Race[]): OfficeExportRow[] {
  return races.flatMap((r) =>
    computeOfficeExportRows(data, office, r.year, r.state as StateCode).filter((row) => row.contest_id === r.id),
  );
}

/** The odd-year contests of the years next to an even year (year - 1 and year + 1), each with its list's URL. */
export function oddYearNeighbours(races: Race[], year: number) {
  return races
    .filter((r) => r.year % 2 !== 0 && Math.abs(r.year - year) === 1)
    .sort(byContestDate)
    .map((r) => ({ id: r.id, date: r.date, state: r.state, url: contestApiPath(r) }));
}
