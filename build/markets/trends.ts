/**
 * The 7-day trend: the current price against the history point nearest to exactly 7 days earlier. A point further
 * than 12 hours from that time (a market younger than a week, a gap in the history) gives no trend rather than a
 * change over some other period.
 */
export interface PricePoint {
  /** Unix seconds. */
  t: number;
  p: number;
}

export const TREND_DAYS = 7 as const;
const WEEK = TREND_DAYS * 86_400;
const TOLERANCE = 12 * 3600;

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export interface TrendValue {
  from: { t: string; p: number };
  to: { t: string; p: number };
  change: number;
}

export function weekTrend(history: PricePoint[], current: PricePoint): TrendValue | null {
  const target = current.t - WEEK;
  let best: PricePoint | null = null;
  for (const point of history) {
    const distance = Math.abs(point.t - target);
    if (distance > TOLERANCE) continue;
    // Nearest wins; on a tie the earlier point (a full week).
    if (!best || distance < Math.abs(best.t - target) || (distance === Math.abs(best.t - target) && point.t < best.t))
      best = point;
  }
  if (!best) return null;
  return {
    from: { t: iso(best.t), p: round6(best.p) },
    to: { t: iso(current.t), p: round6(current.p) },
    change: round6(current.p - best.p),
  };
}

/** The window of history to ask for: a day more than a week, so the point 7 days back is inside it. */
export function historyWindow(nowSeconds: number): { start: number; end: number } {
  return { start: nowSeconds - WEEK - 86_400, end: nowSeconds };
}
