/**
 * GET /api/prediction-markets?raceId=: the stored snapshot of the race. A request fetches from the platforms only
 * when there is no snapshot yet, when the stored one says nothing was available and is over 10 minutes old, or
 * when its prices are over 2 hours old (the hourly refresh has not run); always within a few seconds' budget, and
 * a failed fetch never replaces stored prices.
 */
import { notFound, quoteInput, type ApiError } from '../http/errors.ts';
import type { PredictionMarkets } from '../schemas/api/markets.ts';
import { httpDeps, type MarketDeps } from './deps.ts';
import { refreshRace } from './fetch-race.ts';
import { marketMap, type MarketMap } from './market-map.ts';
import { presentRace } from './present.ts';
import { readRace } from './race-store.ts';
import { hasData, type StoredRace } from './snapshot.ts';

/** Prices move: a minute in browsers, a few minutes at the CDN (the snapshot itself is refreshed hourly). */
export const MARKETS_CACHE = {
  'Cache-Control': 'public, max-age=60',
  'Netlify-CDN-Cache-Control': 'public, max-age=300, stale-while-revalidate=60',
};

/** A well-formed race id without markets mapped (no such 2026 Senate or governor race): the 404. */
export function marketRaceData(raceId: string, map: MarketMap = marketMap()): ApiError | null {
  if (map.races[raceId]) return null;
  return notFound(
    'unknown_race',
    `there is no 2026 race ${quoteInput(raceId)} with prediction markets (no such Senate or governor election in 2026); the race ids are those of /api/export/polls, plus us-national-2026`,
  );
}

function needsFetch(stored: StoredRace | null, now: Date, deps: MarketDeps): boolean {
  if (!stored) return true;
  const age = now.getTime() - Date.parse(stored.attemptedAt);
  const anyData = hasData(stored.platforms.kalshi) || hasData(stored.platforms.polymarket);
  return age > (anyData ? deps.config.refetchAfterMs : deps.config.retryUnavailableAfterMs);
}

/** Past its budget, and this moment more to store, a request stops waiting for the refresh (which carries on). */
const STORE_GRACE_MS = 1000;

/** The refresh's result, or null once the budget (plus the grace) has passed: a request's time is bounded. */
function withinBudget<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  const clear = () => clearTimeout(timer);
  work.then(clear, clear);
  return Promise.race([work, late]);
}

/** The answer for a race id that passed marketRaceData. */
export async function predictionMarkets(
  raceId: string,
  deps: MarketDeps,
  map: MarketMap = marketMap(),
): Promise<PredictionMarkets> {
  const entry = map.races[raceId]!;
  const now = deps.now();
  let stored = await readRace(deps.store, raceId);
  if (needsFetch(stored, now, deps)) {
    const deadline = AbortSignal.timeout(deps.config.requestBudgetMs);
    const refresh = refreshRace(
      raceId,
      entry,
      { http: httpDeps(deps, deadline, deps.config.requestBudgetMs), config: deps.config, now },
      deps.store,
      stored,
    );
    // Every upstream call stops at the deadline, but what follows (parsing, storing) must not hold the answer either.
    stored = (await withinBudget(refresh, deps.config.requestBudgetMs + STORE_GRACE_MS)) ?? stored;
  }
  return presentRace(raceId, stored, deps.now(), deps.config.staleAfterMs);
}
