import { z } from 'zod';
import { RaceSchema } from '../results.ts';

/** Where /api/governor/{year} points to the odd-year governor elections next to it (additive to OfficeYear). */
export const OffYearPointerSchema = z
  .object({
    all: z.literal('/api/governor/off-year').meta({ description: 'Every odd-year governor election in our data.' }),
    near: z
      .array(z.object({ id: z.string(), date: z.string().nullable(), state: z.string(), url: z.string() }).strict())
      .meta({
        description:
          'Governor contests of the odd years next to this one (year - 1 and year + 1), which no /api/governor/{year} lists; url is /api/governor/off-year#id.',
      }),
  })
  .strict()
  .meta({
    id: 'OffYearPointer',
    description: 'Governor only: where to find the odd-year governor elections near this even year.',
  });

const OffYearGovernorSchema = z
  .object({
    date: z
      .string()
      .nullable()
      .meta({ description: 'Election day (YYYY-MM-DD); a Louisiana runoff is a few weeks after its first round.' }),
    year: z.number().int().meta({ description: 'The (odd) year of the election.' }),
    state: z.string(),
    race: RaceSchema,
  })
  .strict()
  .meta({
    id: 'OffYearGovernor',
    description: 'One odd-year governor contest (each round its own entry), as its full contest record.',
  });

export const GovernorOffYearSchema = z
  .object({
    count: z.number().int(),
    coverage: z.string().meta({ description: 'Which odd-year elections the list holds and which our sources lack.' }),
    races: z.array(OffYearGovernorSchema).meta({ description: 'By date, then state.' }),
  })
  .strict()
  .meta({
    id: 'GovernorOffYear',
    description:
      'Governor elections held in odd years (Kentucky, Louisiana, Mississippi, New Jersey and Virginia, and odd-year ' +
      'specials and recalls), which /api/governor/{year} (even years) does not list.',
  });
