import { z } from 'zod';
import { MarginSchema, PartySchema, PctSchema, StateCodeSchema } from '../common.ts';
import {
  PollActualSchema,
  PollHistoryCandidateSchema,
  PollHistorySchema,
  POLL_HISTORY_OFFICES,
  SourceActualSchema,
} from '../poll-history.ts';
import { AccuracyStatsSchema } from './poll-accuracy.ts';
import { StateHistorySchema, SwingSchema } from './elections.ts';

/**
 * The tidy CSV rows of the results, poll-history and corrections tables (issue 21): one row per observation, the
 * JSON's records flattened, so a spreadsheet reads them without code. Column names keep one meaning across every
 * export: a name column is *_name (winner_name), never a flag. The CSV has these columns in this order; empty
 * cells are nulls.
 */

const history = StateHistorySchema.shape.elections.element.shape;

export const StateHistoryCsvRowSchema = z
  .object({
    state: StateCodeSchema.meta({
      description: 'Two-letter state code (abbr in the JSON), as state in the other exports.',
    }),
    state_name: StateHistorySchema.shape.name,
    region: StateHistorySchema.shape.region,
    year: history.year,
    electoral_votes: z.number().int().meta({ description: 'Electoral votes the state had that year (ev_history).' }),
    winner_name: history.winner.meta({
      description: 'Candidate with the most votes in the state (winner in the JSON): a name.',
    }),
    winner_party: PartySchema,
    dem_pct: PctSchema,
    rep_pct: PctSchema,
    margin: MarginSchema,
    national_margin: history.national_margin,
    relative_margin: history.relative_margin,
    flipped: history.flipped,
  })
  .strict()
  .meta({
    id: 'StateHistoryCsvRow',
    description: 'One presidential election of a state in /api/states/{abbr}/history?format=csv.',
  });

const swing = SwingSchema.shape.states.element.shape;

export const SwingCsvRowSchema = z
  .object({
    from_year: SwingSchema.shape.from_year,
    to_year: SwingSchema.shape.to_year,
    state: swing.abbr.meta({ description: 'Two-letter state code (abbr in the JSON), as state in the other exports.' }),
    state_name: swing.name,
    from_margin: swing.from_margin,
    to_margin: swing.to_margin,
    swing: swing.swing,
    from_winner_name: swing.from_winner.meta({
      description: "The state's winner in from_year (from_winner in the JSON): a name.",
    }),
    to_winner_name: swing.to_winner.meta({
      description: "The state's winner in to_year (to_winner in the JSON): a name.",
    }),
    from_winner_party: swing.from_winner_party,
    to_winner_party: swing.to_winner_party,
    flipped: swing.flipped,
    national_from_margin: SwingSchema.shape.national_from_margin,
    national_to_margin: SwingSchema.shape.national_to_margin,
    national_swing: SwingSchema.shape.national_swing,
  })
  .strict()
  .meta({
    id: 'SwingCsvRow',
    description: 'One state in /api/swing?format=csv; the national figures repeated on every row.',
  });

const poll = PollHistorySchema.shape;
const cand = PollHistoryCandidateSchema.shape;
const actual = PollActualSchema.shape;
const sourceActual = SourceActualSchema.shape;
const nullable = <T extends z.ZodType>(s: T, description: string) => s.nullable().meta({ description });

export const PollHistoryCsvRowSchema = z
  .object({
    question_id: poll.id.meta({
      description:
        "FiveThirtyEight's question_id (id in the JSON; one row per poll question). Named apart from the 2026 exports' id and poll_id, which are text ids.",
    }),
    fte_poll_id: poll.poll_id.meta({
      description: "FiveThirtyEight's poll_id (poll_id in the JSON; a poll may ask several questions).",
    }),
    race: poll.race,
    year: poll.year,
    office: poll.office,
    race_type: poll.race_type,
    primary: poll.primary,
    state: poll.state,
    district: poll.district,
    location: poll.location,
    pollster: poll.pollster,
    pollster_rating_id: poll.pollster_rating_id,
    methodology: poll.methodology,
    partisan: poll.partisan,
    date: poll.date,
    election_date: poll.election_date,
    sample_size: poll.sample_size,
    cand1_name: cand.name.meta({
      description: 'candidates[0].name: the first of the top two finishers (the Democrat in a D-R race).',
    }),
    cand1_party: cand.party,
    cand1_pct: cand.pct,
    cand1_actual_pct: cand.actual_pct,
    cand2_name: cand.name.meta({ description: 'candidates[1].name: the second of the top two finishers.' }),
    cand2_party: cand.party,
    cand2_pct: cand.pct,
    cand2_actual_pct: cand.actual_pct,
    other_pct: poll.other_pct,
    margin_poll: poll.margin_poll,
    actual_source: actual.source,
    actual_contest_id: actual.contest_id,
    actual_contest_url: actual.contest_url,
    actual_margin: actual.margin,
    actual_note: actual.note,
    error: poll.error,
    bias: poll.bias,
    right_call: z.number().meta({ description: poll.right_call.description ?? '1, 0.5 or 0.' }),
    source_actual_margin: nullable(
      sourceActual.margin,
      'source_actual.margin; empty when FiveThirtyEight agrees with our result.',
    ),
    source_actual_cand1_pct: nullable(
      sourceActual.cand1_pct,
      'source_actual.cand1_pct; empty as source_actual_margin.',
    ),
    source_actual_cand2_pct: nullable(
      sourceActual.cand2_pct,
      'source_actual.cand2_pct; empty as source_actual_margin.',
    ),
    source_actual_error: nullable(sourceActual.error, 'source_actual.error; empty as source_actual_margin.'),
    source_actual_bias: nullable(
      z.number(),
      'source_actual.bias; empty as source_actual_margin, or when FiveThirtyEight gives none.',
    ),
    disputed: poll.disputed,
    comment: poll.comment,
  })
  .strict()
  .meta({
    id: 'PollHistoryCsvRow',
    description:
      'One poll in /api/polls/history/{year}?format=csv: the top two finishers as cand1_ and cand2_ columns, actual and source_actual as prefixed columns.',
  });

const stats = AccuracyStatsSchema.shape;

export const PollAccuracyCsvRowSchema = z
  .object({
    table: z
      .enum(['by_cycle_office', 'by_state', 'by_state_office', 'by_pollster'])
      .meta({ description: 'The JSON list the row comes from; the grouping columns it does not use are empty.' }),
    year: z.number().int().nullable().meta({ description: 'Election year (by_cycle_office).' }),
    office: z.enum(POLL_HISTORY_OFFICES).nullable().meta({ description: 'Office (by_cycle_office, by_state_office).' }),
    state: z.string().nullable().meta({ description: 'Two-letter code or "national" (by_state, by_state_office).' }),
    pollster: z.string().nullable().meta({ description: "The pollster's latest name in the history (by_pollster)." }),
    pollster_rating_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: "FiveThirtyEight's pollster id (by_pollster)." }),
    pollster_names: z
      .string()
      .nullable()
      .meta({ description: 'Every name the history gives the pollster, separated by "; " (by_pollster).' }),
    pollster_2026: z
      .string()
      .nullable()
      .meta({ description: "The pollster's name in /api/polls, if matched (by_pollster)." }),
    polls: stats.polls,
    races: stats.races,
    avg_error: stats.avg_error,
    bias_polls: stats.bias_polls,
    avg_bias: stats.avg_bias,
    bias_toward: stats.bias_toward,
    right_call_share: stats.right_call_share,
  })
  .strict()
  .meta({
    id: 'PollAccuracyCsvRow',
    description:
      'One group of /api/polls/accuracy?format=csv: the four lists of the JSON one after the other, the stats as columns.',
  });

export const CorrectionCsvRowSchema = z
  .object({
    record: z.string(),
    field: z.string(),
    old: z
      .string()
      .nullable()
      .meta({ description: 'The value as the source had it, as text; empty when the source had none.' }),
    new: z.string().nullable().meta({ description: 'The value published, as text; empty for null.' }),
    source: z.string(),
    reason: z.string(),
  })
  .strict()
  .meta({ id: 'CorrectionCsvRow', description: 'One correction in /api/corrections?format=csv.' });

export type StateHistoryCsvRow = z.infer<typeof StateHistoryCsvRowSchema>;
export type SwingCsvRow = z.infer<typeof SwingCsvRowSchema>;
export type PollHistoryCsvRow = z.infer<typeof PollHistoryCsvRowSchema>;
export type PollAccuracyCsvRow = z.infer<typeof PollAccuracyCsvRowSchema>;
export type CorrectionCsvRow = z.infer<typeof CorrectionCsvRowSchema>;
