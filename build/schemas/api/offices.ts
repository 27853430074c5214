import { z } from 'zod';
import { RaceSchema } from '../results.ts';

export const OfficeYearSchema = z
  .object({
    year: z.number().int().meta({ description: 'Even election year, 1976-2024.' }),
    office: z.enum(['senate', 'house', 'governor']),
    summary: z
      .object({
        races: z.number().int().meta({ description: 'Contests listed (a runoff counts as its own contest).' }),
        seats: z.number().int().meta({ description: 'Seats decided: contests with a winner.' }),
        won: z
          .object({ democrat: z.number().int(), republican: z.number().int(), other: z.number().int() })
          .strict()
          .meta({ description: 'Seats won per party; other = independents and every other party.' }),
      })
      .strict()
      .meta({ description: 'Counts over the year\'s contests.' }),
    races: z.array(RaceSchema),
  })
  .strict()
  .meta({ id: 'OfficeYear', description: 'Every Senate, House (per district) or governor contest of one even year.' });
