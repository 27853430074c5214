import { z } from 'zod';
import { CandidateResultSchema, RaceSchema } from '../results.ts';
import { SpecialsPointerSchema } from './senate-specials.ts';
import { OffYearPointerSchema } from './governor-off-year.ts';

export const OfficeYearSchema = z
  .object({
    year: z.number().int().meta({ description: 'Even election year, 1976-2024.' }),
    office: z.enum(['senate', 'house', 'governor']),
    summary: z
      .object({
        races: z.number().int().meta({ description: 'Contests listed (a runoff counts as its own contest).' }),
        seats: z.number().int().meta({
          description:
            "Seats decided: distinct seats (House district; Senate state and class; governorship) with an elected winner. A seat with a first round and a runoff, or with a regular and a special election the same year (California's Senate seat in 2022 and 2024), counts once, for the winner of the regular election. An uncertified contest decides no seat.",
        }),
        won: z
          .object({ democrat: z.number().int(), republican: z.number().int(), other: z.number().int() })
          .strict()
          .meta({
            description:
              "Seats won per party, one per seat; other = independents and every other party. Reconciled on every ingest with the Clerk of the House's party totals (House) and the official seats won per party (Senate).",
          }),
      })
      .strict()
      .meta({ description: "Counts over the year's contests." }),
    races: z.array(RaceSchema),
    specials: SpecialsPointerSchema.optional(),
    off_year: OffYearPointerSchema.optional(),
  })
  .strict()
  .meta({ id: 'OfficeYear', description: 'Every Senate, House (per district) or governor contest of one even year.' });

const race = RaceSchema.shape;
const candidate = CandidateResultSchema.shape;
/** Issue 20: the winning candidate's ids (Race.winner_ids), flat; null on every other row. */
const onWinnerRow =
  "On the winning candidate's row of a House or Senate contest 1976-2024; null on other rows, for governors and where the crosswalk has none (Race.winner_ids).";
const ids = RaceSchema.shape.winner_ids.unwrap().shape;
const winnerIdColumns = {
  bioguide_id: ids.bioguide.nullable().meta({ description: `Bioguide id of the member elected. ${onWinnerRow}` }),
  fec_ids: z
    .string()
    .nullable()
    .meta({ description: `FEC candidate ids, separated by ";". ${onWinnerRow}` }),
  icpsr_id: ids.icpsr.meta({ description: `ICPSR / Voteview member id. ${onWinnerRow}` }),
  govtrack_id: ids.govtrack.meta({ description: `GovTrack person id. ${onWinnerRow}` }),
  wikidata_id: ids.wikidata.meta({ description: `Wikidata item id. ${onWinnerRow}` }),
};
const is = (description: string) => z.boolean().meta({ description: `${description} CSV: true or false.` });

/**
 * One candidate in one Senate, House or governor contest, flat for spreadsheets. Types come from the contest
 * record's schema, so the export follows the record as it grows. The CSV has these columns in this order.
 */
export const OfficeExportRowSchema = z
  .object({
    year: race.year,
    office: race.office,
    state: race.state,
    district: race.district,
    stage: race.stage,
    special: race.special,
    date: race.date,
    candidate: candidate.name,
    party: candidate.party,
    party_label: candidate.party_label,
    votes: candidate.votes,
    pct: candidate.pct,
    winner: is('This candidate won the contest (false for everyone in a contest that went to a runoff).'),
    unopposed: race.unopposed,
    contest_id: race.id.meta({
      description: "The contest's id in /api/{office}/{year}: rows with the same contest_id are one contest.",
    }),
    seat_class: race.seat_class,
    total_votes: race.total_votes,
    write_in: candidate.write_in,
    votes_derived: candidate.votes_derived,
    result: race.result.meta({
      description: `The contest's result, the same on every row of a contest (kept as published; contest_result is the same value under a name that says so, candidate_result is this candidate's own outcome). ${race.result.description}`,
    }),
    runoff_id: race.runoff_id,
    contest_result: race.result.meta({
      description: `The contest's result, the same on every row of a contest (the value of result, named for what it is). ${race.result.description}`,
    }),
    candidate_result: z.enum(['won', 'runoff', 'lost']).nullable().meta({
      description:
        "This candidate's own outcome: won (elected by this contest; where the contest's result is legislature, the candidate the legislature elected), runoff (advanced to the runoff this contest led to, see runoff_id), lost; empty (null) when the contest's result is uncertified and it elected no one. Filter on this column, not result, to keep the winners.",
    }),
    is_winner: is(
      'This candidate won the contest: the same value as winner, under a name that says it is a flag (winner_name in the presidential export is a name).',
    ),
    ...winnerIdColumns,
  })
  .strict()
  .meta({
    id: 'OfficeExportRow',
    description:
      'One candidate in one Senate, House or governor contest (office=senate|house|governor). The CSV has the same columns in this order; empty cells are nulls.',
  });
export const OfficeExportRowsSchema = z.array(OfficeExportRowSchema).meta({ id: 'OfficeExportRows' });

/** senate, house or governor: the offices with contest records. */
export type Office = z.infer<typeof OfficeYearSchema>['office'];
