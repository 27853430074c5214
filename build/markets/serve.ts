/**
 * GET /api/prediction-markets?raceId=: the stored snapshot of the race. A request fetches from the platforms only
 * when there is no snapshot yet, when the stored one says nothing was available and is over 10 minutes old, or
 * when its prices are over 2 hours old (the hourly refresh has not run); always within a few seconds' budget, and
 * a failed fetch never replaces stored prices.
 */
import { badRequest, jsonResponse, notFound, quoteInput } from '../http/errors.ts';
import { defineHandler, type Handler } from '../http/handler.ts';
import { MARKET_RACE_ID, type PredictionMarkets } from '../schemas/api/markets.ts';
import { lastParam } from '../routes/params.ts';
import { httpDeps, type MarketDeps } from './deps.ts';
import { refreshRace } from './fetch-race.ts';
import { marketMap, type MarketMap, type RaceMap } from './market-map.ts';
import { presentRace } from './present.ts';
import { readRace } from './race-store.ts';
import { hasData, type StoredRace } from './snapshot.ts';

/** Prices move: a minute in browsers, a few minutes at the CDN (the snapshot itself is refreshed hourly). */
export const MARKETS_CACHE = { 'Cache-Control': 'public, max-age=60', 'Netlify-CDN-Cache-Control': 'public, max-age=300, stale-while-revalidate=60' };

/** raceId: 400 when missing or malformed, 404 when well formed but not a 2026 race with markets mapped. */
export function parseRaceId(raw: string | null, map: MarketMap): { raceId: string; entry: RaceMap } {
  if (raw === null || raw === '') throw badRequest('invalid_parameter', 'raceId is required: a 2026 race id like ga-sen-2026, az-gov-2026, or us-national-2026 for control of the House and Senate');
  if (!MARKET_RACE_ID.test(raw)) {
    throw badRequest('invalid_parameter', `raceId must look like {state}-sen-2026, {state}-gov-2026 (lower-case two-letter state) or us-national-2026; got ${quoteInput(raw)}`);
  }
  const entry = map.races[raw];
  if (!entry) throw notFound('unknown_race', `there is no 2026 race ${quoteInput(raw)} (no such Senate or governor election in 2026); the race ids are those of /api/export/polls?format=json, plus us-national-2026`);
  return { raceId: raw, entry };
}

function needsFetch(stored: StoredRace | null, now: Date, deps: MarketDeps): boolean {
  if (!stored) return true;
  const age = now.getTime() - Date.parse(stored.attemptedAt);
  const anyData = hasData(stored.platforms.kalshi) || hasData(stored.platforms.polymarket);
  return age > (anyData ? deps.config.refetchAfterMs : deps.config.retryUnavailableAfterMs);
}

export async function predictionMarkets(url: URL, deps: MarketDeps, map: MarketMap = marketMap()): Promise<PredictionMarkets> {
  const { raceId, entry } = parseRaceId(lastParam(url.searchParams, 'raceId'), map);
  const now = deps.now();
  let stored = await readRace(deps.store, raceId);
  if (needsFetch(stored, now, deps)) {
    const deadline = AbortSignal.timeout(deps.config.requestBudgetMs);
    stored = await refreshRace(raceId, entry, { http: httpDeps(deps, deadline, deps.config.requestBudgetMs), config: deps.config, now }, deps.store, stored);
  }
  return presentRace(raceId, stored, deps.now(), deps.config.staleAfterMs);
}

/** The function: deps are made per request (tests inject theirs; the store depends on the Netlify context). */
export function marketsHandler(makeDeps: () => MarketDeps): Handler {
  return defineHandler(async (_request, { url }) => jsonResponse(200, await predictionMarkets(url, makeDeps()), MARKETS_CACHE));
}
