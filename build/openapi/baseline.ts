/**
 * npm run openapi:baseline: writes the current OpenAPI document as the published v1 baseline (openapi.v1.json).
 * A deliberate act: it must be accompanied by an entry in build/curated/changelog.json dated today, which the
 * breaking-change test checks, and it is never needed for additive changes.
 */
import { writeFileSync } from 'node:fs';
import { ROUTES } from '../routes/table.ts';
import { buildOpenApiDocument } from './document.ts';

export const BASELINE_FILE = 'openapi.v1.json';
export const BASELINE_BASE_URL = 'https://{base_url}';

if (process.argv[1]?.endsWith('baseline.ts')) {
  const date = new Date().toISOString().slice(0, 10);
  const doc = { ...buildOpenApiDocument(ROUTES, BASELINE_BASE_URL), 'x-baseline-date': date };
  writeFileSync(BASELINE_FILE, `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`${BASELINE_FILE} written (baseline of ${date}); add a changelog entry for ${date} saying why.`);
}
