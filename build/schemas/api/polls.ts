import { z } from 'zod';
import {
  GradeSchema,
  PollSchema as PollRecordSchema,
  PopulationSchema,
  RaceIdSchema,
  Race2026Schema,
  RatingCodeSchema,
  RatingHistoryRecordSchema,
} from '../polls.ts';

/** A poll as the API publishes it: the data record plus whether the default average counts it. */
const PollSchema = PollRecordSchema.extend({
  inDefaultAverage: z.boolean().meta({
    description:
      "True when the race's default average (half_life 14, min_rating C-: the one the pages, widget and static files show) counts this poll; false for hypothetical and pre-primary matchups and for pollsters graded below C-.",
  }),
})
  .strict()
  .meta({
    id: 'Poll',
    description:
      'One poll of one 2026 race (one population per poll: likely voters, else registered voters, else adults).',
  });
export type PublishedPoll = z.infer<typeof PollSchema>;

const csvBool = (description: string) => z.boolean().meta({ description: `${description} Written true or false.` });

/** One row of the poll export's CSV: the published columns first, in their published order, then the additions. */
export const PollCsvRowSchema = z
  .object({
    race_id: RaceIdSchema,
    date: z.string().meta({ description: 'Last day of fieldwork (YYYY-MM-DD).' }),
    pollster: z.string(),
    grade: GradeSchema.nullable().meta({ description: 'Pollster grade; empty when unrated.' }),
    sample_size: z.number().int().nullable(),
    population: PopulationSchema.nullable(),
    margin_of_error: z.number().nullable(),
    partisan: z.enum(['D', 'R']).nullable(),
    candidate: z.string().meta({
      description:
        "Candidate slug, the key of the JSON poll's results; unique only within a race (use candidate_name and race_id).",
    }),
    pct: z.number(),
    source_url: z.string().nullable(),
    poll_id: z.string().meta({ description: "The JSON poll's id: unique, and stable across rebuilds." }),
    start_date: z.string().nullable().meta({ description: 'First day of fieldwork; empty when not published.' }),
    sponsor: z.string().nullable(),
    candidate_name: z.string(),
    candidate_party: z.enum(['D', 'R', 'I', 'L', 'G', 'O']),
    hypothetical: csvBool('A matchup asked before the nominees were known or with a candidate who did not run.'),
    in_default_average: csvBool('The default average counts this poll (the JSON inDefaultAverage).'),
  })
  .strict()
  .meta({
    id: 'PollCsvRow',
    description: 'One row of /api/export/polls?format=csv: one poll and one candidate. Empty cells are nulls.',
  });
export type PollCsvRow = z.infer<typeof PollCsvRowSchema>;

export const PollListSchema = z
  .object({
    polls: z.array(PollSchema).meta({ description: 'Matching polls, newest first (by end date).' }),
    meta: z
      .object({
        count: z.number().int(),
        filters: z
          .object({
            state: z.string().nullable(),
            race: RaceIdSchema.nullable(),
            days: z.number().int().nullable(),
            min_rating: GradeSchema.nullable(),
            pollster: z.string().nullable(),
            as_of: z.string().meta({ description: 'The request date the days filter counted back from (UTC).' }),
          })
          .strict()
          .meta({ description: 'The filters applied, as understood (null = not given).' }),
        coverage: z
          .string()
          .meta({ description: 'What the poll data cover (e.g. "polls ending 2024-12-11 to 2026-10-02").' }),
      })
      .strict()
      .meta({ description: "How many polls matched, the filters and the data's coverage." }),
  })
  .strict()
  .meta({ id: 'PollList', description: 'Polls of 2026 races matching the filters.' });

const FactorsSchema = z
  .object({
    recency: z.number().meta({ description: '0.5^(days_old / half_life).' }),
    quality: z.number().meta({ description: 'From the pollster grade (table in methodology).' }),
    sample_size: z.number().meta({ description: 'min(sqrt(n/600), 1.5); 1 when n is unknown.' }),
    partisan: z
      .number()
      .meta({ description: '0.7 for a poll sponsored by a campaign, party or partisan group, else 1.' }),
  })
  .strict()
  .meta({ description: 'The factors multiplied into the weight.' });

export const PollAverageSchema = z
  .object({
    average: z
      .record(
        RaceIdSchema,
        z
          .object({
            raceId: RaceIdSchema,
            title: z.string(),
            polls: z.number().int().meta({ description: 'Polls in the average.' }),
            latest_poll: z.string().nullable().meta({ description: 'End date of the newest poll in the average.' }),
            candidates: z.array(
              z
                .object({
                  slug: z.string(),
                  name: z.string(),
                  party: z.string(),
                  pct: z.number().meta({ description: 'Weighted average, percent, 1 decimal.' }),
                  polls: z.number().int().meta({ description: 'Polls that include this candidate.' }),
                })
                .strict(),
            ),
          })
          .strict(),
      )
      .meta({
        description:
          'One average per race, keyed by race id (one key when one race is selected); races are never mixed.',
      }),
    meta: z
      .object({
        filters: z
          .object({
            state: z
              .string()
              .nullable()
              .meta({ description: 'The state asked for (upper case, or "national"); null for every state.' }),
            race: RaceIdSchema.nullable().meta({ description: 'The race asked for; null for every race.' }),
            half_life: z.number().int(),
            min_rating: GradeSchema,
            as_of: z
              .string()
              .nullable()
              .meta({ description: 'The day the average is as of (as_of); null for the current average.' }),
          })
          .strict()
          .meta({ description: 'The parameters applied, defaults included.' }),
      })
      .strict(),
    methodology: z
      .object({
        formula: z.string(),
        half_life: z.number().int(),
        min_rating: GradeSchema,
        reference_date: z.string().meta({
          description: 'days_old is counted from this date: the newest poll in the data set, or as_of when given.',
        }),
        quality: z.record(z.string(), z.number()),
        sample_size: z.string(),
        partisan_factor: z.number(),
        unrated: z.string(),
        excluded: z.string(),
        coverage: z.string(),
      })
      .strict()
      .meta({ description: 'Every parameter and rule used, so the average can be recomputed.' }),
    polls_included: z
      .array(
        z
          .object({
            id: z.string(),
            raceId: RaceIdSchema,
            date: z.string(),
            pollster: z.string(),
            grade: GradeSchema.nullable(),
            days_old: z.number().int(),
            weight: z.number(),
            factors: FactorsSchema,
          })
          .strict(),
      )
      .meta({ description: 'Every poll in the averages with its age, weight and weight factors, newest first.' }),
  })
  .strict()
  .meta({ id: 'PollAverage', description: "Weighted polling averages with every parameter and every poll's weight." });

const RaterCodeSchema = RatingCodeSchema.nullable();

export const RatingsYearSchema = z
  .object({
    year: z.literal(2026),
    source_status: z.string().meta({ description: 'Where the ratings come from and how current they are.' }),
    last_verified: z.string().meta({ description: 'The newest as-of date of any published rating.' }),
    raters: z
      .array(
        z
          .object({
            key: z.enum(['cook', 'sabato', 'inside_elections']),
            name: z.string(),
            url: z.string(),
            as_of: z.string().nullable(),
          })
          .strict(),
      )
      .meta({
        description: 'The three raters: key (the field name in ratings), name, ratings page and newest as-of date.',
      }),
    ratings: z
      .array(
        z
          .object({
            raceId: RaceIdSchema,
            abbr: z.string(),
            state: z.string(),
            office: z.enum(['senate', 'governor']),
            cook: RaterCodeSchema,
            sabato: RaterCodeSchema,
            inside_elections: RaterCodeSchema,
            as_of: z
              .object({
                cook: z.string().nullable(),
                sabato: z.string().nullable(),
                inside_elections: z.string().nullable(),
              })
              .strict()
              .meta({ description: "Date of each rater's rating (YYYY-MM-DD); null when that rater has none." }),
          })
          .strict(),
      )
      .meta({ description: 'One entry per 2026 race (generic ballot excepted).' }),
  })
  .strict()
  .meta({
    id: 'RatingsYear',
    description: 'Cook, Sabato and Inside Elections ratings of every 2026 race; null when no dated source gives one.',
  });

export const PollExportSchema = z
  .object({
    meta: z
      .object({
        count: z.number().int(),
        races: z.number().int().meta({ description: 'Number of race ids listed in raceIds.' }),
        race: RaceIdSchema.nullable().meta({ description: 'The race asked for, or null for all.' }),
        raceIds: z
          .array(RaceIdSchema)
          .meta({ description: 'Every race id of the data set (the widget ids), polled or not.' }),
        filters: z.object({ race: RaceIdSchema.nullable() }).strict().meta({ description: 'The filters applied.' }),
        generatedAt: z.iso.datetime().meta({
          description:
            'When this data release was built, ISO 8601 UTC date and time (the commit time of the code and data).',
        }),
        license: z.string(),
      })
      .strict()
      .meta({ description: 'What the export holds, when it was built and its license.' }),
    polls: z.array(PollSchema),
  })
  .strict()
  .meta({ id: 'PollExport', description: "Every poll (or one race's), newest first, for bulk download." });

const RacesListSchema = z.array(Race2026Schema).meta({ id: 'Races2026' });

const HistoryPointSchema = z
  .object({
    date: z.string().meta({ description: 'The day (YYYY-MM-DD).' }),
    pct: z.number().meta({ description: "The candidate's average that day, percent, 1 decimal." }),
    polls: z.number().int().meta({ description: 'Polls ending on or before that day that include the candidate.' }),
  })
  .strict();

export const AverageHistorySchema = z
  .object({
    raceId: RaceIdSchema,
    title: z.string(),
    half_life: z.number().int().meta({ description: 'The default half-life, days.' }),
    min_rating: GradeSchema.meta({ description: 'The default minimum grade.' }),
    first_date: z
      .string()
      .nullable()
      .meta({ description: "End date of the race's first averaged poll; null when no poll is averaged." }),
    last_date: z
      .string()
      .nullable()
      .meta({ description: "End date of the race's last averaged poll; the series ends that day." }),
    candidates: z
      .array(
        z
          .object({
            slug: z.string(),
            name: z.string(),
            party: z.string(),
            points: z.array(HistoryPointSchema).meta({
              description:
                'One point per day, from the first day an averaged poll included the candidate to last_date.',
            }),
          })
          .strict(),
      )
      .meta({ description: 'Every candidate the average has included, in the order of the final average.' }),
  })
  .strict()
  .meta({
    id: 'AverageHistory',
    description:
      "The default polling average of one race day by day: each day's value uses the polls that ended on or before it, with recency counted from it (the same figures as /api/polls/average?as_of= and the chart on the race page).",
  });

export const RatingsHistorySchema = z
  .object({
    year: z.literal(2026),
    count: z.number().int(),
    raters: z.array(
      z.object({ key: z.enum(['cook', 'sabato', 'inside_elections']), name: z.string(), url: z.string() }).strict(),
    ),
    ratings: z
      .array(
        RatingHistoryRecordSchema.extend({
          current: z.boolean().meta({
            description:
              'True for the rating /api/ratings/2026 publishes for this rater and race (the latest dated one).',
          }),
        }).strict(),
      )
      .meta({ description: 'Every dated rating of every race and rater, oldest first (then by race id and rater).' }),
  })
  .strict()
  .meta({
    id: 'RatingsHistory',
    description:
      "Every dated rating Cook, Sabato and Inside Elections published for each 2026 race, as the dated copies in the sources show them (270toWin maps of June to October 2026 and Wikipedia's October table), superseded ones included.",
  });
