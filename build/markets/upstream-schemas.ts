/**
 * The upstream payloads, validated before any field is read. Only the fields we use are checked, with the types
 * the platforms document; everything else passes through untouched (loose objects), so an added field never
 * breaks us and a changed type never reaches a client. Where the field names come from: build/markets/README.md.
 */
import { z } from 'zod';

/** Kalshi fixed-point strings: *_dollars prices ("0.5600", up to 6 decimals) and *_fp counts ("10.00"). */
const FixedPoint = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a fixed-point decimal string');
const optionalFixed = FixedPoint.nullish();

const KalshiMarketSchema = z.looseObject({
  ticker: z.string().min(1),
  event_ticker: z.string(),
  status: z.string(),
  yes_sub_title: z.string(),
  title: z.string().nullish(),
  rules_primary: z.string().nullish(),
  yes_bid_dollars: optionalFixed,
  yes_ask_dollars: optionalFixed,
  last_price_dollars: optionalFixed,
  volume_fp: optionalFixed,
  updated_time: z.string().nullish(),
});
export type KalshiMarket = z.infer<typeof KalshiMarketSchema>;

/** GET /events/{ticker}?with_nested_markets=true: the markets are in event.markets (and a deprecated top-level copy). */
export const KalshiEventResponseSchema = z.looseObject({
  event: z.looseObject({
    event_ticker: z.string(),
    series_ticker: z.string().min(1),
    title: z.string(),
    sub_title: z.string().nullish(),
    markets: z.array(KalshiMarketSchema).nullish(),
  }),
  markets: z.array(KalshiMarketSchema).nullish(),
});
type KalshiEventResponse = z.infer<typeof KalshiEventResponseSchema>;

const KalshiOhlcSchema = z.looseObject({ close_dollars: optionalFixed });

/** GET /series/{s}/markets/{t}/candlesticks: price.* are null in a period without trades. */
export const KalshiCandlesSchema = z.looseObject({
  candlesticks: z.array(
    z.looseObject({
      end_period_ts: z.number().int(),
      yes_bid: KalshiOhlcSchema.nullish(),
      yes_ask: KalshiOhlcSchema.nullish(),
      price: z.looseObject({ close_dollars: optionalFixed, previous_dollars: optionalFixed }).nullish(),
    }),
  ),
});
export type KalshiCandles = z.infer<typeof KalshiCandlesSchema>;

/** Gamma sends some arrays as JSON-encoded strings ("[\"Yes\", \"No\"]"); decode them inside validation. */
const encodedStrings = (item: z.ZodString) =>
  z.string().transform((text, ctx) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON-encoded array' });
      return z.NEVER;
    }
    const parsed = z.array(item).safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON-encoded array of strings' });
      return z.NEVER;
    }
    return parsed.data;
  });

const probability = z.number().min(0).max(1);

const GammaMarketSchema = z.looseObject({
  id: z.string().min(1),
  question: z.string(),
  groupItemTitle: z.string().nullish(),
  outcomes: encodedStrings(z.string()),
  // Token ids are ~77-digit integers: they must stay strings (a JSON number would lose digits).
  clobTokenIds: encodedStrings(z.string().regex(/^\d+$/)).nullish(),
  lastTradePrice: probability.nullish(),
  bestBid: probability.nullish(),
  bestAsk: probability.nullish(),
  volumeNum: z.number().nullish(),
  volume: z.string().nullish(),
  active: z.boolean().nullish(),
  closed: z.boolean().nullish(),
  updatedAt: z.string().nullish(),
});
export type GammaMarket = z.infer<typeof GammaMarketSchema>;

const GammaEventSchema = z.looseObject({
  id: z.string(),
  slug: z.string().min(1),
  title: z.string(),
  closed: z.boolean().nullish(),
  markets: z.array(GammaMarketSchema).nullish(),
});
export type GammaEvent = z.infer<typeof GammaEventSchema>;

/** GET /events?slug=: always an array, [] when the slug does not exist. */
export const GammaEventsSchema = z.array(GammaEventSchema);

/** CLOB GET /prices-history?market=<token id>: t unix seconds, p the token's price 0-1. */
export const ClobHistorySchema = z.looseObject({
  history: z.array(z.looseObject({ t: z.number().int(), p: probability })),
});
