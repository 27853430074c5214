/**
 * The 2026 ingest: races, polls, pollster grades and race ratings (polls/, races/ and ratings/ SOURCES.md).
 * Order matters: poll rows are read and grouped first (the alias table needs the rating files), the nomination
 * dates and post-nomination polls then decide which inferred nominees are confirmed, the races' nominees then decide
 * which matchups are hypothetical, and the published pollsters decide which rating rows are used.
 */
import type { Poll, Pollster, Race2026, Rating2026, RatingHistoryRecord } from '../../schemas/polls.ts';
import type { CheckResult } from '../core/checks.ts';
import type { Ledger } from '../core/ledger.ts';
import { runChecks2026 } from './checks.ts';
import { groupPolls, type NamedPoll } from './polls-dedupe.ts';
import { readGenericPolls } from './polls-generic.ts';
import { buildPollRecords, confirmationsOf } from './polls-records.ts';
import { readStatePolls } from './polls-state.ts';
import { crossCheckTracker } from './polls-tracker.ts';
import { ALIAS_ENTRIES, aliasIndex, buildPollsters, readRatingTables, type AliasEntry } from './pollsters.ts';
import { buildRaces2026 } from './races.ts';
import { readNominations } from './races-primaries.ts';
import { buildRatings2026 } from './ratings.ts';
import type { SourceReader } from '../core/sources.ts';

/** 2026 files the ingest does not open, with why (paths relative to the sources folder). */
export const FILES_NOT_READ_2026: Record<string, string> = {
  'polls/snoutcounter/generic_ballot_polls_2026-02-14.csv':
    'an older copy (polls ending 2024-12-11 to 2026-02-13) of the generic-ballot series; the VoteHub feed in us-elections-2026 covers the same polls and later ones (polls/SOURCES.md section 3)',
  'polls/snoutcounter/governor_primary_ca_2026-02-14.csv':
    'California top-two PRIMARY polls (one row per candidate), not general-election polls; the 2026 poll data has general-election matchups only',
  'polls/jack-whitcomb/2026_Senate_polling_data.csv':
    '4 early-2025 Senate polls (OH, NH) with no source URL and no candidate names (only D and R shares), plus 28 empty lines: nothing a poll record could cite',
  'polls/pollster-ratings/fivethirtyeight_pollster_ratings_2021_letter_grades.csv':
    "superseded by FiveThirtyEight's 2023 letter grades, the fallback grades used",
  'polls/pollster-ratings/fivethirtyeight_pollster_ratings_2024_numeric.csv':
    "numeric 0.5-3.0 'star' ratings, not letter grades; grades are Silver Bulletin's letters, else FiveThirtyEight's 2023 letters",
  'polls/pollster-ratings/silver_bulletin_pollster_ratings_2024.csv':
    "superseded by Silver Bulletin's current release (silver_bulletin_pollster_ratings_current.csv)",
  'races/us-elections-2026/senate_races_2026-08-07.json':
    '8 battleground summaries in Korean free text (matchup, rating text, latest poll, cash on hand); incumbents come from midterms-pulse-2026 and nominees from the structured candidate profiles',
  'ratings/us-elections-2026/senate_rating_history_2026-08-07.json':
    "month-end cells (March-July 2026) rebuilt from the site's Korean briefings, marked confirmed/derived/unknown: not dated rater publications, and even the confirmed cells are older than each race's October rating",
};

export interface Build2026 {
  races: Race2026[];
  polls: Poll[];
  pollsters: Pollster[];
  ratings: Rating2026[];
  ratingHistory: RatingHistoryRecord[];
  checks: CheckResult[];
}

export function build2026(reader: SourceReader, ledger: Ledger): Build2026 {
  const tables = readRatingTables(reader, ledger);
  const aliases = aliasIndex(ALIAS_ENTRIES, tables);
  const entryOf = (raw: string, where: string): AliasEntry => {
    const e = aliases.get(raw);
    if (!e)
      throw new Error(
        `${where}, field "pollster": "${raw}" is not in build/curated/pollster-aliases.json (add it by hand)`,
      );
    return e;
  };

  const rows = [
    ...readStatePolls(reader, ledger, 'senate'),
    ...readStatePolls(reader, ledger, 'governor'),
    ...readGenericPolls(reader, ledger),
  ];
  const named: NamedPoll[] = rows.map((p) => ({
    ...p,
    pollster: entryOf(p.pollsterRaw, `${p.file}: row ${p.row}`).name,
  }));
  const groups = groupPolls(named);
  groups.push(...groupPolls(crossCheckTracker(reader, ledger, groups, entryOf)));

  const nominations = readNominations(reader, ledger, new Set(groups.map((g) => g.kept.raceId)));
  const { races, knownNames } = buildRaces2026(reader, ledger, confirmationsOf(groups, nominations));
  const pollsters = buildPollsters(new Set(groups.map((g) => g.kept.pollster)), tables);
  const grades = new Map(pollsters.map((p) => [p.name, p.grade]));
  const { polls, origins } = buildPollRecords(groups, {
    entryOf: (raw) => entryOf(raw, 'pollster'),
    gradeOf: (name) => grades.get(name) ?? null,
    nominations,
    races: new Map(races.map((r) => [r.id, r])),
    knownNames,
    ledger,
  });
  const { ratings, history: ratingHistory } = buildRatings2026(reader, ledger, races);
  const checks = runChecks2026({ races, polls, pollsters, ratings, origins });
  return { races, polls, pollsters, ratings, ratingHistory, checks };
}
