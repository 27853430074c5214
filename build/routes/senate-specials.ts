import { computeSenateSpecials, computeSenateSpecialsRows } from '../compute/senate-specials.ts';
import { OfficeExportRowSchema } from '../schemas/api/offices.ts';
import { SenateSpecialsSchema } from '../schemas/api/senate-specials.ts';
import { formatQuery } from './params.ts';
import { jsonAndCsv } from './csv-instance.ts';
import type { Route } from './types.ts';

const PATH = '/api/senate/specials';

/**
 * Every Senate special election, even and odd years (issue 18): a static list whose path is literal, so it wins
 * over /api/senate/{year}; /api/senate/{year} stays even years only and points here (its `specials`).
 */
export const senateSpecialsRoute: Route = {
  id: 'senate-specials',
  path: PATH,
  tag: 'Congressional and governor results',
  summary: 'Every Senate special election 1976-2024, in even and odd years, as full contest records',
  description:
    'Every special election to the Senate (a vacancy filled by election), by date: the even-year ones, which /api/senate/{year} also lists (listed_in), and the odd-year ones (1983 Washington, 1991 Pennsylvania, 1993 Texas runoff, 2013 Massachusetts and New Jersey, 2017 Alabama), which only this list has. Each entry is the full contest record; a round that went to a runoff and the runoff are separate entries. format=csv gives one row per candidate in the columns of /api/export?office=senate, as a download.',
  params: [formatQuery],
  response: {
    schema: SenateSpecialsSchema,
    contentType: 'application/json',
    alternatives: [
      {
        contentType: 'text/csv',
        description: 'One row per candidate per contest (format=csv), the columns of /api/export?office=senate.',
      },
    ],
  },
  errors: [{ status: 400, code: 'invalid_parameter', description: 'format not json or csv.' }],
  serve: {
    kind: 'static',
    instances: (data) =>
      jsonAndCsv(
        { file: 'api/senate/specials.json', schema: SenateSpecialsSchema },
        { name: 'senate-specials.csv', schema: OfficeExportRowSchema, rows: () => computeSenateSpecialsRows(data) },
        [{ path: PATH, query: {} }],
        () => computeSenateSpecials(data),
      ),
  },
  example: '/api/senate/specials',
};
