/** Shared test doubles: a fixed clock, an in-memory store, a sleep that records instead of waiting. */
import { marketsConfig } from '../../build/markets/config.ts';
import type { MarketDeps } from '../../build/markets/deps.ts';
import { predictionMarketsRouteWith } from '../../build/routes/markets.ts';
import { routeFunction } from '../../build/serving/route-function.ts';
import type { JsonStore } from '../../build/markets/store.ts';
import type { FakeUpstream } from './fake-upstream.ts';

export const NOW = new Date('2026-09-20T12:00:00Z');
export const NOW_S = NOW.getTime() / 1000;

export class MemoryStore implements JsonStore {
  readonly data = new Map<string, string>();
  writes = 0;
  async get(key: string): Promise<unknown> {
    const text = this.data.get(key);
    return text === undefined ? null : JSON.parse(text);
  }
  async setJSON(key: string, value: unknown): Promise<void> {
    this.writes++;
    this.data.set(key, JSON.stringify(value));
  }
}

export interface TestDeps extends MarketDeps {
  sleeps: number[];
}

/**
 * The upstream timeout of tests that exercise the timeout itself (a `slow` fault). Other tests keep a generous one,
 * so a healthy fake reply never times out on a loaded machine.
 */
export const SHORT_TIMEOUT = { MARKETS_TIMEOUT_MS: '300' };

/** Deps pointed at the fake; sleeps are recorded and return at once. */
export function testDeps(
  fake: FakeUpstream,
  env: Record<string, string> = {},
  store: JsonStore = new MemoryStore(),
): TestDeps {
  const sleeps: number[] = [];
  return {
    config: marketsConfig({
      ...fake.config,
      MARKETS_TIMEOUT_MS: '2500',
      MARKETS_BACKOFF_MS: '100',
      MARKETS_REQUEST_BUDGET_MS: '3000',
      ...env,
    }),
    store,
    fetch: (url, init) => fetch(url, init),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    now: () => NOW,
    sleeps,
  };
}

/** The prediction-markets function with injected dependencies (the fake upstreams). */
export const marketsHandler = (makeDeps: () => MarketDeps) => routeFunction(predictionMarketsRouteWith(makeDeps));
