/**
 * The polling average's arithmetic against values computed by hand. The polls are FIXTURES, not real data.
 */
import { describe, expect, it } from 'vitest';
import { computeAverages, passesMinRating, weightFactors } from '../../build/compute/average.ts';
import { computePollList } from '../../build/compute/polls.ts';
import type { Poll, Race2026 } from '../../build/schemas/polls.ts';

const race: Race2026 = {
  id: 'xx-sen-2026',
  year: 2026,
  state: 'GA',
  state_name: 'Georgia',
  office: 'senate',
  special: false,
  seat_class: 2,
  title: 'Fixture Senate 2026',
  incumbent: null,
  nominees: [],
  sources: ['fixture'],
  notes: [],
};
const cands = [
  { slug: 'x', name: 'X', party: 'D' as const },
  { slug: 'y', name: 'Y', party: 'R' as const },
];
const poll = (
  id: string,
  date: string,
  grade: Poll['grade'],
  sampleSize: number | null,
  partisan: Poll['partisan'],
  results: Record<string, number>,
): Poll => ({
  id,
  raceId: race.id,
  date,
  startDate: null,
  pollster: `Pollster ${id}`,
  grade,
  sampleSize,
  population: 'lv',
  marginOfError: null,
  partisan,
  sponsor: null,
  hypothetical: false,
  results,
  candidates: cands.filter((c) => results[c.slug] !== undefined),
  sourceUrl: null,
  sources: ['fixture'],
  notes: [],
});
const A = poll('a', '2026-10-01', 'A+', 600, null, { x: 50, y: 45 });
const B = poll('b', '2026-09-17', 'B', 2400, null, { x: 44 });
const C = poll('c', '2026-09-03', null, null, 'R', { x: 40, y: 52 });
const H = { ...poll('h', '2026-10-01', 'A+', 1000, null, { x: 90, y: 5 }), hypothetical: true };

describe('weights', () => {
  it('multiplies recency, quality, sample size and partisan factors', () => {
    expect(weightFactors(A, '2026-10-01', 14)).toEqual({ recency: 1, quality: 1.5, sample_size: 1, partisan: 1 });
    expect(weightFactors(B, '2026-10-01', 14)).toEqual({ recency: 0.5, quality: 0.9, sample_size: 1.5, partisan: 1 });
    expect(weightFactors(C, '2026-10-01', 14)).toEqual({ recency: 0.25, quality: 0.5, sample_size: 1, partisan: 0.7 });
    expect(weightFactors(B, '2026-10-01', 7).recency).toBe(0.25);
    expect(weightFactors(poll('s', '2026-10-01', 'A', 150, null, {}), '2026-10-01', 14).sample_size).toBe(0.5);
  });

  it('counts unrated polls only at the default minimum', () => {
    expect(passesMinRating(C, 'C-')).toBe(true);
    expect(passesMinRating(C, 'B')).toBe(false);
    expect(passesMinRating(B, 'B')).toBe(true);
    expect(passesMinRating(B, 'B+')).toBe(false);
  });
});

describe('averages', () => {
  it('averages each candidate over the polls that include them (hand-computed)', () => {
    const { average, included } = computeAverages([race], [A, B, C, H], '2026-10-01', {
      halfLife: 14,
      minRating: 'C-',
    });
    // x: (1.5*50 + 0.675*44 + 0.0875*40) / 2.2625 = 47.823; y: (1.5*45 + 0.0875*52) / 1.5875 = 45.386
    expect(average[0]!.candidates).toEqual([
      { slug: 'x', name: 'X', party: 'D', pct: 47.8, polls: 3 },
      { slug: 'y', name: 'Y', party: 'R', pct: 45.4, polls: 2 },
    ]);
    expect(included.map((p) => [p.id, p.weight])).toEqual([
      ['a', 1.5],
      ['b', 0.675],
      ['c', 0.0875],
    ]);
    expect(average[0]!.polls).toBe(3);
  });

  it('drops unrated and lower-graded polls at a higher minimum', () => {
    const { average } = computeAverages([race], [A, B, C], '2026-10-01', { halfLife: 14, minRating: 'B' });
    // x: (75 + 29.7) / 2.175 = 48.138; y: only A
    expect(average[0]!.candidates.map((c) => [c.slug, c.pct])).toEqual([
      ['x', 48.1],
      ['y', 45],
    ]);
  });
});

describe('poll list filters', () => {
  const data = { races: [race], polls: [A, B, C], ratings: [] };
  it('keeps polls ending within the last N days of the request date, newest first', () => {
    const list = computePollList(
      data,
      { state: 'GA', race: null, days: 20, minRating: null, pollster: null },
      new Date('2026-10-05T12:00:00Z'),
    );
    expect(list.polls.map((p) => p.id)).toEqual(['a', 'b']);
    expect(list.meta.filters.as_of).toBe('2026-10-05');
  });
  it('filters by minimum grade (unrated left out) and pollster substring, any case', () => {
    expect(
      computePollList(
        data,
        { state: null, race: null, days: null, minRating: 'B', pollster: null },
        new Date(),
      ).polls.map((p) => p.id),
    ).toEqual(['a', 'b']);
    expect(
      computePollList(
        data,
        { state: null, race: null, days: null, minRating: null, pollster: 'POLLSTER C' },
        new Date(),
      ).polls.map((p) => p.id),
    ).toEqual(['c']);
  });
});
