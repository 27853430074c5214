import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseFile } from '@netlify/zip-it-and-ship-it/dist/runtimes/node/in_source_config/index.js';
import { describe, expect, it } from 'vitest';
import { withIncludedFiles } from '../../build/docs/netlify-toml.ts';
import { FUNCTIONS_DIR, generatedReadme, withDictionary, withEndpoints } from '../../build/docs/readme.ts';
import { netlifyRateLimit } from '../../build/http/rate-limits.ts';
import { functionFiles } from '../../build/serving/functions.ts';
import { ROUTES } from '../../build/routes/table.ts';

describe('README', () => {
  it('has the data dictionary generated from the current schemas (run npm run docs when this fails)', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toBe(withDictionary(readme));
  });
  it('has the endpoint table generated from the route table (run npm run docs when this fails)', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toBe(withEndpoints(readme));
    expect(readme).toBe(generatedReadme(readme));
    for (const route of ROUTES) expect(readme).toContain(`\`GET ${route.path}\``);
  });
  it('shows the two newcomer commands', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});

describe('netlify/functions', () => {
  const files = functionFiles(ROUTES);

  it('each route function is the generated one-liner of its route (run npm run docs when this fails)', () => {
    expect(files.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'export',
        'export-polls',
        'fallback',
        'polls',
        'polls-average',
        'prediction-markets',
        'widget-not-found',
      ]),
    );
    for (const f of files) expect(readFileSync(join(FUNCTIONS_DIR, `${f.name}.ts`), 'utf8'), f.name).toBe(f.content);
  });

  it("Netlify's own static config parser reads each function's rate limit as the route declares it", async () => {
    for (const f of files) {
      const parsed = await parseFile(resolve(FUNCTIONS_DIR, `${f.name}.ts`), { functionName: f.name });
      expect(parsed.config.rateLimit, f.name).toEqual(netlifyRateLimit(f.rateLimit));
    }
  });

  it('netlify.toml deploys with each function the data/ files it reads (run npm run docs when this fails)', () => {
    const toml = readFileSync('netlify.toml', 'utf8');
    expect(toml).toBe(withIncludedFiles(toml, files));
    expect(toml).toMatch(/^\[functions\.export\]\n  included_files = \[.*"data\/house\.json".*\]$/m);
  });
});
