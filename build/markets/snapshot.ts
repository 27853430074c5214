/**
 * What is stored per race (one blob per race id) and the rule for combining a new fetch with the stored one: a
 * platform that failed keeps its previous prices, with their own fetchedAt, marked as failed (shown stale); a
 * refresh therefore never replaces stored prices with nothing.
 */
import { z } from 'zod';
import { MarketQuoteSchema, MarketTrendSchema, type MarketPlatform } from '../schemas/api/markets.ts';

const FailureSchema = z.enum(['unreachable', 'invalid', 'not_found']);
type Failure = z.infer<typeof FailureSchema>;

export const StoredPlatformSchema = z
  .object({
    ok: z.boolean(),
    /** When these markets were fetched; null when there are none. */
    fetchedAt: z.string().nullable(),
    /** The latest attempt, successful or not. */
    attemptedAt: z.string(),
    reason: z.string().nullable(),
    failure: FailureSchema.nullable(),
    source: z.string().nullable(),
    notes: z.array(z.string()),
    markets: z.array(MarketQuoteSchema),
    trends: z.array(MarketTrendSchema),
  })
  .strict();
export type StoredPlatform = z.infer<typeof StoredPlatformSchema>;

export const StoredRaceSchema = z
  .object({
    version: z.literal(1),
    raceId: z.string(),
    attemptedAt: z.string(),
    platforms: z.object({ kalshi: StoredPlatformSchema, polymarket: StoredPlatformSchema }).strict(),
  })
  .strict();
export type StoredRace = z.infer<typeof StoredRaceSchema>;

export const PLATFORMS: MarketPlatform[] = ['kalshi', 'polymarket'];

export const hasData = (p: StoredPlatform) => p.markets.length > 0;

function mergePlatform(previous: StoredPlatform | undefined, next: StoredPlatform): StoredPlatform {
  if (next.ok || !previous || !hasData(previous)) return next;
  return {
    ...previous,
    ok: false,
    attemptedAt: next.attemptedAt,
    reason: `latest fetch failed (${next.reason}); showing prices fetched at ${previous.fetchedAt}`,
    failure: next.failure,
  };
}

export function mergeRace(previous: StoredRace | null, next: StoredRace): StoredRace {
  return {
    ...next,
    platforms: {
      kalshi: mergePlatform(previous?.platforms.kalshi, next.platforms.kalshi),
      polymarket: mergePlatform(previous?.platforms.polymarket, next.platforms.polymarket),
    },
  };
}
