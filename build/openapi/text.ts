/** The API-wide conventions, stated once: the OpenAPI description and the docs page both show this text. */
export const API_DESCRIPTION = [
  'A free, public, read-only API of U.S. election results (president by state 1976-2024; Senate, House and governor every even year 1976-2024; odd-year Senate specials in /api/senate/specials and odd-year governor elections 1997-2023 in /api/governor/off-year) and 2026 polls, ratings and prediction markets. Every figure is traced to a public source listed at /api/sources.',
  '',
  'Conventions:',
  '- margin is always the Democratic share minus the Republican share, in percentage points: positive = Democratic lead, negative = Republican lead.',
  '- Percentages (pct, dem_pct, rep_pct) are percentage points 0-100 with 3 decimals, of total_votes: valid votes including unnamed write-ins and scattering, excluding blank, void, over- and under-votes.',
  "- party is normalized (democrat, republican, libertarian, green, independent, reform, constitution, other); party_label keeps the source's own label(s).",
  '- A value the sources do not give is null, never estimated: no count is computed from a share (votes_derived is always false, kept for compatibility).',
  '- State codes are accepted in any case; years are integers.',
  '- When a query parameter is repeated, the last value counts. Unknown query parameters are ignored, by static files and functions alike (the CDN cannot reject them on static files, and a function answers exactly as a file would); list responses echo the filters they applied in meta.',
  "- Status rule, the same on every endpoint: a malformed or impossible value (not a whole number, a presidential year not divisible by 4, an odd year for the other offices, a negative year, a state that is not two letters) is a 400; a well-formed value without data is a 404. Where the published error table names another status for an endpoint, that status wins, and the operation's responses list it: `/api/elections/{year}/{state}` and `/api/states/{abbr}/history` answer 404 for any year or state not found, `/api/export` answers 400 for an invalid state. Years are whole numbers from 0 to 9999. An omitted parameter with a default answers exactly as the default given explicitly.",
  '- Errors always have the body {"error": {"status", "code", "message"}}.',
  '- Responses are static files served from a CDN with ETag and Cache-Control; every response allows any origin (CORS).',
  '',
  'Stability: this is v1. Fields may be added at any time; clients must ignore fields they do not know. Breaking changes are announced 30 days ahead on /docs.',
].join('\n');

export const API_TAGS = [
  { name: 'Presidential results', description: 'Presidential elections by state, 1976-2024, with electoral votes.' },
  {
    name: 'Congressional and governor results',
    description:
      'Senate, House (per district) and governor races, every even year 1976-2024; Senate specials of odd years and odd-year governor elections (1997-2023) in their own lists.',
  },
  {
    name: '2026 polls and ratings',
    description:
      'Senate, governor and generic-ballot polls of 2026 with pollster grades, weighted averages, and race ratings. Coverage in the sources ends on 2026-10-02.',
  },
  {
    name: 'Poll accuracy',
    description:
      "Polls of the final three weeks of 1998-2022 races (FiveThirtyEight, CC BY 4.0) with the actual results from our data, the polls' error and bias.",
  },
  { name: 'Downloads', description: 'Flat JSON and CSV downloads.' },
  { name: 'About the data', description: 'Provenance and release information.' },
  { name: 'Pages', description: 'HTML pages meant for embedding in other sites.' },
];

/** Said of every operation: unknown parameters are ignored (see the conventions). */
export const UNKNOWN_PARAMS = 'Unknown query parameters are ignored.';
