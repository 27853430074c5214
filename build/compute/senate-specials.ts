import type { z } from 'zod';
import type { Dataset } from '../catalog/dataset.ts';
import type { SenateSpecialsSchema, SpecialsPointerSchema } from '../schemas/api/senate-specials.ts';
import type { StateCode } from '../schemas/common.ts';
import { computeOfficeExportRows, type OfficeExportRow } from './export.ts';

type Race = Dataset['senate'][number];
const byDate = (a: Race, b: Race) =>
  (a.date ?? `${a.year}`).localeCompare(b.date ?? `${b.year}`) ||
  a.state.localeCompare(b.state) ||
  a.id.localeCompare(b.id);

/** /api/senate/specials: every special election, even-year ones (also in /api/senate/{year}) and odd-year ones. */
export function computeSenateSpecials(data: Pick<Dataset, 'senate'>): z.infer<typeof SenateSpecialsSchema> {
  const specials = data.senate.filter((r) => r.special).sort(byDate);
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
  return data.senate
    .filter((r) => r.special)
    .sort(byDate)
    .flatMap((r) =>
      computeOfficeExportRows(data as Dataset, 'senate', r.year, r.state as StateCode).filter(
        (row) => row.contest_id === r.id,
      ),
    );
}

/** The pointer /api/senate/{year} carries: the odd-year specials of the years next to it. */
export function specialsPointer(data: Pick<Dataset, 'senate'>, year: number): z.infer<typeof SpecialsPointerSchema> {
  const near = data.senate.filter((r) => r.special && r.year % 2 !== 0 && Math.abs(r.year - year) === 1).sort(byDate);
  return {
    all: '/api/senate/specials',
    odd_year: near.map((r) => ({ id: r.id, date: r.date, state: r.state, url: `/api/senate/specials#${r.id}` })),
  };
}
