/**
 * Polymarket: the Gamma API for events and their markets (one binary Yes/No market per party or candidate), and
 * the CLOB price history of each market's Yes token for the trend. Gamma's outcomes and clobTokenIds arrive as
 * JSON-encoded strings and are decoded during validation; token ids stay strings.
 */
import type { MarketQuote, MarketTrend } from '../schemas/api/markets.ts';
import { getJson } from './http.ts';
import type { ContestMap } from './market-map.ts';
import { mapLimit, trendOrNote, type ContestResult, type FetchContext } from './platform.ts';
import { boundedMarkets, partyFromLabel, price, probabilityOf, volume } from './price.ts';
import { historyWindow, weekTrend } from './trends.ts';
import { ClobHistorySchema, GammaEventsSchema, type GammaEvent, type GammaMarket } from './upstream-schemas.ts';
import { titleMismatch } from './verify.ts';

/** History requests of one race at once (the refresh runs a few races in parallel). */
const HISTORY_CONCURRENCY = 3;
const enc = encodeURIComponent;

interface Accepted {
  market: GammaMarket;
  yesToken: string | null;
}

function quote(contest: ContestMap, { market }: Accepted, event: GammaEvent, ctx: FetchContext): MarketQuote {
  const at = `polymarket market ${market.id}`;
  const bid = price(market.bestBid, `${at} bestBid`);
  const ask = price(market.bestAsk, `${at} bestAsk`);
  const outcome = market.groupItemTitle?.trim() || market.question;
  return {
    platform: 'polymarket',
    contest: contest.contest,
    market: market.id,
    title: market.question,
    outcome,
    // From the words, never from the position in the event: "Democrat", "Sherrod Brown (D)", "the Republicans".
    party: partyFromLabel(market.groupItemTitle) ?? partyFromLabel(market.question),
    ...probabilityOf(price(market.lastTradePrice, `${at} lastTradePrice`), bid, ask),
    bid,
    ask,
    volume:
      market.volumeNum != null ? volume(market.volumeNum, `${at} volumeNum`) : volume(market.volume, `${at} volume`),
    url: `${ctx.config.polymarketWeb}/event/${enc(event.slug)}`,
    updatedAt: market.updatedAt ?? null,
  };
}

/** Why a market of a matching event is not served, or null. */
function rejection(contest: ContestMap, market: GammaMarket, event: GammaEvent): string | null {
  if (market.closed === true || market.active === false) return 'closed, not trading';
  const mismatch = titleMismatch(contest.title, [event.title, market.question]);
  if (mismatch) return mismatch;
  if (!market.outcomes.some((o) => o.toLowerCase() === 'yes'))
    return `outcomes ${JSON.stringify(market.outcomes)} have no Yes`;
  return null;
}

async function trendOf(
  q: MarketQuote,
  token: string | null,
  ctx: FetchContext,
  notes: string[],
): Promise<MarketTrend | null> {
  if (q.probability === null || token === null) return null;
  const now = Math.floor(ctx.now.getTime() / 1000);
  const { start, end } = historyWindow(now);
  const url = `${ctx.config.clobBase}/prices-history?market=${enc(token)}&startTs=${start}&endTs=${end}&fidelity=60`;
  const body = await trendOrNote(notes, () =>
    getJson(url, ClobHistorySchema, ctx.http, `polymarket price history of market ${q.market}`),
  );
  if (!body) return null;
  const trend = weekTrend(body.history, { t: now, p: q.probability });
  return (
    trend && {
      platform: 'polymarket',
      contest: q.contest,
      market: q.market,
      outcome: q.outcome,
      party: q.party,
      ...trend,
    }
  );
}

/** Tries the contest's slugs in order; the first open event with a market that names the race wins. */
export async function polymarketContest(contest: ContestMap, ctx: FetchContext): Promise<ContestResult> {
  const notes: string[] = [];
  for (const slug of contest.polymarketSlugs) {
    const events = await getJson(
      `${ctx.config.gammaBase}/events?slug=${enc(slug)}`,
      GammaEventsSchema,
      ctx.http,
      `polymarket event ${slug}`,
    );
    const event = events?.find((e) => e.slug === slug) ?? events?.[0];
    if (!event) {
      notes.push(`polymarket event ${slug} does not exist`);
      continue;
    }
    if (event.closed === true) {
      notes.push(`polymarket event ${slug} is closed`);
      continue;
    }
    const accepted: Accepted[] = [];
    for (const market of boundedMarkets(event.markets ?? [], `polymarket event ${slug}`)) {
      const why = rejection(contest, market, event);
      if (why) {
        notes.push(`dropped polymarket ${market.id}: ${why}`);
        continue;
      }
      const yes = market.outcomes.findIndex((o) => o.toLowerCase() === 'yes');
      accepted.push({ market, yesToken: market.clobTokenIds?.[yes] ?? null });
    }
    if (accepted.length === 0) {
      notes.push(`polymarket event ${slug} has no open market for ${contest.label}`);
      continue;
    }
    const markets = accepted.map((a) => quote(contest, a, event, ctx));
    const pairs = markets.map((q, i) => ({ q, token: accepted[i]!.yesToken }));
    const trends = await mapLimit(pairs, HISTORY_CONCURRENCY, ({ q, token }) => trendOf(q, token, ctx, notes));
    return { markets, trends: trends.filter((t): t is MarketTrend => t !== null), notes, source: slug };
  }
  return { markets: [], trends: [], notes, source: null };
}
