import { z } from 'zod';
import { StateCodeSchema, isoDate } from './common.ts';

/** Letter grades, best first (FiveThirtyEight's order; Silver Bulletin uses the same scale). */
export const GRADES = [
  'A+',
  'A',
  'A-',
  'A/B',
  'B+',
  'B',
  'B-',
  'B/C',
  'C+',
  'C',
  'C-',
  'C/D',
  'D+',
  'D',
  'D-',
  'F',
] as const;
export type Grade = (typeof GRADES)[number];
export const GradeSchema = z.enum(GRADES).meta({
  id: 'Grade',
  description:
    'Pollster letter grade, best to worst: A+ > A > A- > A/B > B+ > B > B- > B/C > C+ > C > C- > C/D > D+ > D > D- > F. A/B, B/C and C/D are provisional grades for pollsters with few polls.',
});

/** A grade at least as good as the minimum (unrated polls never pass a minimum other than the default). */
export const gradeRank = (g: Grade) => GRADES.indexOf(g);

/** The shape of every race id (the one definition: schemas, parameters and markets use it). */
export const RACE_ID_PATTERN = /^[a-z]{2}-[a-z-]+-\d{4}$/;

export const RaceIdSchema = z.string().regex(RACE_ID_PATTERN).meta({
  id: 'RaceId',
  description:
    'A 2026 race: {state}-sen-2026, {state}-gov-2026 (lower case), or us-generic-ballot-2026 for the national generic congressional ballot.',
  example: 'ga-sen-2026',
});

export const PartyCodeSchema = z.enum(['D', 'R', 'I', 'L', 'G', 'O']).meta({
  id: 'PartyCode',
  description: 'D Democratic, R Republican, I independent, L Libertarian, G Green, O other.',
});

export const RaceCandidateSchema = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .meta({
        description: 'Key of the candidate in poll results (e.g. "ossoff", or "dem"/"rep" for the generic ballot).',
      }),
    name: z
      .string()
      .meta({ description: 'Display name as the sources give it (surname only when that is all they give).' }),
    party: PartyCodeSchema,
  })
  .strict()
  .meta({ id: 'RaceCandidate' });

export const Race2026Schema = z
  .object({
    id: RaceIdSchema,
    year: z.literal(2026),
    state: z
      .union([StateCodeSchema, z.literal('national')])
      .meta({ description: 'Two-letter state code, or "national" for the generic ballot.' }),
    state_name: z.string(),
    office: z.enum(['senate', 'governor', 'generic_ballot']),
    special: z.boolean().meta({ description: 'A special election (Florida and Ohio Senate 2026).' }),
    seat_class: z.number().int().min(1).max(3).nullable(),
    title: z
      .string()
      .meta({ description: 'Display title, e.g. "Georgia Senate 2026" or "Florida Senate 2026 (special)".' }),
    incumbent: z
      .object({ name: z.string(), party: PartyCodeSchema.nullable(), status: z.string().nullable() })
      .strict()
      .nullable()
      .meta({
        description:
          'The seat holder and what the source says of them; null when no source gives one (most governor races).',
      }),
    nominees: z.array(RaceCandidateSchema.extend({ source: z.string() }).strict()).meta({
      description: 'Known general-election nominees with where each is known from; empty when no source gives them.',
    }),
    sources: z.array(z.string()).min(1),
    notes: z.array(z.string()),
  })
  .strict()
  .meta({ id: 'Race2026', description: 'A 2026 Senate or governor race, or the national generic ballot.' });
export type Race2026 = z.infer<typeof Race2026Schema>;

export const PopulationSchema = z
  .enum(['lv', 'rv', 'a', 'v'])
  .meta({ id: 'Population', description: 'lv likely voters, rv registered voters, a adults, v voters (unspecified).' });

export const PollSchema = z
  .object({
    id: z.string().meta({ description: 'Stable id of the poll record.' }),
    raceId: RaceIdSchema,
    date: isoDate().meta({ description: 'Last day of fieldwork (YYYY-MM-DD).' }),
    startDate: isoDate().nullable().meta({ description: 'First day of fieldwork, when published.' }),
    pollster: z.string().meta({ description: 'Pollster display name (normalized; joint polls "A / B").' }),
    grade: GradeSchema.nullable().meta({
      description: "The pollster's letter grade (Silver Bulletin, else FiveThirtyEight); null = unrated.",
    }),
    sampleSize: z.number().int().min(1).nullable(),
    population: PopulationSchema.nullable(),
    marginOfError: z
      .number()
      .min(0)
      .nullable()
      .meta({ description: 'The published margin of error in points; null when not published (never computed).' }),
    partisan: z.enum(['D', 'R']).nullable().meta({
      description:
        "The sponsor's party when a campaign, party committee or partisan group sponsored the poll; null otherwise.",
    }),
    sponsor: z.string().nullable(),
    hypothetical: z.boolean().meta({
      description:
        'A matchup asked before the nominees were known or with a candidate who did not run; excluded from averages.',
    }),
    results: z.record(z.string(), z.number().min(0).max(100)).meta({ description: 'Candidate slug -> percent.' }),
    candidates: z.array(RaceCandidateSchema).meta({ description: 'Names and parties behind the slugs in results.' }),
    sourceUrl: z.string().url().nullable().meta({ description: "The pollster's release or a news report of it." }),
    sources: z.array(z.string()).min(1).meta({ description: 'Ids of the data sets the record came from.' }),
    notes: z.array(z.string()),
  })
  .strict()
  .meta({
    id: 'PollRecord',
    description:
      'One poll of one 2026 race (one population per poll: likely voters, else registered voters, else adults).',
  });
export type Poll = z.infer<typeof PollSchema>;

export const PollsterSchema = z
  .object({
    name: z.string().meta({ description: 'Display name used in poll records.' }),
    grade: GradeSchema.nullable(),
    grade_source: z.enum(['silver-bulletin', 'fivethirtyeight']).nullable().meta({
      description:
        "Which ratings gave the grade: Silver Bulletin's current letter grades first, else FiveThirtyEight's 2023 letter grades.",
    }),
    rated_as: z
      .array(z.string())
      .meta({ description: 'Names of the rating rows the grade came from (two for a joint poll).' }),
    aliases: z.array(z.string()).meta({ description: 'Pollster names as the poll sources write them.' }),
    rule: z
      .string()
      .meta({ description: 'How the grade was chosen (exact match, alias, joint poll: lower grade of the partners).' }),
  })
  .strict()
  .meta({
    id: 'Pollster',
    description: 'A pollster with its grade and the hand-checked alias that links poll names to rating names.',
  });
export type Pollster = z.infer<typeof PollsterSchema>;

export const RATING_CODES = [
  'safe_d',
  'likely_d',
  'lean_d',
  'tilt_d',
  'tossup',
  'tilt_r',
  'lean_r',
  'likely_r',
  'safe_r',
] as const;
export const RatingCodeSchema = z.enum(RATING_CODES).meta({
  id: 'RatingCode',
  description: 'Race rating, from safe Democratic to safe Republican. "Solid" is published as safe.',
});
export type RatingCode = (typeof RATING_CODES)[number];

export const RaterRatingSchema = z
  .object({
    rating: RatingCodeSchema,
    as_of: isoDate(),
    source: z.string().meta({ description: 'Source data set id.' }),
    superseded: z
      .array(z.object({ rating: RatingCodeSchema, as_of: z.string(), source: z.string() }).strict())
      .meta({ description: 'Older copies that disagree, kept for the record.' }),
  })
  .strict()
  .meta({ id: 'RaterRating' });

export const Rating2026Schema = z
  .object({
    raceId: RaceIdSchema,
    cook: RaterRatingSchema.nullable(),
    sabato: RaterRatingSchema.nullable(),
    inside_elections: RaterRatingSchema.nullable(),
  })
  .strict()
  .meta({
    id: 'Rating2026',
    description: "The three raters' latest dated ratings of one race; null when no dated source gives one.",
  });
export type Rating2026 = z.infer<typeof Rating2026Schema>;

export const RATERS = ['cook', 'sabato', 'inside_elections'] as const;
export type Rater = (typeof RATERS)[number];

export const RatingHistoryRecordSchema = z
  .object({
    raceId: RaceIdSchema,
    rater: z.enum(RATERS).meta({
      description: "cook (Cook Political Report), sabato (Sabato's Crystal Ball), inside_elections (Inside Elections).",
    }),
    rating: RatingCodeSchema,
    as_of: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .meta({ description: "The as-of date the copy gives for the rater's map." }),
    sources: z.array(z.string()).min(1).meta({
      description:
        'Ids of the source data sets with this rating at this date (several copies of one publication are one record).',
    }),
  })
  .strict()
  .meta({
    id: 'RatingHistoryRecord',
    description:
      'One dated rating one rater published for one 2026 race, as a dated copy in the sources shows it; superseded ones included.',
  });
export type RatingHistoryRecord = z.infer<typeof RatingHistoryRecordSchema>;
