import { computeGovernorOffYear, computeGovernorOffYearRows } from '../compute/governor-off-year.ts';
import { OfficeExportRowSchema } from '../schemas/api/offices.ts';
import { GovernorOffYearSchema } from '../schemas/api/governor-off-year.ts';
import { formatQuery } from './params.ts';
import { jsonAndCsv } from './csv-instance.ts';
import type { Route } from './types.ts';

const PATH = '/api/governor/off-year';

/**
 * Every odd-year governor election (issue 18, missing contests): a static list whose path is literal, so it wins over
 * /api/governor/{year}, which stays even years only and points here (its `off_year`).
 */
export const governorOffYearRoute: Route = {
  id: 'governor-off-year',
  path: PATH,
  tag: 'Congressional and governor results',
  summary:
    'Governor elections of the odd years (KY, LA, MS, NJ, VA and odd-year specials and recalls), 1997-2023, as full contest records',
  description:
    'Every odd-year governor contest in our data, by date: the regular elections of Kentucky, Louisiana, Mississippi, New Jersey and Virginia, the 2003 California recall and the 2011 West Virginia special, 1997-2023 (`coverage` says what our sources lack). A Louisiana first round that went to a runoff and the runoff are separate entries. /api/governor/{year} lists even years only and points here. format=csv gives one row per candidate in the columns of /api/export?office=governor, as a download.',
  params: [formatQuery],
  response: {
    schema: GovernorOffYearSchema,
    contentType: 'application/json',
    alternatives: [
      {
        contentType: 'text/csv',
        description: 'One row per candidate per contest (format=csv), the columns of /api/export?office=governor.',
      },
    ],
  },
  errors: [{ status: 400, code: 'invalid_parameter', description: 'format not json or csv.' }],
  serve: {
    kind: 'static',
    instances: (data) =>
      jsonAndCsv(
        { file: 'api/governor/off-year.json', schema: GovernorOffYearSchema },
        { name: 'governor-off-year.csv', schema: OfficeExportRowSchema, rows: () => computeGovernorOffYearRows(data) },
        [{ path: PATH, query: {} }],
        () => computeGovernorOffYear(data),
      ),
  },
  example: '/api/governor/off-year',
};
