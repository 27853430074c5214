import { z } from 'zod';
import { REGIONS, StateCodeSchema } from './common.ts';

export const StateSchema = z
  .object({
    abbr: StateCodeSchema,
    name: z.string().meta({ description: 'Full name, e.g. "District of Columbia".' }),
    fips: z
      .string()
      .regex(/^\d{2}$/)
      .meta({ description: 'Two-digit Census FIPS state code, zero-padded ("01").' }),
    region: z.enum(REGIONS).meta({ description: 'Census Bureau region.' }),
  })
  .strict()
  .meta({ id: 'State', description: 'One of the 50 states or the District of Columbia.' });
export type State = z.infer<typeof StateSchema>;
