import { GRADES, gradeRank, type Grade, type Poll, type Race2026 } from '../schemas/polls.ts';

/**
 * Quality factor per grade; unrated polls weigh 0.5 (a C). Grades below C- have no factor: the lowest minimum a
 * request may ask for is C-, so such polls never enter an average. The table is published in the methodology.
 */
export const QUALITY = {
  'A+': 1.5,
  A: 1.3,
  'A-': 1.2,
  'A/B': 1.1,
  'B+': 1.0,
  B: 0.9,
  'B-': 0.8,
  'B/C': 0.7,
  'C+': 0.6,
  C: 0.5,
  'C-': 0.4,
  unrated: 0.5,
} as const;
type QualityKey = keyof typeof QUALITY;
export const PARTISAN_FACTOR = 0.7;
export const SAMPLE_REFERENCE = 600;
export const SAMPLE_CAP = 1.5;
export const DEFAULT_HALF_LIFE = 14;
export const DEFAULT_MIN_RATING: Grade = 'C-';
/** Grades a min_rating filter accepts (A+ .. C-). */
export const MIN_RATINGS = GRADES.slice(0, GRADES.indexOf('C-') + 1);

export interface AverageParams {
  halfLife: number;
  minRating: Grade;
}

export interface WeightFactors {
  recency: number;
  quality: number;
  sample_size: number;
  partisan: number;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits + 0;
/** Day number of a YYYY-MM-DD date, memoized: charts average the same dates many times over. */
const dayNumbers = new Map<string, number>();
export function dayNumber(date: string): number {
  let n = dayNumbers.get(date);
  if (n === undefined) {
    n = Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
    dayNumbers.set(date, n);
  }
  return n;
}
const daysBetween = (a: string, b: string) => dayNumber(b) - dayNumber(a);

/** Whether a poll counts at a minimum grade: unrated polls count only at the default minimum. */
export function passesMinRating(poll: Poll, minRating: Grade): boolean {
  if (poll.grade === null) return minRating === DEFAULT_MIN_RATING;
  return gradeRank(poll.grade) <= gradeRank(minRating);
}

/** Whether a poll can enter an average at a minimum grade: not hypothetical, and graded well enough. */
export const isAveraged = (poll: Poll, minRating: Grade) => !poll.hypothetical && passesMinRating(poll, minRating);

/** Whether the poll is in the default average of its race (the one the pages, widget and static files show). */
export const inDefaultAverage = (poll: Poll) => isAveraged(poll, DEFAULT_MIN_RATING);

/**
 * weight = recency x quality x sample size x partisan, where recency = 0.5^(days_old / half_life) with days_old
 * counted from the newest poll in the data set, quality from the grade table, sample size = min(sqrt(n/600), 1.5)
 * (1.0 when n is unknown) and partisan = 0.7 for a sponsor-partisan poll, else 1.
 */
export function weightFactors(poll: Poll, newest: string, halfLife: number): WeightFactors {
  return {
    recency: 0.5 ** (daysBetween(poll.date, newest) / halfLife),
    quality: QUALITY[(poll.grade ?? 'unrated') as QualityKey] ?? 0,
    sample_size: poll.sampleSize === null ? 1 : Math.min(Math.sqrt(poll.sampleSize / SAMPLE_REFERENCE), SAMPLE_CAP),
    partisan: poll.partisan ? PARTISAN_FACTOR : 1,
  };
}

export interface RaceAverage {
  raceId: string;
  title: string;
  polls: number;
  latest_poll: string | null;
  candidates: { slug: string; name: string; party: string; pct: number; polls: number }[];
}

export interface IncludedPoll {
  id: string;
  raceId: string;
  date: string;
  pollster: string;
  grade: Grade | null;
  days_old: number;
  weight: number;
  factors: WeightFactors;
}

/**
 * The polling average of one race: every candidate averaged over the polls that include them, weighted as above.
 * Hypothetical matchups and polls below the minimum grade are left out. Returns the weights too.
 */
export function averageOfRace(
  race: Race2026,
  polls: Poll[],
  newest: string,
  params: AverageParams,
): { average: RaceAverage; weighted: { poll: Poll; weight: number; factors: WeightFactors }[] } {
  const usable = polls.filter((p) => p.raceId === race.id && isAveraged(p, params.minRating));
  const weighted = usable.map((poll) => {
    const factors = weightFactors(poll, newest, params.halfLife);
    return { poll, factors, weight: factors.recency * factors.quality * factors.sample_size * factors.partisan };
  });
  return { average: averageOfUsable(race, usable, params.halfLife), weighted };
}

/**
 * The average itself from polls already filtered to one race. Moving the reference date multiplies every recency
 * by the same factor, which cancels in the weighted mean; so the shares are computed with recency counted from
 * the newest of these polls, and the same polls give bit-identical shares whatever the reference date (the
 * average as of a date, the history series and the current average agree exactly).
 */
export function averageOfUsable(race: Race2026, usable: Poll[], halfLife: number): RaceAverage {
  const latest = usable.reduce<string | null>((m, p) => (m === null || p.date > m ? p.date : m), null);
  const weights = usable.map((poll) => {
    const f = weightFactors(poll, latest!, halfLife);
    return { poll, weight: f.recency * f.quality * f.sample_size * f.partisan };
  });
  const people = new Map<string, { name: string; party: string }>();
  for (const poll of usable)
    for (const c of poll.candidates) if (!people.has(c.slug)) people.set(c.slug, { name: c.name, party: c.party });
  const candidates = [...people.entries()]
    .map(([slug, who]) => {
      let total = 0;
      let sum = 0;
      let count = 0;
      for (const w of weights) {
        const pct = w.poll.results[slug];
        if (pct === undefined || w.weight <= 0) continue;
        total += w.weight;
        sum += w.weight * pct;
        count++;
      }
      return { slug, name: who.name, party: who.party, pct: total > 0 ? round(sum / total, 1) : null, polls: count };
    })
    .filter((c): c is typeof c & { pct: number } => c.pct !== null)
    .sort((a, b) => b.pct - a.pct || (a.slug < b.slug ? -1 : 1));
  return { raceId: race.id, title: race.title, polls: usable.length, latest_poll: latest, candidates };
}

/** The averages of several races (never mixed) and every included poll with its weight and factors, newest first. */
export function computeAverages(
  races: Race2026[],
  polls: Poll[],
  newest: string,
  params: AverageParams,
): { average: RaceAverage[]; included: IncludedPoll[] } {
  const included: IncludedPoll[] = [];
  const average = races.map((race) => {
    const result = averageOfRace(race, polls, newest, params);
    for (const { poll: p, weight, factors } of result.weighted) {
      included.push({
        id: p.id,
        raceId: p.raceId,
        date: p.date,
        pollster: p.pollster,
        grade: p.grade,
        days_old: daysBetween(p.date, newest),
        weight: round(weight, 6),
        factors: roundFactors(factors),
      });
    }
    return result.average;
  });
  included.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? -1 : 1));
  return { average, included };
}

function roundFactors(f: WeightFactors): WeightFactors {
  return {
    recency: round(f.recency, 6),
    quality: f.quality,
    sample_size: round(f.sample_size, 6),
    partisan: f.partisan,
  };
}

export const METHODOLOGY_FORMULA =
  "weight = recency x quality x sample_size x partisan; recency = 0.5^(days_old / half_life), days_old counted from the newest poll in the data set; quality from the pollster grade; sample_size = min(sqrt(n / 600), 1.5), 1 when n is unknown; partisan = 0.7 for a poll sponsored by a campaign, party or partisan group, else 1. Each candidate's average is the weighted mean over the polls that include them; races are never mixed.";
