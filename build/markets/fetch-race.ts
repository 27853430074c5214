import { kalshiContest } from './kalshi.ts';
import type { RaceMap } from './market-map.ts';
import { fetchPlatform, type FetchContext } from './platform.ts';
import { polymarketContest } from './polymarket.ts';
import { mergeRace, type StoredRace } from './snapshot.ts';
import { readRace, writeRace } from './race-store.ts';
import type { JsonStore } from './store.ts';

/** Both platforms for one race, in parallel; never throws (failures are recorded per platform). */
export async function fetchRace(raceId: string, entry: RaceMap, ctx: FetchContext): Promise<StoredRace> {
  const [kalshi, polymarket] = await Promise.all([
    fetchPlatform('kalshi', entry.contests, kalshiContest, ctx),
    fetchPlatform('polymarket', entry.contests, polymarketContest, ctx),
  ]);
  return { version: 1, raceId, attemptedAt: ctx.now.toISOString(), platforms: { kalshi, polymarket } };
}

/**
 * The refreshes under way in this process, per race: concurrent requests for a race share one. Keyed by race only,
 * not by store: the route makes new dependencies (a new store object for the same blob store) for every request,
 * so a per-store key never matched and each request refreshed on its own.
 */
const inFlight = new Map<string, Promise<StoredRace>>();

/**
 * Fetches a race, merges it into the stored snapshot (a failed platform keeps its stored prices) and stores the
 * result. `previous` saves a read when the caller already has it. While a refresh of the race is under way, a
 * second call in this process joins it instead of starting another (no burst of requests multiplies the upstream
 * calls, and they all answer the same snapshot).
 */
export function refreshRace(
  raceId: string,
  entry: RaceMap,
  ctx: FetchContext,
  store: JsonStore,
  previous?: StoredRace | null,
): Promise<StoredRace> {
  const running = inFlight.get(raceId);
  if (running) return running;
  const refresh = (async () => {
    const prior = previous === undefined ? await readRace(store, raceId) : previous;
    const merged = mergeRace(prior, await fetchRace(raceId, entry, ctx));
    await writeRace(store, merged);
    return merged;
  })().finally(() => inFlight.delete(raceId));
  inFlight.set(raceId, refresh);
  return refresh;
}
