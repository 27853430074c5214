/** Netlify's function rate-limit settings (config.rateLimit), applied identically by the local server. */
export interface RateLimitConfig {
  windowLimit: number;
  windowSize: number;
  aggregateBy?: string | string[];
}

/**
 * A fixed-window counter per key (function and client IP), like Netlify's: at most windowLimit requests per
 * windowSize seconds; over it, the time until the window ends is the Retry-After.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  /** null when allowed, else the seconds to wait. */
  take(key: string, limit: RateLimitConfig): number | null {
    const t = this.now();
    const size = limit.windowSize * 1000;
    const w = this.windows.get(key);
    if (!w || t - w.start >= size) {
      this.windows.set(key, { start: t, count: 1 });
      return null;
    }
    if (w.count >= limit.windowLimit) return Math.max(1, Math.ceil((w.start + size - t) / 1000));
    w.count++;
    return null;
  }
}
