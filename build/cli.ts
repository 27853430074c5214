/**
 * npm run build: data/ -> dist/. Prints files, bytes and time. On any failure dist/ is left as it was.
 */
import { resolve } from 'node:path';
import { baseUrl } from './config.ts';
import { buildFunctionBundles } from './serving/function-bundles.ts';
import { buildSite } from './pipeline/build.ts';
import { writeSite } from './pipeline/write.ts';

const started = performance.now();
try {
  const { files, timings } = buildSite({ dataDir: resolve('data'), baseUrl: baseUrl() });
  // Before dist/ is swapped, so a function that cannot be bundled leaves it untouched too.
  const bundled = await buildFunctionBundles(resolve('.'));
  const t = performance.now();
  writeSite(files, resolve('dist'));
  const write = performance.now() - t;
  const bytes = files.reduce((s, f) => s + Buffer.byteLength(f.content), 0);
  const total = performance.now() - started;
  console.log(
    `built ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB in ${(total / 1000).toFixed(2)} s ` +
      `(load+validate ${timings.load.toFixed(0)} ms, compute+render+validate ${timings.render.toFixed(0)} ms, write ${write.toFixed(0)} ms) for ${baseUrl()}`,
  );
  const functionBytes = bundled.reduce((s, f) => s + f.bytes, 0);
  console.log(
    `bundled ${bundled.length} functions into netlify/functions-bundled, ${(functionBytes / 1e6).toFixed(1)} MB`,
  );
} catch (error) {
  console.error(`build failed, dist/ left unchanged:\n${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
