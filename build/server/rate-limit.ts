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
  private readonly limit: number;
  /** At most `limit` windows are kept: ended ones are dropped first, then the oldest (so memory stays bounded). */
  constructor(private readonly now: () => number = Date.now, options: { limit?: number } = {}) {
    this.limit = options.limit ?? 10_000;
  }
  get size(): number {
    return this.windows.size;
  }
  private prune(t: number, size: number): void {
    for (const [key, w] of this.windows) if (t - w.start >= size) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.limit) break;
      this.windows.delete(key);
    }
  }

  /** null when allowed, else the seconds to wait. */
  take(key: string, limit: RateLimitConfig): number | null {
    const t = this.now();
    const size = limit.windowSize * 1000;
    const w = this.windows.get(key);
    if (!w || t - w.start >= size) {
      this.windows.delete(key);
      if (this.windows.size >= this.limit) this.prune(t, size);
      this.windows.set(key, { start: t, count: 1 });
      return null;
    }
    if (w.count >= limit.windowLimit) return Math.max(1, Math.ceil((w.start + size - t) / 1000));
    w.count++;
    return null;
  }
}
