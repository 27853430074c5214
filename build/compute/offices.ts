import type { z } from 'zod';
import type { OfficeYearSchema } from '../schemas/api/offices.ts';
import type { Dataset } from '../pipeline/dataset.ts';
import type { StateCode } from '../schemas/common.ts';

export type OfficeYear = z.infer<typeof OfficeYearSchema>;
export type Office = OfficeYear['office'];

/** /api/{senate|house|governor}/{year}: every contest of the year with seats won per party. */
export function computeOfficeYear(data: Dataset, office: Office, year: number): OfficeYear {
  return summarize(office, year, data[office].filter((r) => r.year === year));
}

/** /api/{senate|house|governor}/{year}/{state}: one state's contests of the year, in the same shape. */
export function computeOfficeState(data: Dataset, office: Office, year: number, state: StateCode): OfficeYear {
  return summarize(office, year, data[office].filter((r) => r.year === year && r.state === state));
}

function summarize(office: Office, year: number, races: Dataset[Office]): OfficeYear {
  const won = { democrat: 0, republican: 0, other: 0 };
  for (const r of races) {
    if (!r.winner_party) continue;
    if (r.winner_party === 'democrat' || r.winner_party === 'republican') won[r.winner_party]++;
    else won.other++;
  }
  return { year, office, summary: { races: races.length, seats: won.democrat + won.republican + won.other, won }, races };
}
