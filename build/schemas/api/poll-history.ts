import { z } from 'zod';
import { PollHistorySchema, POLL_HISTORY_OFFICES } from '../poll-history.ts';

export const PollHistoryYearSchema = z
  .object({
    year: z
      .number()
      .int()
      .meta({ description: 'Year of the elections (1998-2022; odd years hold governor races and specials).' }),
    office: z
      .enum(POLL_HISTORY_OFFICES)
      .nullable()
      .meta({ description: 'The office filter, or null for every office.' }),
    state: z.string().nullable().meta({
      description:
        'The state filter: a two-letter code, or national for the national polls (state null); null for every state.',
    }),
    summary: z
      .object({
        polls: z.number().int().meta({ description: 'Polls listed (one per poll question).' }),
        joined: z
          .number()
          .int()
          .meta({ description: 'Polls whose actual result comes from our results (actual.source our_results).' }),
        kept: z
          .number()
          .int()
          .meta({ description: "Polls keeping FiveThirtyEight's outcome (primaries, races outside our results)." }),
        disagreements: z.number().int().meta({
          description:
            'Polls whose race FiveThirtyEight gives a margin more than 0.1 points from ours (source_actual set).',
        }),
      })
      .strict(),
    source: z.string().meta({ description: "Attribution: the polls are FiveThirtyEight's (CC BY 4.0)." }),
    polls: z.array(PollHistorySchema).meta({
      description: 'Newest election first, then by race and poll date (newest first).',
    }),
  })
  .strict()
  .meta({
    id: 'PollHistoryYear',
    description:
      "Every poll of one cycle in FiveThirtyEight's raw-polls file (final three weeks before each election), with the race's actual result, the poll's error and bias.",
  });
export type PollHistoryYear = z.infer<typeof PollHistoryYearSchema>;
