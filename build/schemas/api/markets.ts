import { z } from 'zod';
import { PartyCodeSchema, RACE_ID_PATTERN } from '../polls.ts';

/** A race id of the markets endpoint, as the published description has it: a 2026 Senate or governor race, or us-national-2026. */
export const MARKET_RACE_ID_PATTERN = /^[a-z]{2}-(gov|sen|national)-2026$/;

const MarketPlatformSchema = z.enum(['kalshi', 'polymarket']).meta({ id: 'MarketPlatform' });
export type MarketPlatform = z.infer<typeof MarketPlatformSchema>;

export const MarketContestSchema = z.enum(['senate', 'governor', 'house_control', 'senate_control']).meta({
  id: 'MarketContest',
  description:
    'What the market is about: the race itself, or (us-national-2026) control of the House or of the Senate.',
});

const iso = z.string().meta({ description: 'ISO 8601 time (UTC).' });

export const MarketQuoteSchema = z
  .object({
    platform: MarketPlatformSchema,
    contest: MarketContestSchema,
    market: z.string().meta({ description: 'Kalshi market ticker or Polymarket market id.' }),
    title: z.string().meta({ description: "The market's title or question as the platform words it." }),
    outcome: z.string().meta({ description: 'What YES pays on: a candidate or a party, as the platform labels it.' }),
    party: PartyCodeSchema.nullable().meta({
      description: 'Party of the outcome when the ticker or label says it; null otherwise.',
    }),
    probability: z.number().min(0).max(1).nullable().meta({
      description:
        'Price of YES, 0-1: the last trade when there is one, else the bid/ask midpoint; null when neither exists (never invented).',
    }),
    probability_basis: z.enum(['last_trade', 'midpoint']).nullable(),
    bid: z.number().min(0).max(1).nullable().meta({ description: 'Best YES bid; null when none.' }),
    ask: z.number().min(0).max(1).nullable().meta({ description: 'Best YES ask; null when none.' }),
    volume: z
      .number()
      .min(0)
      .nullable()
      .meta({ description: 'Traded volume as the platform reports it (Kalshi contracts, Polymarket USD).' }),
    url: z.string().meta({ description: 'The public market page.' }),
    updatedAt: iso.nullable().meta({
      description: "The market's own update time as the platform gives it (Kalshi: metadata update time), else null.",
    }),
  })
  .strict()
  .meta({ id: 'MarketQuote', description: "One market's current price of one outcome." });
export type MarketQuote = z.infer<typeof MarketQuoteSchema>;

const TrendPointSchema = z.object({ t: iso, p: z.number().min(0).max(1) }).strict();

export const MarketTrendSchema = z
  .object({
    platform: MarketPlatformSchema,
    contest: MarketContestSchema,
    market: z.string(),
    outcome: z.string(),
    party: PartyCodeSchema.nullable(),
    from: TrendPointSchema.meta({
      description: 'The price history point nearest to 7 days before `to` (within 12 hours).',
    }),
    to: TrendPointSchema.meta({ description: 'The current price, at the time it was fetched.' }),
    change: z.number().min(-1).max(1).meta({ description: 'to.p - from.p (positive = more likely than a week ago).' }),
  })
  .strict()
  .meta({
    id: 'MarketTrend',
    description: "7-day change of one outcome's price; omitted when the platform has no history point near 7 days ago.",
  });
export type MarketTrend = z.infer<typeof MarketTrendSchema>;

const MarketTrendsSchema = z
  .object({
    days: z.literal(7).meta({
      description:
        'The trend window in days: each trend compares the current price with the price about 7 days earlier.',
    }),
    kalshi: z
      .array(MarketTrendSchema)
      .meta({ description: 'Kalshi markets with a history point near 7 days ago, one per market and outcome.' }),
    polymarket: z
      .array(MarketTrendSchema)
      .meta({ description: 'Polymarket markets with a history point near 7 days ago, one per market and outcome.' }),
  })
  .strict()
  .meta({
    id: 'MarketTrends',
    description:
      "7-day price trends per platform; a platform's list is empty when it has no prices or no history point near 7 days ago.",
  });

const PlatformStatusSchema = z
  .object({
    ok: z.boolean().meta({ description: 'The latest fetch from this platform succeeded.' }),
    stale: z.boolean().meta({
      description: 'The prices shown come from an earlier fetch (the latest failed, or they are over 3 hours old).',
    }),
    fetchedAt: iso
      .nullable()
      .meta({ description: 'When the prices shown for this platform were fetched; null when there are none.' }),
    reason: z.string().nullable().meta({ description: 'Why the latest fetch failed or found nothing; null when ok.' }),
    source: z
      .string()
      .nullable()
      .meta({ description: 'The Kalshi event ticker(s) or Polymarket event slug(s) the prices come from.' }),
    notes: z.array(z.string()).meta({
      description:
        'Markets dropped (and why: wrong state or office in the title, not trading) and history that could not be fetched.',
    }),
  })
  .strict()
  .meta({ id: 'MarketPlatformStatus' });
export type PlatformStatus = z.infer<typeof PlatformStatusSchema>;

export const PredictionMarketsSchema = z
  .object({
    raceId: z
      .string()
      .regex(RACE_ID_PATTERN)
      .meta({ description: 'The race: a 2026 race id, or us-national-2026 for control of the House and Senate.' }),
    available: z.boolean().meta({ description: 'True when at least one platform has prices for the race.' }),
    reason: z.string().nullable().meta({
      description:
        'Why nothing is available (no market lists the race, or the platforms are unreachable); null when available.',
    }),
    snapshot: z
      .object({
        fetchedAt: iso.meta({ description: "The newest fetch time among the platforms' prices." }),
        platforms: z
          .object({ kalshi: z.array(MarketQuoteSchema), polymarket: z.array(MarketQuoteSchema) })
          .strict()
          .meta({ description: "The prices of each platform's markets on the race." }),
        status: z
          .object({ kalshi: PlatformStatusSchema, polymarket: PlatformStatusSchema })
          .strict()
          .meta({ description: 'Whether each platform answered at the last fetch.' }),
      })
      .strict()
      .nullable()
      .meta({ description: 'The latest stored prices; null when not available.' }),
    trends: MarketTrendsSchema,
  })
  .strict()
  .meta({
    id: 'PredictionMarkets',
    description:
      'What Kalshi and Polymarket currently price for a 2026 race, with 7-day changes. Market prices, not forecasts; never invented: a missing price is null.',
  });
export type PredictionMarkets = z.infer<typeof PredictionMarketsSchema>;
