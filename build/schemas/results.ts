import { z } from 'zod';
import { MarginSchema, PartySchema, PctSchema, SourceIdsSchema, StateCodeSchema, isoDate } from './common.ts';

export const VERIFICATION_STATUSES = ['agrees', 'certified', 'resolved', 'disputed', 'single_source'] as const;

const VerificationSchema = z
  .object({
    status: z.enum(VERIFICATION_STATUSES).meta({
      description:
        "agrees: at least one source independent of the one the figures came from (neither copies nor cites the other; see derived_from at /api/sources) gives the same votes for every candidate it names (within 0.25% of the total) and the same total (within 0.5%), and the same winner (Amlani-Algara county sums name only the Democratic and Republican nominees: with them, those two counts and the total are compared; Gelman and King's House data 1976-1992 give the two nominees' counts and no total); certified: the figures were set from a certified count curated with its citation (see /api/corrections); where that count gives only some candidates (often the nominees) or no total, the note names what it leaves to the source; resolved: an independent source disagrees and the value kept, with the reason, is in /api/corrections or the ingest report's conflicts (a documented error of that source); disputed: an independent source disagrees and no certified count or documented source error settles it yet (listed in the ingest report's conflicts); single_source: no independent second source covers this contest.",
    }),
    sources: z.array(z.string()).min(1).meta({
      description:
        'Ids of the source data sets compared (see /api/sources): the one the figures came from first, then each independent source that was compared, or the certified table.',
    }),
    note: z.string().meta({ description: 'What was compared and what differed, in plain words.' }),
  })
  .strict()
  .meta({ id: 'Verification', description: "The independent second look at a contest's figures and its outcome." });
export type Verification = z.infer<typeof VerificationSchema>;

/** Placeholder every builder sets; runIngest replaces it on every record (build/ingest/verify.ts). */
export const UNVERIFIED: Verification = { status: 'single_source', sources: ['pending'], note: 'not verified yet' };

export const CandidateResultSchema = z
  .object({
    name: z.string().min(1).meta({
      description:
        'Display name, one form across years ("Joe Biden"): given name (or the quoted nickname, "Chuy García"), middle initials, surname, suffix. Text a source stored with a character-encoding error is repaired ("Raúl", not "RaÃºl"); a middle "V" is an initial, not "the fifth"; initials keep their capitals ("TJ Cox"). House and Senate names follow the Biographical Directory of the U.S. Congress where a source misspells them; each such change is listed at /api/corrections.',
    }),
    party: PartySchema,
    party_label: z.string().meta({
      description:
        'The party label(s) as the source wrote them; fusion lines joined with " / " (e.g. "DEMOCRAT / WORKING FAMILIES"). Empty when the source gives none. `party` comes from this label through one curated table (state names of a major party such as Minnesota\'s "INDEPENDENT-REPUBLICAN" and "DFL" map to that party).',
    }),
    votes: z.number().int().min(0).nullable().meta({
      description:
        "Votes, summed over every ballot line of the candidate (fusion); in a ranked-choice contest, first-round votes. Null for an unopposed candidate whose votes were not counted, or where no source has the official count (the record's notes say why).",
    }),
    pct: PctSchema.nullable().meta({
      description:
        'Share of total_votes, percentage points (3 decimals). Null for an uncounted unopposed race or a contest whose counts are not published; where no source has the count but a published share exists (older governor candidates, the 1990 Arizona governor race), pct is that share and votes is null.',
    }),
    votes_derived: z.boolean().meta({
      description:
        'Always false: no published count is computed from a share (the ingest fails otherwise). Kept for compatibility; it was true for older governor counts once derived as share x total, which are now a count read from a source or a cited certified canvass, or null.',
    }),
    write_in: z.boolean().meta({ description: 'True when the candidate ran as a write-in.' }),
  })
  .strict()
  .meta({ id: 'CandidateResult', description: "One candidate's result in a race." });
export type CandidateResult = z.infer<typeof CandidateResultSchema>;

const shareFields = {
  dem_pct: PctSchema.nullable().meta({ description: 'Share of the leading Democratic candidate; null when none ran.' }),
  rep_pct: PctSchema.nullable().meta({ description: 'Share of the leading Republican candidate; null when none ran.' }),
  margin: MarginSchema.nullable().meta({
    description:
      'dem_pct minus rep_pct in percentage points (positive = Democratic lead); null when either party had no candidate or votes were not counted.',
  }),
};

export const ElectorVoteSchema = z
  .object({
    recipient: z
      .string()
      .nullable()
      .meta({ description: 'Who the electors voted for; null for a blank ballot (abstention).' }),
    party: PartySchema.nullable(),
    pledged_to: z.string().meta({ description: 'The candidate the electors were pledged to.' }),
    ev: z.number().int().min(1).meta({ description: 'Electoral votes cast this way.' }),
    faithless: z
      .boolean()
      .meta({ description: 'True when the electors did not vote for the candidate they were pledged to.' }),
    note: z
      .string()
      .meta({ description: 'Why: district split or faithless elector, with names where known; empty otherwise.' }),
  })
  .strict()
  .meta({ id: 'ElectorVote', description: "Electoral votes a state's electors cast for one recipient." });

export const PresidentCandidateSchema = CandidateResultSchema.extend({
  ev: z
    .number()
    .int()
    .min(0)
    .meta({ description: "Electoral votes actually cast for this candidate by the state's electors." }),
}).meta({ id: 'PresidentCandidate', description: "One candidate's result in one state." });

export const PresidentStateResultSchema = z
  .object({
    year: z.number().int().meta({ description: 'Presidential election year (1976-2024, every 4 years).' }),
    state: StateCodeSchema,
    ev_total: z
      .number()
      .int()
      .min(3)
      .meta({ description: 'Electoral votes the state had that year (House seats + 2; DC 3).' }),
    total_votes: z.number().int().min(1).meta({
      description:
        'Valid votes for president: every candidate plus unnamed write-ins and scattering; blank, void, over- and under-votes excluded.',
    }),
    unattributed_votes: z.number().int().min(0).meta({
      description:
        'Part of total_votes cast for unnamed write-ins, "scattering" or "other" lines that name no candidate.',
    }),
    candidates: z
      .array(PresidentCandidateSchema)
      .min(1)
      .meta({ description: 'Every named candidate, most votes first.' }),
    winner: z
      .string()
      .meta({ description: 'Candidate with the most popular votes in the state (who won its at-large electors).' }),
    winner_party: PartySchema,
    ...shareFields,
    flipped: z.boolean().meta({
      description: 'Winning party differs from the previous presidential election in the state (false for 1976).',
    }),
    electors: z.array(ElectorVoteSchema).min(1).meta({
      description:
        "How the state's electors voted, including Maine/Nebraska district splits and faithless or blank electors.",
    }),
    sources: SourceIdsSchema,
    notes: z
      .array(z.string())
      .meta({ description: 'Source quirks and corrections applied to this record, in plain words.' }),
    verification: VerificationSchema,
  })
  .strict()
  .meta({ id: 'PresidentStateResult', description: 'One state (or DC) in one presidential election.' });
export type PresidentStateResult = z.infer<typeof PresidentStateResultSchema>;

export const RcvRoundSchema = z
  .object({
    round: z.number().int().min(1).meta({ description: 'Round number; round 1 counts first choices.' }),
    candidates: z
      .array(
        z
          .object({
            name: z
              .string()
              .min(1)
              .meta({ description: 'A candidate still in the count in this round (display name, as in candidates).' }),
            votes: z.number().int().min(0).nullable().meta({
              description:
                "Ballots counting for the candidate in this round. Null where the official report's figure is not quoted by any publication found (the round is listed so the elimination order is complete).",
            }),
          })
          .strict(),
      )
      .min(1)
      .meta({
        description:
          'Continuing candidates, most votes first; a candidate missing from the next round was eliminated after this one.',
      }),
    exhausted: z.number().int().min(0).nullable().meta({
      description:
        "Ballots that counted in round 1 but rank no continuing candidate in this round (0 in round 1). Null where the report's figure is not quoted.",
    }),
  })
  .strict()
  .meta({
    id: 'RcvRound',
    description: "One round of a ranked-choice (instant-runoff) tabulation, from the state's official RCV report.",
  });
export type RcvRound = z.infer<typeof RcvRoundSchema>;

export const WinnerIdsSchema = z
  .object({
    bioguide: z
      .string()
      .regex(/^[A-Z]\d{6}$/)
      .meta({
        description:
          'Biographical Directory of the U.S. Congress id (bioguide.congress.gov), the key of the other ids.',
      }),
    fec: z.array(z.string()).min(1).nullable().meta({
      description:
        'FEC candidate ids (House and Senate committees have different ones), from congress-legislators; null where it has none (sparse before the 1990s).',
    }),
    icpsr: z.number().int().nullable().meta({
      description: 'ICPSR / Voteview member id; null where congress-legislators has none (many members since 2021).',
    }),
    govtrack: z.number().int().nullable().meta({ description: 'GovTrack person id.' }),
    wikidata: z
      .string()
      .regex(/^Q\d+$/)
      .nullable()
      .meta({
        description:
          'Wikidata item id; null where the congress-legislators versions we read have none (they have it for members serving in 2017 or later).',
      }),
  })
  .strict()
  .meta({
    id: 'WinnerIds',
    description:
      'Ids of the member a House or Senate contest elected, joined through the Bioguide id (unitedstates/congress-legislators, CC0; FiveThirtyEight congress membership, CC BY 4.0).',
  });
export type WinnerIds = z.infer<typeof WinnerIdsSchema>;

export const RaceSchema = z
  .object({
    id: z
      .string()
      .regex(/^(senate|house|governor)-\d{4}-[a-z]{2}(-[a-z0-9]+)*$/)
      .meta({
        description: 'Stable id: office, year, state, then district (House), seat class or "special", and stage.',
      }),
    office: z.enum(['senate', 'house', 'governor']),
    year: z.number().int().meta({
      description:
        'The even election year; a January runoff belongs to the previous year (2021 Georgia Senate runoffs are 2020). Odd only for the Senate special elections held in odd years (1983 WA, 1991 PA, 1993 TX, 2013 MA and NJ, 2017 AL), which /api/senate/{year} does not list: /api/senate/specials lists every special election; and for the governor elections of odd years (Kentucky, Louisiana, Mississippi, New Jersey, Virginia, odd-year specials and recalls, 1997-2023), which /api/governor/{year} does not list: /api/governor/off-year lists them.',
    }),
    date: isoDate().nullable().meta({ description: 'Election day (YYYY-MM-DD) when a source gives it.' }),
    state: StateCodeSchema,
    district: z
      .number()
      .int()
      .min(0)
      .nullable()
      .meta({ description: 'House district number; 0 = at-large. Null for other offices.' }),
    seat_class: z
      .number()
      .int()
      .min(1)
      .max(3)
      .nullable()
      .meta({ description: 'Senate class (1, 2 or 3); null for other offices.' }),
    special: z.boolean().meta({ description: 'A special election (vacancy or recall) rather than the regular one.' }),
    stage: z.enum(['general', 'runoff', 'jungle_primary', 'recall']).meta({
      description:
        "general: the November election (top-two and top-four systems included; in Louisiana 1978-1996 the general between the top two of the open primary, and in 2008-2010 the party nominees' general); jungle_primary: Louisiana-style all-party election where a majority wins outright (Louisiana House and Senate in November 1998-2006 and 2012-2024, all-party specials); runoff: a second round, on its own date; recall: a recall election.",
    }),
    candidates: z
      .array(CandidateResultSchema)
      .min(1)
      .meta({ description: 'Every named candidate, most votes first; fusion lines summed.' }),
    total_votes: z.number().int().min(0).nullable().meta({
      description:
        'Valid votes: candidates plus unnamed write-ins and scattering; blank, void, over- and under-votes excluded, also where a source lumps them into an unnamed write-in or "other" line (rule: such lines are blank ballots in every contest of a state and year when the median contest\'s line is 3% or more; the note says so). Null when an unopposed race was not counted, or when the source\'s counts are not published (copied from another contest; the note says why).',
    }),
    unattributed_votes: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'Part of total_votes cast for unnamed write-ins or scattering.' }),
    winner: z.string().nullable().meta({
      description:
        "Winner's display name; null when the contest went to a runoff or its result was never certified. In a ranked-choice contest, the leader of the final round.",
    }),
    winner_party: PartySchema.nullable(),
    result: z.enum(['won', 'runoff', 'legislature', 'uncertified']).meta({
      description:
        'won: this contest elected winner (in a ranked-choice contest, by a majority of the final round); runoff: no one won, see runoff_id; legislature: no majority, the legislature elected winner (Vermont); uncertified: the result was never certified and no one was elected by this contest (2018 North Carolina 9th district: a new election was held in 2019), winner is null and the seat is not counted in seat summaries.',
    }),
    runoff_id: z.string().nullable().meta({ description: 'Id of the runoff this contest led to, if any.' }),
    unopposed: z.boolean().meta({
      description:
        'True when only one candidate was on the ballot (votes may then be null: some states do not count them).',
    }),
    ...shareFields,
    winner_margin: PctSchema.nullable().meta({
      description:
        "Winner's share minus the runner-up's, percentage points; in a ranked-choice contest, shares of the final round's continuing ballots. Null when unopposed, not counted or uncertified.",
    }),
    rounds: z.array(RcvRoundSchema).min(1).nullable().meta({
      description:
        'Ranked-choice contests only (Maine Senate and House from 2018; Alaska Senate, House and governor from 2022): every round of the tabulation. Top-level votes and pct are round 1; winner, winner_margin and result come from the final round. A contest won by a majority of first choices has one round. Null for every other contest.',
    }),
    sources: SourceIdsSchema,
    notes: z
      .array(z.string())
      .meta({ description: 'Source quirks and corrections applied to this record, in plain words.' }),
    verification: VerificationSchema,
    winner_ids: WinnerIdsSchema.nullable().meta({
      description:
        "House and Senate winners 1976-2024: the member's Bioguide, FEC, ICPSR, GovTrack and Wikidata ids. Null for governor contests, contests without a winner, and the few winners the crosswalk cannot join (each listed with why in build/curated/member-id-misses.json).",
    }),
  })
  .strict()
  .meta({
    id: 'Race',
    description:
      'One contest for one seat: a general election, a Louisiana-style jungle primary, a runoff or a recall.',
  });
export type Race = z.infer<typeof RaceSchema>;

export const NationalCandidateSchema = z
  .object({
    name: z.string(),
    party: PartySchema.meta({ description: 'The party under which the candidate got most of the votes.' }),
    votes: z.number().int().min(0).nullable().meta({
      description:
        "National popular vote; null for someone who received electoral votes without being on any ballot in the data (faithless electors' choices).",
    }),
    pct: PctSchema.nullable(),
    ev: z.number().int().min(0),
  })
  .strict()
  .meta({ id: 'NationalCandidate' });

const NationalPartySchema = z
  .object({
    party: PartySchema,
    votes: z.number().int().min(0),
    pct: PctSchema,
    ev: z.number().int().min(0),
  })
  .strict()
  .meta({ id: 'NationalParty' });

export const PresidentNationalSchema = z
  .object({
    year: z.number().int().meta({ description: 'Presidential election year.' }),
    winner: z.string().meta({ description: 'Candidate with a majority of electoral votes.' }),
    winner_party: PartySchema,
    total_votes: z.number().int().meta({ description: "Sum of the states' total_votes." }),
    unattributed_votes: z.number().int().min(0).meta({ description: "Sum of the states' unattributed_votes." }),
    ev_total: z.literal(538),
    ev_abstained: z.number().int().min(0).meta({ description: 'Electoral votes left blank (2000: one DC elector).' }),
    candidates: z
      .array(NationalCandidateSchema)
      .min(2)
      .meta({ description: 'Every candidate: popular vote summed over states and electoral votes cast.' }),
    parties: z
      .array(NationalPartySchema)
      .min(2)
      .meta({ description: 'Popular and electoral votes per normalized party.' }),
    ...shareFields,
    sources: SourceIdsSchema,
  })
  .strict()
  .meta({ id: 'PresidentNational', description: 'The national result of one presidential election.' });
export type PresidentNational = z.infer<typeof PresidentNationalSchema>;
