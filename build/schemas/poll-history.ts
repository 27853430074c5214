import { z } from 'zod';
import { isoDate, STATE_CODES } from './common.ts';

/** The cycles FiveThirtyEight's raw-polls file covers (the `year` of the election, odd years included). */
export const POLL_HISTORY_YEARS = Array.from({ length: 25 }, (_, i) => 1998 + i);
export const POLL_HISTORY_OFFICES = ['president', 'senate', 'governor', 'house'] as const;
export type PollHistoryOffice = (typeof POLL_HISTORY_OFFICES)[number];
/**
 * The state codes a poll of the file can carry: the 50 states and DC, and Puerto Rico and the Virgin Islands (their
 * presidential primaries). The state filter of /api/polls/history/{year} accepts these and "national".
 */
export const POLL_HISTORY_STATES = [...STATE_CODES, 'PR', 'VI'] as const;

/** Disagreements smaller than this (points of margin) are rounding: the file writes shares to 2 decimals. */
export const ACTUAL_TOLERANCE = 0.1;

export const PollHistoryCandidateSchema = z
  .object({
    name: z.string().meta({ description: 'Name as FiveThirtyEight writes it.' }),
    party: z.string().meta({
      description: "FiveThirtyEight's party code (DEM, REP, IND, LIB, GRE, CRV, REF, OTH, NPP, PPD, W for write-in).",
    }),
    pct: z.number().meta({ description: 'Share in the poll, in percent.' }),
    actual_pct: z.number().nullable().meta({
      description:
        "Share of the vote in the election (percent of all votes): from our results when actual.source is our_results, else FiveThirtyEight's.",
    }),
  })
  .strict()
  .meta({
    id: 'PollHistoryCandidate',
    description:
      "One of the top two finishers of the election (FiveThirtyEight's cand1/cand2: the Democrat first when the top two were a Democrat and a Republican).",
  });

export const PollActualSchema = z
  .object({
    source: z.enum(['our_results', 'fivethirtyeight']).meta({
      description:
        "our_results: joined to our contest record (contest_id); fivethirtyeight: the file's own outcome, for primaries and races our results do not cover (reason in note).",
    }),
    contest_id: z.string().nullable().meta({
      description:
        'Id of our contest record (e.g. senate-2020-ga-class2-general, president-2020-ga); null for the national presidential vote and for races outside our results.',
    }),
    contest_url: z
      .string()
      .nullable()
      .meta({ description: 'The API path serving that result (e.g. /api/senate/2020/GA); null outside our results.' }),
    margin: z.number().meta({ description: "First candidate's share minus the second's in the election, in points." }),
    note: z
      .string()
      .nullable()
      .meta({ description: "Why the source's outcome is kept, or what the join had to decide." }),
  })
  .strict()
  .meta({ id: 'PollActual', description: "The race's actual result." });

export const SourceActualSchema = z
  .object({
    margin: z.number().meta({ description: "FiveThirtyEight's margin_actual." }),
    cand1_pct: z.number().meta({ description: "FiveThirtyEight's cand1_actual." }),
    cand2_pct: z.number().meta({ description: "FiveThirtyEight's cand2_actual." }),
    error: z.number().meta({ description: "FiveThirtyEight's error." }),
    bias: z.number().nullable().meta({ description: "FiveThirtyEight's bias." }),
  })
  .strict()
  .meta({
    id: 'SourceActual',
    description:
      "FiveThirtyEight's outcome where its margin differs from ours by more than 0.1 points (listed in the ingest report's conflicts).",
  });

export const PollHistorySchema = z
  .object({
    id: z.number().int().meta({ description: "FiveThirtyEight's question_id (one row per poll question)." }),
    poll_id: z.number().int().meta({ description: "FiveThirtyEight's poll_id (a poll may ask several questions)." }),
    race: z.string().meta({ description: "FiveThirtyEight's race label, e.g. 2020_Sen-G_GA." }),
    year: z.number().int().meta({ description: 'Year of the election (not of the poll).' }),
    office: z.enum(POLL_HISTORY_OFFICES),
    race_type: z.string().meta({
      description:
        "FiveThirtyEight's type_detail: Pres-G, Pres-D and Pres-R (primaries), and Sen/Gov/House with G general, GS special, GR runoff, GSR special runoff, O Louisiana open primary, OS open special.",
    }),
    primary: z.boolean().meta({ description: 'A presidential primary or caucus (outside our results).' }),
    state: z.string().nullable().meta({ description: 'Two-letter code (PR, VI included); null for national polls.' }),
    district: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'House district (0 at large), or the Maine/Nebraska presidential district; else null.' }),
    location: z
      .string()
      .meta({ description: "FiveThirtyEight's location: a state, ST-N for a House district, M1/M2/N2, or US." }),
    pollster: z.string(),
    pollster_rating_id: z.number().int().meta({ description: "FiveThirtyEight's pollster id (its 2023 ratings)." }),
    methodology: z
      .string()
      .nullable()
      .meta({ description: 'Modes, slash-joined (Live Phone, IVR, Online, Text, Mail, Face-to-face).' }),
    partisan: z.string().nullable().meta({
      description: 'D, R (or IND, REP,DEM) for internal or sponsor-partisan polls, as the source marks them.',
    }),
    date: isoDate().meta({ description: 'Median field date.' }),
    election_date: isoDate(),
    sample_size: z.number().nullable().meta({
      description:
        'Sample size (FiveThirtyEight estimates missing sizes, sometimes fractional; 600 when nothing better).',
    }),
    candidates: z.array(PollHistoryCandidateSchema).length(2),
    other_pct: z.number().nullable().meta({ description: "The poll's best other candidate, in percent." }),
    margin_poll: z.number().meta({ description: "First candidate's poll share minus the second's." }),
    actual: PollActualSchema,
    error: z.number().meta({ description: 'abs(margin_poll - actual.margin), in points.' }),
    bias: z.number().nullable().meta({
      description:
        'margin_poll - actual.margin where the top two were a Democrat and a Republican: positive overstated the Democrat, negative the Republican; else null.',
    }),
    right_call: z
      .union([z.literal(0), z.literal(0.5), z.literal(1)])
      .meta({ description: "1 if the poll's leader won, 0.5 if the winner tied for the poll lead, 0 otherwise." }),
    source_actual: SourceActualSchema.nullable(),
    disputed: z.string().nullable().meta({ description: 'A published dispute about this row, if any.' }),
    comment: z.string().nullable().meta({ description: "FiveThirtyEight's comment (sponsor, averaged versions)." }),
  })
  .strict()
  .meta({
    id: 'PollHistory',
    description:
      "A poll of the final three weeks of a 1998-2022 race (FiveThirtyEight raw-polls, CC BY 4.0) with the race's outcome.",
  });
export type PollHistory = z.infer<typeof PollHistorySchema>;
