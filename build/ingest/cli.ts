/**
 * npm run ingest [-- --sources DIR] [-- --out DIR]
 * Reads the raw sources (default: the verified cache that `npm run sources` fills, sources/cache/files) and
 * writes the normalized data set into data/. Every file read must match its sources/manifest.json entry.
 * Nothing is written unless every row is accounted for, every check passes and every record validates.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runIngest } from './run.ts';
import { directoryReader } from './core/sources.ts';
import { manifestVerifier } from '../sources/manifest.ts';
import { cacheFiles, DEFAULT_CACHE, loadManifest } from '../sources/paths.ts';

const { values } = parseArgs({
  options: {
    sources: { type: 'string', default: cacheFiles(DEFAULT_CACHE) },
    out: { type: 'string', default: 'data' },
  },
});
const started = performance.now();
try {
  const sources = resolve(values.sources!);
  if (!existsSync(sources))
    throw new Error(
      `no sources at ${values.sources}: run \`npm run sources -- --mirror ../shared/sources\` (or pass --sources DIR)`,
    );
  const { files, report } = runIngest(directoryReader(sources, manifestVerifier(loadManifest())));
  const out = resolve(values.out!);
  mkdirSync(out, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    // Write then rename, so a reader never sees half a file.
    const path = join(out, name);
    writeFileSync(`${path}.tmp`, content);
    renameSync(`${path}.tmp`, path);
  }
  for (const [file, a] of Object.entries(report.files)) {
    console.log(
      `${file}: read ${a.rows_read}, used ${a.rows_used}, merged ${a.rows_merged}, excluded ${a.rows_excluded}`,
    );
  }
  console.log(
    `records: ${Object.entries(report.counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `checks: ${report.checks.filter((c) => c.passed).length}/${report.checks.length} passed; conflicts recorded: ${report.conflicts.length}`,
  );
  console.log(
    `wrote ${Object.keys(files).length} files to ${values.out} in ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
} catch (error) {
  console.error(`ingest failed, data/ left unchanged:\n${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
