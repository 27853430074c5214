import { z } from 'zod';
import { GradeSchema, PartyCodeSchema, RaceIdSchema, RatingCodeSchema } from '../polls.ts';
import { StateCodeSchema } from '../common.ts';

const path = (description: string) => z.string().meta({ description: `${description} A path on this API's origin.` });

export const RaceListEntrySchema = z
  .object({
    id: RaceIdSchema,
    title: z.string().meta({ description: 'Display title, e.g. "Georgia Senate 2026".' }),
    office: z.enum(['senate', 'governor', 'generic_ballot']),
    state: z
      .union([StateCodeSchema, z.literal('national')])
      .meta({ description: 'Two-letter state code, or "national" for the generic ballot.' }),
    state_name: z.string(),
    special: z.boolean().meta({ description: 'A special election (Florida and Ohio Senate 2026).' }),
    election_date: z.string().meta({
      description: 'The general election day (YYYY-MM-DD), 2026-11-03 for every race; a later runoff is not listed.',
    }),
    incumbent: z
      .object({ name: z.string(), party: PartyCodeSchema.nullable(), status: z.string().nullable() })
      .strict()
      .nullable()
      .meta({
        description: 'The seat holder; null when no source gives one (most governor races, the generic ballot).',
      }),
    nominees: z
      .array(z.object({ name: z.string(), party: PartyCodeSchema }).strict())
      .meta({ description: 'Known general-election nominees; empty when no source gives them.' }),
    polls: z.number().int().meta({ description: 'Polls of the race in the data, hypothetical matchups included.' }),
    polls_averaged: z.number().int().meta({ description: 'Polls the default average counts.' }),
    latest_poll: z
      .string()
      .nullable()
      .meta({ description: 'End date of the newest poll of the race; null when none.' }),
    rating: z
      .object({
        code: RatingCodeSchema.nullable().meta({
          description:
            'The consensus of the raters (median; with two, the one nearer toss-up); null when none rates the race.',
        }),
        label: z.string().meta({ description: 'E.g. "Lean D", or "Not rated".' }),
        raters: z
          .number()
          .int()
          .min(0)
          .max(3)
          .meta({ description: 'How many of Cook, Sabato and Inside Elections have a dated rating.' }),
      })
      .strict()
      .meta({ description: "This service's consensus rating, as on the race page (rule in /methodology)." }),
    urls: z
      .object({
        page: path('The race page.'),
        widget: path('The embeddable widget.'),
        average: path('The default polling average (no candidates when no poll is averaged).'),
        average_history: path('The daily series of the default average.'),
        polls_json: path("The race's polls, JSON download."),
        polls_csv: path("The race's polls, CSV download."),
      })
      .strict(),
  })
  .strict()
  .meta({ id: 'RaceListEntry', description: 'One 2026 race in the list of races.' });

export const RaceListSchema = z
  .object({
    year: z.literal(2026),
    count: z.number().int(),
    min_rating: GradeSchema.meta({ description: 'The default minimum grade behind polls_averaged.' }),
    races: z
      .array(RaceListEntrySchema)
      .meta({ description: 'Every race, sorted by id (the generic ballot is us-generic-ballot-2026).' }),
  })
  .strict()
  .meta({
    id: 'RaceList',
    description:
      'Every 2026 race: ids, titles, offices, election day, incumbents, nominees, poll counts, consensus rating and links.',
  });
