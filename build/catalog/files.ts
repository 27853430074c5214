/**
 * The catalog of data/: every file the ingest writes and the build reads, once. Each entry says the file's schema,
 * its keys, its references to other files and the rules its records obey; the ingest's writer, the build's
 * loader, the functions' bundle, the data dictionary and the integrity checks all read it, so a new data file is
 * one entry here (and its place in the Dataset).
 */
import type { z } from 'zod';
import { CorrectionSchema } from '../schemas/corrections.ts';
import {
  PollSchema,
  PollsterSchema,
  Race2026Schema,
  RaceCandidateSchema,
  Rating2026Schema,
  RaterRatingSchema,
  RatingHistoryRecordSchema,
} from '../schemas/polls.ts';
import { IngestReportSchema } from '../schemas/report.ts';
import {
  PollActualSchema,
  PollHistoryCandidateSchema,
  PollHistorySchema,
  POLL_HISTORY_YEARS,
  SourceActualSchema,
} from '../schemas/poll-history.ts';
import {
  CandidateResultSchema,
  ElectorVoteSchema,
  NationalCandidateSchema,
  PresidentCandidateSchema,
  PresidentNationalSchema,
  PresidentStateResultSchema,
  RaceSchema,
  RcvRoundSchema,
  WinnerIdsSchema,
} from '../schemas/results.ts';
import { StateSchema } from '../schemas/state.ts';
import { pollResultsConsistent } from './poll-rules.ts';
import { votesAddUp, type RecordRule } from './rules.ts';

/** A reference from a field of this file's records to a field of another file's records. */
interface ForeignKey {
  field: string;
  references: { file: string; field: string };
  /** Values allowed although not in the referenced file ("national" for the generic ballot's state). */
  also?: unknown[];
}

export interface DataFileEntry {
  /** The file name under data/. */
  file: string;
  /** 'records': a JSON array, one record per schema; 'document': one JSON value validated as a whole. */
  kind: 'records' | 'document';
  schema: z.ZodType;
  /** The data dictionary's heading (files sharing a schema share one table), and the nested types it documents after it. */
  title: string;
  parts?: [string, z.ZodType][];
  /** Fields whose values identify one record: the first list is the primary key; all must be unique. */
  keys?: string[][];
  foreignKeys?: ForeignKey[];
  rules?: RecordRule<never>[];
}

const STATES = { file: 'states.json', field: 'abbr' };
const RACES_2026 = { file: 'races-2026.json', field: 'id' };

const raceFile = (office: 'senate' | 'house' | 'governor', natural: string[]): DataFileEntry => ({
  file: `${office}.json`,
  kind: 'records',
  schema: RaceSchema,
  title: 'Senate, House or governor race',
  keys: [['id'], natural],
  foreignKeys: [
    { field: 'state', references: STATES },
    { field: 'runoff_id', references: { file: `${office}.json`, field: 'id' } },
  ],
  rules: [votesAddUp as RecordRule<never>],
});

export const DATA_FILES: DataFileEntry[] = [
  {
    file: 'states.json',
    kind: 'records',
    schema: StateSchema,
    title: 'State',
    keys: [['abbr'], ['name'], ['fips']],
  },
  {
    file: 'president-states.json',
    kind: 'records',
    schema: PresidentStateResultSchema,
    title: 'Presidential result by state',
    parts: [
      ['Presidential candidate in a state', PresidentCandidateSchema],
      ['Elector vote', ElectorVoteSchema],
    ],
    keys: [['year', 'state']],
    foreignKeys: [{ field: 'state', references: STATES }],
    rules: [votesAddUp as RecordRule<never>],
  },
  {
    file: 'president-national.json',
    kind: 'records',
    schema: PresidentNationalSchema,
    title: 'National presidential result',
    parts: [['National candidate', NationalCandidateSchema]],
    keys: [['year']],
  },
  {
    ...raceFile('senate', ['year', 'state', 'seat_class', 'special', 'stage', 'date']),
    parts: [
      ['Candidate in a race', CandidateResultSchema],
      ['Ranked-choice round (`rounds` of a race)', RcvRoundSchema],
      ['Winner ids (`winner_ids` of a House or Senate race)', WinnerIdsSchema],
    ],
  },
  raceFile('house', ['year', 'state', 'district', 'special', 'stage', 'date']),
  raceFile('governor', ['year', 'state', 'special', 'stage', 'date']),
  {
    file: 'races-2026.json',
    kind: 'records',
    schema: Race2026Schema,
    title: '2026 race',
    parts: [['Candidate in a 2026 race', RaceCandidateSchema]],
    keys: [['id']],
    foreignKeys: [{ field: 'state', references: STATES, also: ['national'] }],
  },
  {
    file: 'polls-2026.json',
    kind: 'records',
    schema: PollSchema,
    title: '2026 poll',
    keys: [['id']],
    foreignKeys: [{ field: 'raceId', references: RACES_2026 }],
    rules: [pollResultsConsistent as RecordRule<never>],
  },
  { file: 'pollsters.json', kind: 'records', schema: PollsterSchema, title: 'Pollster', keys: [['name']] },
  {
    file: 'ratings-2026.json',
    kind: 'records',
    schema: Rating2026Schema,
    title: '2026 race ratings',
    parts: [["One rater's rating", RaterRatingSchema]],
    keys: [['raceId']],
    foreignKeys: [{ field: 'raceId', references: RACES_2026 }],
  },
  {
    file: 'ratings-2026-history.json',
    kind: 'records',
    schema: RatingHistoryRecordSchema,
    title: '2026 rating history',
    keys: [['raceId', 'rater', 'as_of']],
    foreignKeys: [{ field: 'raceId', references: RACES_2026 }],
  },
  {
    file: 'corrections.json',
    kind: 'records',
    schema: CorrectionSchema,
    title: 'Correction',
    keys: [['record', 'field']],
  },
  // One file per cycle (all together ~9 MB); the dictionary documents the nested types once, with the first.
  ...POLL_HISTORY_YEARS.map((y, i): DataFileEntry => ({
    file: `poll-history-${y}.json`,
    kind: 'records',
    schema: PollHistorySchema,
    title: 'Poll with its outcome, 1998-2022',
    parts:
      i > 0
        ? []
        : [
            ['Finisher in a past poll', PollHistoryCandidateSchema],
            ['Actual result of a past poll', PollActualSchema],
            ["FiveThirtyEight's outcome beside ours", SourceActualSchema],
          ],
    keys: [['id']],
  })),
  { file: 'ingest-report.json', kind: 'document', schema: IngestReportSchema, title: 'Ingest report' },
];

export function catalogEntry(file: string): DataFileEntry {
  const entry = DATA_FILES.find((e) => e.file === file);
  if (!entry) throw new Error(`data/${file} is not in the catalog (build/catalog/files.ts)`);
  return entry;
}
