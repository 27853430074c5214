/**
 * The scheduled refresh: every race, stalest attempt first, a few at a time, within a time budget. No race is
 * started after budgetMs; anything still running at hardLimitMs is aborted (and, like any failure, leaves the
 * stored prices in place). Races not reached are first in line next time.
 */
import { httpDeps, type MarketDeps } from './deps.ts';
import { refreshRace } from './fetch-race.ts';
import { marketMap, type MarketMap } from './market-map.ts';
import { readIndex, writeIndex } from './race-store.ts';
import { hasData } from './snapshot.ts';

export interface RefreshSummary {
  startedAt: string;
  elapsedMs: number;
  refreshed: string[];
  /** Refreshed, but neither platform had prices (unreachable or nothing listed). */
  unavailable: string[];
  notStarted: string[];
}

/** Stalest first: never attempted, then oldest attempt; ties by race id so the order is stable. */
export function refreshOrder(raceIds: string[], index: Record<string, string>): string[] {
  return [...raceIds].sort((a, b) => {
    const ta = index[a] ?? '';
    const tb = index[b] ?? '';
    return ta !== tb ? (ta < tb ? -1 : 1) : a < b ? -1 : 1;
  });
}

export async function refreshAll(
  deps: MarketDeps,
  options: { concurrency?: number; map?: MarketMap } = {},
): Promise<RefreshSummary> {
  const map = options.map ?? marketMap();
  const { refreshBudgetMs, refreshHardLimitMs, raceBudgetMs } = deps.config;
  const start = deps.now();
  const elapsed = () => deps.now().getTime() - start.getTime();
  const hardStop = AbortSignal.timeout(refreshHardLimitMs);
  const index = await readIndex(deps.store);
  const queue = refreshOrder(Object.keys(map.races), index);
  const summary: RefreshSummary = {
    startedAt: start.toISOString(),
    elapsedMs: 0,
    refreshed: [],
    unavailable: [],
    notStarted: [],
  };

  const worker = async () => {
    for (let raceId = queue.shift(); raceId !== undefined; raceId = queue.shift()) {
      if (elapsed() >= refreshBudgetMs || hardStop.aborted) {
        summary.notStarted.push(raceId, ...queue.splice(0));
        return;
      }
      const deadline = AbortSignal.any([hardStop, AbortSignal.timeout(raceBudgetMs)]);
      const now = deps.now();
      const race = await refreshRace(
        raceId,
        map.races[raceId]!,
        { http: httpDeps(deps, deadline, raceBudgetMs), config: deps.config, now },
        deps.store,
      );
      index[raceId] = now.toISOString();
      (hasData(race.platforms.kalshi) || hasData(race.platforms.polymarket)
        ? summary.refreshed
        : summary.unavailable
      ).push(raceId);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? deps.config.refreshConcurrency }, worker));
  await writeIndex(deps.store, index);
  summary.elapsedMs = elapsed();
  summary.notStarted.sort();
  return summary;
}
