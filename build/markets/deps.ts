/** The side effects of the feature, injected everywhere: tests swap each one; the functions use these defaults. */
import { marketsConfig, type MarketsConfig } from './config.ts';
import { realSleep, type Fetch, type Sleep } from './http.ts';
import { marketStore, type JsonStore } from './store.ts';

export interface MarketDeps {
  config: MarketsConfig;
  store: JsonStore;
  fetch: Fetch;
  sleep: Sleep;
  now: () => Date;
}

export function defaultMarketDeps(env: NodeJS.ProcessEnv = process.env): MarketDeps {
  const config = marketsConfig(env);
  return {
    config,
    store: marketStore(config.localStoreDir, env),
    fetch: (url, init) => fetch(url, init),
    sleep: realSleep,
    now: () => new Date(),
  };
}

/** The HTTP settings of every upstream call, bounded by a deadline (the caller's time budget of budgetMs). */
export function httpDeps(deps: MarketDeps, deadline: AbortSignal, budgetMs: number) {
  const { timeoutMs, retries, backoffMs } = deps.config;
  const now = () => deps.now().getTime();
  return {
    fetch: deps.fetch,
    sleep: deps.sleep,
    timeoutMs,
    retries,
    backoffMs,
    deadline,
    maxRetryWaitMs: budgetMs,
    now,
  };
}
