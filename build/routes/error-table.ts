/**
 * The published error table, as data: each row is an endpoint, a status and the condition in the published words,
 * with example requests that meet the condition. Where a row names a status for an endpoint, that status wins over
 * the uniform rule (malformed -> 400, well-formed without data -> 404), which holds where the table is silent.
 * test/api/error-table.test.ts requests every example and compares each route's documented statuses with its rows.
 *
 * source: 'published' rows are the v1 description's error table (issue 3) and its polls, ratings, export and
 * markets sections (issues 4 and 5); the other rows are later decisions where the table is silent (issues 11 and 21).
 */
export interface ErrorRow {
  /** OpenAPI path template. */
  endpoint: string;
  status: 400 | 404;
  code: string;
  condition: string;
  source: 'published' | 'issue 11' | 'issue 20' | 'issue 21';
  /** Requests that meet the condition (path and query, percent-encoded). */
  examples: string[];
}

const FULL_WIDTH_GA = encodeURIComponent('ＧＡ');

const evenYearRows = (office: string): ErrorRow[] => [
  { endpoint: `/api/${office}/{year}`, status: 400, code: 'invalid_year', condition: 'not an even integer year', source: 'published', examples: [`/api/${office}/2021`, `/api/${office}/20.5`] },
  { endpoint: `/api/${office}/{year}`, status: 404, code: 'year_not_found', condition: 'even year outside 1976-2024', source: 'published', examples: [`/api/${office}/1974`, `/api/${office}/2026`] },
  { endpoint: `/api/${office}/{year}`, status: 400, code: 'invalid_parameter', condition: 'a format other than json or csv', source: 'issue 21', examples: [`/api/${office}/2022?format=xlsx`] },
  { endpoint: `/api/${office}/{year}/{state}`, status: 400, code: 'invalid_year', condition: 'not an even integer year', source: 'issue 11', examples: [`/api/${office}/2021/GA`] },
  { endpoint: `/api/${office}/{year}/{state}`, status: 400, code: 'invalid_parameter', condition: 'a state that is not two letters', source: 'issue 11', examples: [`/api/${office}/2022/G`] },
  { endpoint: `/api/${office}/{year}/{state}`, status: 404, code: 'year_not_found', condition: 'even year outside 1976-2024', source: 'issue 11', examples: [`/api/${office}/2026/GA`] },
  { endpoint: `/api/${office}/{year}/{state}`, status: 404, code: 'unknown_state', condition: 'two letters of no state', source: 'issue 11', examples: [`/api/${office}/2022/ZZ`] },
  { endpoint: `/api/${office}/{year}/{state}`, status: 400, code: 'invalid_parameter', condition: 'a format other than json or csv', source: 'issue 21', examples: [`/api/${office}/2022/GA?format=xml`, `/api/${office}/2022/ga?format=`] },
];

export const ERROR_TABLE: ErrorRow[] = [
  { endpoint: '/api/elections/{year}', status: 400, code: 'invalid_year', condition: 'the year is not an integer or not divisible by 4', source: 'published', examples: ['/api/elections/2021', '/api/elections/abcd', '/api/elections/-2020'] },
  { endpoint: '/api/elections/{year}', status: 404, code: 'year_not_found', condition: 'a presidential year outside 1976-2024', source: 'published', examples: ['/api/elections/2028', '/api/elections/1972'] },
  {
    endpoint: '/api/elections/{year}/{state}', status: 404, code: 'year_not_found', condition: 'the year is not found (any year without presidential data)', source: 'published',
    examples: ['/api/elections/2021/GA', '/api/elections/2022/GA', '/api/elections/abc/GA', '/api/elections/1972/GA', '/api/elections/2028/GA'],
  },
  {
    endpoint: '/api/elections/{year}/{state}', status: 404, code: 'unknown_state', condition: 'the state is not found (any unknown state code)', source: 'published',
    examples: ['/api/elections/2020/Georgia', `/api/elections/2020/${FULL_WIDTH_GA}`, '/api/elections/2020/ZZ'],
  },
  { endpoint: '/api/elections/{year}', status: 400, code: 'invalid_parameter', condition: 'a format other than json or csv', source: 'issue 21', examples: ['/api/elections/2020?format=xml'] },
  { endpoint: '/api/elections/{year}/{state}', status: 400, code: 'unsupported_format', condition: 'format=csv: no CSV of one state\'s presidential result', source: 'issue 21', examples: ['/api/elections/2020/GA?format=csv', '/api/elections/2020/ga?format=CSV'] },
  { endpoint: '/api/states/{abbr}/history', status: 400, code: 'invalid_parameter', condition: 'a format other than json or csv', source: 'issue 21', examples: ['/api/states/GA/history?format=xlsx', '/api/states/ga/history?format='] },
  { endpoint: '/api/states/{abbr}/history', status: 404, code: 'unknown_state', condition: 'unknown state', source: 'published', examples: ['/api/states/ZZ/history', '/api/states/GEO/history', `/api/states/${FULL_WIDTH_GA}/history`] },
  ...['governor', 'senate', 'house'].flatMap(evenYearRows),
  {
    endpoint: '/api/swing', status: 400, code: 'invalid_year', condition: 'a year that is not a presidential year, or from_year = to_year', source: 'published',
    examples: ['/api/swing?from_year=2021', '/api/swing?to_year=1975', '/api/swing?from_year=2016&to_year=2016', '/api/swing?from_year=2024'],
  },
  // The published row reads "400 for a year that is not a presidential year 1976-2024"; issue 11 made a
  // well-formed presidential year without data (1972) a 404, as everywhere else.
  { endpoint: '/api/swing', status: 404, code: 'year_not_found', condition: 'a presidential year without data', source: 'issue 11', examples: ['/api/swing?from_year=1972'] },
  { endpoint: '/api/swing', status: 400, code: 'invalid_parameter', condition: 'a format other than json or csv', source: 'issue 21', examples: ['/api/swing?format=xlsx', '/api/swing?from_year=2016&to_year=2024&format=tsv'] },
  {
    endpoint: '/api/export', status: 400, code: 'invalid_year', condition: 'missing or invalid year', source: 'published',
    examples: ['/api/export', '/api/export?format=csv', '/api/export?year=twenty', '/api/export?year=2021', '/api/export?year=-2020', '/api/export?year=2022'],
  },
  {
    endpoint: '/api/export', status: 400, code: 'invalid_parameter', condition: 'invalid state or format', source: 'published',
    examples: ['/api/export?year=2020&format=xml', '/api/export?year=2020&state=Georgia', `/api/export?year=2020&state=${FULL_WIDTH_GA}`],
  },
  {
    endpoint: '/api/export', status: 400, code: 'unknown_state', condition: 'invalid state: two letters of no state', source: 'published',
    examples: ['/api/export?year=2020&state=ZZ', '/api/export?year=2020&format=csv&state=ZZ', '/api/export?office=governor&year=2022&state=ZZ', '/api/export?year=1972&state=ZZ'],
  },
  { endpoint: '/api/export', status: 404, code: 'year_not_found', condition: 'a valid-looking year without data', source: 'published', examples: ['/api/export?year=1972', '/api/export?year=2028&format=json', '/api/export?office=senate&year=1974&state=GA'] },
  { endpoint: '/api/polls', status: 400, code: 'invalid_parameter', condition: 'an invalid parameter (named in the message)', source: 'published', examples: ['/api/polls?days=0', '/api/polls?min_rating=Z', '/api/polls?state=Georgia'] },
  { endpoint: '/api/polls', status: 404, code: 'no_polls', condition: 'the state has no polling data at all', source: 'published', examples: ['/api/polls?state=WY'] },
  { endpoint: '/api/polls', status: 404, code: 'unknown_state', condition: 'two letters of no state', source: 'issue 11', examples: ['/api/polls?state=ZZ'] },
  { endpoint: '/api/polls', status: 404, code: 'unknown_race', condition: 'no such race, or not a race of that state', source: 'issue 11', examples: ['/api/polls?race=zz-sen-2026', '/api/polls?state=TX&race=ga-sen-2026'] },
  { endpoint: '/api/ratings/{year}', status: 400, code: 'invalid_year', condition: 'not an even whole number', source: 'issue 11', examples: ['/api/ratings/abc'] },
  { endpoint: '/api/ratings/{year}', status: 404, code: 'year_not_found', condition: 'any year but 2026', source: 'published', examples: ['/api/ratings/2024'] },
  { endpoint: '/api/ratings/{year}', status: 400, code: 'invalid_parameter', condition: 'a format other than json or csv', source: 'issue 21', examples: ['/api/ratings/2026?format=xlsx'] },
  { endpoint: '/api/export/polls', status: 400, code: 'invalid_parameter', condition: 'a race that does not match the pattern, or a format not json or csv', source: 'published', examples: ['/api/export/polls?race=GA', '/api/export/polls?format=xml'] },
  { endpoint: '/api/export/polls', status: 404, code: 'unknown_race', condition: 'an unknown race', source: 'published', examples: ['/api/export/polls?race=zz-sen-2026'] },
  {
    endpoint: '/api/prediction-markets', status: 400, code: 'invalid_parameter', condition: 'raceId missing or not matching ^[a-z]{2}-(gov|sen|national)-2026$', source: 'published',
    examples: [
      '/api/prediction-markets', '/api/prediction-markets?raceId=ga-house-2026', '/api/prediction-markets?raceId=us-generic-ballot-2026',
      '/api/prediction-markets?raceId=ga-sen-2024', '/api/prediction-markets?race=GA-SEN-2026',
    ],
  },
  { endpoint: '/api/prediction-markets', status: 404, code: 'unknown_race', condition: 'a well-formed race id without a 2026 race', source: 'issue 11', examples: ['/api/prediction-markets?raceId=de-gov-2026'] },
  { endpoint: '/api/polls/history/{year}', status: 400, code: 'invalid_year', condition: 'not a whole number from 0 to 9999', source: 'issue 20', examples: ['/api/polls/history/20.5', '/api/polls/history/abc'] },
  {
    endpoint: '/api/polls/history/{year}', status: 400, code: 'invalid_parameter', condition: 'an office of no poll history, or a format other than json or csv', source: 'issue 21',
    examples: ['/api/polls/history/2020?office=mayor', '/api/polls/history/2020?format=xml', '/api/polls/history/2020?office=senate&format=xlsx'],
  },
  { endpoint: '/api/polls/history/{year}', status: 404, code: 'year_not_found', condition: 'a year outside 1998-2022', source: 'issue 20', examples: ['/api/polls/history/2024', '/api/polls/history/1996?format=csv'] },
  { endpoint: '/api/polls/accuracy', status: 400, code: 'invalid_parameter', condition: 'a format other than json or csv', source: 'issue 21', examples: ['/api/polls/accuracy?format=xml'] },
  { endpoint: '/api/corrections', status: 400, code: 'invalid_parameter', condition: 'a format other than json or csv', source: 'issue 21', examples: ['/api/corrections?format=pdf'] },
  { endpoint: '/api/prediction-markets', status: 400, code: 'unsupported_format', condition: 'format=csv: prices are JSON only', source: 'issue 21', examples: ['/api/prediction-markets?raceId=ga-sen-2026&format=csv'] },
  { endpoint: '/api/people/{bioguide}', status: 400, code: 'unsupported_format', condition: 'format=csv: a person is JSON only', source: 'issue 21', examples: ['/api/people/S000033?format=csv', '/api/people/Z999999?format=csv'] },
  ...['/api/sources', '/api/meta', '/api/manifest'].map((endpoint): ErrorRow => ({
    endpoint, status: 400, code: 'unsupported_format', condition: 'format=csv: JSON only', source: 'issue 21', examples: [`${endpoint}?format=csv`],
  })),
  { endpoint: '/api/people/{bioguide}', status: 400, code: 'invalid_parameter', condition: 'an id that is not a capital letter and six digits', source: 'issue 20', examples: ['/api/people/s000033', '/api/people/S33', '/api/people/SANDERS'] },
  { endpoint: '/api/governor/off-year', status: 400, code: 'invalid_parameter', condition: 'a format other than json or csv', source: 'issue 21', examples: ['/api/governor/off-year?format=xml'] },
  { endpoint: '/api/people/{bioguide}', status: 404, code: 'person_not_found', condition: 'a well-formed id of no House or Senate winner in our data', source: 'issue 20', examples: ['/api/people/Z999999'] },
];
