import { z } from 'zod';

export const ErrorBodySchema = z
  .object({
    error: z
      .object({
        status: z
          .number()
          .int()
          .min(400)
          .max(599)
          .meta({ description: 'The HTTP status, repeated in the body for clients that lose it.' }),
        code: z
          .string()
          .regex(/^[a-z_]+$/)
          .meta({ description: 'Stable machine-readable code, e.g. invalid_year, not_found, rate_limited.' }),
        message: z.string().meta({ description: 'What was wrong and what is accepted, in plain words.' }),
      })
      .strict()
      .meta({ description: 'The error: status, code and message.' }),
  })
  .strict()
  .meta({
    id: 'Error',
    description: 'Every error, from every endpoint, has this shape.',
    examples: [
      {
        error: {
          status: 400,
          code: 'invalid_year',
          message: 'year must be a presidential election year divisible by 4 between 1976 and 2024; got 2021',
        },
      },
    ],
  });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const RedirectBodySchema = z
  .object({ redirect: z.string().meta({ description: 'The canonical URL, also in the Location header.' }) })
  .strict()
  .meta({
    id: 'Redirect',
    description:
      'A valid request written differently (ga for GA, format=CSV, 02020) is redirected (301) to its canonical URL.',
  });
