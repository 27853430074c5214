/**
 * npm run test:quick: the fast tier for the inner loop, with no build and no server: the architecture guards, and
 * unit tests of compute, routes, the serving plan, ingest rules on fixtures, markets and pages as pure functions
 * (golden files in test/output). `npm test` stays the whole suite that CI runs: it adds the build, every HTTP test,
 * the browser, fuzzing, conformance against Netlify's engine, the full ingest and the integrity fault injection.
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// Not mergeConfig: it would concatenate the include lists, running everything.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // No build: a file here must not inject('distDir') or start a server (test/quality/quick-tier.test.ts checks it).
    globalSetup: [],
    // One project sharing each worker's module cache: the files that leave module state behind (vitest.config.ts
    // OWN_MODULES: the markets' hardening, endpoint and server tests, the mocked ingest) are not in this tier; its
    // markets unit tests hold none (shuffled runs pass).
    projects: undefined,
    isolate: false,
    include: [
      'test/architecture/**/*.test.ts',
      'test/build/serving-plan.test.ts',
      'test/build/write.test.ts',
      'test/compute/**/*.test.ts',
      'test/docs/readme.test.ts',
      'test/ingest/blank-lumps.test.ts',
      'test/ingest/certified-check.test.ts',
      'test/ingest/normalize.test.ts',
      'test/ingest/polls.test.ts',
      'test/ingest/polls-data.test.ts',
      'test/ingest/results-fixtures.test.ts',
      'test/markets/units.test.ts',
      'test/markets/map.test.ts',
      'test/markets/http.test.ts',
      'test/markets/fetch.test.ts',
      'test/pages/**/*.test.ts',
      'test/quality/breaking-changes.test.ts',
      'test/quality/engines.test.ts',
      'test/quality/quick-tier.test.ts',
      'test/quality/skips.test.ts',
      'test/results/**/*.test.ts',
      'test/api/openapi-clients.test.ts',
      'test/api/results-2026-years.test.ts',
      'test/api/export-president-sums.test.ts',
    ],
    exclude: ['test/pages/home-view.test.ts', 'test/pages/site-meta.test.ts'],
  },
});
