import type { Dataset } from '../catalog/dataset.ts';

/** First and last year of an office's records in the data, and how many years it spans with records. */
export interface YearSpan {
  first: number;
  last: number;
  years: number;
}

/** What the results and poll history cover, read from the records themselves (the home page says it). */
export interface Coverage {
  president: YearSpan | null;
  senate: YearSpan | null;
  house: YearSpan | null;
  governor: YearSpan | null;
  /** Polls of past elections (FiveThirtyEight's raw polls): years of the elections and poll questions. */
  pollHistory: (YearSpan & { polls: number }) | null;
}

function spanOf(years: readonly number[]): YearSpan | null {
  if (!years.length) return null;
  const distinct = new Set(years);
  return { first: Math.min(...distinct), last: Math.max(...distinct), years: distinct.size };
}

/** Year spans per office (general-election years; odd-year Senate specials do not widen the span) and of the poll history. */
export function coverageOf(
  data: Pick<Dataset, 'presidentStates' | 'senate' | 'house' | 'governor' | 'pollHistory'>,
): Coverage {
  const even = (records: readonly { year: number }[]) => spanOf(records.map((r) => r.year).filter((y) => y % 2 === 0));
  const history = spanOf(data.pollHistory.map((p) => p.year));
  return {
    president: spanOf(data.presidentStates.map((r) => r.year)),
    senate: even(data.senate),
    house: even(data.house),
    governor: even(data.governor),
    pollHistory: history && { ...history, polls: data.pollHistory.length },
  };
}
