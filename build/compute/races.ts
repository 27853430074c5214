import type { z } from 'zod';
import electionDay from '../curated/2026-election-day.json' with { type: 'json' };
import type { RaceListSchema } from '../schemas/api/races.ts';
import { DEFAULT_MIN_RATING, inDefaultAverage } from './average.ts';
import { consensusRating } from './consensus.ts';
import { newestPollDate, type PollData } from './polls.ts';

/** Election day of every 2026 race (build/curated/2026-election-day.json, with its citations). */
export const ELECTION_DATE_2026: string = electionDay.date;

export type RaceList = z.infer<typeof RaceListSchema>;

/** The links of one race (the average and its series are static files of the default parameters). */
export function raceUrls(race: { id: string }) {
  return {
    page: `/races/${race.id}`,
    widget: `/embed/race/${race.id}`,
    average: `/api/polls/average?race=${race.id}`,
    average_history: `/api/polls/average/history?race=${race.id}`,
    polls_json: `/api/export/polls?format=json&race=${race.id}`,
    polls_csv: `/api/export/polls?format=csv&race=${race.id}`,
  };
}

/** /api/races: every 2026 race with what a client needs to pick one and fetch the rest. */
export function computeRaceList(data: PollData): RaceList {
  const ratings = new Map(data.ratings.map((r) => [r.raceId, r]));
  const races = [...data.races]
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((race) => {
      const polls = data.polls.filter((p) => p.raceId === race.id);
      const rated = ratings.get(race.id);
      const consensus = consensusRating([
        rated?.cook?.rating ?? null,
        rated?.sabato?.rating ?? null,
        rated?.inside_elections?.rating ?? null,
      ]);
      return {
        id: race.id,
        title: race.title,
        office: race.office,
        state: race.state,
        state_name: race.state_name,
        special: race.special,
        election_date: ELECTION_DATE_2026,
        incumbent: race.incumbent,
        nominees: race.nominees.map((n) => ({ name: n.name, party: n.party })),
        polls: polls.length,
        polls_averaged: polls.filter(inDefaultAverage).length,
        latest_poll: polls.length ? newestPollDate(polls) : null,
        rating: { code: consensus.code, label: consensus.label, raters: consensus.count },
        urls: raceUrls(race),
      };
    });
  return { year: 2026, count: races.length, min_rating: DEFAULT_MIN_RATING, races };
}
