import type { z } from 'zod';
import type { Dataset } from '../catalog/dataset.ts';
import type { GovernorOffYearSchema, OffYearPointerSchema } from '../schemas/api/governor-off-year.ts';
import { byContestDate, contestExportRows, oddYearNeighbours } from './contest-lists.ts';
import type { OfficeExportRow } from './export.ts';

const offYear = (data: Pick<Dataset, 'governor'>) => data.governor.filter((r) => r.year % 2 !== 0).sort(byContestDate);

/** What the list covers, said with the data (governor/SOURCES.md: FiveThirtyEight's file is the only odd-year source). */
const OFF_YEAR_COVERAGE =
  "1997-2023 from FiveThirtyEight's governor results, the one source with odd-year candidates and counts: every regular election of Kentucky, Louisiana, Mississippi, New Jersey and Virginia, the 2003 California recall and the 2011 West Virginia special. Not in our sources, so not listed: the odd-year elections of 1977-1995, the 2021 California recall, and Kentucky's and Mississippi's 2023 elections.";

/** /api/governor/off-year: every odd-year governor contest, by date. */
export function computeGovernorOffYear(data: Pick<Dataset, 'governor'>): z.infer<typeof GovernorOffYearSchema> {
  const races = offYear(data);
  return {
    count: races.length,
    coverage: OFF_YEAR_COVERAGE,
    races: races.map((race) => ({ date: race.date, year: race.year, state: race.state, race })),
  };
}

/** The same contests as one row per candidate, in the columns of /api/export?office=governor. */
export function computeGovernorOffYearRows(data: Dataset): OfficeExportRow[] {
  return contestExportRows(data, 'governor', offYear(data));
}

/** The pointer /api/governor/{year} carries: the odd-year contests of the years next to it. */
export function offYearPointer(data: Pick<Dataset, 'governor'>, year: number): z.infer<typeof OffYearPointerSchema> {
  return { all: '/api/governor/off-year', near: oddYearNeighbours(data.governor, year) };
}
