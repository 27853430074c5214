import { z } from 'zod';
import { RaceSchema } from '../results.ts';

/** Where /api/senate/{year} points to the special elections near it (additive to OfficeYear, Senate only). */
export const SpecialsPointerSchema = z
  .object({
    all: z
      .literal('/api/senate/specials')
      .meta({ description: 'Every Senate special election 1976-2024, even and odd years.' }),
    odd_year: z
      .array(z.object({ id: z.string(), date: z.string().nullable(), state: z.string(), url: z.string() }).strict())
      .meta({
        description:
          'Special elections held in the odd years next to this one (year - 1 and year + 1), which no /api/senate/{year} lists; url is /api/senate/specials#id.',
      }),
  })
  .strict()
  .meta({
    id: 'SpecialsPointer',
    description:
      "Senate only: where to find the special elections near this year. The year's own specials (even years) are in races, with special: true.",
  });

const SenateSpecialSchema = z
  .object({
    date: z.string().nullable().meta({ description: 'Election day (YYYY-MM-DD).' }),
    year: z
      .number()
      .int()
      .meta({ description: 'The year of the record (odd for odd-year specials; a January 2021 runoff is 2020).' }),
    state: z.string(),
    listed_in: z.string().nullable().meta({
      description:
        'The /api/senate/{year} URL that also lists this contest; null for an odd-year special, listed only here.',
    }),
    race: RaceSchema,
  })
  .strict()
  .meta({
    id: 'SenateSpecial',
    description: 'One Senate special election (each round its own entry), as its full contest record.',
  });

export const SenateSpecialsSchema = z
  .object({
    count: z.number().int(),
    specials: z.array(SenateSpecialSchema).meta({ description: 'By date, then state.' }),
  })
  .strict()
  .meta({
    id: 'SenateSpecials',
    description: 'Every Senate special election 1976-2024 (vacancies filled by election), in even and odd years.',
  });
