import type { z } from 'zod';
import type { Poll, Race2026 } from '../schemas/polls.ts';
import type { AverageHistorySchema } from '../schemas/api/polls.ts';
import { averageOfUsable, dayNumber, isAveraged, type AverageParams } from './average.ts';

export type AverageHistory = z.infer<typeof AverageHistorySchema>;

const DAY_MS = 86_400_000;
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The daily series of a race's average: for every day from the first averaged poll to the last, the average as it
 * stood that day (polls ending on or before it, recency counted from it). The average only moves on days a poll
 * ends, so it is computed on those days and carried over the days between.
 */
export function computeAverageHistory(race: Race2026, polls: Poll[], params: AverageParams): AverageHistory {
  const usable = polls
    .filter((p) => p.raceId === race.id && isAveraged(p, params.minRating))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const series = new Map<string, AverageHistory['candidates'][number]>();
  const first = usable[0]?.date ?? null;
  const last = usable.at(-1)?.date ?? null;
  let current: ReturnType<typeof averageOfUsable> | null = null;
  if (first !== null && last !== null) {
    let upTo = 0;
    for (let day = dayNumber(first); day <= dayNumber(last); day++) {
      const date = dateOfDay(day);
      let end = upTo;
      while (end < usable.length && usable[end]!.date <= date) end++;
      if (end !== upTo || current === null) current = averageOfUsable(race, usable.slice(0, end), params.halfLife);
      upTo = end;
      for (const c of current.candidates) {
        const s = series.get(c.slug) ?? { slug: c.slug, name: c.name, party: c.party, points: [] };
        s.points.push({ date, pct: c.pct, polls: c.polls });
        series.set(c.slug, s);
      }
    }
  }
  return {
    raceId: race.id,
    title: race.title,
    half_life: params.halfLife,
    min_rating: params.minRating,
    first_date: first,
    last_date: last,
    // In the order of the final average, as the current average lists them.
    candidates: (current?.candidates ?? []).map((c) => series.get(c.slug)!),
  };
}
