/**
 * Kalshi trade API v2 (public reads): an event with its nested markets, and hourly candlesticks for the trend.
 * Prices are the *_dollars strings and counts the *_fp strings; the legacy integer-cent fields no longer exist.
 */
import type { MarketQuote, MarketTrend } from '../schemas/api/markets.ts';
import { getJson } from './http.ts';
import type { ContestMap } from './market-map.ts';
import { mapLimit, trendOrNote, type ContestResult, type FetchContext } from './platform.ts';
import { boundedMarkets, kalshiParty, price, probabilityOf, volume } from './price.ts';
import { historyWindow, weekTrend, type PricePoint } from './trends.ts';
import {
  KalshiCandlesSchema,
  KalshiEventResponseSchema,
  type KalshiCandles,
  type KalshiMarket,
} from './upstream-schemas.ts';
import { titleMismatch } from './verify.ts';

/** History requests of one race at once (the refresh runs a few races in parallel). */
const HISTORY_CONCURRENCY = 3;
const enc = encodeURIComponent;

function quote(
  contest: ContestMap,
  market: KalshiMarket,
  event: { event_ticker: string; series_ticker: string; title: string },
  ctx: FetchContext,
): MarketQuote {
  const at = `kalshi ${market.ticker}`;
  const bid = price(market.yes_bid_dollars, `${at} yes_bid_dollars`);
  const ask = price(market.yes_ask_dollars, `${at} yes_ask_dollars`);
  const outcome = market.yes_sub_title.trim() || market.ticker.slice(event.event_ticker.length + 1) || market.ticker;
  return {
    platform: 'kalshi',
    contest: contest.contest,
    market: market.ticker,
    title: market.title?.trim() || event.title,
    outcome,
    party: kalshiParty(market.ticker, event.event_ticker, outcome),
    ...probabilityOf(price(market.last_price_dollars, `${at} last_price_dollars`), bid, ask),
    bid,
    ask,
    volume: volume(market.volume_fp, `${at} volume_fp`),
    url: `${ctx.config.kalshiWeb}/markets/${enc(event.series_ticker.toLowerCase())}`,
    updatedAt: market.updated_time ?? null,
  };
}

/** A candle's price: its last trade (or the last before it), else the closing bid/ask midpoint, as for quotes. */
function candlePoints(candles: KalshiCandles): PricePoint[] {
  const points: PricePoint[] = [];
  for (const c of candles.candlesticks) {
    const last = price(c.price?.close_dollars) ?? price(c.price?.previous_dollars);
    const p = probabilityOf(last, price(c.yes_bid?.close_dollars), price(c.yes_ask?.close_dollars)).probability;
    if (p !== null) points.push({ t: c.end_period_ts, p });
  }
  return points;
}

async function trendOf(
  q: MarketQuote,
  series: string,
  ctx: FetchContext,
  notes: string[],
): Promise<MarketTrend | null> {
  if (q.probability === null) return null;
  const now = Math.floor(ctx.now.getTime() / 1000);
  const { start, end } = historyWindow(now);
  const url = `${ctx.config.kalshiBase}/series/${enc(series)}/markets/${enc(q.market)}/candlesticks?start_ts=${start}&end_ts=${end}&period_interval=60`;
  // A bad history (unreachable, or a price outside [0, 1]) is a note on the quote, never a failed platform.
  const points = await trendOrNote(notes, async () => {
    const candles = await getJson(url, KalshiCandlesSchema, ctx.http, `kalshi candlesticks ${q.market}`);
    return candles && candlePoints(candles);
  });
  if (!points) return null;
  const trend = weekTrend(points, { t: now, p: q.probability });
  return (
    trend && { platform: 'kalshi', contest: q.contest, market: q.market, outcome: q.outcome, party: q.party, ...trend }
  );
}

/** Tries the contest's event tickers in order; the first with an active market that names the race wins. */
export async function kalshiContest(contest: ContestMap, ctx: FetchContext): Promise<ContestResult> {
  const notes: string[] = [];
  for (const ticker of contest.kalshiEvents) {
    const body = await getJson(
      `${ctx.config.kalshiBase}/events/${enc(ticker)}?with_nested_markets=true`,
      KalshiEventResponseSchema,
      ctx.http,
      `kalshi event ${ticker}`,
    );
    if (!body) {
      notes.push(`kalshi event ${ticker} does not exist`);
      continue;
    }
    const { event } = body;
    const accepted: KalshiMarket[] = [];
    for (const market of boundedMarkets(event.markets ?? body.markets ?? [], `kalshi event ${ticker}`)) {
      const mismatch =
        market.status !== 'active'
          ? `status ${market.status || '(none)'}, not trading`
          : titleMismatch(contest.title, [event.title, market.title, market.rules_primary]);
      if (mismatch) notes.push(`dropped kalshi ${market.ticker}: ${mismatch}`);
      else accepted.push(market);
    }
    if (accepted.length === 0) {
      notes.push(`kalshi event ${ticker} has no active market for ${contest.label}`);
      continue;
    }
    const markets = accepted.map((m) => quote(contest, m, event, ctx));
    const trends = await mapLimit(markets, HISTORY_CONCURRENCY, (q) => trendOf(q, event.series_ticker, ctx, notes));
    return { markets, trends: trends.filter((t): t is MarketTrend => t !== null), notes, source: ticker };
  }
  return { markets: [], trends: [], notes, source: null };
}
