import { z } from 'zod';

export const STATE_CODES = [
  'AK',
  'AL',
  'AR',
  'AZ',
  'CA',
  'CO',
  'CT',
  'DC',
  'DE',
  'FL',
  'GA',
  'HI',
  'IA',
  'ID',
  'IL',
  'IN',
  'KS',
  'KY',
  'LA',
  'MA',
  'MD',
  'ME',
  'MI',
  'MN',
  'MO',
  'MS',
  'MT',
  'NC',
  'ND',
  'NE',
  'NH',
  'NJ',
  'NM',
  'NV',
  'NY',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'VT',
  'WA',
  'WI',
  'WV',
  'WY',
] as const;
export type StateCode = (typeof STATE_CODES)[number];

export const StateCodeSchema = z.enum(STATE_CODES).meta({
  id: 'StateCode',
  description: 'Two-letter USPS code of a state or DC, upper case. Path parameters accept any case.',
});

export const PARTIES = [
  'democrat',
  'republican',
  'libertarian',
  'green',
  'independent',
  'reform',
  'constitution',
  'other',
] as const;
export type Party = (typeof PARTIES)[number];
export const PartySchema = z.enum(PARTIES).meta({
  id: 'Party',
  description:
    'The party the candidate ran as, by one rule for every label of every source. 1. The ballot label decides: a major party, its state name (Minnesota DFL and Independent-Republican, North Dakota Democratic-NPL) or a fusion line naming it is that party; a national minor party or its state affiliate is libertarian, green, reform or constitution; a label that calls the candidate independent or without a party (independent, no party, unaffiliated, nonpartisan, unenrolled, petition, or a petition designation such as "Independent for Maine") is independent, unless it names a party organization (American Independent, Independence Party); every other label is other. 2. Where the ballot printed no party for the candidate (a write-in, a special held on a nonpartisan ballot), the party is the one a cited page gives for that candidacy (2008 Mississippi special: Musgrove democrat; 2010 Alaska: Murkowski republican, listed at /api/corrections); without one, a write-in is other. Every source label is mapped in one curated table (build/curated/party-labels.json); the source label is kept in party_label.',
});

export const REGIONS = ['Northeast', 'Midwest', 'South', 'West'] as const;

export const PRESIDENTIAL_YEARS = [
  1976, 1980, 1984, 1988, 1992, 1996, 2000, 2004, 2008, 2012, 2016, 2020, 2024,
] as const;
export const EVEN_YEARS = Array.from({ length: 25 }, (_, i) => 1976 + 2 * i);
export const FIRST_YEAR = 1976;
export const LAST_YEAR = 2024;

/** A date as YYYY-MM-DD that exists on the calendar: 2026-02-30 matches the pattern but is refused. */
function isCalendarDate(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}
export const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine(isCalendarDate, { message: 'not a calendar date' });

/** Percentages are in percentage points (0-100), rounded to 3 decimals. */
export const PctSchema = z.number().min(0).max(100);
/** D-R margin in percentage points: positive = Democratic lead, negative = Republican lead. */
export const MarginSchema = z.number().min(-100).max(100).meta({
  description: 'Democratic share minus Republican share, in percentage points (positive = Democratic lead).',
});

export const SourceIdsSchema = z
  .array(z.string())
  .min(1)
  .meta({ description: 'Ids of the source data sets this record was built from; see /api/sources and the README.' });

/** Rounds a percentage or margin to 3 decimals, the precision the API publishes. */
export function round3(x: number): number {
  return Math.round(x * 1000) / 1000 + 0;
}

/** Locale-independent string order, so outputs are byte-identical on every machine. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
