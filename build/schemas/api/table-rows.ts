import { z } from 'zod';
import { PartyCodeSchema, RaceIdSchema, RatingCodeSchema } from '../polls.ts';
import { RaceListEntrySchema } from './races.ts';

/**
 * The tidy CSV rows of the 2026 tables (issue 21): one row per observation, the columns of the JSON's records
 * flattened, so a spreadsheet reads them without code. The CSV has these columns in this order; empty cells are
 * nulls.
 */

const rating = (rater: string) =>
  RatingCodeSchema.nullable().meta({ description: `${rater}'s rating; empty when no dated source gives one.` });
const asOf = (rater: string) =>
  z
    .string()
    .nullable()
    .meta({ description: `Date of ${rater}'s rating (YYYY-MM-DD); empty when it has none.` });

export const RatingCsvRowSchema = z
  .object({
    raceId: RaceIdSchema,
    abbr: z.string(),
    state: z.string().meta({
      description:
        'Full state name, as published (deprecated: use state_name; state is the two-letter code in every other export).',
    }),
    office: z.enum(['senate', 'governor']),
    cook: rating('Cook'),
    sabato: rating('Sabato'),
    inside_elections: rating('Inside Elections'),
    cook_as_of: asOf('Cook'),
    sabato_as_of: asOf('Sabato'),
    inside_elections_as_of: asOf('Inside Elections'),
    state_name: z.string().meta({
      description:
        'Full state name: the value of state, under a name that says it is a name (state is the two-letter code in every other export; here it is kept as published, deprecated; abbr is the code).',
    }),
  })
  .strict()
  .meta({
    id: 'RatingCsvRow',
    description: 'One 2026 race in /api/ratings/2026?format=csv: an entry of ratings, its as_of dates as columns.',
  });

export const RatingHistoryCsvRowSchema = z
  .object({
    raceId: RaceIdSchema,
    rater: z.enum(['cook', 'sabato', 'inside_elections']),
    rating: RatingCodeSchema,
    as_of: z.string().meta({ description: "The as-of date the copy gives for the rater's map (YYYY-MM-DD)." }),
    sources: z
      .string()
      .meta({ description: 'Ids of the source data sets with this rating at this date, separated by ";".' }),
    current: z
      .boolean()
      .meta({ description: 'True for the rating /api/ratings/2026 publishes. Written true or false.' }),
  })
  .strict()
  .meta({ id: 'RatingHistoryCsvRow', description: 'One dated rating in /api/ratings/2026/history?format=csv.' });

export const AverageHistoryCsvRowSchema = z
  .object({
    raceId: RaceIdSchema,
    date: z.string().meta({ description: 'The day (YYYY-MM-DD).' }),
    candidate: z.string().meta({ description: "Candidate slug (the JSON's candidates[].slug)." }),
    candidate_name: z.string(),
    party: z.string(),
    pct: z.number().meta({ description: "The candidate's default average that day, percent, 1 decimal." }),
    polls: z.number().int().meta({ description: 'Polls ending on or before that day that include the candidate.' }),
    candidate_party: z.string().meta({
      description:
        "The candidate's party letter (D, R, I...), as candidate_party of the poll CSV: the value of party, under a name that says whose (party is a full party name in the results exports; here it is kept as published, deprecated).",
    }),
  })
  .strict()
  .meta({
    id: 'AverageHistoryCsvRow',
    description:
      'One candidate on one day in /api/polls/average/history?race=&format=csv (half_life 14, min_rating C-).',
  });

export const AverageCsvRowSchema = z
  .object({
    raceId: RaceIdSchema,
    title: z.string(),
    race_polls: z.number().int().meta({ description: "Polls in the race's average (average[raceId].polls)." }),
    latest_poll: z
      .string()
      .nullable()
      .meta({ description: 'End date of the newest poll in the average; empty when none.' }),
    candidate: z.string().meta({ description: 'Candidate slug (candidates[].slug).' }),
    candidate_name: z.string(),
    candidate_party: z.string().meta({ description: "The candidate's party letter (D, R, I...), as in the poll CSV." }),
    pct: z.number().meta({ description: "The candidate's weighted average, percent, 1 decimal." }),
    polls: z.number().int().meta({ description: 'Polls that include this candidate.' }),
    half_life: z.number().int().meta({ description: 'The half_life applied (meta.filters).' }),
    min_rating: z.string().meta({ description: 'The min_rating applied (meta.filters).' }),
    as_of: z.string().nullable().meta({ description: 'The as_of day applied; empty for the current average.' }),
  })
  .strict()
  .meta({
    id: 'AverageCsvRow',
    description: 'One candidate of one race in /api/polls/average?format=csv, with the parameters applied.',
  });

const entry = RaceListEntrySchema.shape;
const cell = (description: string) => z.string().nullable().meta({ description });

export const RaceCsvRowSchema = z
  .object({
    id: entry.id,
    title: entry.title,
    office: entry.office,
    state: entry.state,
    state_name: entry.state_name,
    special: entry.special,
    election_date: entry.election_date,
    incumbent: cell("The seat holder's name; empty when no source gives one."),
    incumbent_party: PartyCodeSchema.nullable().meta({
      description: "The seat holder's party code; empty when unknown.",
    }),
    incumbent_status: cell("The seat holder's status as the source gives it (e.g. retiring); empty when none."),
    nominees: z.string().meta({
      description:
        'Known general-election nominees, "Name (party)" separated by "; "; empty when no source gives them.',
    }),
    polls: entry.polls,
    polls_averaged: entry.polls_averaged,
    latest_poll: entry.latest_poll,
    rating: RatingCodeSchema.nullable().meta({
      description: 'The consensus rating code (rating.code in the JSON); empty when none rates the race.',
    }),
    rating_label: z.string().meta({ description: 'E.g. "Lean D", or "Not rated".' }),
    raters: z
      .number()
      .int()
      .meta({ description: 'How many of Cook, Sabato and Inside Elections have a dated rating.' }),
    page_url: z.string().meta({ description: "The race page (urls.page), a path on this API's origin." }),
    average_history_url: z.string().meta({
      description: 'The daily series of the default average (urls.average_history); add &format=csv for its CSV.',
    }),
    polls_csv_url: z.string().meta({ description: "The race's polls, CSV download (urls.polls_csv)." }),
  })
  .strict()
  .meta({
    id: 'RaceCsvRow',
    description:
      'One 2026 race in /api/races?format=csv: the JSON entry flattened (incumbent and rating as columns, nominees in one cell).',
  });

export type RaceCsvRow = z.infer<typeof RaceCsvRowSchema>;
export type RatingCsvRow = z.infer<typeof RatingCsvRowSchema>;
export type RatingHistoryCsvRow = z.infer<typeof RatingHistoryCsvRowSchema>;
export type AverageHistoryCsvRow = z.infer<typeof AverageHistoryCsvRowSchema>;
export type AverageCsvRow = z.infer<typeof AverageCsvRowSchema>;
