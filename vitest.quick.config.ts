/**
 * npm run test:quick: the fast tier for the inner loop (unit, API and ingest-fixture tests, under 25 s here).
 * `npm test` stays the whole suite that CI runs; this tier leaves out the browser, fuzzing, conformance against
 * Netlify's engine, the full ingest and build comparisons, and the slower hardening and integrity files.
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// Not mergeConfig: it would concatenate the include lists, running everything.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'test/api/**/*.test.ts',
      'test/architecture/**/*.test.ts',
      'test/build/write.test.ts',
      'test/compute/**/*.test.ts',
      'test/docs/**/*.test.ts',
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
      'test/quality/skips.test.ts',
      'test/results/**/*.test.ts',
      'test/server/hardening.test.ts',
    ],
  },
});
