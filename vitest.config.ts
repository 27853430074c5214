import { defineConfig } from 'vitest/config';

/**
 * Files that keep module state of their own between tests (the markets' in-flight refreshes, environment read by
 * the functions they load, mocked curated tables) run each in a fresh module cache; every other file shares its
 * worker's cache, since re-importing zod, the schemas and the route table for every file cost a third of the run.
 */
const OWN_MODULES = ['test/markets/**/*.test.ts', 'test/ingest/results-2026-full.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    // Two cores: run files in parallel on both, each file's tests in order.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    // Tests never reach the real prediction-market upstreams: a closed local port refuses at once, and the
    // local snapshot store lives under test-artifacts/. (The markets tests run their own fake upstream.)
    env: {
      KALSHI_API_BASE: 'http://127.0.0.1:9',
      POLYMARKET_GAMMA_BASE: 'http://127.0.0.1:9',
      POLYMARKET_CLOB_BASE: 'http://127.0.0.1:9',
      MARKETS_RETRIES: '0',
      MARKETS_LOCAL_STORE_DIR: 'test-artifacts/blobs-local',
    },
    hookTimeout: 120_000,
    // @actions/workflow-parser imports its JSON schema without an import attribute: let Vite load it.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: OWN_MODULES, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: OWN_MODULES, isolate: true } },
    ],
  },
});
