import { z } from 'zod';
import { POLL_HISTORY_OFFICES } from '../poll-history.ts';

export const AccuracyStatsSchema = z
  .object({
    polls: z.number().int().meta({ description: 'Polls counted (general elections; one per poll question).' }),
    races: z.number().int().meta({ description: 'Distinct races those polls asked about.' }),
    avg_error: z.number().meta({ description: 'Mean of |poll margin - actual margin|, in points.' }),
    bias_polls: z.number().int().meta({
      description: 'Polls of races whose top two were a Democrat and a Republican (the only ones with a bias).',
    }),
    avg_bias: z.number().nullable().meta({
      description:
        'Mean signed bias over those polls, in points: positive overstated the Democrat, negative the Republican; null when none.',
    }),
    bias_toward: z.enum(['democrat', 'republican']).nullable().meta({
      description: 'The party the polls overstated on average (the sign of avg_bias); null when avg_bias is null or 0.',
    }),
    right_call_share: z.number().meta({
      description:
        'Share of polls whose leader won (a tie for the lead that includes the winner counts one half), 0-1.',
    }),
  })
  .strict()
  .meta({ id: 'AccuracyStats' });

export const PollAccuracySchema = z
  .object({
    method: z.string().meta({ description: 'How the figures are computed (also on /methodology).' }),
    polls: z.number().int().meta({ description: 'General-election polls counted.' }),
    primaries_left_out: z
      .number()
      .int()
      .meta({ description: 'Presidential primary polls in the history, not counted here.' }),
    by_cycle_office: z
      .array(
        z.object({ year: z.number().int(), office: z.enum(POLL_HISTORY_OFFICES), stats: AccuracyStatsSchema }).strict(),
      )
      .meta({ description: 'Per election year and office, oldest first.' }),
    by_state: z
      .array(
        z
          .object({
            state: z.string().meta({
              description: 'Two-letter code; "national" for national presidential polls and the generic House ballot.',
            }),
            stats: AccuracyStatsSchema,
          })
          .strict(),
      )
      .meta({ description: 'Per state over every cycle and office, by state code.' }),
    by_state_office: z
      .array(
        z
          .object({
            state: z.string().meta({ description: 'Two-letter code; "national" as in by_state.' }),
            office: z.enum(POLL_HISTORY_OFFICES),
            stats: AccuracyStatsSchema,
          })
          .strict(),
      )
      .meta({
        description:
          'Per state and office over every cycle (what each 2026 race page quotes for its office and state), by state code then office.',
      }),
    by_pollster: z
      .array(
        z
          .object({
            pollster: z.string().meta({ description: "The name on the pollster's latest poll in the history." }),
            pollster_rating_id: z
              .number()
              .int()
              .meta({ description: "FiveThirtyEight's pollster id (the grouping key: names changed over time)." }),
            names: z.array(z.string()).meta({ description: 'Every name the history gives this pollster.' }),
            pollster_2026: z.string().nullable().meta({
              description:
                "The same pollster's name in /api/polls (its record in data/pollsters.json, matched by name or alias, case and punctuation ignored); null when it has no 2026 polls or the match is not unique.",
            }),
            stats: AccuracyStatsSchema,
          })
          .strict(),
      )
      .meta({ description: 'Per pollster over every cycle and office, most polls first.' }),
    source: z.string().meta({ description: 'Attribution.' }),
  })
  .strict()
  .meta({
    id: 'PollAccuracy',
    description: 'How accurate the polls of 1998-2022 were, recomputed from /api/polls/history/{year}.',
  });
export type PollAccuracy = z.infer<typeof PollAccuracySchema>;
export type AccuracyStats = z.infer<typeof AccuracyStatsSchema>;
