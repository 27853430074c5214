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
  /** Windows in order of last use (a take moves its key to the end), so the first ones are the most idle. */
  private readonly windows = new Map<string, { start: number; count: number; size: number; limit: number }>();
  private readonly limit: number;
  /**
   * At most `limit` windows are kept. When full, ended windows go first, then the most idle of those still under
   * their limit; an exhausted window (a client being refused) goes last of all, so flooding the table with new
   * keys cannot free a limited client.
   */
  constructor(
    private readonly now: () => number = Date.now,
    options: { limit?: number } = {},
  ) {
    this.limit = options.limit ?? 10_000;
  }
  get size(): number {
    return this.windows.size;
  }
  private evict(t: number): void {
    for (const [key, w] of this.windows) if (t - w.start >= w.size) this.windows.delete(key);
    // Down to 90% at once, so a flood of new keys costs one scan per tenth of the table, not one per request.
    const target = Math.floor(this.limit * 0.9);
    for (const [key, w] of this.windows) {
      if (this.windows.size <= target) return;
      if (w.count < w.limit) this.windows.delete(key);
    }
    for (const key of this.windows.keys()) {
      if (this.windows.size <= target) return;
      this.windows.delete(key);
    }
  }

  /** null when allowed, else the seconds to wait. */
  take(key: string, limit: RateLimitConfig): number | null {
    const t = this.now();
    const size = limit.windowSize * 1000;
    const w = this.windows.get(key);
    this.windows.delete(key);
    if (!w || t - w.start >= size) {
      if (this.windows.size >= this.limit) this.evict(t);
      this.windows.set(key, { start: t, count: 1, size, limit: limit.windowLimit });
      return null;
    }
    this.windows.set(key, w);
    if (w.count >= limit.windowLimit) return Math.max(1, Math.ceil((w.start + size - t) / 1000));
    w.count++;
    return null;
  }
}
