import type { z } from 'zod';
import {
  gradeRank,
  type Grade,
  type Poll,
  type Race2026,
  type Rating2026,
  type RatingHistoryRecord,
} from '../schemas/polls.ts';
import {
  PollCsvRowSchema,
  type PollCsvRow,
  type PollExportSchema,
  type PollListSchema,
  type PublishedPoll,
  type RatingsHistorySchema,
  type RatingsYearSchema,
} from '../schemas/api/polls.ts';
import { inDefaultAverage } from './average.ts';
import { rowsToCsv } from './export.ts';

import type { PollData } from '../catalog/dataset.ts';

export type { PollData };

export type PollList = z.infer<typeof PollListSchema>;
export type PollExport = z.infer<typeof PollExportSchema>;
export type RatingsYear = z.infer<typeof RatingsYearSchema>;
export type RatingsHistory = z.infer<typeof RatingsHistorySchema>;

/** Newest first by end date, then by id, so every listing has one stable order. */
export const newestFirst = (a: Poll, b: Poll) =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

export const newestPollDate = (polls: Poll[]) => polls.reduce((m, p) => (p.date > m ? p.date : m), '');
const oldestPollDate = (polls: Poll[]) => polls.reduce((m, p) => (m === '' || p.date < m ? p.date : m), '');
export const coverageText = (polls: Poll[]) =>
  `polls ending ${oldestPollDate(polls)} to ${newestPollDate(polls)}; the sources carry no poll after ${newestPollDate(polls)}`;

/** Race ids of a state ("GA") or of the national generic ballot ("national"). */
export function racesOf(data: PollData, state: string): Race2026[] {
  return data.races.filter((r) => r.state === state);
}

export interface PollFilters {
  state: string | null;
  race: string | null;
  days: number | null;
  minRating: Grade | null;
  pollster: string | null;
}

const DAY = 86_400_000;

/** A poll as published: the record plus whether the default average counts it. */
const publishPoll = (p: Poll): PublishedPoll => ({ ...p, inDefaultAverage: inDefaultAverage(p) });

/** /api/polls: polls matching every filter, newest first; days counts back from the request date (UTC). */
export function computePollList(data: PollData, f: PollFilters, now: Date): PollList {
  const today = now.toISOString().slice(0, 10);
  const since =
    f.days === null ? null : new Date(Date.parse(`${today}T00:00:00Z`) - f.days * DAY).toISOString().slice(0, 10);
  const raceIds = f.state === null ? null : new Set(racesOf(data, f.state).map((r) => r.id));
  const needle = f.pollster?.toLowerCase() ?? null;
  const polls = data.polls
    .filter((p) => raceIds === null || raceIds.has(p.raceId))
    .filter((p) => f.race === null || p.raceId === f.race)
    .filter((p) => since === null || p.date >= since)
    .filter((p) => f.minRating === null || (p.grade !== null && gradeRank(p.grade) <= gradeRank(f.minRating)))
    .filter((p) => needle === null || p.pollster.toLowerCase().includes(needle))
    .sort(newestFirst)
    .map(publishPoll);
  return {
    polls,
    meta: {
      count: polls.length,
      filters: {
        state: f.state,
        race: f.race,
        days: f.days,
        min_rating: f.minRating,
        pollster: f.pollster,
        as_of: today,
      },
      coverage: coverageText(data.polls),
    },
  };
}

/** The CSV columns: the row schema's keys, so the documented columns and the file cannot drift apart. */
export const EXPORT_CSV_COLUMNS = Object.keys(PollCsvRowSchema.shape) as (keyof PollCsvRow)[];

/**
 * /api/export/polls: every poll (or one race's), newest first, with the license statement. meta.raceIds lists
 * every race id (the widget ids) and meta.races counts them; generatedAt is when the release was built.
 */
export function computePollExport(data: PollData, race: string | null, license: string, builtAt: string): PollExport {
  const polls = data.polls
    .filter((p) => race === null || p.raceId === race)
    .sort(newestFirst)
    .map(publishPoll);
  const raceIds = data.races.map((r) => r.id);
  return {
    meta: {
      count: polls.length,
      races: raceIds.length,
      race,
      raceIds,
      filters: { race },
      generatedAt: builtAt,
      license,
    },
    polls,
  };
}

/** Every as-of date of the published ratings, oldest first, once each. */
export function ratingDates(ratings: Rating2026[]): string[] {
  return [
    ...new Set(
      ratings
        .flatMap((r) => [r.cook?.as_of, r.sabato?.as_of, r.inside_elections?.as_of])
        .filter((d): d is string => Boolean(d)),
    ),
  ].sort();
}

/** The data release: the newest date any 2026 source speaks for (polls or ratings). */
export function dataRelease(data: PollData): string {
  return [newestPollDate(data.polls), ...ratingDates(data.ratings)].filter(Boolean).sort().at(-1) ?? '';
}

/** Tidy rows: one per (poll, candidate with a result), the candidate's name and party beside the slug. */
export function pollCsvRows(polls: PublishedPoll[]): PollCsvRow[] {
  return polls.flatMap((p) =>
    p.candidates
      .filter((c) => p.results[c.slug] !== undefined)
      .map((c) => ({
        race_id: p.raceId,
        date: p.date,
        pollster: p.pollster,
        grade: p.grade,
        sample_size: p.sampleSize,
        population: p.population,
        margin_of_error: p.marginOfError,
        partisan: p.partisan,
        candidate: c.slug,
        pct: p.results[c.slug]!,
        source_url: p.sourceUrl,
        poll_id: p.id,
        start_date: p.startDate,
        sponsor: p.sponsor,
        candidate_name: c.name,
        candidate_party: c.party,
        hypothetical: p.hypothetical,
        in_default_average: p.inDefaultAverage,
      })),
  );
}

/** Tidy CSV of the rows above; nulls are empty cells, booleans true/false. */
export const pollsToCsv = (polls: PublishedPoll[]): string => rowsToCsv(pollCsvRows(polls), EXPORT_CSV_COLUMNS);

/** The three raters and their ratings pages (shown by /api/ratings/2026 and linked from the race pages). */
export const RATERS = [
  { key: 'cook', name: 'Cook Political Report', url: 'https://www.cookpolitical.com/ratings' },
  { key: 'sabato', name: "Sabato's Crystal Ball", url: 'https://centerforpolitics.org/crystalball/' },
  { key: 'inside_elections', name: 'Inside Elections', url: 'https://insideelections.com/ratings' },
] as const;

/** /api/ratings/2026: the three raters' ratings of every race, with as-of dates. */
export function computeRatings(data: PollData): RatingsYear {
  const byRace = new Map(data.ratings.map((r) => [r.raceId, r]));
  const asOf = (key: (typeof RATERS)[number]['key']) =>
    data.ratings
      .map((r) => r[key]?.as_of)
      .filter((d): d is string => Boolean(d))
      .sort()
      .at(-1) ?? null;
  const ratings = data.races
    .filter((r) => r.office !== 'generic_ballot')
    .map((race) => {
      const r = byRace.get(race.id);
      return {
        raceId: race.id,
        abbr: race.state,
        state: race.state_name,
        office: race.office as 'senate' | 'governor',
        cook: r?.cook?.rating ?? null,
        sabato: r?.sabato?.rating ?? null,
        inside_elections: r?.inside_elections?.rating ?? null,
        as_of: {
          cook: r?.cook?.as_of ?? null,
          sabato: r?.sabato?.as_of ?? null,
          inside_elections: r?.inside_elections?.as_of ?? null,
        },
      };
    });
  const latest =
    RATERS.map((r) => asOf(r.key))
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1) ?? '';
  return {
    year: 2026,
    source_status: `Ratings as re-published by 270toWin and Wikipedia, dated ${RATERS.map((r) => `${r.name} ${asOf(r.key) ?? 'n/a'}`).join(', ')}. No rating after ${latest} was available; a null means no dated source gives one.`,
    last_verified: latest,
    raters: RATERS.map((r) => ({ ...r, as_of: asOf(r.key) })),
    ratings,
  };
}

/** /api/ratings/2026/history: every dated rating, oldest first, marking the ones /api/ratings/2026 publishes. */
export function computeRatingsHistory(data: PollData, history: RatingHistoryRecord[]): RatingsHistory {
  const latest = new Map(data.ratings.flatMap((r) => RATERS.map(({ key }) => [`${r.raceId}|${key}`, r[key]] as const)));
  const ratings = history
    .map((h) => {
      const current = latest.get(`${h.raceId}|${h.rater}`);
      return {
        ...h,
        current: current !== null && current !== undefined && current.rating === h.rating && current.as_of === h.as_of,
      };
    })
    .sort((a, b) =>
      a.as_of < b.as_of
        ? -1
        : a.as_of > b.as_of
          ? 1
          : a.raceId < b.raceId
            ? -1
            : a.raceId > b.raceId
              ? 1
              : RATERS.findIndex((r) => r.key === a.rater) - RATERS.findIndex((r) => r.key === b.rater),
    );
  return { year: 2026, count: ratings.length, raters: RATERS.map((r) => ({ ...r })), ratings };
}
