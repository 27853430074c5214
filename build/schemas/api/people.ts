import { z } from 'zod';
import { PartySchema, PctSchema, StateCodeSchema, isoDate } from '../common.ts';
import { WinnerIdsSchema } from '../results.ts';

export const BIOGUIDE_PATTERN = /^[A-Z]\d{6}$/;

const PersonContestSchema = z
  .object({
    contest_id: z.string().meta({ description: "The contest record's id (the id of a race in the linked response)." }),
    office: z.enum(['senate', 'house']),
    year: z.number().int().meta({
      description:
        "The contest record's year (a January runoff belongs to the previous year; odd only for odd-year Senate specials).",
    }),
    date: isoDate().nullable(),
    state: StateCodeSchema,
    district: z
      .number()
      .int()
      .min(0)
      .nullable()
      .meta({ description: 'House district (0 = at-large); null for the Senate.' }),
    special: z.boolean(),
    stage: z.enum(['general', 'runoff', 'jungle_primary', 'recall']),
    name: z.string().meta({ description: 'The name the contest record gives the winner.' }),
    party: PartySchema,
    votes: z.number().int().min(0).nullable().meta({
      description:
        "The person's votes in the contest (null where the record has none, e.g. uncounted unopposed races).",
    }),
    pct: PctSchema.nullable().meta({
      description: "The person's share of the contest's total_votes, percentage points.",
    }),
    result: z.literal('won').meta({
      description: "The person's result: won (only contests whose winner is this person are listed; see note).",
    }),
    url: z.string().meta({
      description:
        'API path of the response holding the contest record: /api/{office}/{year}/{state}, or /api/senate/specials for odd-year Senate specials.',
    }),
  })
  .strict()
  .meta({ id: 'PersonContest' });

export const PersonSchema = z
  .object({
    bioguide: z.string().regex(BIOGUIDE_PATTERN),
    ids: WinnerIdsSchema.meta({ description: "The person's ids, as on their contest records' winner_ids." }),
    names: z
      .array(z.string())
      .min(1)
      .meta({ description: 'Every name the contest records give them, most recent first.' }),
    contests: z
      .array(PersonContestSchema)
      .min(1)
      .meta({ description: 'Every House and Senate contest 1976-2024 in our data that elected them, oldest first.' }),
    note: z.string().meta({ description: 'What the list covers.' }),
  })
  .strict()
  .meta({
    id: 'Person',
    description: 'A member of Congress by Bioguide id: their ids and every contest in our data that they won.',
  });
export type Person = z.infer<typeof PersonSchema>;
export type PersonContest = z.infer<typeof PersonContestSchema>;
