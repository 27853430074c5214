import { z } from 'zod';
import { GradeSchema, PollSchema, RaceIdSchema, Race2026Schema, RatingCodeSchema } from '../polls.ts';

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
        coverage: z.string().meta({ description: 'What the poll data cover (e.g. "polls ending 2024-12-11 to 2026-10-02").' }),
      })
      .strict()
      .meta({ description: 'How many polls matched, the filters and the data\'s coverage.' }),
  })
  .strict()
  .meta({ id: 'PollList', description: 'Polls of 2026 races matching the filters.' });

const FactorsSchema = z
  .object({
    recency: z.number().meta({ description: '0.5^(days_old / half_life).' }),
    quality: z.number().meta({ description: 'From the pollster grade (table in methodology).' }),
    sample_size: z.number().meta({ description: 'min(sqrt(n/600), 1.5); 1 when n is unknown.' }),
    partisan: z.number().meta({ description: '0.7 for a poll sponsored by a campaign, party or partisan group, else 1.' }),
  })
  .strict()
  .meta({ description: 'The factors multiplied into the weight.' });

export const PollAverageSchema = z
  .object({
    average: z.record(
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
    ).meta({ description: 'One average per race, keyed by race id (one key when one race is selected); races are never mixed.' }),
    meta: z
      .object({
        filters: z
          .object({
            state: z.string().nullable().meta({ description: 'The state asked for (upper case, or "national"); null for every state.' }),
            race: RaceIdSchema.nullable().meta({ description: 'The race asked for; null for every race.' }),
            half_life: z.number().int(),
            min_rating: GradeSchema,
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
        reference_date: z.string().meta({ description: 'days_old is counted from this date: the newest poll in the data set.' }),
        quality: z.record(z.string(), z.number()),
        sample_size: z.string(),
        partisan_factor: z.number(),
        unrated: z.string(),
        excluded: z.string(),
        coverage: z.string(),
      })
      .strict()
      .meta({ description: 'Every parameter and rule used, so the average can be recomputed.' }),
    polls_included: z.array(
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
    ).meta({ description: 'Every poll in the averages with its age, weight and weight factors, newest first.' }),
  })
  .strict()
  .meta({ id: 'PollAverage', description: 'Weighted polling averages with every parameter and every poll\'s weight.' });

const RaterCodeSchema = RatingCodeSchema.nullable();

export const RatingsYearSchema = z
  .object({
    year: z.literal(2026),
    source_status: z.string().meta({ description: 'Where the ratings come from and how current they are.' }),
    last_verified: z.string().meta({ description: 'The newest as-of date of any published rating.' }),
    raters: z
      .array(z.object({ key: z.enum(['cook', 'sabato', 'inside_elections']), name: z.string(), url: z.string(), as_of: z.string().nullable() }).strict())
      .meta({ description: 'The three raters: key (the field name in ratings), name, ratings page and newest as-of date.' }),
    ratings: z.array(
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
            .object({ cook: z.string().nullable(), sabato: z.string().nullable(), inside_elections: z.string().nullable() })
            .strict()
            .meta({ description: 'Date of each rater\'s rating (YYYY-MM-DD); null when that rater has none.' }),
        })
        .strict(),
    ).meta({ description: 'One entry per 2026 race (generic ballot excepted).' }),
  })
  .strict()
  .meta({ id: 'RatingsYear', description: 'Cook, Sabato and Inside Elections ratings of every 2026 race; null when no dated source gives one.' });

export const PollExportSchema = z
  .object({
    meta: z
      .object({
        count: z.number().int(),
        races: z.number().int().meta({ description: 'Number of race ids listed in raceIds.' }),
        race: RaceIdSchema.nullable().meta({ description: 'The race asked for, or null for all.' }),
        raceIds: z.array(RaceIdSchema).meta({ description: 'Every race id of the data set (the widget ids), polled or not.' }),
        filters: z.object({ race: RaceIdSchema.nullable() }).strict().meta({ description: 'The filters applied.' }),
        generatedAt: z.iso.datetime().meta({ description: 'When this data release was built, ISO 8601 UTC date and time (the commit time of the code and data).' }),
        license: z.string(),
      })
      .strict()
      .meta({ description: 'What the export holds, when it was built and its license.' }),
    polls: z.array(PollSchema),
  })
  .strict()
  .meta({ id: 'PollExport', description: 'Every poll (or one race\'s), newest first, for bulk download.' });

export const RacesListSchema = z.array(Race2026Schema).meta({ id: 'Races2026' });
