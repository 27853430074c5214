import type { z } from 'zod';
import type { Office, OfficeYearSchema } from '../schemas/api/offices.ts';
import type { Dataset } from '../catalog/dataset.ts';
import { EVEN_YEARS, LAST_YEAR, type StateCode } from '../schemas/common.ts';
import { summarizeSeats } from '../ingest/core/seats.ts';
import { specialsPointer } from './senate-specials.ts';
import { offYearPointer } from './governor-off-year.ts';

export type OfficeYear = z.infer<typeof OfficeYearSchema>;
export type { Office };

/**
 * The years /api/{office}/{year} serves: the even years 1976-2024, and a later even year only once the office's
 * records include it (MEDSL's 2026 returns, build/ingest/results2026/). Without such records, nothing is added.
 */
export function officeYears(data: Dataset, office: Office): number[] {
  const later = new Set(data[office].map((r) => r.year).filter((y) => y > LAST_YEAR && y % 2 === 0));
  return [...EVEN_YEARS, ...[...later].sort((a, b) => a - b)];
}

/**
 * /api/{senate|house|governor}/{year}: every contest of the year with seats won per party. Seats, not contests: a
 * runoff and its first round, or a regular and a special election for the same seat, count once (summarizeSeats).
 */
export function computeOfficeYear(data: Dataset, office: Office, year: number): OfficeYear {
  const result = summarize(
    office,
    year,
    data[office].filter((r) => r.year === year),
  );
  // Senate: point to the special elections, odd-year ones included, that no year's file lists (issue 18).
  // Governor: point to the odd-year elections next to this year, which no year's file lists.
  if (office === 'senate') return { ...result, specials: specialsPointer(data, year) };
  return office === 'governor' ? { ...result, off_year: offYearPointer(data, year) } : result;
}

/** /api/{senate|house|governor}/{year}/{state}: one state's contests of the year, in the same shape. */
export function computeOfficeState(data: Dataset, office: Office, year: number, state: StateCode): OfficeYear {
  return summarize(
    office,
    year,
    data[office].filter((r) => r.year === year && r.state === state),
  );
}

function summarize(office: Office, year: number, races: Dataset[Office]): OfficeYear {
  const { won } = summarizeSeats(races);
  return {
    year,
    office,
    summary: { races: races.length, seats: won.democrat + won.republican + won.other, won },
    races,
  };
}
