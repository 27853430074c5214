/**
 * The build: reproducible output, validation that names file, record and field, and a failed build leaving the
 * previous dist/ untouched.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { buildSite } from '../../build/pipeline/build.ts';
import { loadDataset } from '../../build/pipeline/load.ts';
import { renderSite } from '../../build/pipeline/render.ts';
import type { Route } from '../../build/routes/types.ts';

const ROOT = resolve(__dirname, '../..');

/** One whole build (about 14,000 files) in this process, shared by the tests that read its output. */
let built: ReturnType<typeof buildSite>['files'] | undefined;
const build = () => (built ??= buildSite({ dataDir: join(ROOT, 'data'), baseUrl: 'http://localhost:8888' }).files);

describe('build pipeline', () => {
  it('gives byte-identical files from the same data/: this build equals the test build written by another process', () => {
    const dist = inject('distDir');
    const files = build();
    const written = readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(dist.length + 1))
      .sort();
    expect(written).toEqual(files.map((f) => f.path).sort());
    const differing = files.filter((f) => readFileSync(join(dist, f.path), 'utf8') !== f.content).map((f) => f.path);
    expect(differing).toEqual([]);
  }, 300_000); // a whole build and 14,000 files read: on a loaded machine this outgrows the default limit

  it('lists every endpoint in a small index, and every file with its sha256 and size in the manifest', () => {
    const files = build();
    const index = JSON.parse(files.find((f) => f.path === 'api/index.json')!.content);
    const manifest = JSON.parse(files.find((f) => f.path === 'api/manifest.json')!.content);
    const meta = JSON.parse(files.find((f) => f.path === 'api/meta.json')!.content);
    expect(Buffer.byteLength(files.find((f) => f.path === 'api/index.json')!.content)).toBeLessThan(20_000);
    expect(index.manifest).toBe('http://localhost:8888/api/manifest');
    expect(meta.manifest_url).toBe('/api/manifest');
    expect(meta.manifest_sha256).toBe(manifest.sha256);
    expect(manifest.sha256).toBe(createHash('sha256').update(JSON.stringify(manifest.files)).digest('hex'));
    for (const e of index.endpoints) expect(manifest.endpoints[e.id], e.id).toBeDefined();
    const count = (id: string) => manifest.endpoints[id].length;
    // issue 21: each table's JSON file has its CSV beside it (one state's presidential result has none).
    expect([
      count('election-year'),
      count('election-state'),
      count('state-history'),
      count('swing'),
      count('export'),
    ]).toEqual([13 * 2, 13 * 51, 51 * 2, 13 * 12 * 2, 13 * 52 * 2 + 3 * 25 * 2]);
    // The other offices' exports of one state are the function's, not files (redirect-rule budget).
    expect(manifest.files['api/export/csv/senate-2020.csv']).toBeDefined();
    expect(manifest.files['api/export/csv/senate-2020-GA.csv']).toBeUndefined();
    expect([count('senate-year'), count('house-year'), count('governor-year')]).toEqual([25 * 2, 25 * 2, 25 * 2]);
    expect(manifest.files['api/export/csv/house-2022-results.csv']).toBeDefined();
    // Netlify advises staying well under 10,000 redirect rules (it serializes them all at deploy): the CSVs of one
    // state's office results and the poll history's state filter stay out of the rules for this budget.
    const rules = files
      .find((f) => f.path === '_redirects')!
      .content.split('\n')
      .filter((l) => l.startsWith('/'));
    expect(rules.length).toBeGreaterThan(7_000);
    expect(rules.length).toBeLessThan(8_500);
    const entry = manifest.files['api/elections/2020.json'];
    expect(entry.size).toBe(Buffer.byteLength(files.find((f) => f.path === 'api/elections/2020.json')!.content));
    expect(entry.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names the output file and field when a computed body breaks its schema', () => {
    const data = loadDataset(join(ROOT, 'data'));
    const broken: Route = {
      id: 'broken',
      path: '/api/broken',
      tag: 't',
      summary: 's',
      description: 'd',
      params: [],
      errors: [],
      example: '/api/broken',
      response: { schema: z.object({ n: z.number() }), contentType: 'application/json' },
      serve: {
        kind: 'static',
        instances: () => [
          {
            file: 'api/broken.json',
            requests: [{ path: '/api/broken', query: {} }],
            render: () => String(z.object({ n: z.number() }).parse({ n: 'x' })),
          },
        ],
      },
    };
    expect(() =>
      renderSite([broken], data, {
        baseUrl: 'http://x',
        templatesDir: join(ROOT, 'templates'),
        site: 'x',
        attribution: 'x',
      }),
    ).toThrow(/^dist\/api\/broken\.json: field n: /);
  });
});

describe('a bad data file', () => {
  it('fails the build naming file, record and field, and leaves the previous dist/ untouched', () => {
    const work = mkdtempSync(join(tmpdir(), 'build-'));
    cpSync(join(ROOT, 'data'), join(work, 'data'), { recursive: true });
    cpSync(inject('distDir'), join(work, 'dist'), { recursive: true });
    const before = readdirSync(join(work, 'dist'), { recursive: true }).length;
    const marker = readFileSync(join(work, 'dist', 'api', 'elections', '2020.json'), 'utf8');
    const senate = JSON.parse(readFileSync(join(work, 'data', 'senate.json'), 'utf8'));
    senate[3].candidates[0].pct = 'lots';
    writeFileSync(join(work, 'data', 'senate.json'), JSON.stringify(senate));
    let stderr = '';
    try {
      execFileSync(
        process.execPath,
        ['--import', pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href, join(ROOT, 'build', 'cli.ts')],
        { cwd: work, stdio: 'pipe' },
      );
    } catch (error) {
      stderr = String((error as { stderr: Buffer }).stderr);
    }
    expect(stderr).toContain(`data/senate.json: record 3 (${senate[3].id}), field candidates.0.pct`);
    expect(readdirSync(join(work, 'dist'), { recursive: true }).length).toBe(before);
    expect(readFileSync(join(work, 'dist', 'api', 'elections', '2020.json'), 'utf8')).toBe(marker);
  });
});
