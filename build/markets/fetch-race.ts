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

/** The refreshes under way, per store and race: concurrent requests for a race share one (per instance). */
const inFlight = new WeakMap<JsonStore, Map<string, Promise<StoredRace>>>();

/**
 * Fetches a race, merges it into the stored snapshot (a failed platform keeps its stored prices) and stores the
 * result. `previous` saves a read when the caller already has it. While a refresh of the race is under way, a
 * second call joins it instead of starting another (no burst of requests multiplies the upstream calls).
 */
export function refreshRace(raceId: string, entry: RaceMap, ctx: FetchContext, store: JsonStore, previous?: StoredRace | null): Promise<StoredRace> {
  let races = inFlight.get(store);
  if (!races) inFlight.set(store, (races = new Map()));
  const running = races.get(raceId);
  if (running) return running;
  const refresh = (async () => {
    const prior = previous === undefined ? await readRace(store, raceId) : previous;
    const merged = mergeRace(prior, await fetchRace(raceId, entry, ctx));
    await writeRace(store, merged);
    return merged;
  })().finally(() => races.delete(raceId));
  races.set(raceId, refresh);
  return refresh;
}
