import { z } from 'zod';
import { MarginSchema, PartySchema, PctSchema, SourceIdsSchema, StateCodeSchema } from '../common.ts';
import { ElectorVoteSchema, NationalCandidateSchema, PresidentCandidateSchema } from '../results.ts';

const PresidentialYearSchema = z
  .number()
  .int()
  .meta({ description: 'Presidential election year (1976-2024, every 4 years).' });

const shares = {
  dem_pct: PctSchema.meta({ description: "Democratic nominee's share of the vote, percentage points." }),
  rep_pct: PctSchema.meta({ description: "Republican nominee's share of the vote, percentage points." }),
  margin: MarginSchema,
};

const ElectionStateSummarySchema = z
  .object({
    abbr: StateCodeSchema,
    name: z.string(),
    ev_count: z.number().int().meta({ description: 'Electoral votes the state had that year.' }),
    winner: z.string().meta({ description: 'Candidate with the most popular votes in the state.' }),
    winner_party: PartySchema,
    ...shares,
    flipped: z
      .boolean()
      .meta({ description: "Winning party differs from the state's previous presidential election (false for 1976)." }),
    total_votes: z.number().int(),
    candidates: z.array(PresidentCandidateSchema),
  })
  .strict()
  .meta({ id: 'ElectionStateSummary' });

const VotesPctSchema = z.object({ votes: z.number().int(), pct: PctSchema }).strict();

export const ElectionYearSchema = z
  .object({
    year: PresidentialYearSchema,
    national: z
      .object({
        winner: z.string().meta({ description: 'Winner of the electoral college.' }),
        winner_party: PartySchema,
        ev: z
          .object({
            total: z.literal(538).meta({ description: 'Electoral votes in all (538 since 1964).' }),
            by_party: z
              .partialRecord(PartySchema, z.number().int())
              .meta({ description: 'Electoral votes cast per party (of the recipient).' }),
            by_candidate: z
              .record(z.string(), z.number().int())
              .meta({ description: "Electoral votes cast per recipient, faithless electors' choices included." }),
            abstained: z.number().int().meta({ description: 'Electors who cast a blank ballot.' }),
          })
          .strict()
          .meta({ description: 'Electoral votes as the electors cast them.' }),
        popular_vote: z
          .object({
            total: z.number().int().meta({ description: 'Valid votes for president, all states and DC.' }),
            by_party: z
              .partialRecord(PartySchema, VotesPctSchema)
              .meta({ description: 'Votes and share (of total) per normalized party.' }),
            ...shares,
          })
          .strict()
          .meta({ description: "The national popular vote: the states' valid votes summed." }),
        candidates: z
          .array(NationalCandidateSchema)
          .meta({ description: 'Every candidate with national votes and electoral votes.' }),
      })
      .strict()
      .meta({ description: 'The national result: winner, electoral votes and popular vote.' }),
    states: z
      .array(ElectionStateSummarySchema)
      .length(51)
      .meta({ description: 'Every state and DC, in alphabetical order of code.' }),
  })
  .strict()
  .meta({ id: 'ElectionYear', description: "A presidential election: national totals and every state's result." });

export const ElectionStateSchema = z
  .object({
    year: PresidentialYearSchema,
    state: ElectionStateSummarySchema.extend({
      unattributed_votes: z.number().int().meta({
        description: 'Part of total_votes cast for unnamed write-ins or lines the source gives no candidate name.',
      }),
      electors: z.array(ElectorVoteSchema),
      sources: SourceIdsSchema,
      notes: z.array(z.string()),
    }).meta({ id: 'ElectionStateDetail' }),
  })
  .strict()
  .meta({
    id: 'ElectionState',
    description: "One state's presidential result with every candidate and how its electors voted.",
  });

export const StateHistorySchema = z
  .object({
    abbr: StateCodeSchema,
    name: z.string().meta({ description: 'Full name of the state.' }),
    region: z.enum(['Northeast', 'Midwest', 'South', 'West']).meta({ description: 'Census Bureau region.' }),
    ev_history: z
      .array(
        z
          .object({
            year: z.number().int().meta({ description: 'Presidential election year.' }),
            ev: z.number().int().meta({ description: 'Electoral votes the state had that year.' }),
          })
          .strict(),
      )
      .meta({ description: "The state's electoral votes in each presidential year (they change with each census)." }),
    elections: z
      .array(
        z
          .object({
            year: z.number().int().meta({ description: 'Presidential election year.' }),
            winner: z.string().meta({ description: 'Candidate with the most votes in the state.' }),
            winner_party: PartySchema,
            ...shares,
            national_margin: MarginSchema.meta({ description: 'National popular-vote margin that year (D-R points).' }),
            relative_margin: MarginSchema.meta({
              description:
                'margin minus national_margin: how much more Democratic (+) or Republican (-) the state voted than the country.',
            }),
            flipped: z
              .boolean()
              .meta({ description: 'The winning party differs from the previous presidential election in the state.' }),
          })
          .strict(),
      )
      .meta({ description: 'One entry per presidential election, oldest first.' }),
  })
  .strict()
  .meta({
    id: 'StateHistory',
    description: "A state's presidential voting history 1976-2024 against the national vote.",
  });

export const SwingSchema = z
  .object({
    from_year: PresidentialYearSchema,
    to_year: PresidentialYearSchema,
    national_swing: MarginSchema.meta({
      description:
        'National margin in to_year minus national margin in from_year, D-R points (positive = toward the Democrats).',
    }),
    national_from_margin: MarginSchema,
    national_to_margin: MarginSchema,
    states: z
      .array(
        z
          .object({
            abbr: StateCodeSchema,
            name: z.string().meta({ description: 'Full name of the state.' }),
            from_margin: MarginSchema,
            to_margin: MarginSchema,
            swing: MarginSchema.meta({ description: 'to_margin minus from_margin (positive = toward the Democrats).' }),
            from_winner: z.string().meta({ description: "The state's winner in from_year." }),
            to_winner: z.string().meta({ description: "The state's winner in to_year." }),
            from_winner_party: PartySchema,
            to_winner_party: PartySchema,
            flipped: z.boolean().meta({ description: 'The winning party differs between the two years.' }),
          })
          .strict(),
      )
      .meta({ description: 'Every state and DC with its margins, swing and winners in both years.' }),
  })
  .strict()
  .meta({ id: 'Swing', description: "Change in each state's D-R margin between two presidential elections." });

export const ExportRowSchema = z
  .object({
    year: z.number().int(),
    state: z.string().meta({
      description:
        'Full state name, as published (deprecated: state is the two-letter code in every other export; use state_name, or abbreviation for the code).',
    }),
    abbreviation: StateCodeSchema,
    electoral_votes: z.number().int().meta({
      description:
        "The state's allotment of electoral votes that year, all of them, however its electors voted (Maine and Nebraska split theirs by district; some electors were faithless). To count electoral votes, sum ev_dem, ev_rep, ev_other and ev_abstained, not this column grouped by winner.",
    }),
    winner: z.string().meta({ description: 'Candidate with the most popular votes in the state.' }),
    dem_pct: PctSchema.meta({
      description: "Democratic nominee's share of the state's valid votes, percentage points.",
    }),
    rep_pct: PctSchema.meta({
      description: "Republican nominee's share of the state's valid votes, percentage points.",
    }),
    margin: MarginSchema,
    flipped: z
      .boolean()
      .meta({ description: "Winning party differs from the state's previous presidential election (false for 1976)." }),
    winner_party: PartySchema,
    ev_dem: z.number().int().min(0).meta({
      description:
        "Electoral votes the state's electors cast for the Democratic nominee. Summed over the states of a year: the nominee's entry in /api/elections/{year} national.ev.by_candidate.",
    }),
    ev_rep: z.number().int().min(0).meta({
      description:
        "Electoral votes the state's electors cast for the Republican nominee. Summed over the states of a year: the nominee's entry in /api/elections/{year} national.ev.by_candidate.",
    }),
    ev_other: z.number().int().min(0).meta({
      description:
        "Electoral votes the state's electors cast for anyone else (faithless electors' choices, third-party winners); who they were is in /api/elections/{year}/{state} electors.",
    }),
    ev_abstained: z.number().int().min(0).meta({
      description:
        'Electors of the state who cast a blank ballot. ev_dem + ev_rep + ev_other + ev_abstained = electoral_votes.',
    }),
    total_votes: z.number().int().min(0).meta({
      description: 'Valid popular votes for president in the state (summed over a year: national.popular_vote.total).',
    }),
    dem_votes: z.number().int().min(0).meta({
      description:
        "Popular votes of the Democratic nominee in the state (summed over a year: the nominee's national votes).",
    }),
    rep_votes: z.number().int().min(0).meta({
      description:
        "Popular votes of the Republican nominee in the state (summed over a year: the nominee's national votes).",
    }),
    winner_name: z.string().meta({
      description:
        'Candidate with the most popular votes in the state: the value of winner, under a name that says it is a name (is_winner in the office exports is a true/false flag).',
    }),
    state_name: z.string().meta({
      description:
        'Full state name: the value of state, under a name that says it is a name (state is the two-letter code in every other export; here it is kept as published, deprecated).',
    }),
  })
  .strict()
  .meta({
    id: 'ExportRow',
    description:
      "One state in one presidential year, flat for spreadsheets; every count column is additive, so a sum over a year's rows equals /api/elections/{year}. The CSV has the same columns in this order.",
  });
export const ExportRowsSchema = z.array(ExportRowSchema).meta({ id: 'ExportRows' });
