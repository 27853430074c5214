/**
 * Configuration of the prediction-market feature, read from the environment in one place. Every upstream base URL
 * is configurable (tests point them at a local fake); the defaults are the real public, keyless APIs.
 */
export interface MarketsConfig {
  kalshiBase: string;
  gammaBase: string;
  clobBase: string;
  /** Public web pages the response links to. */
  kalshiWeb: string;
  polymarketWeb: string;
  /** One upstream call, including reading its body. */
  timeoutMs: number;
  /** Extra attempts after a 429, a 5xx or a network error. */
  retries: number;
  /** First backoff; doubles on each retry. */
  backoffMs: number;
  /** A request that finds no snapshot fetches once within this budget. */
  requestBudgetMs: number;
  /** The scheduled refresh starts no new race after this... */
  refreshBudgetMs: number;
  /** ...and aborts whatever is still running after this (Netlify stops scheduled functions at 30 s). */
  refreshHardLimitMs: number;
  /** One race within the scheduled refresh. */
  raceBudgetMs: number;
  /** Races refreshed at once: low, to stay well under the platforms' request rates (Kalshi: about 10/s unauthenticated). */
  refreshConcurrency: number;
  /** A stored "nothing available" answer is reused this long before a request tries the upstreams again. */
  retryUnavailableAfterMs: number;
  /** Stored prices older than this are refetched by a request (the hourly refresh normally keeps them younger). */
  refetchAfterMs: number;
  /** A platform whose prices are older than this is reported stale even if its last refresh did not fail. */
  staleAfterMs: number;
  /** The file-backed store used off Netlify. */
  localStoreDir: string;
}

const MINUTE = 60_000;

function positive(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

const base = (raw: string | undefined, fallback: string) => (raw || fallback).replace(/\/+$/, '');

export function marketsConfig(env: NodeJS.ProcessEnv = process.env): MarketsConfig {
  return {
    kalshiBase: base(env.KALSHI_API_BASE, 'https://api.elections.kalshi.com/trade-api/v2'),
    gammaBase: base(env.POLYMARKET_GAMMA_BASE, 'https://gamma-api.polymarket.com'),
    clobBase: base(env.POLYMARKET_CLOB_BASE, 'https://clob.polymarket.com'),
    kalshiWeb: base(env.KALSHI_WEB_BASE, 'https://kalshi.com'),
    polymarketWeb: base(env.POLYMARKET_WEB_BASE, 'https://polymarket.com'),
    timeoutMs: positive(env.MARKETS_TIMEOUT_MS, 3000),
    retries: Math.floor(positive(env.MARKETS_RETRIES, 2)),
    backoffMs: positive(env.MARKETS_BACKOFF_MS, 250),
    requestBudgetMs: positive(env.MARKETS_REQUEST_BUDGET_MS, 5000),
    refreshBudgetMs: positive(env.MARKETS_REFRESH_BUDGET_MS, 20_000),
    refreshHardLimitMs: positive(env.MARKETS_REFRESH_HARD_LIMIT_MS, 25_000),
    raceBudgetMs: positive(env.MARKETS_RACE_BUDGET_MS, 8000),
    refreshConcurrency: Math.max(1, Math.floor(positive(env.MARKETS_REFRESH_CONCURRENCY, 2))),
    retryUnavailableAfterMs: positive(env.MARKETS_RETRY_UNAVAILABLE_AFTER_MS, 10 * MINUTE),
    refetchAfterMs: positive(env.MARKETS_REFETCH_AFTER_MS, 120 * MINUTE),
    staleAfterMs: positive(env.MARKETS_STALE_AFTER_MS, 180 * MINUTE),
    localStoreDir: env.MARKETS_LOCAL_STORE_DIR || '.netlify/blobs-local',
  };
}
