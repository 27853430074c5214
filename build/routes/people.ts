import { computePeople } from '../compute/people.ts';
import { notFound, quoteInput } from '../http/errors.ts';
import { BIOGUIDE_PATTERN, PersonSchema } from '../schemas/api/people.ts';
import { pathParam, textSchema } from './param.ts';
import { jsonInstance } from './instances.ts';
import type { Route } from './types.ts';
import { UNSUPPORTED_FORMAT } from './format-check.ts';

const bioguide = pathParam(
  'bioguide',
  textSchema({
    description:
      'Bioguide id (Biographical Directory of the U.S. Congress): a capital letter and six digits, as winner_ids.bioguide gives it.',
    example: 'S000033',
    pattern: BIOGUIDE_PATTERN,
    message: 'bioguide must be a capital letter followed by six digits, e.g. S000033',
  }),
);

/**
 * One static file per person at its public path (no redirect rule). The fallback has no data, and every person in
 * our data has a file the CDN serves first, so a well-formed id that reaches the fallback is one we do not hold.
 */
export const personRoute: Route = {
  id: 'person',
  path: '/api/people/{bioguide}',
  tag: 'Congressional and governor results',
  summary: 'A member of Congress by Bioguide id: ids and every House and Senate contest in our data they won',
  description:
    "Every House and Senate contest 1976-2024 whose winner_ids.bioguide is this id: office, year, date, state, district, votes, share and result, with the API path of the response holding each contest record, and the person's FEC, ICPSR, GovTrack and Wikidata ids. Contests are joined through winners only, so contests the person lost are not listed (the note says so). Find an id on any House or Senate contest record (winner_ids) or in the office exports.",
  params: [bioguide],
  response: { schema: PersonSchema, contentType: 'application/json' },
  errors: [
    { status: 400, code: 'invalid_parameter', description: 'The id is not a capital letter followed by six digits.' },
    {
      status: 404,
      code: 'person_not_found',
      description: 'No House or Senate winner 1976-2024 in our data has this Bioguide id.',
    },
    UNSUPPORTED_FORMAT,
  ],
  serve: {
    kind: 'static',
    instances: (data) =>
      [...computePeople(data).values()].map((p) =>
        jsonInstance(
          `api/people/${p.bioguide}`,
          [{ path: `/api/people/${p.bioguide}`, query: {} }],
          PersonSchema,
          () => p,
        ),
      ),
  },
  check: (v) =>
    notFound(
      'person_not_found',
      `no House or Senate winner 1976-2024 in our data has Bioguide id ${quoteInput(String(v.bioguide))}`,
    ),
  example: '/api/people/S000033',
};
