import type { z } from 'zod';
import type { Dataset } from '../catalog/dataset.ts';
import type { SenateSpecialsSchema, SpecialsPointerSchema } from '../schemas/api/senate-specials.ts';
import { byContestDate, contestExportRows, oddYearNeighbours } from './contest-lists.ts';
import type { OfficeExportRow } from './export.ts';

/** /api/senate/specials: every special election, even-year ones (also in /api/senate/{year}) and odd-year ones. */
export function computeSenateSpecials(data: Pick<Dataset, 'senate'>): z.infer<typeof SenateSpecialsSchema> {
  const specials = data.senate.filter((r) => r.special).sort(byContestDate);
  return {
    count: specials.length,
    specials: specials.map((race) => ({
      date: race.date,
      year: race.year,
      state: race.state,
      listed_in: race.year % 2 === 0 ? `/api/senate/${race.year}` : null,
      race,
    })),
  };
}

/** The same contests as one row per candidate, in the columns of /api/export?office=senate. */
export function computeSenateSpecialsRows(data: Pick<Dataset, 'senate'>): OfficeExportRow[] {
  return contestExportRows(data as Dataset, 'senate', data.senate.filter((r) => r.special).sort(byContestDate));
}

/** The pointer /api/senate/{year} carries: the odd-year specials of the years next to it. */
export function specialsPointer(data: Pick<Dataset, 'senate'>, year: number): z.infer<typeof SpecialsPointerSchema> {
  return {
    all: '/api/senate/specials',
    odd_year: oddYearNeighbours(
      data.senate.filter((r) => r.special),
      year,
    ),
  };
}
