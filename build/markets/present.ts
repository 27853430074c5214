/** A stored race snapshot -> the public response. */
import type { PlatformStatus, PredictionMarkets } from '../schemas/api/markets.ts';
import { hasData, PLATFORMS, type StoredPlatform, type StoredRace } from './snapshot.ts';
import { TREND_DAYS } from './trends.ts';

const NO_TRENDS = () => ({ days: TREND_DAYS, kalshi: [], polymarket: [] });

function status(p: StoredPlatform, now: Date, staleAfterMs: number): PlatformStatus {
  const old = p.fetchedAt !== null && now.getTime() - Date.parse(p.fetchedAt) > staleAfterMs;
  return {
    ok: p.ok,
    stale: hasData(p) && (!p.ok || old),
    fetchedAt: p.fetchedAt,
    reason: p.reason,
    source: p.source,
    notes: p.notes,
  };
}

/** Why a race with a snapshot has no prices: unreachable upstreams, no market listed, or a mix. */
function unavailableReason(race: StoredRace): string {
  const platforms = PLATFORMS.map((name) => ({ name, p: race.platforms[name] }));
  const detail = platforms.map(({ name, p }) => `${name}: ${p.reason ?? 'no markets'}`).join('; ');
  const failures = new Set(platforms.map(({ p }) => p.failure));
  if (failures.size === 1 && failures.has('unreachable')) return `upstreams unreachable: ${detail}`;
  if (failures.size === 1 && failures.has('not_found')) return `no prediction market found for this race: ${detail}`;
  if (failures.size === 1 && failures.has('invalid')) return `upstream responses invalid: ${detail}`;
  return `no usable market data: ${detail}`;
}

export function presentRace(
  raceId: string,
  race: StoredRace | null,
  now: Date,
  staleAfterMs: number,
): PredictionMarkets {
  if (!race)
    return {
      raceId,
      available: false,
      reason: 'no snapshot of this race yet; retry in a few minutes',
      snapshot: null,
      trends: NO_TRENDS(),
    };
  const { kalshi, polymarket } = race.platforms;
  if (!hasData(kalshi) && !hasData(polymarket))
    return { raceId, available: false, reason: unavailableReason(race), snapshot: null, trends: NO_TRENDS() };
  const fetchedAt = [kalshi.fetchedAt, polymarket.fetchedAt]
    .filter((t): t is string => t !== null)
    .sort()
    .at(-1)!;
  return {
    raceId,
    available: true,
    reason: null,
    snapshot: {
      fetchedAt,
      platforms: { kalshi: kalshi.markets, polymarket: polymarket.markets },
      status: { kalshi: status(kalshi, now, staleAfterMs), polymarket: status(polymarket, now, staleAfterMs) },
    },
    trends: { days: TREND_DAYS, kalshi: kalshi.trends, polymarket: polymarket.trends },
  };
}
