import { z } from 'zod';
import { RaceSchema } from '../results.ts';

export const OfficeYearSchema = z
  .object({
    year: z.number().int().meta({ description: 'Even election year, 1976-2024.' }),
    office: z.enum(['senate', 'house', 'governor']),
    summary: z
      .object({
        races: z.number().int().meta({ description: 'Contests listed (a runoff counts as its own contest).' }),
        seats: z.number().int().meta({ description: 'Seats decided: distinct seats (House district; Senate state and class; governorship) with an elected winner. A seat with a first round and a runoff, or with a regular and a special election the same year (California\'s Senate seat in 2022 and 2024), counts once, for the winner of the regular election. An uncertified contest decides no seat.' }),
        won: z
          .object({ democrat: z.number().int(), republican: z.number().int(), other: z.number().int() })
          .strict()
          .meta({ description: 'Seats won per party, one per seat; other = independents and every other party. Reconciled on every ingest with the Clerk of the House\'s party totals (House) and the official seats won per party (Senate).' }),
      })
      .strict()
      .meta({ description: 'Counts over the year\'s contests.' }),
    races: z.array(RaceSchema),
  })
  .strict()
  .meta({ id: 'OfficeYear', description: 'Every Senate, House (per district) or governor contest of one even year.' });
